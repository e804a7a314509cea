import {describe, expect, it} from 'vitest';
import type {NetworkData} from '../../../src/core/types.js';
import {toTimeRange} from '../../../src/core/time.js';
import type {TimeValue} from '../../../src/core/types.js';
import {NetworkModel} from '../../../src/network/NetworkModel.js';
import {
  hiddenByPredicate,
  visibilityMasks,
  type NetworkPredicate,
} from '../../../src/layers/network/view/visibility.js';

const data: NetworkData = {
  a: {type: 'node', latitude: 0, longitude: 0, label: 'keep'},
  b: {type: 'node', latitude: 1, longitude: 1, time: [100, 200]},
  c: {type: 'node', latitude: 2, longitude: 2, label: 'drop'},
  ab: {type: 'link', id1: 'a', id2: 'b'},
  ac: {type: 'link', id1: 'a', id2: 'c'},
  aa: {type: 'link', id1: 'a', id2: 'a', time: 500},
};

describe('visibility under the predicate filter and the time range', () => {
  const model = new NetworkModel(data);
  const count = (mask: Uint8Array) => mask.reduce((sum, visible) => sum + visible, 0);
  /** What NetworkLayer computes for `filter(predicate)` and `timeFilterRange`. */
  const computeVisibility = (filter: {predicate?: NetworkPredicate; timeRange?: [TimeValue, TimeValue]} = {}) => {
    const range = filter.timeRange ? toTimeRange(filter.timeRange) : null;
    const masks = visibilityMasks(model, hiddenByPredicate(model.itemRows(), filter.predicate ?? null), range);
    return {...masks, visibleNodeCount: count(masks.nodes), visibleLinkCount: count(masks.links)};
  };

  it('shows everything without a filter', () => {
    const visibility = computeVisibility();
    expect(visibility.visibleNodeCount).toBe(3);
    expect(visibility.visibleLinkCount).toBe(3);
  });

  it('hides what the predicate rejects, and links whose end is hidden', () => {
    const visibility = computeVisibility({predicate: (item) => item.type !== 'node' || item.label !== 'drop'});
    expect(Array.from(visibility.nodes)).toEqual([1, 1, 0]);
    expect(Array.from(visibility.links)).toEqual([1, 0, 1]);
  });

  it('time range keeps items without time and items whose time intersects (closed range)', () => {
    const inside = computeVisibility({timeRange: [200, 500]});
    expect(Array.from(inside.nodes)).toEqual([1, 1, 1]);
    expect(Array.from(inside.links)).toEqual([1, 1, 1]);
    const outside = computeVisibility({timeRange: [201, 499]});
    expect(Array.from(outside.nodes)).toEqual([1, 0, 1]);
    // ab loses its end b; aa's instant 500 is outside.
    expect(Array.from(outside.links)).toEqual([0, 1, 0]);
  });

  it('accepts dates and strings in the time range and rejects bad ones', () => {
    const visibility = computeVisibility({timeRange: [new Date(0), '1970-01-01T00:00:00.150Z']});
    expect(visibility.nodes[1]).toBe(1);
    expect(() => computeVisibility({timeRange: [10, 0]})).toThrowError(expect.objectContaining({code: 'INVALID_TIME'}));
  });
});
