import {describe, expect, it} from 'vitest';
import {keyInput, twoFingerInputs, wheelZoom, type TouchPair} from './input';

describe('wheelZoom', () => {
  it('zooms in for a wheel turned up and out for one turned down, by the same amount', () => {
    expect(wheelZoom(-100)).toBeGreaterThan(0.5);
    expect(wheelZoom(-100)).toBeLessThan(0.6);
    expect(wheelZoom(100)).toBeCloseTo(-wheelZoom(-100), 12);
    expect(wheelZoom(0)).toBe(0);
  });

  it('never zooms by more than one level per event', () => {
    expect(wheelZoom(-1e6)).toBeCloseTo(1, 6);
  });
});

describe('keyInput', () => {
  it('pans 100 px with the arrows, the map moving with the key', () => {
    expect(keyInput('ArrowLeft', 800, 500)).toEqual({kind: 'pan', dx: 100, dy: 0});
    expect(keyInput('ArrowRight', 800, 500)).toEqual({kind: 'pan', dx: -100, dy: 0});
    expect(keyInput('ArrowUp', 800, 500)).toEqual({kind: 'pan', dx: 0, dy: 100});
    expect(keyInput('ArrowDown', 800, 500)).toEqual({kind: 'pan', dx: 0, dy: -100});
  });

  it('zooms about the centre with + (or =) and -', () => {
    expect(keyInput('+', 800, 500)).toEqual({kind: 'zoom', x: 400, y: 250, by: 1});
    expect(keyInput('=', 800, 500)).toEqual({kind: 'zoom', x: 400, y: 250, by: 1});
    expect(keyInput('-', 800, 500)).toEqual({kind: 'zoom', x: 400, y: 250, by: -1});
  });

  it('ignores other keys, which stay with the page (Tab, Enter, letters)', () => {
    for (const key of ['Tab', 'Enter', 'a', ' ']) expect(keyInput(key, 800, 500)).toBeNull();
  });
});

describe('twoFingerInputs', () => {
  it('pans with the middle of two fingers and zooms with their spread', () => {
    const before: TouchPair = [
      {x: 100, y: 100},
      {x: 200, y: 100},
    ];
    const after: TouchPair = [
      {x: 60, y: 120},
      {x: 260, y: 120},
    ];
    expect(twoFingerInputs(before, after)).toEqual([
      {kind: 'pan', dx: 10, dy: 20},
      {kind: 'zoom', x: 160, y: 120, by: 1},
    ]);
    expect(twoFingerInputs(before, before)).toEqual([{kind: 'pan', dx: 0, dy: 0}]);
  });
});
