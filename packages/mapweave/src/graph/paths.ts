import {MinHeap} from './heap.js';
import type {CompactAdjacency} from './types.js';

/** A path as node indices and the adjacency slots of its steps. */
export interface PathRows {
  nodes: number[];
  slots: number[];
  length: number;
}

/**
 * Shortest path from `source` to `target` over `adjacency`: breadth-first (fewest links), or
 * Dijkstra over `weights` when `weighted`. A node keeps the first predecessor that reached it
 * at its final distance, so among equally short paths the one through earlier neighbours wins.
 */
export function shortestPathRows(
  adjacency: CompactAdjacency,
  source: number,
  target: number,
  weighted: boolean,
): PathRows | null {
  if (source === target) return {nodes: [source], slots: [], length: 0};
  const {offsets, targets, weights} = adjacency;
  const order = offsets.length - 1;
  const via = new Int32Array(order).fill(-1);
  const distance = new Float64Array(order).fill(Number.POSITIVE_INFINITY);
  distance[source] = 0;
  if (!weighted || !weights) {
    const queue = new Int32Array(order);
    let tail = 0;
    queue[tail++] = source;
    search: for (let head = 0; head < tail; head++) {
      const node = queue[head]!;
      for (let slot = offsets[node]!, end = offsets[node + 1]!; slot < end; slot++) {
        const neighbor = targets[slot]!;
        if (distance[neighbor] !== Number.POSITIVE_INFINITY) continue;
        distance[neighbor] = distance[node]! + 1;
        via[neighbor] = slot;
        queue[tail++] = neighbor;
        if (neighbor === target) break search;
      }
    }
  } else {
    const heap = new MinHeap(16);
    const done = new Uint8Array(order);
    heap.push(0, source);
    while (heap.size > 0) {
      const key = heap.topKey();
      const node = heap.pop();
      if (done[node] === 1 || key > distance[node]!) continue;
      done[node] = 1;
      if (node === target) break;
      for (let slot = offsets[node]!, end = offsets[node + 1]!; slot < end; slot++) {
        const neighbor = targets[slot]!;
        const reached = key + weights[slot]!;
        if (reached < distance[neighbor]!) {
          distance[neighbor] = reached;
          via[neighbor] = slot;
          heap.push(reached, neighbor);
        }
      }
    }
  }
  if (distance[target] === Number.POSITIVE_INFINITY) return null;
  // Walk back: the slot of a step lies in its predecessor's adjacency range.
  const nodes = [target];
  const slots: number[] = [];
  let node = target;
  while (node !== source) {
    const slot = via[node]!;
    slots.push(slot);
    node = ownerOfSlot(offsets, slot);
    nodes.push(node);
  }
  return {nodes: nodes.reverse(), slots: slots.reverse(), length: distance[target]!};
}

/** The node whose adjacency range holds `slot` (binary search over offsets). */
function ownerOfSlot(offsets: Int32Array, slot: number): number {
  let low = 0;
  let high = offsets.length - 2;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (offsets[middle]! <= slot) low = middle;
    else high = middle - 1;
  }
  return low;
}
