import type {Id} from '../core/types.js';
import {indexOfIds} from '../core/idIndex.js';
import type {CompactAdjacency, GraphInput} from './types.js';

/** Adjacency whose slots also name the simple edge they belong to. */
export interface EdgeAdjacency extends CompactAdjacency {
  weights: Float64Array;
  /** Per slot, the index of its edge (into `linkIds`, `strengths`). */
  edges: Int32Array;
}

/**
 * The simple graph that every algorithm runs on: nodes by sorted id, parallel links collapsed to
 * one edge, self-links dropped. Neighbours are listed in id order, so nothing depends on the
 * order of the data.
 */
export interface SimpleGraph {
  ids: Id[];
  indexOf: Map<Id, number>;
  /** Out-neighbours (all neighbours when undirected). */
  out: EdgeAdjacency;
  /** In-neighbours (the same object as `out` when undirected). */
  in: EdgeAdjacency;
  edgeCount: number;
  /** Per edge, its lightest link (the smallest id among equally light ones). */
  linkIds: Id[];
  /** Per edge, the sum of its links' weights (communities read weights as strengths). */
  strengths: Float64Array;
  /** Whether some edge's length differs from 1. */
  weighted: boolean;
}

/** Stable counting sort of `indices` by `keys[index]` (keys in [0, range)). */
function sortByKey(indices: Int32Array, keys: Int32Array, range: number): Int32Array {
  const counts = new Int32Array(range + 1);
  for (let i = 0; i < indices.length; i++) counts[keys[indices[i]!]! + 1]!++;
  for (let k = 0; k < range; k++) counts[k + 1]! += counts[k]!;
  const sorted = new Int32Array(indices.length);
  for (let i = 0; i < indices.length; i++) sorted[counts[keys[indices[i]!]!]!++] = indices[i]!;
  return sorted;
}

export function buildSimpleGraph(input: GraphInput, directed: boolean): SimpleGraph {
  const ids = [...input.nodes].sort();
  const order = ids.length;
  const indexOf = indexOfIds(ids);
  /** Per position in `input.nodes`, the node's index. */
  const indexOfRow = Int32Array.from(input.nodes, (id) => indexOf.get(id)!);

  // Link ends as node indices (the smaller first when undirected), self-links left out.
  const {linkIds: inputLinkIds, ends, weights: inputWeights} = input;
  const count = inputLinkIds.length;
  const sources = new Int32Array(count);
  const targets = new Int32Array(count);
  let kept = 0;
  const keptLinks = new Int32Array(count);
  for (let row = 0; row < count; row++) {
    let u = indexOfRow[ends[row * 2]!]!;
    let v = indexOfRow[ends[row * 2 + 1]!]!;
    if (u === v) continue;
    if (!directed && u > v) [u, v] = [v, u];
    sources[row] = u;
    targets[row] = v;
    keptLinks[kept++] = row;
  }
  const byEnds = sortByKey(sortByKey(keptLinks.subarray(0, kept), targets, order), sources, order);

  // Runs of equal ends become one edge: its lightest link (the smallest id among equals), that
  // length, and the summed strength.
  const edgeSources: number[] = [];
  const edgeTargets: number[] = [];
  const linkIds: Id[] = [];
  const lengths: number[] = [];
  const strengths: number[] = [];
  for (let i = 0; i < byEnds.length; i++) {
    const row = byEnds[i]!;
    const linkId = inputLinkIds[row]!;
    const weight = inputWeights[row]!;
    const last = edgeSources.length - 1;
    if (last >= 0 && edgeSources[last] === sources[row] && edgeTargets[last] === targets[row]) {
      if (weight < lengths[last]! || (weight === lengths[last]! && linkId < linkIds[last]!)) linkIds[last] = linkId;
      if (weight < lengths[last]!) lengths[last] = weight;
      strengths[last]! += weight;
      continue;
    }
    edgeSources.push(sources[row]!);
    edgeTargets.push(targets[row]!);
    linkIds.push(linkId);
    lengths.push(weight);
    strengths.push(weight);
  }
  const edgeCount = linkIds.length;
  const weighted = lengths.some((length) => length !== 1);

  /** Adjacency from `from` to `to` of every edge (both ways when `both`), in edge order. */
  const adjacency = (from: number[], to: number[], both: boolean): EdgeAdjacency => {
    const offsets = new Int32Array(order + 1);
    for (let e = 0; e < edgeCount; e++) {
      offsets[from[e]! + 1]!++;
      if (both) offsets[to[e]! + 1]!++;
    }
    for (let node = 0; node < order; node++) offsets[node + 1]! += offsets[node]!;
    const size = both ? edgeCount * 2 : edgeCount;
    const slotTargets = new Int32Array(size);
    const weights = new Float64Array(size);
    const edges = new Int32Array(size);
    const cursor = offsets.slice(0, order);
    const put = (node: number, neighbor: number, edge: number): void => {
      const slot = cursor[node]!++;
      slotTargets[slot] = neighbor;
      weights[slot] = lengths[edge]!;
      edges[slot] = edge;
    };
    // Edges are sorted by (source, target): every node's neighbours come out in index order.
    for (let e = 0; e < edgeCount; e++) {
      if (both) put(to[e]!, from[e]!, e);
      put(from[e]!, to[e]!, e);
    }
    return {offsets, targets: slotTargets, weights, edges};
  };
  const out = adjacency(edgeSources, edgeTargets, !directed);
  const inward = directed ? adjacency(edgeTargets, edgeSources, false) : out;
  return {ids, indexOf, out, in: inward, edgeCount, linkIds, strengths: Float64Array.from(strengths), weighted};
}
