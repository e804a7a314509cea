import { describe, expect, it } from 'vitest';
import type { NetworkData } from '../../../src/core/types.js';
import { analyzeInWorker } from '../../../src/graph/analyzeInWorker.js';

const data: NetworkData = {
  a: { type: 'node', latitude: 0, longitude: 0 },
  b: { type: 'node', latitude: 1, longitude: 1 },
  c: { type: 'node' },
  ab: { type: 'link', id1: 'a', id2: 'b' },
  bc: { type: 'link', id1: 'b', id2: 'c' },
};

describe('analyzeInWorker without a Worker (Node)', () => {
  it('runs asynchronously on the main thread', async () => {
    let settled = false;
    const promise = analyzeInWorker(data, 'betweenness').then((result) => {
      settled = true;
      return result;
    });
    expect(settled).toBe(false);
    // b is the only node between two others (a–c).
    expect(await promise).toEqual({ a: 0, b: 1, c: 0 });
  });

  it('passes options', async () => {
    // Normalized by (3-1)(3-2)/2 = 1 pair: still 1 for b.
    expect(await analyzeInWorker(data, 'betweenness', { normalized: true })).toEqual({ a: 0, b: 1, c: 0 });
    expect(await analyzeInWorker(data, 'components', { directed: true })).toEqual([['a', 'b', 'c']]);
  });

  it('rejects invalid data with a MapWeaveError', async () => {
    const bad: NetworkData = { ...data, x: { type: 'link', id1: 'a', id2: 'missing' } };
    await expect(analyzeInWorker(bad, 'degrees')).rejects.toMatchObject({ name: 'MapWeaveError', code: 'UNKNOWN_LINK_END', ids: ['x'] });
  });

  it('rejects unknown algorithms', async () => {
    await expect(analyzeInWorker(data, 'nope' as 'degrees')).rejects.toMatchObject({ code: 'INVALID_OPTION' });
  });
});
