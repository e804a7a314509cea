import {describe, expect, it} from 'vitest';
import {isColor, parseColor} from '../../../src/core/color.js';

describe('parseColor', () => {
  it.each([
    ['#f00', [255, 0, 0, 255]],
    ['#f008', [255, 0, 0, 136]],
    ['#00ff00', [0, 255, 0, 255]],
    ['#0000FF80', [0, 0, 255, 128]],
    ['rgb(1, 2, 3)', [1, 2, 3, 255]],
    ['rgba(1, 2, 3, 0.5)', [1, 2, 3, 128]],
    ['rgb(255 0 0 / 50%)', [255, 0, 0, 128]],
    ['rgb(100%, 0%, 50%)', [255, 0, 128, 255]],
    ['  RED ', [255, 0, 0, 255]],
    ['navy', [0, 0, 128, 255]],
    ['teal', [0, 128, 128, 255]],
    ['steelblue', [70, 130, 180, 255]],
    ['transparent', [0, 0, 0, 0]],
  ] as const)('%s', (input, expected) => {
    expect(parseColor(input)).toEqual(expected);
  });

  it('accepts arrays with 0–255 channels', () => {
    expect(parseColor([10, 20, 30])).toEqual([10, 20, 30, 255]);
    expect(parseColor([10, 20, 30, 40])).toEqual([10, 20, 30, 40]);
  });

  it('knows the 16 basic colours', () => {
    const basic = [
      'black',
      'silver',
      'gray',
      'white',
      'maroon',
      'red',
      'purple',
      'fuchsia',
      'green',
      'lime',
      'olive',
      'yellow',
      'navy',
      'blue',
      'teal',
      'aqua',
    ];
    for (const name of basic) expect(isColor(name)).toBe(true);
  });

  it.each(['#ff', '#12345', 'rgb(1, 2)', 'rgb(a, b, c)', 'rgba(1, 2, 3, x)', 'blurple', '', 'rgb(1 2 3 / 4 / 5)'])(
    'rejects %j with INVALID_OPTION and the accepted forms',
    (input) => {
      expect(() => parseColor(input)).toThrowError(expect.objectContaining({code: 'INVALID_OPTION'}));
      expect(() => parseColor(input)).toThrow(
        /use #rgb, #rgba, #rrggbb, #rrggbbaa, rgb\(\), rgba\(\), a CSS color name/,
      );
    },
  );

  it('rejects arrays with the wrong length or channels out of range', () => {
    expect(() => parseColor([1, 2] as unknown as [number, number, number])).toThrow(/Invalid color \[1,2\]/);
    expect(() => parseColor([1, 2, 300])).toThrowError(expect.objectContaining({code: 'INVALID_OPTION'}));
    expect(() => parseColor([1, 2, Number.NaN])).toThrowError(expect.objectContaining({code: 'INVALID_OPTION'}));
  });

  it('returns a fresh array each time', () => {
    const first = parseColor('red');
    first[0] = 0;
    expect(parseColor('red')).toEqual([255, 0, 0, 255]);
  });
});
