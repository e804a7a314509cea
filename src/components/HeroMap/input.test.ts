import {describe, expect, it} from 'vitest';
import {keyInput, wheelZoom} from './input';

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
