import { MinHeap } from './heap.js';

/** A graph as compressed adjacency: the neighbours of node i are `targets[offsets[i] .. offsets[i + 1])`. */
export interface CompactAdjacency {
  offsets: Int32Array;
  targets: Int32Array;
  /** Per slot, the length of the link (weighted algorithms only). */
  weights?: Float64Array;
}

/** Buffers of one betweenness run, reused from source to source (nothing is allocated per source). */
interface BrandesState {
  offsets: Int32Array;
  targets: Int32Array;
  /** Neighbours are symmetric: a level can be found from the unreached nodes' side. */
  undirected: boolean;
  centrality: Float64Array;
  /** Shortest paths from the source. */
  sigma: Float64Array;
  /** Per node, the sum of `(1 + δ(w)) / σ(w)` over its successors w. */
  carried: Float64Array;
  distance: Int32Array;
  /** Nodes in breadth-first order. */
  queue: Int32Array;
  /** Predecessors on shortest paths of node v: `predecessors[predecessorOffsets[v] .. predecessorEnd[v])`. */
  predecessors: Int32Array;
  predecessorOffsets: Int32Array;
  predecessorEnd: Int32Array;
  /** Nodes not reached yet, maybe with some reached since (dropped when next compacted). */
  unreached: Int32Array;
}

/**
 * Adds one source's dependencies to `centrality`. Each breadth-first level is found from whichever
 * side has fewer links to check: from the current level outwards (top-down), or, on undirected
 * graphs, from each unreached node towards the current level (bottom-up; Beamer's
 * direction-optimising search), which halves the links checked on the few large middle levels
 * of a small-world graph. Predecessors are recorded on the way; the backward pass pushes each
 * node's `(1 + δ) / σ` to them.
 */
function accumulateFromSource(state: BrandesState, source: number): void {
  const { offsets, targets, centrality, sigma, carried, distance, queue, predecessors, predecessorOffsets, predecessorEnd, unreached } = state;
  const order = offsets.length - 1;
  distance.fill(-1);
  predecessorEnd.set(predecessorOffsets.subarray(0, order));
  distance[source] = 0;
  sigma[source] = 1;
  let tail = 0;
  queue[tail++] = source;
  let unreachedCount = 0;
  if (state.undirected) for (let node = 0; node < order; node++) if (node !== source) unreached[unreachedCount++] = node;
  let unreachedLinks = targets.length - (offsets[source + 1]! - offsets[source]!);

  for (let levelStart = 0, level = 0; levelStart < tail; level++) {
    const levelEnd = tail;
    const next = level + 1;
    let levelLinks = 0;
    for (let position = levelStart; position < levelEnd; position++) {
      const node = queue[position]!;
      levelLinks += offsets[node + 1]! - offsets[node]!;
    }
    if (state.undirected && levelLinks > unreachedLinks) {
      let kept = 0;
      for (let index = 0; index < unreachedCount; index++) {
        const node = unreached[index]!;
        if (distance[node] !== -1) continue;
        let paths = 0;
        let slot = predecessorOffsets[node]!;
        for (let edge = offsets[node]!, end = offsets[node + 1]!; edge < end; edge++) {
          const neighbor = targets[edge]!;
          if (distance[neighbor] !== level) continue;
          paths += sigma[neighbor]!;
          predecessors[slot++] = neighbor;
        }
        if (paths === 0) {
          unreached[kept++] = node;
          continue;
        }
        distance[node] = next;
        sigma[node] = paths;
        predecessorEnd[node] = slot;
        queue[tail++] = node;
        unreachedLinks -= offsets[node + 1]! - offsets[node]!;
      }
      unreachedCount = kept;
    } else {
      for (let position = levelStart; position < levelEnd; position++) {
        const node = queue[position]!;
        const paths = sigma[node]!;
        for (let edge = offsets[node]!, end = offsets[node + 1]!; edge < end; edge++) {
          const neighbor = targets[edge]!;
          const reached = distance[neighbor]!;
          if (reached === -1) {
            distance[neighbor] = next;
            sigma[neighbor] = paths;
            queue[tail++] = neighbor;
            unreachedLinks -= offsets[neighbor + 1]! - offsets[neighbor]!;
          } else if (reached === next) {
            sigma[neighbor] = sigma[neighbor]! + paths;
          } else {
            continue;
          }
          const slot = predecessorEnd[neighbor]!;
          predecessors[slot] = node;
          predecessorEnd[neighbor] = slot + 1;
        }
      }
    }
    levelStart = levelEnd;
  }

  for (let position = 0; position < tail; position++) carried[queue[position]!] = 0;
  // Backwards through the breadth-first order, the source (position 0) excluded.
  for (let position = tail - 1; position > 0; position--) {
    const node = queue[position]!;
    const paths = sigma[node]!;
    const dependency = paths * carried[node]!;
    centrality[node] = centrality[node]! + dependency;
    const weight = (1 + dependency) / paths;
    for (let slot = predecessorOffsets[node]!, end = predecessorEnd[node]!; slot < end; slot++) {
      const predecessor = predecessors[slot]!;
      carried[predecessor] = carried[predecessor]! + weight;
    }
  }
}

/** Where each node's predecessor slots start: one slot per link into the node. */
function inLinkOffsets(adjacency: CompactAdjacency): Int32Array {
  const { offsets, targets } = adjacency;
  const order = offsets.length - 1;
  const starts = new Int32Array(order + 1);
  for (const target of targets) starts[target + 1] = starts[target + 1]! + 1;
  for (let node = 0; node < order; node++) starts[node + 1] = starts[node + 1]! + starts[node]!;
  return starts;
}

/**
 * Brandes' betweenness for unweighted simple graphs on typed arrays (see `accumulateFromSource`).
 * Undirected graphs (`adjacency` lists every link both ways) count each pair once; `normalized`
 * divides by the number of pairs of other nodes ((n − 1)(n − 2), halved when undirected).
 */
export function brandesBetweenness(adjacency: CompactAdjacency, directed: boolean, normalized: boolean): Float64Array {
  const { offsets, targets } = adjacency;
  const order = offsets.length - 1;
  const state: BrandesState = {
    offsets,
    targets,
    undirected: !directed,
    centrality: new Float64Array(order),
    sigma: new Float64Array(order),
    carried: new Float64Array(order),
    distance: new Int32Array(order),
    queue: new Int32Array(order),
    predecessors: new Int32Array(targets.length),
    predecessorOffsets: directed ? inLinkOffsets(adjacency) : offsets,
    predecessorEnd: new Int32Array(order),
    unreached: new Int32Array(order),
  };
  for (let source = 0; source < order; source++) accumulateFromSource(state, source);
  const { centrality } = state;
  let scale = directed ? 1 : 0.5;
  if (normalized && order > 2) scale /= directed ? (order - 1) * (order - 2) : ((order - 1) * (order - 2)) / 2;
  for (let i = 0; i < order; i++) centrality[i] = centrality[i]! * scale;
  return centrality;
}

/**
 * Wasserman–Faust closeness by breadth-first search from every node over `adjacency` (pass the
 * in-neighbours of a directed graph to measure distances towards each node).
 */
export function bfsCloseness(adjacency: CompactAdjacency): Float64Array {
  const { offsets, targets } = adjacency;
  const order = offsets.length - 1;
  const closeness = new Float64Array(order);
  const distance = new Int32Array(order);
  const queue = new Int32Array(order);
  for (let source = 0; source < order; source++) {
    distance.fill(-1);
    distance[source] = 0;
    let head = 0;
    let tail = 0;
    let total = 0;
    queue[tail++] = source;
    while (head < tail) {
      const node = queue[head++]!;
      const next = distance[node]! + 1;
      for (let edge = offsets[node]!, end = offsets[node + 1]!; edge < end; edge++) {
        const neighbor = targets[edge]!;
        if (distance[neighbor] !== -1) continue;
        distance[neighbor] = next;
        total += next;
        queue[tail++] = neighbor;
      }
    }
    const reached = tail - 1;
    closeness[source] = reached > 0 ? (reached / total) * (reached / (order - 1)) : 0;
  }
  return closeness;
}

/**
 * Brandes' betweenness over weighted shortest paths (Dijkstra from every source), as NetworkX's
 * `betweenness_centrality(G, weight=…)`: path lengths are compared exactly, predecessors and path
 * counts gathered on the way, dependencies pushed back in order of decreasing distance.
 */
export function dijkstraBetweenness(adjacency: CompactAdjacency, directed: boolean, normalized: boolean): Float64Array {
  const { offsets, targets } = adjacency;
  const weights = adjacency.weights!;
  const order = offsets.length - 1;
  const centrality = new Float64Array(order);
  const sigma = new Float64Array(order);
  const delta = new Float64Array(order);
  const distance = new Float64Array(order);
  const settled = new Uint8Array(order);
  const stack = new Int32Array(order);
  const predecessorOffsets = directed ? inLinkOffsets(adjacency) : offsets;
  const predecessors = new Int32Array(targets.length);
  const predecessorEnd = new Int32Array(order);
  const heap = new MinHeap(targets.length + 1);
  for (let source = 0; source < order; source++) {
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
      centrality[node] = centrality[node]! + delta[node]!;
    }
  }
  let scale = directed ? 1 : 0.5;
  if (normalized && order > 2) scale /= directed ? (order - 1) * (order - 2) : ((order - 1) * (order - 2)) / 2;
  for (let i = 0; i < order; i++) centrality[i] = centrality[i]! * scale;
  return centrality;
}

/** Wasserman–Faust closeness over weighted distances (Dijkstra from every node over `adjacency`). */
export function dijkstraCloseness(adjacency: CompactAdjacency): Float64Array {
  const { offsets, targets } = adjacency;
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
