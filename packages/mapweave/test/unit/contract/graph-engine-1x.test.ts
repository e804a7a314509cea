import {describe, expect, it} from 'vitest';
import {NetworkLayer} from '../../../src/index.js';

// Code written for MapWeave 1.0–1.5 calls the engine's methods on getGraphEngine()'s result directly.
describe('getGraphEngine() as 1.x documents it', () => {
  const layer = new NetworkLayer({
    id: 'routes',
    data: {
      a: {type: 'node', latitude: 0, longitude: 0},
      b: {type: 'node', latitude: 0, longitude: 1},
      c: {type: 'node', latitude: 0, longitude: 2},
      ab: {type: 'link', id1: 'a', id2: 'b'},
      bc: {type: 'link', id1: 'b', id2: 'c'},
    },
  });

  it('returns the engine itself, not a promise', () => {
    expect(layer.getGraphEngine().betweenness()).toEqual({a: 0, b: 1, c: 0});
    expect(layer.getGraphEngine().shortestPath('a', 'c')?.links).toEqual(['ab', 'bc']);
  });

  it('throws bad options at the call, as a MapWeaveError', () => {
    expect(() => layer.getGraphEngine({directed: 'yes' as never})).toThrow(
      expect.objectContaining({code: 'INVALID_OPTION'}),
    );
  });
});
