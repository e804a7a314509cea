import {describe, expect, it} from 'vitest';
import {MapWeaveError} from '../../../src/core/errors.js';
import type {NetworkData} from '../../../src/core/types.js';
import {createGraphEngine, runGraphAlgorithm} from '../../../src/graph/GraphEngine.js';
import {toGraphInput} from '../../../src/graph/input.js';

/** Nodes at (0, 0) and links named `a-b`. */
function network(nodes: string[], links: [string, string][]): NetworkData {
  const data: NetworkData = {};
  for (const id of nodes) data[id] = {type: 'node', latitude: 0, longitude: 0};
  for (const [id1, id2] of links) data[`${id1}-${id2}`] = {type: 'link', id1, id2};
  return data;
}

// a - b - c - d
const path4 = network(
  ['a', 'b', 'c', 'd'],
  [
    ['a', 'b'],
    ['b', 'c'],
    ['c', 'd'],
  ],
);
// h at the centre of l1..l4
const star = network(
  ['h', 'l1', 'l2', 'l3', 'l4'],
  [
    ['h', 'l1'],
    ['h', 'l2'],
    ['h', 'l3'],
    ['h', 'l4'],
  ],
);
// triangle a, b, c with a tail c - d
const triangleTail = network(
  ['a', 'b', 'c', 'd'],
  [
    ['a', 'b'],
    ['b', 'c'],
    ['a', 'c'],
    ['c', 'd'],
  ],
);
// a - b - c and x - y
const twoComponents = network(
  ['a', 'b', 'c', 'x', 'y'],
  [
    ['a', 'b'],
    ['b', 'c'],
    ['x', 'y'],
  ],
);

describe('createGraphEngine on a path of 4 nodes', () => {
  const graph = createGraphEngine(path4);

  it('counts nodes and links', () => {
    expect(graph.nodeCount).toBe(4);
    expect(graph.linkCount).toBe(3);
    expect(graph.directed).toBe(false);
  });

  it('degrees', () => {
    expect(graph.degrees()).toEqual({a: 1, b: 2, c: 2, d: 1});
  });

  it('betweenness', () => {
    // b lies on the shortest paths a–c and a–d: 2. c on b–d and a–d: 2. The ends on none.
    expect(graph.betweenness()).toEqual({a: 0, b: 2, c: 2, d: 0});
    // normalized: divided by the (n-1)(n-2)/2 = 3·2/2 = 3 pairs of other nodes: 2/3.
    const normalized = graph.betweenness({normalized: true});
    expect(normalized.b).toBeCloseTo(2 / 3, 12);
    expect(normalized.c).toBeCloseTo(2 / 3, 12);
    expect(normalized.a).toBe(0);
  });

  it('closeness', () => {
    // a: distances 1 + 2 + 3 = 6 to its 3 others: 3/6 = 0.5. b: 1 + 1 + 2 = 4: 3/4.
    expect(graph.closeness()).toEqual({a: 0.5, b: 0.75, c: 0.75, d: 0.5});
  });

  it('shortest path lists nodes and the links between them', () => {
    expect(graph.shortestPath('a', 'd')).toEqual({
      nodes: ['a', 'b', 'c', 'd'],
      links: ['a-b', 'b-c', 'c-d'],
      length: 3,
    });
    expect(graph.shortestPath('d', 'b')).toEqual({nodes: ['d', 'c', 'b'], links: ['c-d', 'b-c'], length: 2});
    expect(graph.shortestPath('c', 'c')).toEqual({nodes: ['c'], links: [], length: 0});
  });

  it('neighbors', () => {
    expect(graph.neighbors('b')).toEqual(['a', 'c']);
    expect(graph.neighbors('a')).toEqual(['b']);
  });
});

describe('createGraphEngine on a star', () => {
  const graph = createGraphEngine(star);

  it('betweenness: the hub is on every path between two leaves', () => {
    // C(4, 2) = 6 leaf pairs, each path goes through h.
    expect(graph.betweenness()).toEqual({h: 6, l1: 0, l2: 0, l3: 0, l4: 0});
    // normalized: 6 / (4·3/2 = 6) = 1.
    expect(graph.betweenness({normalized: true}).h).toBe(1);
  });

  it('closeness', () => {
    // h: 4 others at distance 1: 4/4 = 1. A leaf: h at 1, three leaves at 2: 4 / (1 + 6) = 4/7.
    const closeness = graph.closeness();
    expect(closeness.h).toBe(1);
    expect(closeness.l1).toBeCloseTo(4 / 7, 12);
  });

  it('degrees', () => {
    expect(graph.degrees()).toEqual({h: 4, l1: 1, l2: 1, l3: 1, l4: 1});
  });
});

describe('createGraphEngine on a triangle with a tail', () => {
  const graph = createGraphEngine(triangleTail);

  it('betweenness: only c is between others (a–d and b–d)', () => {
    expect(graph.betweenness()).toEqual({a: 0, b: 0, c: 2, d: 0});
  });

  it('closeness', () => {
    // a: b 1, c 1, d 2 -> 3/4. c: 1 + 1 + 1 -> 1. d: c 1, a 2, b 2 -> 3/5.
    const closeness = graph.closeness();
    expect(closeness.a).toBeCloseTo(3 / 4, 12);
    expect(closeness.b).toBeCloseTo(3 / 4, 12);
    expect(closeness.c).toBe(1);
    expect(closeness.d).toBeCloseTo(3 / 5, 12);
  });

  it('degrees and shortest path', () => {
    expect(graph.degrees()).toEqual({a: 2, b: 2, c: 3, d: 1});
    expect(graph.shortestPath('a', 'd')).toEqual({nodes: ['a', 'c', 'd'], links: ['a-c', 'c-d'], length: 2});
  });
});

describe('createGraphEngine on two components', () => {
  const graph = createGraphEngine(twoComponents);

  it('components, largest first', () => {
    expect(graph.components()).toEqual([
      ['a', 'b', 'c'],
      ['x', 'y'],
    ]);
  });

  it('closeness scales by the share of the graph a node reaches (Wasserman–Faust)', () => {
    // n - 1 = 4. a reaches 2 at 1 + 2 = 3: (2/4)·(2/3) = 1/3. b reaches 2 at 1 + 1: (2/4)·(2/2) = 1/2.
    // x reaches 1 at 1: (1/4)·(1/1) = 1/4.
    const closeness = graph.closeness();
    expect(closeness.a).toBeCloseTo(1 / 3, 12);
    expect(closeness.b).toBe(0.5);
    expect(closeness.x).toBe(0.25);
  });

  it('no path between components', () => {
    expect(graph.shortestPath('a', 'x')).toBeNull();
  });
});

describe('graph rules', () => {
  it('keeps one edge for parallel links and lists the smallest link id on paths', () => {
    const data: NetworkData = {
      ...network(['a', 'b'], []),
      z: {type: 'link', id1: 'a', id2: 'b'},
      m: {type: 'link', id1: 'b', id2: 'a'},
    };
    const graph = createGraphEngine(data);
    expect(graph.linkCount).toBe(2);
    expect(graph.degrees()).toEqual({a: 1, b: 1});
    expect(graph.shortestPath('a', 'b')).toEqual({nodes: ['a', 'b'], links: ['m'], length: 1});
  });

  it('ignores self-links in metrics', () => {
    const data: NetworkData = {...path4, loop: {type: 'link', id1: 'b', id2: 'b'}};
    const graph = createGraphEngine(data);
    expect(graph.linkCount).toBe(4);
    expect(graph.degrees()).toEqual({a: 1, b: 2, c: 2, d: 1});
    expect(graph.neighbors('b')).toEqual(['a', 'c']);
    expect(graph.betweenness()).toEqual({a: 0, b: 2, c: 2, d: 0});
  });

  it('follows link direction when directed', () => {
    const graph = createGraphEngine(path4, {directed: true});
    expect(graph.shortestPath('a', 'd')?.nodes).toEqual(['a', 'b', 'c', 'd']);
    expect(graph.shortestPath('d', 'a')).toBeNull();
    // b is on a→c and a→d; normalized by (n-1)(n-2) = 6 ordered pairs: 2/6.
    expect(graph.betweenness({normalized: true}).b).toBeCloseTo(1 / 3, 12);
    // Directed closeness counts distances towards the node: d is reached from c (1), b (2), a (3): 3/6.
    expect(graph.closeness().d).toBe(0.5);
    expect(graph.closeness().a).toBe(0);
    expect(graph.neighbors('b')).toEqual(['a', 'c']);
  });

  it('finds the two triangles joined by a bridge as communities, deterministically', () => {
    const data = network(
      ['a', 'b', 'c', 'x', 'y', 'z'],
      [
        ['a', 'b'],
        ['b', 'c'],
        ['a', 'c'],
        ['x', 'y'],
        ['y', 'z'],
        ['x', 'z'],
        ['c', 'x'],
      ],
    );
    const expected = {a: 0, b: 0, c: 0, x: 1, y: 1, z: 1};
    expect(createGraphEngine(data).communities()).toEqual(expected);
    // The same graph with its keys in another order numbers the communities the same way.
    const reversed = Object.fromEntries(Object.entries(data).reverse());
    expect(createGraphEngine(reversed).communities()).toEqual(expected);
  });

  it('puts every node of a graph without links in its own community', () => {
    expect(createGraphEngine(network(['b', 'a'], [])).communities()).toEqual({a: 0, b: 1});
  });

  it('throws UNKNOWN_ID for unknown nodes', () => {
    const graph = createGraphEngine(path4);
    expect(() => graph.neighbors('nope')).toThrowError(expect.objectContaining({code: 'UNKNOWN_ID', ids: ['nope']}));
    expect(() => graph.shortestPath('a', 'zz')).toThrowError(
      expect.objectContaining({code: 'UNKNOWN_ID', ids: ['zz']}),
    );
  });

  it('validates data like a layer does', () => {
    const bad: NetworkData = {...path4, broken: {type: 'link', id1: 'a', id2: 'ghost'}};
    expect(() => createGraphEngine(bad)).toThrow(MapWeaveError);
    expect(() => createGraphEngine(bad)).toThrowError(
      expect.objectContaining({code: 'UNKNOWN_LINK_END', ids: ['broken']}),
    );
  });

  it('runGraphAlgorithm dispatches by name and rejects unknown algorithms', () => {
    const input = toGraphInput(path4);
    expect(runGraphAlgorithm(input, 'degrees')).toEqual({a: 1, b: 2, c: 2, d: 1});
    expect(runGraphAlgorithm(input, 'components')).toEqual([['a', 'b', 'c', 'd']]);
    expect(() => runGraphAlgorithm(input, 'pagerank' as 'degrees')).toThrowError(
      expect.objectContaining({code: 'INVALID_OPTION'}),
    );
  });
});
