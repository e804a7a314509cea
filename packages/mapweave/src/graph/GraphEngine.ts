import {DirectedGraph, UndirectedGraph} from 'graphology';
import louvainModule from 'graphology-communities-louvain';
import {describeValue, MapWeaveError, unknownIds} from '../core/errors.js';
import type {Id, NetworkData} from '../core/types.js';
import {toGraphInput} from './input.js';
import {BETWEENNESS_RULES, checkGraphOptions, COMMUNITY_RULES, readOptional} from './options.js';
import {BetweennessParts, bfsCloseness, dijkstraCloseness, scaleBetweenness} from './centrality.js';
import {buildSimpleGraph, type SimpleGraph} from './simpleGraph.js';
import {shortestPathRows} from './paths.js';
import type {
  AnalyzeRunOptions,
  BetweennessOptions,
  CommunityOptions,
  GraphAlgorithm,
  GraphAlgorithmResults,
  GraphEngine,
  GraphEngineOptions,
  GraphInput,
} from './types.js';
import {seededRandom} from '../layout/seededRandom.js';

/**
 * These packages are CommonJS: bundlers and Node hand over `module.exports` (the function)
 * while their typings describe `{ default: fn }`.
 */
function interopDefault<T>(module: T | {default: T}): T {
  return typeof module === 'function' ? (module as T) : (module as {default: T}).default;
}
const louvain = interopDefault(louvainModule);

/** Analysis of a network's nodes and links (items of other types are not in the data). */
export function createGraphEngine(data: NetworkData, options?: GraphEngineOptions): GraphEngine {
  const checked = checkGraphOptions(options, 'createGraphEngine()');
  return createGraphEngineFromInput(toGraphInput(data, checked.weight), {directed: checked.directed});
}

/** Per-node values (in node order, `ids[i]`'s at `values[i]`) as a record. */
export function valuesById(ids: readonly Id[], values: ArrayLike<number>): Record<Id, number> {
  const result: Record<Id, number> = {};
  for (let i = 0; i < ids.length; i++) result[ids[i]!] = values[i]!;
  return result;
}

/** The seed of the random order in which Louvain visits nodes. */
export const COMMUNITY_SEED = 0x5eed;

/** Builds the engine from ids and weights; the input must already be valid (see `toGraphInput`). */
export function createGraphEngineFromInput(input: GraphInput, options: {directed?: boolean} = {}): GraphEngine {
  const directed = options.directed ?? false;
  const graph = buildSimpleGraph(input, directed);
  const {ids, indexOf} = graph;
  const order = ids.length;

  const byNode = (values: ArrayLike<number>): Record<Id, number> => valuesById(ids, values);
  const requireNode = (id: Id): number => {
    const index = typeof id === 'string' ? indexOf.get(id) : undefined;
    if (index === undefined) throw unknownIds([id], 'node');
    return index;
  };

  return {
    directed,
    weighted: graph.weighted,
    nodeCount: order,
    linkCount: input.linkIds.length,
    degrees() {
      const {offsets} = graph.out;
      const inOffsets = graph.in.offsets;
      const degrees = new Float64Array(order);
      for (let i = 0; i < order; i++) {
        degrees[i] = offsets[i + 1]! - offsets[i]! + (directed ? inOffsets[i + 1]! - inOffsets[i]! : 0);
      }
      return byNode(degrees);
    },
    betweenness(betweennessOptions) {
      const {normalized = false} = readOptional<BetweennessOptions>(
        BETWEENNESS_RULES,
        betweennessOptions,
        'betweenness()',
      );
      return byNode(
        scaleBetweenness(new BetweennessParts(graph.out, directed, graph.weighted).sum(), directed, normalized),
      );
    },
    closeness() {
      return byNode(graph.weighted ? dijkstraCloseness(graph.in) : bfsCloseness(graph.in));
    },
    components() {
      const component = new Int32Array(order).fill(-1);
      const queue = new Int32Array(order);
      const components: Id[][] = [];
      for (let start = 0; start < order; start++) {
        if (component[start] !== -1) continue;
        component[start] = components.length;
        let tail = 0;
        queue[tail++] = start;
        for (let head = 0; head < tail; head++) {
          const node = queue[head]!;
          for (const adjacency of directed ? [graph.out, graph.in] : [graph.out]) {
            for (let edge = adjacency.offsets[node]!, end = adjacency.offsets[node + 1]!; edge < end; edge++) {
              const neighbor = adjacency.targets[edge]!;
              if (component[neighbor] !== -1) continue;
              component[neighbor] = components.length;
              queue[tail++] = neighbor;
            }
          }
        }
        // Node indices follow sorted ids, so sorting indices sorts the ids.
        components.push(
          Array.from(queue.subarray(0, tail))
            .sort((a, b) => a - b)
            .map((index) => ids[index]!),
        );
      }
      return components.sort((a, b) => b.length - a.length || (a[0]! < b[0]! ? -1 : 1));
    },
    neighbors(id) {
      const node = requireNode(id);
      const found = new Set<number>();
      for (const adjacency of directed ? [graph.out, graph.in] : [graph.out]) {
        for (let edge = adjacency.offsets[node]!, end = adjacency.offsets[node + 1]!; edge < end; edge++)
          found.add(adjacency.targets[edge]!);
      }
      return [...found].sort((a, b) => a - b).map((index) => ids[index]!);
    },
    shortestPath(from, to) {
      const missing = [from, to].filter((id) => typeof id !== 'string' || !indexOf.has(id));
      if (missing.length > 0) throw unknownIds([...new Set(missing)], 'node');
      const path = shortestPathRows(graph.out, indexOf.get(from)!, indexOf.get(to)!, graph.weighted);
      if (!path) return null;
      return {
        nodes: path.nodes.map((index) => ids[index]!),
        links: path.slots.map((slot) => graph.linkIds[graph.out.edges[slot]!]!),
        length: path.length,
      };
    },
    communities(communityOptions) {
      const {resolution = 1} = readOptional<CommunityOptions>(COMMUNITY_RULES, communityOptions, 'communities()');
      const result: Record<Id, number> = {};
      if (graph.edgeCount === 0) {
        for (let i = 0; i < order; i++) result[ids[i]!] = i;
        return result;
      }
      const raw = louvain(graphologyGraph(graph, directed), {
        rng: seededRandom(COMMUNITY_SEED),
        resolution,
        getEdgeWeight: graph.weighted ? 'strength' : null,
      });
      const renumbered = new Map<number, number>();
      // Nodes are in sorted order, so communities are numbered by their smallest id.
      for (let index = 0; index < order; index++) {
        const id = ids[index]!;
        const community = raw[graphologyKey(index)]!;
        if (!renumbered.has(community)) renumbered.set(community, renumbered.size);
        result[id] = renumbered.get(community)!;
      }
      return result;
    },
  };
}

/**
 * A node's key in the graphology graph: its index, not its id. Graphology keeps some per-node
 * state in plain objects keyed by node, where ids such as `constructor` collide with inherited
 * members.
 */
function graphologyKey(index: number): string {
  return `n${index}`;
}

/**
 * The graph for graphology's Louvain: nodes in id order, edges in (source, target) order, so its
 * walk over adjacency never depends on the order of the data. Parallel links add up their weights.
 */
function graphologyGraph(graph: SimpleGraph, directed: boolean): DirectedGraph | UndirectedGraph {
  const result = directed ? new DirectedGraph() : new UndirectedGraph();
  for (let index = 0; index < graph.ids.length; index++) result.addNode(graphologyKey(index));
  const {offsets, targets, edges} = graph.out;
  for (let node = 0; node < graph.ids.length; node++) {
    for (let slot = offsets[node]!, end = offsets[node + 1]!; slot < end; slot++) {
      const target = targets[slot]!;
      if (!directed && target < node) continue;
      const edge = edges[slot]!;
      result.addEdge(graphologyKey(node), graphologyKey(target), {strength: graph.strengths[edge]!});
    }
  }
  return result;
}

/** Runs one algorithm on valid graph input (shared by the worker and the main-thread fallback). */
export function runGraphAlgorithm<A extends GraphAlgorithm>(
  input: GraphInput,
  algorithm: A,
  options: AnalyzeRunOptions = {},
): GraphAlgorithmResults[A] {
  const engine = createGraphEngineFromInput(input, {directed: options.directed ?? false});
  switch (algorithm) {
    case 'betweenness':
      return engine.betweenness(
        options.normalized === undefined ? {} : {normalized: options.normalized},
      ) as GraphAlgorithmResults[A];
    case 'closeness':
      return engine.closeness() as GraphAlgorithmResults[A];
    case 'communities':
      return engine.communities(
        options.resolution === undefined ? {} : {resolution: options.resolution},
      ) as GraphAlgorithmResults[A];
    case 'components':
      return engine.components() as GraphAlgorithmResults[A];
    case 'degrees':
      return engine.degrees() as GraphAlgorithmResults[A];
    default:
      throw new MapWeaveError(
        'INVALID_OPTION',
        `Unknown graph algorithm ${describeValue(algorithm)} (use betweenness, closeness, communities, components or degrees)`,
      );
  }
}
