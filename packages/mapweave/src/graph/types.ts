import type {Id, NetworkLink} from '../core/types.js';

/** The types the graph modules share, and the public types of the graph engine and analyses. */

/** A graph as compressed adjacency: the neighbours of node i are `targets[offsets[i] .. offsets[i + 1])`. */
export interface CompactAdjacency {
  offsets: Int32Array;
  targets: Int32Array;
  /** Per slot, the length of the link (weighted algorithms only). */
  weights?: Float64Array;
}

/** Adds the dependencies of the sources `from .. to - 1` to `sums`. */
export type SourceRangeKernel = (from: number, to: number, sums: Float64Array) => void;

/**
 * How much a link weighs: the name of a numeric link field, a function of the link, or `null`
 * for every link weighing 1. Weights are finite numbers > 0.
 */
export type LinkWeight = string | ((link: NetworkLink, id: Id) => number) | null;

export interface GraphEngineOptions {
  /** Links go from `id1` to `id2`; default false. */
  directed?: boolean;
  /**
   * Link weights: a field name, a function or `null` (all 1). Default `'weight'`: each link's
   * `weight`, 1 where it has none. A length for shortest paths, betweenness and closeness;
   * a strength for communities.
   */
  weight?: LinkWeight;
}

export interface ShortestPath {
  nodes: Id[];
  /** One link per step (of parallel links, the lightest, then the smallest id). */
  links: Id[];
  /** Sum of the weights along the path (its number of links when unweighted). */
  length: number;
}

export interface BetweennessOptions {
  /** Divide by the number of node pairs a node could lie between. */
  normalized?: boolean;
}

export interface CommunityOptions {
  /** Louvain resolution: above 1 gives more, smaller communities; below 1 fewer, larger ones. Default 1. */
  resolution?: number;
}

export interface GraphEngine {
  readonly directed: boolean;
  /** Whether some link weighs other than 1 (shortest paths then use Dijkstra). */
  readonly weighted: boolean;
  readonly nodeCount: number;
  /** Links in the data, parallel links and self-links included. */
  readonly linkCount: number;
  /** Number of distinct neighbours (in + out when directed); self-links do not count. */
  degrees(): Record<Id, number>;
  /** Brandes' betweenness; over weighted shortest paths when links have weights. */
  betweenness(options?: BetweennessOptions): Record<Id, number>;
  /**
   * Wasserman–Faust closeness: (r / (n − 1)) · (r / Σd) for a node reaching r others at total
   * distance Σd (weighted when links have weights); 1 / mean distance on a connected graph.
   * When directed, distances run along the links towards the node (how easily it is reached).
   */
  closeness(): Record<Id, number>;
  /** Connected components (weakly, when directed), largest first, then by smallest id; ids sorted. */
  components(): Id[][];
  /** Sorted ids of the nodes linked to `id` (either direction). */
  neighbors(id: Id): Id[];
  /**
   * Shortest path (fewest links, or least total weight when weighted; following direction when
   * directed), or null when `to` is unreachable. Among equally short paths, the one found first
   * when neighbours are visited in id order.
   */
  shortestPath(from: Id, to: Id): ShortestPath | null;
  /**
   * Louvain communities (weighted modularity when weighted) with a fixed random seed: the same
   * graph gives the same numbers whatever the order of its data, 0 for the community of the
   * smallest id, then in order of smallest ids.
   */
  communities(options?: CommunityOptions): Record<Id, number>;
}

/**
 * The graph with nothing but ids, ends and weights: what crosses to the worker. Links are
 * columns (typed arrays copy as one block; an array of tuples is cloned item by item).
 */
export interface GraphInput {
  nodes: Id[];
  linkIds: Id[];
  /** Per link, the positions in `nodes` of its ends: `[id1, id2]`. */
  ends: Int32Array;
  weights: Float64Array;
}

export type GraphAlgorithm = 'betweenness' | 'closeness' | 'communities' | 'components' | 'degrees';

export interface GraphAlgorithmResults {
  betweenness: Record<Id, number>;
  closeness: Record<Id, number>;
  communities: Record<Id, number>;
  components: Id[][];
  degrees: Record<Id, number>;
}

export interface AnalyzeOptions extends GraphEngineOptions, BetweennessOptions, CommunityOptions {}

/** What crosses to the worker: weights are already numbers in the input. */
export type AnalyzeRunOptions = Omit<AnalyzeOptions, 'weight'>;
