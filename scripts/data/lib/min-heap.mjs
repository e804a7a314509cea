/**
 * A binary min-heap of `[key, value]` entries for the data generators' shortest-path searches
 * (the SDK's own heap is TypeScript and not exported).
 *
 * Usage:
 *   const heap = new MinHeap([[0, start]]);
 *   heap.push([distance, node]);
 *   while (heap.size > 0) { const [key, node] = heap.pop(); … }
 */
export class MinHeap {
  #entries;

  constructor(entries = []) {
    this.#entries = [];
    for (const entry of entries) this.push(entry);
  }

  get size() {
    return this.#entries.length;
  }

  push(entry) {
    const heap = this.#entries;
    heap.push(entry);
    for (let index = heap.length - 1; index > 0;) {
      const parent = (index - 1) >> 1;
      if (heap[parent][0] <= heap[index][0]) break;
      [heap[parent], heap[index]] = [heap[index], heap[parent]];
      index = parent;
    }
  }

  /** Removes and returns the entry with the smallest key (call only when `size > 0`). */
  pop() {
    const heap = this.#entries;
    const top = heap[0];
    const last = heap.pop();
    if (heap.length > 0) {
      heap[0] = last;
      for (let index = 0; ;) {
        const [left, right] = [2 * index + 1, 2 * index + 2];
        let smallest = index;
        if (left < heap.length && heap[left][0] < heap[smallest][0]) smallest = left;
        if (right < heap.length && heap[right][0] < heap[smallest][0]) smallest = right;
        if (smallest === index) break;
        [heap[smallest], heap[index]] = [heap[index], heap[smallest]];
        index = smallest;
      }
    }
    return top;
  }
}
