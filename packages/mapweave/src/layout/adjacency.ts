/** Neighbours of each node, in index order: `neighbours.subarray(offsets[i], offsets[i + 1])`. */
export interface Adjacency {
  offsets: Uint32Array;
  neighbours: Uint32Array;
}

/** The undirected adjacency of `count` nodes linked by `links` (index pairs); self-links are left out. */
export function adjacencyOf(count: number, links: Uint32Array): Adjacency {
  const degree = new Uint32Array(count + 1);
  for (let k = 0; k < links.length; k += 2) {
    if (links[k] === links[k + 1]) continue;
    degree[links[k]!]! += 1;
    degree[links[k + 1]!]! += 1;
  }
  const offsets = new Uint32Array(count + 1);
  for (let i = 0; i < count; i++) offsets[i + 1] = offsets[i]! + degree[i]!;
  const fill = offsets.slice(0, count);
  const neighbours = new Uint32Array(offsets[count]!);
  for (let k = 0; k < links.length; k += 2) {
    const [a, b] = [links[k]!, links[k + 1]!];
    if (a === b) continue;
    neighbours[fill[a]!++] = b;
    neighbours[fill[b]!++] = a;
  }
  for (let i = 0; i < count; i++) neighbours.subarray(offsets[i]!, offsets[i + 1]!).sort();
  return {offsets, neighbours};
}
