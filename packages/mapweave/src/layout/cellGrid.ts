const NONE = -1;

/**
 * Nodes bucketed by square cells, over typed arrays (no allocation per fill): a node's neighbours
 * within one cell's width are in the 3 × 3 cells around its own. Cells hash into a table twice
 * the node count; a bucket may hold several cells, so members are matched on their cell.
 */
export class CellGrid {
  private readonly heads: Int32Array;
  private readonly next: Int32Array;
  private readonly cellX: Int32Array;
  private readonly cellY: Int32Array;
  private readonly mask: number;
  private cell = 1;

  constructor(private readonly count: number) {
    const size = 2 ** Math.ceil(Math.log2(Math.max(2, count * 2)));
    this.heads = new Int32Array(size);
    this.mask = size - 1;
    this.next = new Int32Array(count);
    this.cellX = new Int32Array(count);
    this.cellY = new Int32Array(count);
  }

  fill(positions: Float64Array, cell: number): void {
    this.cell = cell;
    this.heads.fill(NONE);
    for (let i = 0; i < this.count; i++) {
      const gx = this.cellOf(positions[i * 2]!);
      const gy = this.cellOf(positions[i * 2 + 1]!);
      this.cellX[i] = gx;
      this.cellY[i] = gy;
      const bucket = this.bucket(gx, gy);
      this.next[i] = this.heads[bucket]!;
      this.heads[bucket] = i;
    }
  }

  /** Calls `visit(j)` for every node j in the 3 × 3 cells around node i's (i included). */
  forEachNear(i: number, visit: (j: number) => void): void {
    const cx = this.cellX[i]!;
    const cy = this.cellY[i]!;
    for (let gx = cx - 1; gx <= cx + 1; gx++) {
      for (let gy = cy - 1; gy <= cy + 1; gy++) {
        for (let j = this.heads[this.bucket(gx, gy)]!; j !== NONE; j = this.next[j]!) {
          if (this.cellX[j] === gx && this.cellY[j] === gy) visit(j);
        }
      }
    }
  }

  private cellOf(coordinate: number): number {
    // Clamped so that far-flung nodes share the outermost cells instead of overflowing 32 bits.
    return Math.max(-0x3fffffff, Math.min(0x3fffffff, Math.floor(coordinate / this.cell)));
  }

  private bucket(gx: number, gy: number): number {
    return (Math.imul(gx, 0x9e3779b1) ^ Math.imul(gy, 0x85ebca77)) & this.mask;
  }
}
