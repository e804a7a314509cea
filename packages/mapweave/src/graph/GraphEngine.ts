import { DirectedGraph, UndirectedGraph } from 'graphology';
import louvainModule from 'graphology-communities-louvain';
import { bidirectional } from 'graphology-shortest-path/unweighted.js';
import { MapWeaveError, unknownIds } from '../core/errors.js';
import type { Id, NetworkData } from '../core/types.js';
import { NetworkModel } from '../layers/network/model.js';
import { bfsCloseness, brandesBetweenness, type CompactAdjacency } from './centrality.js';

/**
 * These packages are CommonJS: bundlers and Node hand over `module.exports` (the function)
 * while their typings describe `{ default: fn }`.
 */
function interopDefault<T>(module: T | { default: T }): T {
  return typeof module === 'function' ? (module as T) : (module as { default: T }).default;
}
const louvain = interopDefault(louvainModule);

export interface GraphEngineOptions {
  /** Links go from `id1` to `id2`; default false. */
  directed?: boolean;
}

export interface ShortestPath {
  nodes: Id[];
  /** One link per step (the smallest id when two nodes have parallel links). */
  links: Id[];
}

export interface BetweennessOptions {
  /** Divide by the number of node pairs a node could lie between. */
  normalized?: boolean;
}

export interface GraphEngine {
  readonly directed: boolean;
  readonly nodeCount: number;
  /** Links in the data, parallel links and self-links included. */
  readonly linkCount: number;
  /** Number of distinct neighbours (in + out when directed); self-links do not count. */
  degrees(): Record<Id, number>;
  betweenness(options?: BetweennessOptions): Record<Id, number>;
  /**
   * Wasserman–Faust closeness: (r / (n − 1)) · (r / Σd) for a node reaching r others at total
   * distance Σd; 1 / mean distance on a connected graph. When directed, distances run along the
   * links towards the node (how easily it is reached).
   */
  closeness(): Record<Id, number>;
  /** Connected components (weakly, when directed), largest first, then by smallest id; ids sorted. */
  components(): Id[][];
  /** Sorted ids of the nodes linked to `id` (either direction). */
  neighbors(id: Id): Id[];
  /** Fewest-links path (following direction when directed), or null when `to` is unreachable. */
  shortestPath(from: Id, to: Id): ShortestPath | null;
  /** Louvain communities with a fixed random seed: the same graph gives the same numbers, 0 for the community of the smallest id, then in order of smallest ids. */
  communities(): Record<Id, number>;
}

/** The graph with nothing but ids: what crosses to the worker. */
export interface GraphInput {
  nodes: Id[];
  /** `[linkId, id1, id2]`. */
  links: [Id, Id, Id][];
}

/** Validates network data (same errors as a NetworkLayer) and keeps the graph's ids only. */
export function toGraphInput(data: NetworkData): GraphInput {
  const model = new NetworkModel(data);
  const links = model.getLinks();
  return {
    nodes: [...model.getNodeIds()],
    links: model.getLinkIds().map((id, row): [Id, Id, Id] => [id, links[row]!.id1, links[row]!.id2]),
  };
}

/** Analysis of a network's nodes and links (items of other types are not in the data). */
export function createGraphEngine(data: NetworkData, options: GraphEngineOptions = {}): GraphEngine {
  return createGraphEngineFromInput(toGraphInput(data), options);
}

type SimpleGraph = DirectedGraph | UndirectedGraph;

/** Deterministic pseudo-random numbers in [0, 1) (mulberry32). */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const COMMUNITY_SEED = 0x5eed;

/** Builds the engine from ids only; the input must already be valid (see `toGraphInput`). */
export function createGraphEngineFromInput(input: GraphInput, options: GraphEngineOptions = {}): GraphEngine {
  const directed = options.directed ?? false;
  const graph: SimpleGraph = directed ? new DirectedGraph() : new UndirectedGraph();
  // Sorted insertion makes every algorithm independent of the data's key order.
  for (const id of [...input.nodes].sort()) graph.addNode(id);
  for (const [linkId, id1, id2] of input.links) {
    if (id1 === id2) continue;
    const existing = graph.edge(id1, id2);
    if (existing === undefined) graph.addEdgeWithKey(linkId, id1, id2, { linkId });
    else if (linkId < (graph.getEdgeAttribute(existing, 'linkId') as Id)) graph.setEdgeAttribute(existing, 'linkId', linkId);
  }

  const adjacencies = new Map<'out' | 'in', CompactAdjacency>();
  /** Neighbours by node index, in the graph's node order: out- or in-neighbours when directed, all otherwise. */
  const compactAdjacency = (direction: 'out' | 'in'): CompactAdjacency => {
    const cached = adjacencies.get(direction);
    if (cached) return cached;
    const index = new Map<Id, number>();
    graph.forEachNode((node) => index.set(node, index.size));
    const offsets = new Int32Array(graph.order + 1);
    const targets = new Int32Array(directed ? graph.size : graph.size * 2);
    let cursor = 0;
    const add = (neighbor: Id): void => {
      targets[cursor++] = index.get(neighbor)!;
    };
    graph.forEachNode((node) => {
      if (!directed) graph.forEachNeighbor(node, add);
      else if (direction === 'out') graph.forEachOutNeighbor(node, add);
      else graph.forEachInNeighbor(node, add);
      offsets[index.get(node)! + 1] = cursor;
    });
    const adjacency = { offsets, targets };
    adjacencies.set(direction, adjacency);
    return adjacency;
  };
  /** Per-node values (in node order) as a record. */
  const byNode = (values: Float64Array): Record<Id, number> => {
    const result: Record<Id, number> = {};
    let i = 0;
    graph.forEachNode((node) => (result[node] = values[i++]!));
    return result;
  };

  const requireNode = (id: Id): void => {
    if (!graph.hasNode(id)) throw unknownIds([id], 'node');
  };

  return {
    directed,
    nodeCount: graph.order,
    linkCount: input.links.length,
    degrees() {
      const result: Record<Id, number> = {};
      graph.forEachNode((node) => (result[node] = graph.degree(node)));
      return result;
    },
    betweenness(betweennessOptions = {}) {
      return byNode(brandesBetweenness(compactAdjacency('out'), directed, betweennessOptions.normalized ?? false));
    },
    closeness() {
      return byNode(bfsCloseness(compactAdjacency('in')));
    },
    components() {
      const seen = new Set<Id>();
      const components: Id[][] = [];
      graph.forEachNode((start) => {
        if (seen.has(start)) return;
        seen.add(start);
        const queue = [start];
        for (let i = 0; i < queue.length; i++) {
          graph.forEachNeighbor(queue[i]!, (neighbor) => {
            if (!seen.has(neighbor)) {
              seen.add(neighbor);
              queue.push(neighbor);
            }
          });
        }
        components.push(queue.sort());
      });
      return components.sort((a, b) => b.length - a.length || (a[0]! < b[0]! ? -1 : 1));
    },
    neighbors(id) {
      requireNode(id);
      return [...graph.neighbors(id)].sort();
    },
    shortestPath(from, to) {
      const missing = [from, to].filter((id) => !graph.hasNode(id));
      if (missing.length > 0) throw unknownIds([...new Set(missing)], 'node');
      const nodes = from === to ? [from] : bidirectional(graph, from, to);
      if (!nodes) return null;
      const links = nodes.slice(1).map((node, i) => {
        const edge = graph.edge(nodes[i]!, node);
        if (edge === undefined) throw new MapWeaveError('UNKNOWN_ID', `No link between "${nodes[i]}" and "${node}"`);
        return graph.getEdgeAttribute(edge, 'linkId') as Id;
      });
      return { nodes, links };
    },
    communities() {
      const result: Record<Id, number> = {};
      if (graph.size === 0) {
        let next = 0;
        graph.forEachNode((node) => (result[node] = next++));
        return result;
      }
      const raw = louvain(graph, { rng: seededRandom(COMMUNITY_SEED) });
      const renumbered = new Map<number, number>();
      // Nodes iterate in sorted order, so communities are numbered by their smallest id.
      graph.forEachNode((node) => {
        const community = raw[node]!;
        if (!renumbered.has(community)) renumbered.set(community, renumbered.size);
        result[node] = renumbered.get(community)!;
      });
      return result;
    },
  };
}

export type GraphAlgorithm = 'betweenness' | 'closeness' | 'communities' | 'components' | 'degrees';

export interface GraphAlgorithmResults {
  betweenness: Record<Id, number>;
  closeness: Record<Id, number>;
  communities: Record<Id, number>;
  components: Id[][];
  degrees: Record<Id, number>;
}

export interface AnalyzeOptions extends GraphEngineOptions, BetweennessOptions {}

/** Runs one algorithm on valid graph input (shared by the worker and the main-thread fallback). */
export function runGraphAlgorithm<A extends GraphAlgorithm>(
  input: GraphInput,
  algorithm: A,
  options: AnalyzeOptions = {},
): GraphAlgorithmResults[A] {
  const engine = createGraphEngineFromInput(input, options);
  switch (algorithm) {
    case 'betweenness':
      return engine.betweenness(options) as GraphAlgorithmResults[A];
    case 'closeness':
      return engine.closeness() as GraphAlgorithmResults[A];
    case 'communities':
      return engine.communities() as GraphAlgorithmResults[A];
    case 'components':
      return engine.components() as GraphAlgorithmResults[A];
    case 'degrees':
      return engine.degrees() as GraphAlgorithmResults[A];
    default:
      throw new MapWeaveError('INVALID_OPTION', `Unknown graph algorithm ${JSON.stringify(algorithm)} (use betweenness, closeness, communities, components or degrees)`);
  }
}
