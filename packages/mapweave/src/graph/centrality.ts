import {MinHeap} from './heap.js';
import {MultiSourceLevels, SOURCE_BATCH} from './multiSourceBfs.js';
import type {CompactAdjacency, SourceRangeKernel} from './types.js';
import {wasmBrandesKernel} from './wasmBrandes.js';

/** Where each node's predecessor slots start: one slot per link into the node. */
function inLinkOffsets(adjacency: CompactAdjacency): Int32Array {
  const {offsets, targets} = adjacency;
  const order = offsets.length - 1;
  const starts = new Int32Array(order + 1);
  for (const target of targets) starts[target + 1] = starts[target + 1]! + 1;
  for (let node = 0; node < order; node++) starts[node + 1] = starts[node + 1]! + starts[node]!;
  return starts;
}

/** Per source of a batch, a number for each node: `values[(node << 5) + bit]`. */
type BatchValues = Float64Array;

/** Adds, for each source whose bit is set in `bits` (not 0), its value in row `from` to its value in row `to`. */
function addLanes(values: BatchValues, to: number, from: number, bits: number): void {
  do {
    const low = bits & -bits;
    const bit = 31 - Math.clz32(low);
    values[to + bit] = values[to + bit]! + values[from + bit]!;
    bits ^= low;
  } while (bits !== 0);
}

/**
 * Shortest-path counts σ from each source of the batch: pushed level by level along the
 * recorded links to the next level, each source's σ of a node to the same source's of the target.
 */
function countPaths(levels: MultiSourceLevels, sigma: BatchValues): void {
  const {nodes, masks, levelStarts, levelCount, linkStarts, linkTargets, linkMasks} = levels;
  sigma.fill(0);
  for (let entry = 0; entry < levelStarts[1]!; entry++)
    sigma[(nodes[entry]! << 5) + 31 - Math.clz32(masks[entry]!)] = 1;
  for (let entry = 0, end = levelStarts[levelCount - 1]!; entry < end; entry++) {
    const row = nodes[entry]! << 5;
    for (let link = linkStarts[entry]!, last = linkStarts[entry + 1]!; link < last; link++) {
      addLanes(sigma, linkTargets[link]! << 5, row, linkMasks[link]!);
    }
  }
}

/**
 * Adds the batch's dependencies to `centrality`, deepest level first. For each node and source,
 * `carried` first sums `(1 + δ(w)) / σ(w)` over its successors w (along the recorded links, in
 * adjacency order), then holds the node's own `(1 + δ) / σ` for the level above.
 */
function accumulateDependencies(
  levels: MultiSourceLevels,
  sigma: BatchValues,
  carried: BatchValues,
  centrality: Float64Array,
): void {
  const {nodes, masks, levelStarts, levelCount, linkStarts, linkTargets, linkMasks} = levels;
  carried.fill(0);
  for (let level = levelCount - 1; level >= 1; level--) {
    for (let entry = levelStarts[level]!, end = levelStarts[level + 1]!; entry < end; entry++) {
      const node = nodes[entry]!;
      const row = node << 5;
      for (let link = linkStarts[entry]!, last = linkStarts[entry + 1]!; link < last; link++) {
        addLanes(carried, row, linkTargets[link]! << 5, linkMasks[link]!);
      }
      let bits = masks[entry]!;
      let total = centrality[node]!;
      do {
        const low = bits & -bits;
        const at = row + 31 - Math.clz32(low);
        const paths = sigma[at]!;
        const dependency = paths * carried[at]!;
        total += dependency;
        carried[at] = (1 + dependency) / paths;
        bits ^= low;
      } while (bits !== 0);
      centrality[node] = total;
    }
  }
}

/**
 * Betweenness sums over this many fixed ranges of sources, added up in range order however many
 * threads compute them: the same graph gives the same bits on the main thread and in workers.
 */
export const BETWEENNESS_PARTS = 16;

/**
 * Unscaled betweenness sums, one part of `BETWEENNESS_PARTS` at a time, over weighted shortest
 * paths (Dijkstra) when `weighted`, else breadth-first levels. Buffers are kept from part to part.
 */
export class BetweennessParts {
  private readonly kernel: SourceRangeKernel;
  private readonly order: number;

  constructor(
    adjacency: CompactAdjacency,
    directed: boolean,
    private readonly weighted: boolean,
  ) {
    this.order = adjacency.offsets.length - 1;
    this.kernel = weighted
      ? dijkstraKernel(adjacency, directed)
      : wasmBrandesKernel(adjacency, () => brandesKernel(adjacency));
  }

  /** The first source of part `index` (whole 32-source batches when unweighted); `order` for the end. */
  private partStart(index: number): number {
    if (this.weighted) return Math.floor((index * this.order) / BETWEENNESS_PARTS);
    const batches = Math.ceil(this.order / SOURCE_BATCH);
    return Math.min(this.order, Math.floor((index * batches) / BETWEENNESS_PARTS) * SOURCE_BATCH);
  }

  /** Part `index`'s sums: the dependencies of its sources, per node. */
  part(index: number): Float64Array {
    const sums = new Float64Array(this.order);
    this.kernel(this.partStart(index), this.partStart(index + 1), sums);
    return sums;
  }

  /** Every part, added up in order (unscaled: see `scaleBetweenness`). */
  sum(): Float64Array {
    const total = this.part(0);
    for (let index = 1; index < BETWEENNESS_PARTS; index++) addInto(total, this.part(index));
    return total;
  }
}

/** `total[i] += part[i]`: how parts are added up, in part order, wherever they were computed. */
export function addInto(total: Float64Array, part: Float64Array): void {
  for (let i = 0; i < total.length; i++) total[i] = total[i]! + part[i]!;
}

/**
 * Scales summed dependencies in place: undirected graphs count each pair once; `normalized`
 * divides by the number of pairs of other nodes ((n − 1)(n − 2), halved when undirected).
 */
export function scaleBetweenness(sums: Float64Array, directed: boolean, normalized: boolean): Float64Array {
  const order = sums.length;
  let scale = directed ? 1 : 0.5;
  if (normalized && order > 2) scale /= directed ? (order - 1) * (order - 2) : ((order - 1) * (order - 2)) / 2;
  for (let i = 0; i < order; i++) sums[i] = sums[i]! * scale;
  return sums;
}

/**
 * Brandes' dependencies for unweighted simple graphs, 32 sources at a time over shared
 * breadth-first levels (see `MultiSourceLevels`); path counts and dependencies are summed per
 * source along the shortest-path links the search recorded. `outward` lists every link both ways
 * when undirected. Ranges start at multiples of 32.
 */
function brandesKernel(outward: CompactAdjacency): SourceRangeKernel {
  const order = outward.offsets.length - 1;
  const levels = new MultiSourceLevels(outward, true);
  const sigma = new Float64Array(order * SOURCE_BATCH);
  const carried = new Float64Array(order * SOURCE_BATCH);
  return (from, to, sums) => {
    for (let first = from; first < to; first += SOURCE_BATCH) {
      levels.search(first, Math.min(SOURCE_BATCH, to - first));
      countPaths(levels, sigma);
      accumulateDependencies(levels, sigma, carried, sums);
    }
  };
}

/**
 * Wasserman–Faust closeness by breadth-first search over `adjacency`, 32 sources at a time (pass
 * the in-neighbours of a directed graph to measure distances towards each node).
 */
export function bfsCloseness(adjacency: CompactAdjacency): Float64Array {
  const order = adjacency.offsets.length - 1;
  const levels = new MultiSourceLevels(adjacency);
  const reached = new Int32Array(SOURCE_BATCH);
  const total = new Float64Array(SOURCE_BATCH);
  const closeness = new Float64Array(order);
  for (let first = 0; first < order; first += SOURCE_BATCH) {
    const count = Math.min(SOURCE_BATCH, order - first);
    levels.search(first, count);
    reached.fill(0);
    total.fill(0);
    const {masks, levelStarts, levelCount} = levels;
    for (let level = 1; level < levelCount; level++) {
      for (let entry = levelStarts[level]!, end = levelStarts[level + 1]!; entry < end; entry++) {
        let bits = masks[entry]!;
        do {
          const low = bits & -bits;
          const bit = 31 - Math.clz32(low);
          reached[bit]!++;
          total[bit] = total[bit]! + level;
          bits ^= low;
        } while (bits !== 0);
      }
    }
    for (let bit = 0; bit < count; bit++) {
      const others = reached[bit]!;
      closeness[first + bit] = others > 0 ? (others / total[bit]!) * (others / (order - 1)) : 0;
    }
  }
  return closeness;
}

/**
 * Brandes' dependencies over weighted shortest paths (Dijkstra from every source), as NetworkX's
 * `betweenness_centrality(G, weight=…)`: path lengths are compared exactly, predecessors and path
 * counts gathered on the way, dependencies pushed back in order of decreasing distance.
 */
function dijkstraKernel(adjacency: CompactAdjacency, directed: boolean): SourceRangeKernel {
  const {offsets, targets} = adjacency;
  const weights = adjacency.weights!;
  const order = offsets.length - 1;
  const sigma = new Float64Array(order);
  const delta = new Float64Array(order);
  const distance = new Float64Array(order);
  const settled = new Uint8Array(order);
  const stack = new Int32Array(order);
  const predecessorOffsets = directed ? inLinkOffsets(adjacency) : offsets;
  const predecessors = new Int32Array(targets.length);
  const predecessorEnd = new Int32Array(order);
  const heap = new MinHeap(targets.length + 1);
  return (from, to, sums) => {
    for (let source = from; source < to; source++) {
      distance.fill(Number.POSITIVE_INFINITY);
      settled.fill(0);
      sigma.fill(0);
      predecessorEnd.set(predecessorOffsets.subarray(0, order));
      heap.clear();
      distance[source] = 0;
      sigma[source] = 1;
      heap.push(0, source);
      let settledCount = 0;
      while (heap.size > 0) {
        const key = heap.topKey();
        const node = heap.pop();
        if (settled[node] === 1 || key > distance[node]!) continue;
        settled[node] = 1;
        stack[settledCount++] = node;
        const paths = sigma[node]!;
        for (let slot = offsets[node]!, end = offsets[node + 1]!; slot < end; slot++) {
          const neighbor = targets[slot]!;
          if (settled[neighbor] === 1) continue;
          const reached = key + weights[slot]!;
          const known = distance[neighbor]!;
          if (reached < known) {
            distance[neighbor] = reached;
            sigma[neighbor] = paths;
            predecessors[predecessorOffsets[neighbor]!] = node;
            predecessorEnd[neighbor] = predecessorOffsets[neighbor]! + 1;
            heap.push(reached, neighbor);
          } else if (reached === known) {
            sigma[neighbor] = sigma[neighbor]! + paths;
            predecessors[predecessorEnd[neighbor]!] = node;
            predecessorEnd[neighbor] = predecessorEnd[neighbor]! + 1;
          }
        }
      }
      for (let position = 0; position < settledCount; position++) delta[stack[position]!] = 0;
      for (let position = settledCount - 1; position > 0; position--) {
        const node = stack[position]!;
        const coefficient = (1 + delta[node]!) / sigma[node]!;
        for (let slot = predecessorOffsets[node]!, end = predecessorEnd[node]!; slot < end; slot++) {
          const predecessor = predecessors[slot]!;
          delta[predecessor] = delta[predecessor]! + sigma[predecessor]! * coefficient;
        }
        sums[node] = sums[node]! + delta[node]!;
      }
    }
  };
}

/** Wasserman–Faust closeness over weighted distances (Dijkstra from every node over `adjacency`). */
export function dijkstraCloseness(adjacency: CompactAdjacency): Float64Array {
  const {offsets, targets} = adjacency;
  const weights = adjacency.weights!;
  const order = offsets.length - 1;
  const closeness = new Float64Array(order);
  const distance = new Float64Array(order);
  const settled = new Uint8Array(order);
  const heap = new MinHeap(targets.length + 1);
  for (let source = 0; source < order; source++) {
    distance.fill(Number.POSITIVE_INFINITY);
    settled.fill(0);
    heap.clear();
    distance[source] = 0;
    heap.push(0, source);
    let reached = -1;
    let total = 0;
    while (heap.size > 0) {
      const key = heap.topKey();
      const node = heap.pop();
      if (settled[node] === 1 || key > distance[node]!) continue;
      settled[node] = 1;
      reached++;
      total += key;
      for (let slot = offsets[node]!, end = offsets[node + 1]!; slot < end; slot++) {
        const neighbor = targets[slot]!;
        const next = key + weights[slot]!;
        if (next < distance[neighbor]!) {
          distance[neighbor] = next;
          heap.push(next, neighbor);
        }
      }
    }
    closeness[source] = reached > 0 && total > 0 ? (reached / total) * (reached / (order - 1)) : 0;
  }
  return closeness;
}
