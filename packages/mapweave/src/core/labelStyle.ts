import type {ColorCache} from './colorCache.js';
import type {DeepReadonly} from './defaults.js';
import type {LabelSide} from './labelPlacement.js';
import {sdfGlyphRenderer} from './sdfGlyphs.js';
import type {Color, RGBA} from './types.js';

/** How a layer's labels look: size and weight of the text and the halo around its letters. */
export interface LabelStyle {
  /** Pixels. */
  fontSize: number;
  fontWeight: 'normal' | 'bold';
  /** Pixels of halo around each letter (0: none). */
  haloWidth: number;
}

export const LABEL_FONT_FAMILY = 'sans-serif';

/**
 * The glyph atlas every label layer shares. A 32 px atlas is drawn 0.4–1× at the usual label
 * sizes (12–16 px at device pixel ratio 1 and 2): close enough that thin strokes (the l and r of
 * "Berlin") keep their distance field, where deck.gl's default 64 px atlas with mipmaps averaged
 * them away. The radius and buffer leave room for a halo of up to ~7 atlas pixels. deck.gl draws
 * the letter's edge where the field reads 0.75; a cutoff of 0.2 (not 0.25) puts that 0.5 atlas
 * pixels outside the outline, which keeps 11–12 px strokes at device pixel ratio 1 as solid as
 * the page's own text.
 */
const ATLAS = {fontSize: 32, buffer: 10, radius: 10, cutoff: 0.2, smoothing: 0.12};

/** The distance field is sampled without mipmaps: averaging a distance field across a stroke erases the stroke. */
const GLYPH_SAMPLER = {minFilter: 'linear', magFilter: 'linear', mipmapFilter: 'none'} as const;

/** deck.gl draws a halo `outlineWidth × 0.75` atlas pixels wide, capped by the atlas radius. */
function outlineWidthFor(style: LabelStyle): number {
  const atlasPixels = (style.haloWidth * ATLAS.fontSize) / style.fontSize;
  return Math.min(atlasPixels / 0.75, ATLAS.radius * 0.95);
}

/** Relative luminance (WCAG) of an sRGB colour. */
function luminance([r, g, b]: RGBA): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

const LIGHT_HALO: RGBA = [255, 255, 255, 230];
const DARK_HALO: RGBA = [15, 23, 34, 230];

/**
 * The halo that sets a label colour off from any basemap: light around dark text, dark around
 * light text. A map that switches its label colour with its theme gets the matching halo, where a
 * fixed white halo around light text in a dark theme leaves hollow-looking glyphs.
 */
export function haloColorFor(textColor: RGBA): RGBA {
  return luminance(textColor) > 0.35 ? DARK_HALO : LIGHT_HALO;
}

/** A map's theme: the basemap's, or its container's CSS `color-scheme`. */
export type MapTheme = 'light' | 'dark';

/** Label text per theme: dark on a light map, light on a dark one (their halos follow from `haloColorFor`). */
export const THEME_LABEL_COLORS: Readonly<Record<MapTheme, RGBA>> = {
  light: [31, 41, 55, 255],
  dark: [229, 231, 235, 255],
};

/**
 * A layer's label colour: `color` as set, or the theme's when it is the layer's default
 * (`defaultColor`): a map switched to dark gets light labels unless its labels were given a
 * colour of their own.
 */
export function themedLabelColor(
  color: Color,
  defaultColor: DeepReadonly<Color>,
  theme: MapTheme,
  colors: ColorCache,
): RGBA {
  return color === defaultColor ? THEME_LABEL_COLORS[theme] : colors.get(color);
}

/** The halo of `haloColor`, or with `null` the one that sets `labelColor` off. */
export function labelHalo(haloColor: Color | null, labelColor: RGBA, colors: ColorCache): RGBA {
  return haloColor === null ? haloColorFor(labelColor) : colors.get(haloColor);
}

/** TextLayer props shared by every label: font, glyph atlas, sampler and a halo of `haloColor`. */
export function labelTextProps(style: LabelStyle, haloColor: RGBA) {
  return {
    fontFamily: LABEL_FONT_FAMILY,
    fontWeight: style.fontWeight,
    fontSettings: {sdf: true, ...ATLAS},
    outlineWidth: style.haloWidth > 0 ? outlineWidthFor(style) : 0,
    outlineColor: haloColor,
    sizeUnits: 'pixels' as const,
    characterSet: 'auto' as const,
    _getFontRenderer: sdfGlyphRenderer,
    _subLayerProps: {characters: {textureParameters: GLYPH_SAMPLER}},
  };
}

const SIDE_ANCHORS: Readonly<
  Record<LabelSide, {anchor: 'start' | 'middle' | 'end'; baseline: 'top' | 'center' | 'bottom'}>
> = {
  below: {anchor: 'middle', baseline: 'top'},
  right: {anchor: 'start', baseline: 'center'},
  above: {anchor: 'middle', baseline: 'bottom'},
  left: {anchor: 'end', baseline: 'center'},
};

/** TextLayer accessors that draw a label on its `side` of its anchor, `offset` pixels away. */
export function sideTextProps<T>(sideOf: (item: T) => LabelSide, offsetOf: (item: T) => number) {
  return {
    getPixelOffset: (item: T): [number, number] => {
      const offset = offsetOf(item);
      const side = sideOf(item);
      if (side === 'below') return [0, offset];
      if (side === 'above') return [0, -offset];
      return [side === 'right' ? offset : -offset, 0];
    },
    getTextAnchor: (item: T) => SIDE_ANCHORS[sideOf(item)].anchor,
    getAlignmentBaseline: (item: T) => SIDE_ANCHORS[sideOf(item)].baseline,
  };
}
