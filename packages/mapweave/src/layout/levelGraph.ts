/** One level of a multilevel layout: weighted nodes standing for groups of the input's nodes, and weighted links. */
export interface LevelGraph {
  count: number;
  /** What each node stands for: the sum of its input nodes' masses (1 for a node of average size). */
  mass: Float64Array;
  /** Link ends as node indices, two per link, no self-links. */
  links: Uint32Array;
  /** Input links each link stands for. */
  weights: Float64Array;
  /** `x, y` per node held in place (it holds a fixed input node); NaN for the rest. */
  fixed: Float64Array;
}

/** Links of each node with their weights: `neighbours` and `weights` from `offsets[i]` to `offsets[i + 1]`. */
export interface WeightedAdjacency {
  offsets: Uint32Array;
  neighbours: Uint32Array;
  weights: Float64Array;
}

/** The input graph as the finest level: self-links left out, each node's mass its share of the average `extents`. */
export function finestLevel(extents: Float64Array, links: Uint32Array, fixed: Float64Array): LevelGraph {
  const count = extents.length;
  let sum = 0;
  for (let i = 0; i < count; i++) sum += extents[i]!;
  const mean = sum / count || 1;
  const mass = Float64Array.from(extents, (extent) => extent / mean || 1);
  let kept = 0;
  for (let k = 0; k < links.length; k += 2) if (links[k] !== links[k + 1]) kept++;
  const ends = new Uint32Array(kept * 2);
  let at = 0;
  for (let k = 0; k < links.length; k += 2) {
    if (links[k] === links[k + 1]) continue;
    ends[at++] = links[k]!;
    ends[at++] = links[k + 1]!;
  }
  return {count, mass, links: ends, weights: new Float64Array(kept).fill(1), fixed: fixed.slice()};
}

export function weightedAdjacencyOf(level: LevelGraph): WeightedAdjacency {
  const {count, links, weights} = level;
  const offsets = new Uint32Array(count + 1);
  for (let k = 0; k < links.length; k++) offsets[links[k]! + 1]! += 1;
  for (let i = 0; i < count; i++) offsets[i + 1]! += offsets[i]!;
  const fill = offsets.slice(0, count);
  const neighbours = new Uint32Array(links.length);
  const linkWeights = new Float64Array(links.length);
  for (let k = 0; k < links.length; k += 2) {
    const a = links[k]!;
    const b = links[k + 1]!;
    const weight = weights[k / 2]!;
    neighbours[fill[a]!] = b;
    linkWeights[fill[a]!++] = weight;
    neighbours[fill[b]!] = a;
    linkWeights[fill[b]!++] = weight;
  }
  return {offsets, neighbours, weights: linkWeights};
}
