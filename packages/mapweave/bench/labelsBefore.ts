// Label placement as it was before one placement per map (each layer alone, below its symbol
// only, no obstacles, a Map of grid cells), kept for the benchmark's same-run baseline.
import {LABEL_FONT_FAMILY, type LabelStyle} from '../src/core/labelStyle.js';
import {TextMeasure} from '../src/core/labelPlacement.js';
import {projectLngLat} from '../src/core/mercator.js';
import type {ViewState} from '../src/core/types.js';

interface LabelBox {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
  tier: number;
  priority: number;
}

const CELL = 128;

function placeLabels(boxes: readonly LabelBox[]): number[] {
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
        const key = (x + 0x100000) * 0x200000 + (y + 0x100000);
        const cell = grid.get(key);
        if (cell) cell.push(index);
        else grid.set(key, [index]);
      }
    }
  }
  return kept.sort((a, b) => a - b);
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
      for (const other of grid.get((x + 0x100000) * 0x200000 + (y + 0x100000)) ?? []) {
        const kept = boxes[other]!;
        if (box.minX < kept.maxX && kept.minX < box.maxX && box.minY < kept.maxY && kept.minY < box.maxY) return true;
      }
    }
  }
  return false;
}

export interface LabelBefore {
  text: string;
  position: [number, number];
  size: number;
}

/** One layer's node labels placed as before: each hangs below its node or is left out. */
export function placeLabelsBefore(
  labels: readonly LabelBefore[],
  style: LabelStyle,
  view: ViewState,
  measure: TextMeasure,
): number[] {
  const font = `${style.fontWeight} ${style.fontSize}px ${LABEL_FONT_FAMILY}`;
  const turn = (-view.bearing * Math.PI) / 180;
  const [cos, sin] = [Math.cos(turn), Math.sin(turn)];
  const pad = style.haloWidth + 1;
  const boxes = labels.map((label) => {
    const [px, py] = projectLngLat(label.position[0], label.position[1], view.zoom);
    const [x, y] = [px * cos - py * sin, px * sin + py * cos];
    const half = measure.width(label.text, font, style.fontSize) / 2 + pad;
    const offset = label.size + 3;
    return {
      minX: x - half,
      maxX: x + half,
      minY: y + offset - pad,
      maxY: y + offset + style.fontSize + pad,
      tier: 0,
      priority: label.size,
    };
  });
  return placeLabels(boxes);
}
