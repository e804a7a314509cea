/** Deeper than this, nodes share a cell's list: points closer than 2⁻³² of the layout's width are not told apart. */
const MAX_DEPTH = 32;
const NONE = -1;

/**
 * A Barnes–Hut quadtree over typed arrays, rebuilt in place every step: each cell knows its mass
 * and centre of mass, leaves hold a list of nodes. `repel` sums on one node the 1/d repulsion of
 * all others, treating a cell as one body when it looks smaller than `theta` from the node.
 */
export class QuadTree {
  private capacity = 0;
  private cells = 0;
  /** Index of a parent's first child (its four children are consecutive); NONE for a leaf. */
  private firstChild = new Int32Array(0);
  /** A leaf's first node (the rest follow through `nextNode`); NONE when empty. */
  private firstNode = new Int32Array(0);
  private centreX = new Float64Array(0);
  private centreY = new Float64Array(0);
  private halfSize = new Float64Array(0);
  private cellMass = new Float64Array(0);
  private massX = new Float64Array(0);
  private massY = new Float64Array(0);
  private readonly nextNode: Int32Array;
  private readonly stack = new Int32Array(MAX_DEPTH * 3 + 8);

  constructor(private readonly count: number) {
    this.nextNode = new Int32Array(count);
    this.grow(Math.max(16, count * 4));
  }

  build(positions: Float64Array, mass: Float64Array): void {
    let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
    for (let i = 0; i < this.count; i++) {
      const x = positions[i * 2]!;
      const y = positions[i * 2 + 1]!;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    }
    this.cells = 0;
    this.addCell((minX + maxX) / 2, (minY + maxY) / 2, Math.max(maxX - minX, maxY - minY) / 2 || 1);
    for (let i = 0; i < this.count; i++) this.insert(i, positions);
    this.sumMasses(positions, mass);
  }

  /** Adds to `forces[i]` the repulsion `strength · mass_i · mass_j / d` of every other node j. */
  repel(i: number, positions: Float64Array, mass: Float64Array, strength: number, theta: number, forces: Float64Array) {
    const x = positions[i * 2]!;
    const y = positions[i * 2 + 1]!;
    const theta2 = theta * theta;
    let fx = 0;
    let fy = 0;
    const stack = this.stack;
    let top = 0;
    stack[top++] = 0;
    while (top > 0) {
      const cell = stack[--top]!;
      const child = this.firstChild[cell]!;
      if (child === NONE) {
        for (let j = this.firstNode[cell]!; j !== NONE; j = this.nextNode[j]!) {
          const dx = x - positions[j * 2]!;
          const dy = y - positions[j * 2 + 1]!;
          const d2 = dx * dx + dy * dy;
          // The node itself, or one on the same spot: no direction to push along.
          if (d2 === 0) continue;
          const push = mass[j]! / d2;
          fx += dx * push;
          fy += dy * push;
        }
        continue;
      }
      const dx = x - this.massX[cell]!;
      const dy = y - this.massY[cell]!;
      const d2 = dx * dx + dy * dy;
      const width = this.halfSize[cell]! * 2;
      if (width * width < theta2 * d2) {
        const push = this.cellMass[cell]! / d2;
        fx += dx * push;
        fy += dy * push;
        continue;
      }
      for (let q = child; q < child + 4; q++) if (this.cellMass[q]! > 0) stack[top++] = q;
    }
    const scale = strength * mass[i]!;
    forces[i * 2] = forces[i * 2]! + fx * scale;
    forces[i * 2 + 1] = forces[i * 2 + 1]! + fy * scale;
  }

  private insert(node: number, positions: Float64Array): void {
    const x = positions[node * 2]!;
    const y = positions[node * 2 + 1]!;
    let cell = 0;
    for (let depth = 0; ; depth++) {
      if (this.firstChild[cell] === NONE) {
        const first = this.firstNode[cell]!;
        const sameSpot = first !== NONE && positions[first * 2] === x && positions[first * 2 + 1] === y;
        if (first === NONE || sameSpot || depth >= MAX_DEPTH) {
          this.nextNode[node] = first;
          this.firstNode[cell] = node;
          return;
        }
        // The nodes already here share one spot (else the leaf would have been split): they move down together.
        this.split(cell);
        this.firstNode[this.childAt(cell, positions[first * 2]!, positions[first * 2 + 1]!)] = first;
        this.firstNode[cell] = NONE;
      }
      cell = this.childAt(cell, x, y);
    }
  }

  /** Turns a leaf into the parent of four empty leaves. */
  private split(cell: number): void {
    const half = this.halfSize[cell]! / 2;
    const cx = this.centreX[cell]!;
    const cy = this.centreY[cell]!;
    let first = NONE;
    for (let q = 0; q < 4; q++) {
      const child = this.addCell(cx + (q & 1 ? half : -half), cy + (q & 2 ? half : -half), half);
      if (q === 0) first = child;
    }
    this.firstChild[cell] = first;
  }

  private childAt(cell: number, x: number, y: number): number {
    return this.firstChild[cell]! + (x >= this.centreX[cell]! ? 1 : 0) + (y >= this.centreY[cell]! ? 2 : 0);
  }

  private addCell(cx: number, cy: number, half: number): number {
    if (this.cells === this.capacity) this.grow(this.capacity * 2);
    const cell = this.cells++;
    this.firstChild[cell] = NONE;
    this.firstNode[cell] = NONE;
    this.centreX[cell] = cx;
    this.centreY[cell] = cy;
    this.halfSize[cell] = half;
    return cell;
  }

  /** Masses and centres of mass, children before parents (a child's index is above its parent's). */
  private sumMasses(positions: Float64Array, mass: Float64Array): void {
    for (let cell = this.cells - 1; cell >= 0; cell--) {
      let total = 0;
      let sumX = 0;
      let sumY = 0;
      const child = this.firstChild[cell]!;
      if (child === NONE) {
        for (let j = this.firstNode[cell]!; j !== NONE; j = this.nextNode[j]!) {
          total += mass[j]!;
          sumX += mass[j]! * positions[j * 2]!;
          sumY += mass[j]! * positions[j * 2 + 1]!;
        }
      } else {
        for (let q = child; q < child + 4; q++) {
          total += this.cellMass[q]!;
          sumX += this.cellMass[q]! * this.massX[q]!;
          sumY += this.cellMass[q]! * this.massY[q]!;
        }
      }
      this.cellMass[cell] = total;
      this.massX[cell] = total > 0 ? sumX / total : this.centreX[cell]!;
      this.massY[cell] = total > 0 ? sumY / total : this.centreY[cell]!;
    }
  }

  private grow(capacity: number): void {
    this.firstChild = resized(this.firstChild, capacity);
    this.firstNode = resized(this.firstNode, capacity);
    this.centreX = resized(this.centreX, capacity);
    this.centreY = resized(this.centreY, capacity);
    this.halfSize = resized(this.halfSize, capacity);
    this.cellMass = resized(this.cellMass, capacity);
    this.massX = resized(this.massX, capacity);
    this.massY = resized(this.massY, capacity);
    this.capacity = capacity;
  }
}

function resized<T extends Int32Array | Float64Array>(array: T, length: number): T {
  const copy = new (array.constructor as new (length: number) => T)(length);
  copy.set(array);
  return copy;
}
