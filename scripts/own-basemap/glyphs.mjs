// MapLibre's glyph ranges (`{fontstack}/{start}-{end}.pbf`): 256 code points each, every glyph a
// signed distance field drawn at 24 px with a 3 px border, as MapLibre's shader expects (the edge
// at 191 of 255, 8 px of distance either side), in the protocol buffer of MapLibre's glyphs.proto.
// Distances are measured exactly to the outline, flattened into segments, so the output depends
// on the font file alone.
import Pbf from 'pbf';

const FONT_SIZE = 24;
const BUFFER = 3;
const RADIUS = 8;
const CUTOFF = 0.25;
/** MapLibre places a glyph's top this far above the line it is shaped on (its own local glyphs use it too). */
const TOP_ADJUSTMENT = 27;
const CURVE_STEPS = 8;

/**
 * The glyph ranges that cover `codePoints`, each holding those of `codePoints` it covers (MapLibre
 * draws nothing for a code point its range lacks), drawn from the first of `fonts` (opentype.js
 * fonts) that has each. Returns the ranges as `{start, bytes}`.
 */
export function glyphRanges(fontstack, fonts, codePoints) {
  const starts = [...new Set([...codePoints].map((codePoint) => codePoint - (codePoint % 256)))].sort((a, b) => a - b);
  return starts.map((start) => ({start, bytes: encodeRange(fontstack, fonts, start, codePoints)}));
}

/** Whether one of `fonts` draws `codePoint`. */
export function drawsCodePoint(fonts, codePoint) {
  return fonts.some((font) => font.charToGlyphIndex(String.fromCodePoint(codePoint)) > 0);
}

function encodeRange(fontstack, fonts, start, codePoints) {
  const glyphs = [];
  for (let codePoint = start; codePoint < start + 256; codePoint++) {
    if (!codePoints.has(codePoint)) continue;
    const font = fonts.find((candidate) => candidate.charToGlyphIndex(String.fromCodePoint(codePoint)) > 0);
    if (font) glyphs.push(drawGlyph(font, codePoint));
  }
  const pbf = new Pbf();
  pbf.writeMessage(1, (_, out) => {
    out.writeStringField(1, fontstack);
    out.writeStringField(2, `${start}-${start + 255}`);
    for (const glyph of glyphs) out.writeMessage(3, writeGlyph, glyph);
  });
  return pbf.finish();
}

function writeGlyph(glyph, pbf) {
  pbf.writeVarintField(1, glyph.id);
  if (glyph.bitmap) pbf.writeBytesField(2, glyph.bitmap);
  pbf.writeVarintField(3, glyph.width);
  pbf.writeVarintField(4, glyph.height);
  pbf.writeSVarintField(5, glyph.left);
  pbf.writeSVarintField(6, glyph.top);
  pbf.writeVarintField(7, glyph.advance);
}

function drawGlyph(font, codePoint) {
  const glyph = font.charToGlyph(String.fromCodePoint(codePoint));
  const advance = Math.round((glyph.advanceWidth * FONT_SIZE) / font.unitsPerEm);
  const segments = outlineSegments(glyph.getPath(0, 0, FONT_SIZE).commands);
  if (segments.length === 0) return {id: codePoint, width: 0, height: 0, left: 0, top: -TOP_ADJUSTMENT, advance};
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const [x1, y1, x2, y2] of segments) {
    minX = Math.min(minX, x1, x2);
    minY = Math.min(minY, y1, y2);
    maxX = Math.max(maxX, x1, x2);
    maxY = Math.max(maxY, y1, y2);
  }
  // Screen coordinates: y grows down from the baseline.
  const left = Math.floor(minX);
  const top = Math.floor(minY);
  const width = Math.ceil(maxX) - left;
  const height = Math.ceil(maxY) - top;
  const columns = width + 2 * BUFFER;
  const rows = height + 2 * BUFFER;
  const bitmap = new Uint8Array(columns * rows);
  for (let row = 0; row < rows; row++) {
    const y = top - BUFFER + row + 0.5;
    for (let column = 0; column < columns; column++) {
      const x = left - BUFFER + column + 0.5;
      const distance = Math.sqrt(squaredDistance(segments, x, y)) * (inside(segments, x, y) ? -1 : 1);
      const value = Math.round(255 - 255 * (distance / RADIUS + CUTOFF));
      bitmap[row * columns + column] = Math.max(0, Math.min(255, value));
    }
  }
  return {id: codePoint, bitmap, width, height, left, top: -top - TOP_ADJUSTMENT, advance};
}

/** The outline as line segments [x1, y1, x2, y2], curves flattened. */
function outlineSegments(commands) {
  const segments = [];
  let startX = 0;
  let startY = 0;
  let x = 0;
  let y = 0;
  const lineTo = (toX, toY) => {
    if (toX !== x || toY !== y) segments.push([x, y, toX, toY]);
    x = toX;
    y = toY;
  };
  for (const command of commands) {
    if (command.type === 'M') {
      startX = x = command.x;
      startY = y = command.y;
    } else if (command.type === 'L') {
      lineTo(command.x, command.y);
    } else if (command.type === 'Q' || command.type === 'C') {
      const fromX = x;
      const fromY = y;
      for (let step = 1; step <= CURVE_STEPS; step++) {
        const t = step / CURVE_STEPS;
        const u = 1 - t;
        if (command.type === 'Q') {
          lineTo(
            u * u * fromX + 2 * u * t * command.x1 + t * t * command.x,
            u * u * fromY + 2 * u * t * command.y1 + t * t * command.y,
          );
        } else {
          lineTo(
            u * u * u * fromX + 3 * u * u * t * command.x1 + 3 * u * t * t * command.x2 + t * t * t * command.x,
            u * u * u * fromY + 3 * u * u * t * command.y1 + 3 * u * t * t * command.y2 + t * t * t * command.y,
          );
        }
      }
    } else if (command.type === 'Z') {
      lineTo(startX, startY);
    }
  }
  return segments;
}

function squaredDistance(segments, x, y) {
  let best = Infinity;
  for (const [x1, y1, x2, y2] of segments) {
    const dx = x2 - x1;
    const dy = y2 - y1;
    const t = Math.max(0, Math.min(1, ((x - x1) * dx + (y - y1) * dy) / (dx * dx + dy * dy)));
    const ex = x1 + t * dx - x;
    const ey = y1 + t * dy - y;
    best = Math.min(best, ex * ex + ey * ey);
  }
  return best;
}

/** Non-zero winding, as fonts fill their outlines. */
function inside(segments, x, y) {
  let winding = 0;
  for (const [x1, y1, x2, y2] of segments) {
    if (y1 <= y) {
      if (y2 > y && (x2 - x1) * (y - y1) - (x - x1) * (y2 - y1) > 0) winding++;
    } else if (y2 <= y && (x2 - x1) * (y - y1) - (x - x1) * (y2 - y1) < 0) {
      winding--;
    }
  }
  return winding !== 0;
}
