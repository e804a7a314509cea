// positionsOfIds is a partitioned hash join: it must give exactly what a Map from indexOfIds
// gives, at every size (one bucket or thousands), for repeated ids, absent ids and equal hashes.
import {describe, expect, it} from 'vitest';
import {hashOf, indexOfIds, positionsOfIds} from '../../../src/core/idIndex.js';

function positionsByMap(ids: readonly string[], queries: readonly string[]): number[] {
  const index = indexOfIds(ids);
  return queries.map((query) => index.get(query) ?? -1);
}

/**
 * Two different short strings with the same FNV-1a hash: the first pair a birthday search over
 * `c${i.toString(36)}` finds (after 1.66M strings, seconds of work, so it is written down here).
 */
const COLLIDING_PAIR = ['c2ya8', 'czki6'] as const;

describe('positionsOfIds', () => {
  it('gives -1 for absent ids and handles empty lists', () => {
    expect([...positionsOfIds([], ['a'])]).toEqual([-1]);
    expect([...positionsOfIds(['a'], [])]).toEqual([]);
    expect([...positionsOfIds(['a', 'b'], ['b', 'c', 'a', 'b'])]).toEqual([1, -1, 0, 1]);
  });

  it('gives the last position of a repeated id, as indexOfIds does', () => {
    const ids = ['a', 'b', 'a', 'c', 'b'];
    expect([...positionsOfIds(ids, ['a', 'b', 'c'])]).toEqual(positionsByMap(ids, ['a', 'b', 'c']));
  });

  it('tells apart different ids with equal hashes', () => {
    const [first, second] = COLLIDING_PAIR;
    expect(hashOf(first)).toBe(hashOf(second));
    expect([...positionsOfIds([first], [second, first])]).toEqual([-1, 0]);
    expect([...positionsOfIds([second, 'x', first], [first, second])]).toEqual([2, 0]);
  });

  // 550k ids and queries: seconds on a loaded 2-core machine, so more than the default 5 s budget.
  it('matches a Map across thousands of buckets, with strings built apart from the ids', {timeout: 30_000}, () => {
    let state = 11;
    const next = () => (state = (state * 1664525 + 1013904223) >>> 0);
    const ids = Array.from({length: 150_000}, (_, i) => (i % 7 === 0 ? `nœud-${i}` : `n${i}`));
    for (let i = 0; i < 500; i++) ids.push(ids[next() % ids.length]!);
    const queries = Array.from({length: 400_000}, () => {
      const i = next() % 160_000;
      return i % 7 === 0 ? `nœud-${i}` : `n${i}`;
    });
    expect([...positionsOfIds(ids, queries)]).toEqual(positionsByMap(ids, queries));
  });
});
