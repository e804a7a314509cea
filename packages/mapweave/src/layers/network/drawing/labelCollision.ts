import {
  hangingLabelBox,
  placeLabels,
  PlacementView,
  sameItems,
  TextMeasure,
  type LabelBox,
} from '../../../core/labelPlacement.js';
import {LABEL_FONT_FAMILY} from '../../../core/labelStyle.js';
import type {Id, ViewState} from '../../../core/types.js';
import type {NetworkModel} from '../../../network/NetworkModel.js';
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
  private readonly view = new PlacementView();
  private shown: ShownLabels = {nodes: [], links: []};

  /** Whether a view change moves labels relative to each other (a zoom or a turn, not a pan). */
  movedBy(view: ViewState): boolean {
    return this.view.movedBy(view);
  }

  labels(input: LabelCandidates): ShownLabels {
    const collide = input.options.labels.collision && input.nodes.length + input.links.length > 1;
    const next = collide ? this.place(input) : {nodes: input.nodes, links: input.links};
    if (!collide) this.view.placeAt(null);
    this.shown = {nodes: sameItems(this.shown.nodes, next.nodes), links: sameItems(this.shown.links, next.links)};
    return this.shown;
  }

  private place(input: LabelCandidates): ShownLabels {
    const {options} = input;
    const style = options.labels;
    const font = `${style.fontWeight} ${style.fontSize}px ${LABEL_FONT_FAMILY}`;
    const screen = this.view.placeAt(input.view);
    const rank = (id: Id, priority: number | undefined, size: number) => ({
      tier: input.selection.has(id) ? SELECTED : input.hoveredId === id ? HOVERED : 0,
      priority: priority ?? size,
    });
    const boxes: LabelBox[] = input.nodes.map((node) => {
      const [x, y] = screen(node.position);
      const width = this.measure.width(node.style.label!, font, style.fontSize);
      return {
        ...hangingLabelBox(x, y, nodeLabelOffset(node, options), width, style),
        ...rank(node.id, node.style.labelPriority, node.style.size ?? options.nodeDefaults.size),
      };
    });
    const pad = style.haloWidth + 1;
    for (const label of input.links) {
      const link = input.model.getLink(label.id);
      const [x, y] = screen(label.position);
      const half = this.measure.width(label.text, font, style.fontSize) / 2 + pad;
      boxes.push({
        ...rotatedBox(x, y, half, style.fontSize + 2 * pad, label.angle),
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
