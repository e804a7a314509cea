import TinySDF from '@mapbox/tiny-sdf';

/** What deck.gl's TextLayer asks of a `_getFontRenderer` (its FontRenderer type is not exported). */
interface GlyphSettings {
  fontFamily: string;
  fontWeight: string | number;
  fontSize: number;
  buffer: number;
  radius: number;
  cutoff: number;
}

type Context2d = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/** A 2D canvas context for measuring text, in a page or a worker; `null` where there is no canvas (Node). */
export function measuringContext(): Context2d | null {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(1, 1).getContext('2d');
  if (typeof document !== 'undefined') return document.createElement('canvas').getContext('2d');
  return null;
}

/**
 * deck.gl's SDF glyph renderer places each glyph's image at the pen position, dropping the
 * glyph's left side bearing, so letters drift apart unevenly ("Mari sol"). This one draws the
 * same distance fields (tiny-sdf) and reports where the ink really starts. Each slot of the atlas
 * is as wide as the ink reaches right of the pen, so a shifted glyph stays inside its slot.
 */
export function sdfGlyphRenderer(settings: GlyphSettings) {
  const {fontFamily, fontWeight, fontSize, buffer, radius, cutoff} = settings;
  const sdf = new TinySDF({fontSize, buffer, radius, cutoff, fontFamily, fontWeight: `${fontWeight}`});
  const context = measuringContext()!;
  context.font = `${fontWeight} ${fontSize}px ${fontFamily}`;
  return {
    measure(char?: string) {
      if (char === undefined) {
        const metrics = context.measureText('A');
        return {
          advance: 0,
          width: 0,
          ascent: Math.ceil(metrics.fontBoundingBoxAscent),
          descent: Math.ceil(metrics.fontBoundingBoxDescent),
        };
      }
      const metrics = context.measureText(char);
      return {
        advance: metrics.width,
        width: Math.max(0, Math.ceil(metrics.actualBoundingBoxRight)),
        ascent: Math.ceil(metrics.actualBoundingBoxAscent),
        descent: Math.ceil(metrics.actualBoundingBoxDescent),
      };
    },
    draw(char: string) {
      const glyph = sdf.draw(char);
      const data = new ImageData(glyph.width, glyph.height);
      for (let i = 0; i < glyph.data.length; i++) data.data[i * 4 + 3] = glyph.data[i]!;
      return {data, left: buffer - glyph.glyphLeft, top: buffer};
    },
  };
}
