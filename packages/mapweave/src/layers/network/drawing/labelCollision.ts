import {placeLabels, TextMeasure, type LabelBox} from '../../../core/labelPlacement.js';
import {LABEL_FONT_FAMILY} from '../../../core/labelStyle.js';
import {projectLngLat} from '../../../core/mercator.js';
import type {Id, ViewState} from '../../../core/types.js';
import type {NetworkModel} from '../../../core/networkModel.js';
import type {NetworkLayerOptions} from '../options.js';
import type {LinkLabel} from './linkLabels.js';
import {nodeLabelOffset, type PlacedNode} from './nodeLayers.js';

/** The labels of one layer that are drawn: those of its nodes and combos, and those of its links. */
export interface ShownLabels {
  nodes: PlacedNode[];
  links: LinkLabel[];
}

export interface LabelCandidates {
  /** Labelled nodes and combo nodes. */
  nodes: PlacedNode[];
  links: LinkLabel[];
  model: NetworkModel;
  options: NetworkLayerOptions;
  view: ViewState;
  selection: ReadonlySet<Id>;
  hoveredId: Id | null;
}

const SELECTED = 2;
const HOVERED = 1;

/**
 * Which labels of a layer to draw: with `labels.collision` on, no two overlap; the selected ones
 * win, then the hovered one, then the higher `labelPriority`, which is the node's size or the
 * link's width unless set. Keeps the arrays of the previous call while what they hold is the
 * same, so deck.gl rebuilds no text when a zoom changes nothing.
 */
export class LabelCollision {
  private readonly measure = new TextMeasure();
  private shown: ShownLabels = {nodes: [], links: []};
  /** Zoom and bearing of the last placement; `null` when nothing was placed. */
  private placedAt: {zoom: number; bearing: number} | null = null;

  /** Whether a view change moves labels relative to each other (a zoom or a turn, not a pan). */
  movedBy(view: ViewState): boolean {
    return this.placedAt !== null && (view.zoom !== this.placedAt.zoom || view.bearing !== this.placedAt.bearing);
  }

  labels(input: LabelCandidates): ShownLabels {
    const collide = input.options.labels.collision && input.nodes.length + input.links.length > 1;
    this.placedAt = collide ? {zoom: input.view.zoom, bearing: input.view.bearing} : null;
    const next = collide ? this.place(input) : {nodes: input.nodes, links: input.links};
    this.shown = {nodes: sameOr(this.shown.nodes, next.nodes), links: sameOr(this.shown.links, next.links)};
    return this.shown;
  }

  private place(input: LabelCandidates): ShownLabels {
    const {options, view} = input;
    const {fontSize, fontWeight, haloWidth} = options.labels;
    const font = `${fontWeight} ${fontSize}px ${LABEL_FONT_FAMILY}`;
    const pad = haloWidth + 1;
    const turn = (-view.bearing * Math.PI) / 180;
    const [cos, sin] = [Math.cos(turn), Math.sin(turn)];
    const screen = ([longitude, latitude]: readonly [number, number]): [number, number] => {
      const [x, y] = projectLngLat(longitude, latitude, view.zoom);
      return [x * cos - y * sin, x * sin + y * cos];
    };
    const rank = (id: Id, priority: number | undefined, size: number) => ({
      tier: input.selection.has(id) ? SELECTED : input.hoveredId === id ? HOVERED : 0,
      priority: priority ?? size,
    });
    const boxes: LabelBox[] = input.nodes.map((node) => {
      const [x, y] = screen(node.position);
      const half = this.measure.width(node.style.label!, font, fontSize) / 2 + pad;
      const top = y + nodeLabelOffset(node, options);
      return {
        minX: x - half,
        maxX: x + half,
        minY: top - pad,
        maxY: top + fontSize + pad,
        ...rank(node.id, node.style.labelPriority, node.style.size ?? options.nodeDefaults.size),
      };
    });
    for (const label of input.links) {
      const link = input.model.getLink(label.id);
      const [x, y] = screen(label.position);
      const half = this.measure.width(label.text, font, fontSize) / 2 + pad;
      boxes.push({
        ...rotatedBox(x, y, half, fontSize + 2 * pad, label.angle),
        ...rank(label.id, link?.labelPriority, link?.width ?? options.linkDefaults.width),
      });
    }
    const kept = placeLabels(boxes);
    const nodeCount = input.nodes.length;
    return {
      nodes: kept.filter((index) => index < nodeCount).map((index) => input.nodes[index]!),
      links: kept.filter((index) => index >= nodeCount).map((index) => input.links[index - nodeCount]!),
    };
  }
}

/** The screen box of a text `2 × half` wide and `height` tall standing on (x, y), turned `angle`° counter-clockwise. */
function rotatedBox(x: number, y: number, half: number, height: number, angle: number) {
  const radians = (angle * Math.PI) / 180;
  const [cos, sin] = [Math.cos(radians), Math.sin(radians)];
  const xs: number[] = [];
  const ys: number[] = [];
  for (const [u, v] of [
    [-half, -height],
    [half, -height],
    [-half, 0],
    [half, 0],
  ] as const) {
    xs.push(x + u * cos + v * sin);
    ys.push(y - u * sin + v * cos);
  }
  return {minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys)};
}

function sameOr<T>(previous: T[], next: T[]): T[] {
  return previous.length === next.length && previous.every((item, i) => item === next[i]) ? previous : next;
}
