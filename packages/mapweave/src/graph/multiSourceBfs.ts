import type {CompactAdjacency} from './types.js';

/** Sources searched together: one bit of an Int32 mask each. */
export const SOURCE_BATCH = 32;

/**
 * Breadth-first levels from up to 32 sources at once (Then et al., "The More the Merrier",
 * VLDB 2014): a node carries a bit mask of the sources that reached it, so each link is followed
 * once per level for all of them instead of once per source. After `search`, level L lists
 * `(nodes[i], masks[i])` for `i` in `levelStarts[L] .. levelStarts[L + 1]`: the node lies at
 * distance L from the sources whose bits are set (bit b is source `first + b`). Buffers are
 * allocated once and reused from batch to batch.
 *
 * With `recordLinks`, the search also lists each entry's links to the next level, found while
 * the level is expanded anyway: entry `i`'s are `(linkTargets[k], linkMasks[k])` for `k` in
 * `linkStarts[i] .. linkStarts[i + 1]`, in adjacency order, with the sources for which the link
 * is on a shortest path (node at distance L, target at L + 1). Passes over shortest-path links
 * (betweenness) then read only those, without testing every link of every level again.
 */
export class MultiSourceLevels {
  readonly nodes: Int32Array;
  readonly masks: Int32Array;
  readonly levelStarts: Int32Array;
  levelCount = 0;
  readonly linkStarts: Int32Array;
  linkTargets: Int32Array;
  linkMasks: Int32Array;
  private readonly seen: Int32Array;
  /** Per node, the sources that reach it from the current level (zero outside a level's step). */
  private readonly reaching: Int32Array;
  /** Nodes whose `reaching` mask became non-zero in the current step. */
  private readonly touched: Int32Array;

  constructor(
    private readonly adjacency: CompactAdjacency,
    private readonly recordLinks = false,
  ) {
    const order = adjacency.offsets.length - 1;
    // Each (node, source) pair is listed once, at its distance.
    this.nodes = new Int32Array(order * SOURCE_BATCH);
    this.masks = new Int32Array(order * SOURCE_BATCH);
    this.linkStarts = new Int32Array(recordLinks ? order * SOURCE_BATCH + 1 : 0);
    // Grown on demand: at most every link once per (node, source) pair.
    this.linkTargets = new Int32Array(recordLinks ? adjacency.targets.length * 2 : 0);
    this.linkMasks = new Int32Array(this.linkTargets.length);
    this.levelStarts = new Int32Array(order + 2);
    this.seen = new Int32Array(order);
    this.reaching = new Int32Array(order);
    this.touched = new Int32Array(order);
  }

  /** Levels from the sources `first .. first + count - 1` (count ≤ SOURCE_BATCH). */
  search(first: number, count: number): void {
    const {offsets, targets} = this.adjacency;
    const {nodes, masks, levelStarts, seen, reaching, touched, recordLinks, linkStarts} = this;
    let {linkTargets, linkMasks} = this;
    let linkCount = 0;
    const order = offsets.length - 1;
    seen.fill(0);
    let size = 0;
    for (let bit = 0; bit < count; bit++) {
      nodes[size] = first + bit;
      masks[size++] = 1 << bit;
      seen[first + bit] = 1 << bit;
    }
    levelStarts[0] = 0;
    let levels = 0;
    while (levelStarts[levels]! < size) {
      const start = levelStarts[levels]!;
      const end = size;
      levelStarts[++levels] = end;
      let touchedCount = 0;
      for (let entry = start; entry < end; entry++) {
        const node = nodes[entry]!;
        const mask = masks[entry]!;
        const first = offsets[node]!;
        const last = offsets[node + 1]!;
        if (recordLinks && linkCount + last - first > linkTargets.length) {
          [linkTargets, linkMasks] = this.growLinks(linkCount + last - first);
        }
        for (let slot = first; slot < last; slot++) {
          const neighbor = targets[slot]!;
          const reached = reaching[neighbor]!;
          // Branch-free append of first-touched nodes: (reached | -reached) >>> 31 is 0 only for 0.
          touched[touchedCount] = neighbor;
          touchedCount += ((reached | -reached) >>> 31) ^ 1;
          reaching[neighbor] = reached | mask;
          if (recordLinks) {
            // `seen` holds the levels up to this one: the other sources reach the neighbour next.
            const forward = mask & ~seen[neighbor]!;
            linkTargets[linkCount] = neighbor;
            linkMasks[linkCount] = forward;
            linkCount += (forward | -forward) >>> 31;
          }
        }
        if (recordLinks) linkStarts[entry + 1] = linkCount;
      }
      // A large level is listed in node order (a pass over all nodes): the passes over its
      // entries then read per-node rows nearly in memory order.
      const scan = touchedCount > order >> 3;
      for (let index = 0, last = scan ? order : touchedCount; index < last; index++) {
        const node = scan ? index : touched[index]!;
        const fresh = reaching[node]! & ~seen[node]!;
        reaching[node] = 0;
        if (fresh === 0) continue;
        seen[node] = seen[node]! | fresh;
        nodes[size] = node;
        masks[size++] = fresh;
      }
    }
    this.levelCount = levels;
  }

  /** Larger link buffers (at least `needed`), keeping the links listed so far. */
  private growLinks(needed: number): [Int32Array, Int32Array] {
    const capacity = Math.max(needed, this.linkTargets.length * 2);
    const targets = new Int32Array(capacity);
    const masks = new Int32Array(capacity);
    targets.set(this.linkTargets);
    masks.set(this.linkMasks);
    this.linkTargets = targets;
    this.linkMasks = masks;
    return [targets, masks];
  }
}
