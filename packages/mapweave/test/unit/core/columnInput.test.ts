// checkUniqueIds partitions the ids by hash before checking them: it must report exactly the
// repeats a Set would find, in the ids' order, at every size (one bucket or thousands).
import {describe, expect, it} from 'vitest';
import {checkUniqueIds} from '../../../src/core/columnInput.js';
import type {ValidationIssue} from '../../../src/core/errors.js';

/** The repeats, in order, as the obvious implementation finds them. */
function repeatsBySet(idLists: readonly (readonly unknown[])[]): string[] {
  const seen = new Set<string>();
  const repeats: string[] = [];
  for (const id of idLists.flat()) {
    if (typeof id !== 'string') continue;
    if (seen.has(id)) repeats.push(id);
    else seen.add(id);
  }
  return repeats;
}

function reported(idLists: readonly (readonly unknown[])[]): string[] {
  const issues: ValidationIssue[] = [];
  checkUniqueIds(idLists, issues);
  expect(issues.every((issue) => issue.code === 'DUPLICATE_ID')).toBe(true);
  return issues.map((issue) => issue.id);
}

describe('checkUniqueIds', () => {
  it('reports nothing for distinct ids, and each later use of an id in order', () => {
    expect(reported([[], []])).toEqual([]);
    expect(reported([['a', 'b'], ['c']])).toEqual([]);
    expect(
      reported([
        ['a', 'b', 'a'],
        ['b', 'a', 'd'],
      ]),
    ).toEqual(['a', 'b', 'a']);
  });

  it('skips ids that are not strings (their callers report them)', () => {
    expect(
      reported([
        [1, 1, null, 'x'],
        [undefined, 'x', 1],
      ]),
    ).toEqual(['x']);
  });

  it('finds the same repeats as a Set across thousands of buckets, in the ids order', () => {
    let state = 7;
    const next = () => (state = (state * 1664525 + 1013904223) >>> 0);
    const nodes = Array.from({length: 120_000}, (_, i) => `n${i}`);
    const links = Array.from({length: 80_000}, (_, i) => `l${i}`);
    for (let i = 0; i < 300; i++)
      links[next() % links.length] = next() % 2 ? nodes[next() % nodes.length]! : `l${next() % links.length}`;
    for (let i = 0; i < 50; i++) nodes[next() % nodes.length] = `n${next() % nodes.length}`;
    const expected = repeatsBySet([nodes, links]);
    expect(expected.length).toBeGreaterThan(100);
    expect(reported([nodes, links])).toEqual(expected);
  });
});
