import {parseColor} from './color.js';
import type {Color, RGBA} from './types.js';

/** parseColor with a memo for strings: deck.gl accessors ask for the same few colours 100k times. */
export class ColorCache {
  private readonly parsed = new Map<string, RGBA>();

  get(color: Color): RGBA {
    if (typeof color !== 'string') return parseColor(color);
    let rgba = this.parsed.get(color);
    if (!rgba) {
      rgba = parseColor(color);
      this.parsed.set(color, rgba);
    }
    return rgba;
  }
}
