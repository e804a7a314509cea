/**
 * A binary min-heap of (key, node) pairs for Dijkstra, with lazy deletion: a node may be pushed
 * again with a smaller key; the caller skips stale pops. Ties pop in push order, so a run is
 * deterministic.
 */
export class MinHeap {
  private keys: Float64Array;
  private nodes: Int32Array;
  private stamps: Float64Array;
  private stamp = 0;
  size = 0;

  constructor(capacity: number) {
    const initial = Math.max(16, capacity);
    this.keys = new Float64Array(initial);
    this.nodes = new Int32Array(initial);
    this.stamps = new Float64Array(initial);
  }

  clear(): void {
    this.size = 0;
    this.stamp = 0;
  }

  push(key: number, node: number): void {
    if (this.size === this.keys.length) this.grow();
    let index = this.size++;
    const stamp = this.stamp++;
    while (index > 0) {
      const parent = (index - 1) >> 1;
      if (!this.before(key, stamp, this.keys[parent]!, this.stamps[parent]!)) break;
      this.keys[index] = this.keys[parent]!;
      this.nodes[index] = this.nodes[parent]!;
      this.stamps[index] = this.stamps[parent]!;
      index = parent;
    }
    this.keys[index] = key;
    this.nodes[index] = node;
    this.stamps[index] = stamp;
  }

  /** Key of the top entry (call only when `size > 0`). */
  topKey(): number {
    return this.keys[0]!;
  }

  /** Removes the top entry and returns its node (call only when `size > 0`). */
  pop(): number {
    const top = this.nodes[0]!;
    const last = --this.size;
    if (last > 0) {
      const key = this.keys[last]!;
      const node = this.nodes[last]!;
      const stamp = this.stamps[last]!;
      let index = 0;
      for (;;) {
        let child = index * 2 + 1;
        if (child >= last) break;
        if (
          child + 1 < last &&
          this.before(this.keys[child + 1]!, this.stamps[child + 1]!, this.keys[child]!, this.stamps[child]!)
        )
          child++;
        if (!this.before(this.keys[child]!, this.stamps[child]!, key, stamp)) break;
        this.keys[index] = this.keys[child]!;
        this.nodes[index] = this.nodes[child]!;
        this.stamps[index] = this.stamps[child]!;
        index = child;
      }
      this.keys[index] = key;
      this.nodes[index] = node;
      this.stamps[index] = stamp;
    }
    return top;
  }

  private before(key: number, stamp: number, otherKey: number, otherStamp: number): boolean {
    return key < otherKey || (key === otherKey && stamp < otherStamp);
  }

  private grow(): void {
    const keys = new Float64Array(this.keys.length * 2);
    keys.set(this.keys);
    const nodes = new Int32Array(this.nodes.length * 2);
    nodes.set(this.nodes);
    const stamps = new Float64Array(this.stamps.length * 2);
    stamps.set(this.stamps);
    this.keys = keys;
    this.nodes = nodes;
    this.stamps = stamps;
  }
}
