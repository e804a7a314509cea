import {DirectedGraph, UndirectedGraph} from 'graphology';
import betweennessModule from 'graphology-metrics/centrality/betweenness.js';
import closenessModule from 'graphology-metrics/centrality/closeness.js';
import {describe, expect, it} from 'vitest';
import type {NetworkData} from '../../../src/core/types.js';
import {createGraphEngine} from '../../../src/graph/GraphEngine.js';

type Metric = (graph: unknown, options: Record<string, boolean>) => Record<string, number>;

/** graphology-metrics' own implementations, as independent references (CommonJS: see interopDefault). */
function metric(module: unknown): Metric {
  return (typeof module === 'function' ? module : (module as {default: unknown}).default) as Metric;
}
const referenceBetweenness = metric(betweennessModule);
const referenceCloseness = metric(closenessModule);

/** A deterministic random graph with parallel links and self-links. */
function randomNetwork(nodes: number, links: number, seed: number): NetworkData {
  let state = seed;
  const next = () => (state = (Math.imul(state, 1664525) + 1013904223) >>> 0) / 4294967296;
  const data: NetworkData = {};
  for (let i = 0; i < nodes; i++) data[`n${i}`] = {type: 'node', latitude: 0, longitude: 0};
  for (let i = 0; i < links; i++) {
    data[`l${i}`] = {type: 'link', id1: `n${Math.floor(next() * nodes)}`, id2: `n${Math.floor(next() * nodes)}`};
  }
  return data;
}

function referenceGraph(data: NetworkData, directed: boolean) {
  const graph = directed ? new DirectedGraph() : new UndirectedGraph();
  for (const [id, item] of Object.entries(data)) if (item.type === 'node') graph.addNode(id);
  for (const item of Object.values(data)) {
    if (item.type === 'link' && item.id1 !== item.id2 && !graph.hasEdge(item.id1, item.id2))
      graph.addEdge(item.id1, item.id2);
  }
  return graph;
}

/** Every value within 1e-14 relative (1e-14 absolute near 0) of the reference. */
function expectSame(ours: Record<string, number>, theirs: Record<string, number>): void {
  expect(Object.keys(ours).sort()).toEqual(Object.keys(theirs).sort());
  for (const [id, value] of Object.entries(theirs))
    expect(Math.abs(ours[id]! - value), id).toBeLessThanOrEqual(1e-14 * Math.max(1, Math.abs(value)));
}

describe('centrality agrees with graphology-metrics', () => {
  for (const directed of [false, true]) {
    for (const normalized of [false, true]) {
      it(`${directed ? 'directed' : 'undirected'}${normalized ? ', normalized' : ''}`, () => {
        const data = randomNetwork(60, 150, directed ? 7 : 3);
        const ours = createGraphEngine(data, {directed}).betweenness({normalized});
        const theirs = referenceBetweenness(referenceGraph(data, directed), {normalized});
        expectSame(ours, theirs);
      });
    }
  }

  it('undirected, denser, with a separate path (ten batches of 32 sources)', () => {
    const data = randomNetwork(300, 1500, 5);
    for (let i = 0; i < 20; i++) data[`p${i}`] = {type: 'node', latitude: 0, longitude: 0};
    for (let i = 1; i < 20; i++) data[`pl${i}`] = {type: 'link', id1: `p${i - 1}`, id2: `p${i}`};
    const ours = createGraphEngine(data).betweenness();
    const theirs = referenceBetweenness(referenceGraph(data, false), {normalized: false});
    expectSame(ours, theirs);
    expect(ours.p10).toBe(10 * 9);
  });

  for (const directed of [false, true]) {
    it(`closeness, ${directed ? 'directed' : 'undirected'}`, () => {
      // Sparse enough to leave several components.
      const data = randomNetwork(60, 50, directed ? 11 : 13);
      const ours = createGraphEngine(data, {directed}).closeness();
      const theirs = referenceCloseness(referenceGraph(data, directed), {wassermanFaust: true});
      expectSame(ours, theirs);
    });
  }
});
