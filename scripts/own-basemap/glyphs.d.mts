/** Types of scripts/own-basemap/glyphs.mjs, for the tests that import it. */
export declare interface GlyphFont {
  charToGlyphIndex(character: string): number;
}
export declare function glyphRanges(
  fontstack: string,
  fonts: readonly GlyphFont[],
  codePoints: ReadonlySet<number>,
): {start: number; bytes: Uint8Array}[];
export declare function drawsCodePoint(fonts: readonly GlyphFont[], codePoint: number): boolean;
