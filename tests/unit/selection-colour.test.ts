import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {parseColor} from '../../packages/mapweave/src/core/color';
import {SELECTION_COLOR} from '../../packages/mapweave/src/core/selection';

/** CIELAB (D65) of an sRGB colour. */
function lab([r, g, b]: readonly number[]): [number, number, number] {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const [lr, lg, lb] = [linear(r!), linear(g!), linear(b!)];
  const x = (0.4124 * lr + 0.3576 * lg + 0.1805 * lb) / 0.95047;
  const y = 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
  const z = (0.0193 * lr + 0.1192 * lg + 0.9505 * lb) / 1.08883;
  const f = (value: number) => (value > 0.008856 ? Math.cbrt(value) : 7.787 * value + 16 / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

/** Every hex colour written in the demos' sources. */
function demoColours(): string[] {
  const root = join(__dirname, '../../src/demos');
  const files = readdirSync(root, {recursive: true, encoding: 'utf8'}).filter((file) => /\.tsx?$/.test(file));
  const colours = files.flatMap((file) => readFileSync(join(root, file), 'utf8').match(/#[0-9a-fA-F]{6}\b/g) ?? []);
  return [...new Set(colours.map((colour) => colour.toLowerCase()))];
}

describe('the selection colour', () => {
  it('is far (ΔE*76 over 30) from every colour a demo draws data in, so a selection never reads as data', () => {
    const selection = lab(parseColor(SELECTION_COLOR));
    const colours = demoColours();
    expect(colours.length).toBeGreaterThan(20);
    for (const colour of colours) {
      const distance = Math.hypot(...lab(parseColor(colour)).map((value, i) => value - selection[i]!));
      expect(distance, `${colour} vs ${SELECTION_COLOR}`).toBeGreaterThan(30);
    }
  });
});
