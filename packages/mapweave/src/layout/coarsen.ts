import {weightedAdjacencyOf, type LevelGraph, type WeightedAdjacency} from './levelGraph.js';

/** A coarser level and, for each node of the finer one, the coarse node it went into. */
export interface Coarsening {
  coarse: LevelGraph;
  parent: Uint32Array;
}

const UNGROUPED = -1;

/**
 * Merges nodes into groups: each leaf (one link) into the node it hangs from, so a star folds in
 * one level, then the rest in pairs along their heaviest link for their masses (heavy-edge
 * matching, in seeded random order), unlinked nodes pairwise. A group holds at most one fixed
 * node and is held where that node is.
 */
export function coarsen(level: LevelGraph, random: () => number): Coarsening {
  const adjacency = weightedAdjacencyOf(level);
  const parent = groupNodes(level, adjacency, random);
  return {coarse: contract(level, adjacency, parent), parent: Uint32Array.from(parent)};
}

function groupNodes(level: LevelGraph, adjacency: WeightedAdjacency, random: () => number): Int32Array {
  const {count, mass, fixed} = level;
  const {offsets, neighbours, weights} = adjacency;
  const group = new Int32Array(count).fill(UNGROUPED);
  const isFixed = (i: number) => !Number.isNaN(fixed[i * 2]!);
  const groupHasFixed: boolean[] = [];
  let groups = 0;
  const join = (node: number, id: number) => {
    group[node] = id;
    groupHasFixed[id] = groupHasFixed[id]! || isFixed(node);
  };
  const start = (node: number) => {
    groupHasFixed.push(false);
    join(node, groups);
    return groups++;
  };
  const isLeaf = (i: number) => offsets[i + 1]! - offsets[i]! === 1;
  for (let leaf = 0; leaf < count; leaf++) {
    if (!isLeaf(leaf)) continue;
    const anchor = neighbours[offsets[leaf]!]!;
    // Two leaves linked to each other are a pair: the matching below joins them.
    if (isLeaf(anchor)) continue;
    const id = group[anchor] === UNGROUPED ? start(anchor) : group[anchor]!;
    if (isFixed(leaf) && groupHasFixed[id]) continue;
    join(leaf, id);
  }
  let unlinked = UNGROUPED;
  for (const node of shuffled(count, random)) {
    if (group[node] !== UNGROUPED) continue;
    if (offsets[node] === offsets[node + 1]) {
      if (unlinked !== UNGROUPED && !(isFixed(node) && isFixed(unlinked))) {
        join(node, group[unlinked]!);
        unlinked = UNGROUPED;
      } else {
        start(node);
        unlinked = node;
      }
      continue;
    }
    let best = UNGROUPED;
    let bestScore = 0;
    for (let k = offsets[node]!; k < offsets[node + 1]!; k++) {
      const other = neighbours[k]!;
      if (group[other] !== UNGROUPED || (isFixed(node) && isFixed(other))) continue;
      const score = weights[k]! / (mass[node]! * mass[other]!);
      if (score > bestScore) {
        best = other;
        bestScore = score;
      }
    }
    const id = start(node);
    if (best !== UNGROUPED) join(best, id);
  }
  return group;
}

/** Node indices in a seeded random order (Fisher–Yates). */
function shuffled(count: number, random: () => number): Uint32Array {
  const order = Uint32Array.from({length: count}, (_, i) => i);
  for (let i = count - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const swapped = order[i]!;
    order[i] = order[j]!;
    order[j] = swapped;
  }
  return order;
}

/** The graph of the groups: masses summed, links between two groups merged into one, weights summed. */
function contract(level: LevelGraph, adjacency: WeightedAdjacency, group: Int32Array): LevelGraph {
  let count = 0;
  for (let i = 0; i < level.count; i++) count = Math.max(count, group[i]! + 1);
  const mass = new Float64Array(count);
  const fixed = new Float64Array(count * 2).fill(Number.NaN);
  const memberOffsets = new Uint32Array(count + 1);
  for (let i = 0; i < level.count; i++) {
    const id = group[i]!;
    mass[id]! += level.mass[i]!;
    memberOffsets[id + 1]! += 1;
    if (Number.isNaN(level.fixed[i * 2]!)) continue;
    fixed[id * 2] = level.fixed[i * 2]!;
    fixed[id * 2 + 1] = level.fixed[i * 2 + 1]!;
  }
  for (let id = 0; id < count; id++) memberOffsets[id + 1]! += memberOffsets[id]!;
  const fill = memberOffsets.slice(0, count);
  const members = new Uint32Array(level.count);
  for (let i = 0; i < level.count; i++) members[fill[group[i]!]!++] = i;
  const ends: number[] = [];
  const weights: number[] = [];
  // slotOf[other]: where the link from the current group to group `other` is, while `seenBy[other]` is the current group.
  const seenBy = new Int32Array(count).fill(UNGROUPED);
  const slotOf = new Uint32Array(count);
  for (let id = 0; id < count; id++) {
    for (let m = memberOffsets[id]!; m < memberOffsets[id + 1]!; m++) {
      const node = members[m]!;
      for (let k = adjacency.offsets[node]!; k < adjacency.offsets[node + 1]!; k++) {
        const other = group[adjacency.neighbours[k]!]!;
        if (other <= id) continue;
        if (seenBy[other] !== id) {
          seenBy[other] = id;
          slotOf[other] = weights.length;
          ends.push(id, other);
          weights.push(0);
        }
        weights[slotOf[other]!]! += adjacency.weights[k]!;
      }
    }
  }
  return {count, mass, links: Uint32Array.from(ends), weights: Float64Array.from(weights), fixed};
}
