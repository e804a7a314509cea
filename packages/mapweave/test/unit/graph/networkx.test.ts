// Weighted analysis against NetworkX: test/fixtures/networkx_weighted.py wrote the reference
// values (Les Misérables and two seeded random graphs with integer weights).
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import type {NetworkData} from '../../../src/core/types.js';
import {analyzeInWorker} from '../../../src/graph/analyzeInWorker.js';
import {createGraphEngine} from '../../../src/graph/GraphEngine.js';

interface Reference {
  directed: boolean;
  nodes: string[];
  links: [string, string, number][];
  betweenness: Record<string, number>;
  betweennessNormalized: Record<string, number>;
  closeness: Record<string, number>;
  shortestPathLengths: [string, string, number | null][];
  louvain?: {worstModularity: number; bestModularity: number; partition: string[][]; partitionModularity: number};
}

const fixtures = JSON.parse(
  readFileSync(new URL('../../fixtures/networkx-weighted.json', import.meta.url), 'utf8'),
) as {
  graphs: Record<string, Reference>;
};

function toData(reference: Reference): NetworkData {
  const data: NetworkData = {};
  for (const id of reference.nodes) data[id] = {type: 'node'};
  reference.links.forEach(([id1, id2, weight], i) => (data[`link ${i}`] = {type: 'link', id1, id2, weight}));
  return data;
}

/** Every value within 1e-12 relative (1e-12 absolute near 0) of the reference. */
function expectClose(actual: Record<string, number>, expected: Record<string, number>): void {
  expect(Object.keys(actual).sort()).toEqual(Object.keys(expected).sort());
  for (const [id, value] of Object.entries(expected)) {
    expect(Math.abs(actual[id]! - value), id).toBeLessThanOrEqual(1e-12 * Math.max(1, Math.abs(value)));
  }
}

/** Weighted modularity (resolution 1) of an undirected partition, as NetworkX defines it. */
function modularity(reference: Reference, communityOf: Record<string, number>): number {
  let total = 0;
  const strength = new Map<string, number>();
  const inside = new Map<number, number>();
  for (const [id1, id2, weight] of reference.links) {
    total += weight;
    strength.set(id1, (strength.get(id1) ?? 0) + weight);
    strength.set(id2, (strength.get(id2) ?? 0) + weight);
    if (communityOf[id1] === communityOf[id2])
      inside.set(communityOf[id1]!, (inside.get(communityOf[id1]!) ?? 0) + weight);
  }
  const degreeSums = new Map<number, number>();
  for (const [id, s] of strength) degreeSums.set(communityOf[id]!, (degreeSums.get(communityOf[id]!) ?? 0) + s);
  let q = 0;
  for (const [community, degreeSum] of degreeSums)
    q += (inside.get(community) ?? 0) / total - (degreeSum / (2 * total)) ** 2;
  return q;
}

describe.each(Object.entries(fixtures.graphs))('weighted analysis of %s matches NetworkX', (_name, reference) => {
  const data = toData(reference);
  const engine = createGraphEngine(data, {directed: reference.directed});

  it('is weighted', () => {
    expect(engine.weighted).toBe(true);
  });

  it('betweenness (Dijkstra), raw and normalized', () => {
    expectClose(engine.betweenness(), reference.betweenness);
    expectClose(engine.betweenness({normalized: true}), reference.betweennessNormalized);
  });

  it('closeness over weighted distances', () => {
    expectClose(engine.closeness(), reference.closeness);
  });

  it('shortest path lengths, and paths that add up to them', () => {
    const weightOf = new Map(
      Object.entries(data).flatMap(([id, item]) => (item.type === 'link' ? [[id, item.weight!]] : [])),
    );
    for (const [from, to, length] of reference.shortestPathLengths) {
      const path = engine.shortestPath(from, to);
      if (length === null) {
        expect(path).toBeNull();
        continue;
      }
      expect(path!.length).toBe(length);
      expect(path!.links.reduce((sum, id) => sum + weightOf.get(id)!, 0)).toBe(length);
      expect(path!.nodes[0]).toBe(from);
      expect(path!.nodes.at(-1)).toBe(to);
    }
  });

  it('the same numbers from the worker entry point', async () => {
    expect(await analyzeInWorker(data, 'betweenness', {directed: reference.directed})).toEqual(engine.betweenness());
  });

  // NetworkX's Louvain is for undirected graphs: the fixtures have it for those.
  const louvain = reference.louvain;
  if (louvain)
    it('weighted Louvain reaches the modularity NetworkX reaches', () => {
      const nxPartition: Record<string, number> = {};
      louvain.partition.forEach((members, community) => members.forEach((id) => (nxPartition[id] = community)));
      // The formula here is NetworkX's: checked on NetworkX's own partition.
      expect(Math.abs(modularity(reference, nxPartition) - louvain.partitionModularity)).toBeLessThan(1e-12);
      const ours = modularity(reference, engine.communities());
      expect(ours).toBeGreaterThanOrEqual(louvain.worstModularity - 0.01);
      expect(ours).toBeLessThanOrEqual(louvain.bestModularity + 0.01);
      // Weights matter: the unweighted partition scores lower on the weighted graph.
      const unweighted = createGraphEngine(data, {weight: null}).communities();
      expect(modularity(reference, unweighted)).toBeLessThan(ours);
    });
});

describe('weight options', () => {
  const data: NetworkData = {
    a: {type: 'node'},
    b: {type: 'node'},
    c: {type: 'node'},
    ab: {type: 'link', id1: 'a', id2: 'b', weight: 5, data: {km: 1}},
    bc: {type: 'link', id1: 'b', id2: 'c', weight: 5, data: {km: 1}},
    ac: {type: 'link', id1: 'a', id2: 'c', weight: 1, data: {km: 10}},
  } as NetworkData;

  it('reads the weight field by default, a named field, a function, or nothing', () => {
    expect(createGraphEngine(data).shortestPath('a', 'c')).toEqual({nodes: ['a', 'c'], links: ['ac'], length: 1});
    const byKm = createGraphEngine(data, {weight: (link) => (link.data as {km: number}).km});
    expect(byKm.shortestPath('a', 'c')).toEqual({nodes: ['a', 'b', 'c'], links: ['ab', 'bc'], length: 2});
    expect(createGraphEngine(data, {weight: null}).weighted).toBe(false);
    const renamed = Object.fromEntries(
      Object.entries(data).map(([id, item]) => [
        id,
        item.type === 'link' ? {...item, weight: undefined, cost: item.weight} : item,
      ]),
    );
    expect(createGraphEngine(renamed as NetworkData, {weight: 'cost'}).shortestPath('a', 'c')?.links).toEqual(['ac']);
  });

  it('rejects weights that are not finite numbers > 0, naming the links', () => {
    expect(() => createGraphEngine({...data, ab: {type: 'link', id1: 'a', id2: 'b', weight: 0}})).toThrow(
      expect.objectContaining({code: 'INVALID_TYPE', ids: ['ab']}),
    );
    expect(() => createGraphEngine(data, {weight: (_link, id) => (id === 'bc' ? Number.NaN : 1)})).toThrow(
      expect.objectContaining({code: 'INVALID_TYPE', ids: ['bc']}),
    );
  });

  it('parallel links: the shortest counts for paths and centrality, their sum for communities', () => {
    const parallel: NetworkData = {...data, ab2: {type: 'link', id1: 'b', id2: 'a', weight: 0.5}};
    const engine = createGraphEngine(parallel);
    expect(engine.shortestPath('a', 'b')).toEqual({nodes: ['a', 'b'], links: ['ab2'], length: 0.5});
    expect(engine.linkCount).toBe(4);
    // a-b weighs 5.5 for communities: a and b end up together, c on its own weaker ties.
    const communities = engine.communities();
    expect(communities.a).toBe(communities.b);
  });
});
