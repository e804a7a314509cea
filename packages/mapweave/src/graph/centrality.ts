/** A graph as compressed adjacency: the neighbours of node i are `targets[offsets[i] .. offsets[i + 1])`. */
export interface CompactAdjacency {
  offsets: Int32Array;
  targets: Int32Array;
}

/**
 * Brandes' betweenness for unweighted simple graphs on typed arrays. Instead of predecessor
 * lists, the accumulation walks each node's out-neighbours one level further from the source,
 * each carrying `(1 + δ) / σ`. Undirected graphs count each pair once; `normalized` divides by
 * the number of pairs of other nodes ((n − 1)(n − 2), halved when undirected).
 */
export function brandesBetweenness(adjacency: CompactAdjacency, directed: boolean, normalized: boolean): Float64Array {
  const { offsets, targets } = adjacency;
  const order = offsets.length - 1;
  const centrality = new Float64Array(order);
  const sigma = new Float64Array(order);
  /** `(1 + δ(v)) / σ(v)` once v's dependency δ is known. */
  const weight = new Float64Array(order);
  const distance = new Int32Array(order);
  const queue = new Int32Array(order);
  for (let source = 0; source < order; source++) {
    distance.fill(-1);
    distance[source] = 0;
    sigma[source] = 1;
    let head = 0;
    let tail = 0;
    queue[tail++] = source;
    while (head < tail) {
      const node = queue[head++]!;
      const next = distance[node]! + 1;
      for (let edge = offsets[node]!, end = offsets[node + 1]!; edge < end; edge++) {
        const neighbor = targets[edge]!;
        if (distance[neighbor] === -1) {
          distance[neighbor] = next;
          sigma[neighbor] = 0;
          queue[tail++] = neighbor;
        }
        if (distance[neighbor] === next) sigma[neighbor] = sigma[neighbor]! + sigma[node]!;
      }
    }
    for (let i = tail - 1; i >= 0; i--) {
      const node = queue[i]!;
      const next = distance[node]! + 1;
      let sum = 0;
      for (let edge = offsets[node]!, end = offsets[node + 1]!; edge < end; edge++) {
        const neighbor = targets[edge]!;
        if (distance[neighbor] === next) sum += weight[neighbor]!;
      }
      const dependency = sigma[node]! * sum;
      weight[node] = (1 + dependency) / sigma[node]!;
      if (node !== source) centrality[node] = centrality[node]! + dependency;
    }
  }
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
