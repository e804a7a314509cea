import {LABEL_FONT_FAMILY, type LabelStyle} from './labelStyle.js';
import {projectLngLat} from './mercator.js';
import {measuringContext} from './sdfGlyphs.js';
import type {ViewState} from './types.js';

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

/** Where labels were last placed, so that a layer redraws them on a zoom or a turn only (a pan moves them all alike). */
export class PlacementView {
  private placedAt: {zoom: number; bearing: number} | null = null;

  /** Whether `view` moves labels relative to each other since the last placement. */
  movedBy(view: ViewState): boolean {
    return this.placedAt !== null && (view.zoom !== this.placedAt.zoom || view.bearing !== this.placedAt.bearing);
  }

  /** Records a placement at `view` (`null`: nothing placed) and returns its projection to screen-aligned world pixels. */
  placeAt(view: ViewState | null): (position: readonly [number, number]) => [number, number] {
    this.placedAt = view && {zoom: view.zoom, bearing: view.bearing};
    const turn = (-(view?.bearing ?? 0) * Math.PI) / 180;
    const [cos, sin] = [Math.cos(turn), Math.sin(turn)];
    const zoom = view?.zoom ?? 0;
    return ([longitude, latitude]) => {
      const [x, y] = projectLngLat(longitude, latitude, zoom);
      return [x * cos - y * sin, x * sin + y * cos];
    };
  }
}

/** The box of a label centred under (x, y), its top `offset` pixels below, with room for its halo. */
export function hangingLabelBox(x: number, y: number, offset: number, textWidth: number, style: LabelStyle) {
  const pad = style.haloWidth + 1;
  const half = textWidth / 2 + pad;
  return {minX: x - half, maxX: x + half, minY: y + offset - pad, maxY: y + offset + style.fontSize + pad};
}

/** `next`, or `previous` when it holds the same items: deck.gl then rebuilds no text. */
export function sameItems<T>(previous: T[], next: T[]): T[] {
  return previous.length === next.length && previous.every((item, i) => item === next[i]) ? previous : next;
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

/** A label centred under its point, `offset` pixels down: an observed entity's, for one. */
export interface HangingLabel {
  text: string;
  position: [number, number];
  offset: number;
  /** The higher one is drawn where two would overlap. */
  priority: number;
}

/** Placement of a layer's hanging labels in one style, for layers without selection. */
export class HangingLabelPlacement<T extends HangingLabel> {
  private readonly measure = new TextMeasure();
  private readonly view = new PlacementView();
  private shown: T[] = [];

  movedBy(view: ViewState): boolean {
    return this.view.movedBy(view);
  }

  /** The labels to draw: all of them, or with `collide` those that overlap no label ranked above them (at zoom 0 without a view). */
  labels(candidates: T[], style: LabelStyle, view: ViewState | null, collide: boolean): T[] {
    let next = candidates;
    if (collide && candidates.length > 1) {
      const screen = this.view.placeAt(view);
      const font = `${style.fontWeight} ${style.fontSize}px ${LABEL_FONT_FAMILY}`;
      const boxes = candidates.map((label) => {
        const [x, y] = screen(label.position);
        const width = this.measure.width(label.text, font, style.fontSize);
        return {...hangingLabelBox(x, y, label.offset, width, style), tier: 0, priority: label.priority};
      });
      next = placeLabels(boxes).map((index) => candidates[index]!);
    } else {
      this.view.placeAt(null);
    }
    this.shown = sameItems(this.shown, next);
    return this.shown;
  }
}
