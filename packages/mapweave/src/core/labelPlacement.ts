import {measuringContext} from './sdfGlyphs.js';

/**
 * Greedy label placement: labels in order of priority, each kept only when its box overlaps no
 * box kept before it. Boxes are in pixels of the world at the current zoom, so a pan (which moves
 * every label by the same amount) never changes what is placed; only a zoom or a turn does.
 */

/** A label's box in pixels and its rank: a higher `tier` wins first, then a higher `priority`. */
export interface LabelBox {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
  tier: number;
  priority: number;
}

const CELL = 128;

/** Indexes of the labels that are drawn, in input order. Ties keep the input order. */
export function placeLabels(boxes: readonly LabelBox[]): number[] {
  const order = boxes.map((_, index) => index);
  order.sort((a, b) => boxes[b]!.tier - boxes[a]!.tier || boxes[b]!.priority - boxes[a]!.priority || a - b);
  const grid = new Map<number, number[]>();
  const kept: number[] = [];
  for (const index of order) {
    const box = boxes[index]!;
    if (!(box.maxX > box.minX && box.maxY > box.minY)) continue;
    const x0 = Math.floor(box.minX / CELL);
    const x1 = Math.floor(box.maxX / CELL);
    const y0 = Math.floor(box.minY / CELL);
    const y1 = Math.floor(box.maxY / CELL);
    if (overlapsKept(grid, boxes, box, x0, x1, y0, y1)) continue;
    kept.push(index);
    for (let x = x0; x <= x1; x++) {
      for (let y = y0; y <= y1; y++) {
        const key = cellKey(x, y);
        const cell = grid.get(key);
        if (cell) cell.push(index);
        else grid.set(key, [index]);
      }
    }
  }
  return kept.sort((a, b) => a - b);
}

function cellKey(x: number, y: number): number {
  // Cells of 128 px: ±2^20 of them cover zoom 24 worlds on both axes.
  return (x + 0x100000) * 0x200000 + (y + 0x100000);
}

function overlapsKept(
  grid: Map<number, number[]>,
  boxes: readonly LabelBox[],
  box: LabelBox,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
): boolean {
  for (let x = x0; x <= x1; x++) {
    for (let y = y0; y <= y1; y++) {
      for (const other of grid.get(cellKey(x, y)) ?? []) {
        const kept = boxes[other]!;
        if (box.minX < kept.maxX && kept.minX < box.maxX && box.minY < kept.maxY && kept.minY < box.maxY) return true;
      }
    }
  }
  return false;
}

/** Texts whose widths are kept; past this the memo starts again (labels that change, such as times). */
const MEASURED_KEPT = 50_000;

/** Width in pixels of a text in the label font, measured once per text and font. */
export class TextMeasure {
  private readonly widths = new Map<string, number>();
  private context: ReturnType<typeof measuringContext> | undefined;

  width(text: string, font: string, fontSize: number): number {
    const key = `${font}\n${text}`;
    let width = this.widths.get(key);
    if (width === undefined) {
      const context = this.canvasContext();
      if (context) {
        context.font = font;
        width = context.measureText(text).width;
      } else {
        // No canvas (a test in Node): an average sans-serif advance.
        width = text.length * fontSize * 0.6;
      }
      if (this.widths.size >= MEASURED_KEPT) this.widths.clear();
      this.widths.set(key, width);
    }
    return width;
  }

  private canvasContext() {
    if (this.context === undefined) this.context = measuringContext();
    return this.context;
  }
}
