import {describe, expect, it} from 'vitest';
import {NetworkLayer} from '../../../src/layers/network/NetworkLayer.js';

describe('NetworkLayer keyboard focus', () => {
  it('steps through the nodes it draws, not those of size 0 (waypoints that only shape links)', () => {
    const layer = new NetworkLayer({
      id: 'net',
      data: {
        a: {type: 'node', latitude: 0, longitude: 0},
        waypoint: {type: 'node', latitude: 0, longitude: 5, size: 0},
        b: {type: 'node', latitude: 0, longitude: 10, size: 6},
        'a-w': {type: 'link', id1: 'a', id2: 'waypoint'},
        'w-b': {type: 'link', id1: 'waypoint', id2: 'b'},
      },
    });
    expect(layer.getFocusableItems().map(({item}) => item.id)).toEqual(['a', 'b']);
    layer.options({nodeDefaults: {size: 0}});
    expect(layer.getFocusableItems().map(({item}) => item.id)).toEqual(['b']);
  });
});
