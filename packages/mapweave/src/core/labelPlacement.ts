import {measuringContext} from './sdfGlyphs.js';

/**
 * Greedy label placement over a uniform grid: labels in order of rank, each put on the first
 * side of its symbol where its box overlaps no box kept before it and no other item's symbol;
 * a label with no such side is left out, and an item (a `group` and `id`) keeps at most one
 * label. Coordinates are pixels of the world at the current zoom, turned with the map, so a pan
 * (which moves every label by the same amount) never changes what is placed.
 */

/** Where a label sits beside its symbol, in the order they are tried. */
export const LABEL_SIDES = ['below', 'right', 'above', 'left'] as const;
export type LabelSide = (typeof LABEL_SIDES)[number];

/** A label to place: its anchor, the size of its box and its rank (higher wins: `tier`, then `layer`, then `priority`). */
export interface PlacementCandidate {
  x: number;
  y: number;
  /** Box width and height in pixels, halo included. */
  width: number;
  height: number;
  /**
   * Pixels between the anchor and the box's near edge: the box hangs beside the anchor, trying
   * every side in `LABEL_SIDES` order. `null`: the box is centred on the anchor, on no other side
   * (a link's label along its line).
   */
  clearance: number | null;
  tier: number;
  layer: number;
  priority: number;
  /** Kept on its first side whatever it covers (a layer with collision off); the others avoid it. */
  forced: boolean;
  /** May cover other items' symbols, never their labels (a selected item is always named). */
  overSymbols: boolean;
  /** The item the label names: labels and symbols of one item never block each other, and it draws one label. */
  group: string;
  id: string;
}

/** An item's symbol (a node's dot): no label of another item may cover it. */
export interface PlacementObstacle {
  x: number;
  y: number;
  radius: number;
  group: string;
  id: string;
}

/** Cells across the grid at most; cells grow past `MIN_CELL` pixels to keep within it. */
const MAX_CELLS = 1 << 18;
const MIN_CELL = 64;

/** Reused between placements: a placement per frame allocates nothing that grows with the labels but its result. */
class GridIndex {
  private heads = new Int32Array(0);
  private next = new Int32Array(1024);
  private entryItem = new Int32Array(1024);
  private entries = 0;
  boxes = new Float64Array(4 * 1024);
  symbols = new Uint8Array(1024);
  groups: string[] = [];
  ids: string[] = [];
  private items = 0;
  private originX = 0;
  private originY = 0;
  private cell = MIN_CELL;
  private columns = 1;
  private rows = 1;

  reset(minX: number, minY: number, maxX: number, maxY: number): void {
    const width = Math.max(1, maxX - minX);
    const height = Math.max(1, maxY - minY);
    this.cell = Math.max(MIN_CELL, Math.sqrt((width * height) / MAX_CELLS));
    this.columns = Math.min(MAX_CELLS, Math.ceil(width / this.cell) + 1);
    this.rows = Math.max(1, Math.min(Math.floor(MAX_CELLS / this.columns), Math.ceil(height / this.cell) + 1));
    this.originX = minX;
    this.originY = minY;
    const cells = this.columns * this.rows;
    if (this.heads.length < cells) this.heads = new Int32Array(cells);
    this.heads.fill(-1, 0, cells);
    this.entries = 0;
    this.items = 0;
    this.groups.length = 0;
    this.ids.length = 0;
  }

  private column(x: number): number {
    return Math.min(this.columns - 1, Math.max(0, Math.floor((x - this.originX) / this.cell)));
  }

  private row(y: number): number {
    return Math.min(this.rows - 1, Math.max(0, Math.floor((y - this.originY) / this.cell)));
  }

  insert(minX: number, minY: number, maxX: number, maxY: number, group: string, id: string, symbol: boolean): void {
    const item = this.items++;
    if (this.boxes.length < 4 * this.items) this.boxes = grow(this.boxes, 8 * this.items);
    if (this.symbols.length < this.items) this.symbols = grow(this.symbols, 2 * this.items);
    this.symbols[item] = symbol ? 1 : 0;
    const at = item * 4;
    this.boxes[at] = minX;
    this.boxes[at + 1] = minY;
    this.boxes[at + 2] = maxX;
    this.boxes[at + 3] = maxY;
    this.groups[item] = group;
    this.ids[item] = id;
    const [x0, x1, y0, y1] = [this.column(minX), this.column(maxX), this.row(minY), this.row(maxY)];
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        const cell = y * this.columns + x;
        const entry = this.entries++;
        if (this.next.length <= entry) {
          this.next = grow(this.next, 2 * (entry + 1));
          this.entryItem = grow(this.entryItem, 2 * (entry + 1));
        }
        this.next[entry] = this.heads[cell]!;
        this.entryItem[entry] = item;
        this.heads[cell] = entry;
      }
    }
  }

  /** Whether the box overlaps a box of another item (its symbols too unless `overSymbols`). */
  overlaps(
    minX: number,
    minY: number,
    maxX: number,
    maxY: number,
    group: string,
    id: string,
    overSymbols: boolean,
  ): boolean {
    const [x0, x1, y0, y1] = [this.column(minX), this.column(maxX), this.row(minY), this.row(maxY)];
    const boxes = this.boxes;
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        for (let entry = this.heads[y * this.columns + x]!; entry !== -1; entry = this.next[entry]!) {
          const item = this.entryItem[entry]! * 4;
          if (minX < boxes[item + 2]! && boxes[item]! < maxX && minY < boxes[item + 3]! && boxes[item + 1]! < maxY) {
            const index = item / 4;
            if (overSymbols && this.symbols[index] === 1) continue;
            if (this.ids[index] !== id || this.groups[index] !== group) return true;
          }
        }
      }
    }
    return false;
  }
}

function grow<T extends Float64Array | Int32Array | Uint8Array>(array: T, length: number): T {
  const bigger = new (array.constructor as new (length: number) => T)(length);
  bigger.set(array);
  return bigger;
}

/** The box of `candidate` on `side` (0–3, see `LABEL_SIDES`) into `out` as [minX, minY, maxX, maxY]. */
export function candidateBox(candidate: PlacementCandidate, side: number, out: number[]): void {
  const {x, y, width, height, clearance} = candidate;
  if (clearance === null) {
    out[0] = x - width / 2;
    out[1] = y - height / 2;
    out[2] = x + width / 2;
    out[3] = y + height / 2;
  } else if (side === 0 || side === 2) {
    out[0] = x - width / 2;
    out[2] = x + width / 2;
    out[1] = side === 0 ? y + clearance : y - clearance - height;
    out[3] = out[1] + height;
  } else {
    out[1] = y - height / 2;
    out[3] = y + height / 2;
    out[0] = side === 1 ? x + clearance : x - clearance - width;
    out[2] = out[0] + width;
  }
}

/**
 * Places labels by rank around `obstacles`. Returns the side index (see `LABEL_SIDES`) of each
 * candidate, or -1 where it is left out; ties of rank keep the input order.
 */
export class LabelPlacer {
  private readonly grid = new GridIndex();
  private readonly box = [0, 0, 0, 0];

  place(candidates: readonly PlacementCandidate[], obstacles: readonly PlacementObstacle[]): Int8Array {
    const sides = new Int8Array(candidates.length).fill(-1);
    if (candidates.length === 0) return sides;
    this.resetGrid(candidates, obstacles);
    for (const obstacle of obstacles) {
      const {x, y, radius} = obstacle;
      if (radius > 0)
        this.grid.insert(x - radius, y - radius, x + radius, y + radius, obstacle.group, obstacle.id, true);
    }
    const order = rankOrder(candidates);
    const labelled = new Map<string, Set<string>>();
    const box = this.box;
    for (let k = 0; k < order.length; k++) {
      const index = order[k]!;
      const candidate = candidates[index]!;
      const {group, id} = candidate;
      let ids = labelled.get(group);
      if (ids?.has(id)) continue;
      const tries = candidate.clearance === null ? 1 : LABEL_SIDES.length;
      for (let side = 0; side < tries; side++) {
        candidateBox(candidate, side, box);
        if (!(box[2]! > box[0]! && box[3]! > box[1]!)) break;
        const [minX, minY, maxX, maxY] = box as [number, number, number, number];
        if (!candidate.forced && this.grid.overlaps(minX, minY, maxX, maxY, group, id, candidate.overSymbols)) continue;
        this.grid.insert(minX, minY, maxX, maxY, group, id, false);
        sides[index] = side;
        if (!ids) labelled.set(group, (ids = new Set()));
        ids.add(id);
        break;
      }
    }
    return sides;
  }

  private resetGrid(candidates: readonly PlacementCandidate[], obstacles: readonly PlacementObstacle[]): void {
    let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
    for (const points of [candidates, obstacles]) {
      for (const {x, y} of points) {
        if (x < minX) minX = x;
        if (x > maxX) maxX = x;
        if (y < minY) minY = y;
        if (y > maxY) maxY = y;
      }
    }
    this.grid.reset(minX, minY, maxX, maxY);
  }
}

/** Candidate indexes, highest rank first, ties in input order. */
function rankOrder(candidates: readonly PlacementCandidate[]): Uint32Array {
  const order = new Uint32Array(candidates.length);
  for (let i = 0; i < order.length; i++) order[i] = i;
  return order.sort((a, b) => {
    const first = candidates[a]!;
    const second = candidates[b]!;
    return (
      Number(second.forced) - Number(first.forced) ||
      second.tier - first.tier ||
      second.layer - first.layer ||
      second.priority - first.priority ||
      a - b
    );
  });
}

/** Texts whose widths are kept per font; past this the memo starts again (labels that change, such as times). */
const MEASURED_KEPT = 50_000;

/** Width in pixels of a text in the label font, measured once per text and font. */
export class TextMeasure {
  private readonly widths = new Map<string, Map<string, number>>();
  private context: ReturnType<typeof measuringContext> | undefined;

  width(text: string, font: string, fontSize: number): number {
    let ofFont = this.widths.get(font);
    if (!ofFont) this.widths.set(font, (ofFont = new Map()));
    let width = ofFont.get(text);
    if (width === undefined) {
      const context = this.canvasContext();
      if (context) {
        context.font = font;
        width = context.measureText(text).width;
      } else {
        // No canvas (a test in Node): an average sans-serif advance.
        width = text.length * fontSize * 0.6;
      }
      if (ofFont.size >= MEASURED_KEPT) ofFont.clear();
      ofFont.set(text, width);
    }
    return width;
  }

  private canvasContext() {
    if (this.context === undefined) this.context = measuringContext();
    return this.context;
  }
}
