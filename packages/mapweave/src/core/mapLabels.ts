import {
  LABEL_SIDES,
  LabelPlacer,
  TextMeasure,
  type LabelSide,
  type PlacementCandidate,
  type PlacementObstacle,
} from './labelPlacement.js';
import {LABEL_FONT_FAMILY, type LabelStyle} from './labelStyle.js';
import {projectLngLat} from './mercator.js';
import type {ViewState} from './types.js';

/**
 * One label placement per map: every layer hands in the labels it would draw and the symbols
 * no label may cover (`Layer.labelRequest`), and one collision pass places them all.
 */

/** A label a layer would draw. */
export interface LabelItem {
  text: string;
  /** `[longitude, latitude]` of its anchor: the item's symbol, or a link's middle. */
  position: [number, number];
  /**
   * Pixels between the anchor and the near edge of the text (a symbol's radius and a gap): the
   * label tries each side of its symbol. `null`: the text stands on the anchor turned by `angle`,
   * on no other side (a link's label along its line).
   */
  clearance: number | null;
  /** Degrees counter-clockwise, for a label with `clearance: null`. */
  angle?: number;
  /** 2: selected (named even over other items' symbols), 1: hovered, 0: the rest. */
  tier: number;
  /** Within a tier and layer priority, the higher one is drawn where two would overlap. */
  priority: number;
  /** The item it names (a layer id, or the layer an entity comes from, and its id): one label per item. */
  group: string;
  id: string;
}

/** An item's symbol that no other item's label may cover. */
export interface LabelObstacle {
  position: [number, number];
  /** Pixels. */
  radius: number;
  group: string;
  id: string;
}

/** What a layer asks of the map's label placement. */
export interface LabelRequest {
  labels: readonly LabelItem[];
  obstacles: readonly LabelObstacle[];
  style: LabelStyle;
  /** Outranks the labels of layers with a lower one (after the selected and hovered ones). */
  layerPriority: number;
  /** `false`: every label is drawn below its anchor, whatever it covers; the others avoid them. */
  collision: boolean;
}

/** The side each label of a request is drawn on (index into `LABEL_SIDES`), -1 where it is left out. */
export interface PlacedLabels {
  request: LabelRequest;
  sides: Int8Array;
}

/** The tier of selected items' labels. */
export const SELECTED_TIER = 2;
export const HOVERED_TIER = 1;

export class MapLabelPlacement {
  private readonly measure = new TextMeasure();
  private readonly placer = new LabelPlacer();
  private placed = new Map<string, PlacedLabels>();
  private placedAt: {zoom: number; bearing: number} | null = null;

  /** Whether `view` moves placed labels relative to each other (a zoom or a turn; a pan moves them all alike). */
  movedBy(view: ViewState): boolean {
    return this.placedAt !== null && (view.zoom !== this.placedAt.zoom || view.bearing !== this.placedAt.bearing);
  }

  /** Places the labels of `requests` (by layer id) at `view` together. */
  place(requests: ReadonlyMap<string, LabelRequest>, view: ViewState): void {
    const screen = screenProjection(view);
    const candidates: PlacementCandidate[] = [];
    const obstacles: PlacementObstacle[] = [];
    const spans: [string, LabelRequest, number][] = [];
    const namedElsewhere = labelsOfOtherLayersItems(requests);
    for (const [layerId, request] of requests) {
      spans.push([layerId, request, candidates.length]);
      this.addCandidates(layerId, request, screen, candidates, namedElsewhere.get(layerId));
      for (const obstacle of request.obstacles) {
        const [x, y] = screen(obstacle.position);
        obstacles.push({x, y, radius: obstacle.radius, group: obstacle.group, id: obstacle.id});
      }
    }
    const sides = this.placer.place(candidates, obstacles);
    this.placedAt = candidates.length > 0 ? {zoom: view.zoom, bearing: view.bearing} : null;
    this.placed = new Map(
      spans.map(([layerId, request, start]) => [
        layerId,
        {request, sides: sides.subarray(start, start + request.labels.length)},
      ]),
    );
  }

  /** The placement of the request `layerId` handed in last. */
  placedFor(layerId: string): PlacedLabels | undefined {
    return this.placed.get(layerId);
  }

  private addCandidates(
    layerId: string,
    request: LabelRequest,
    screen: (position: readonly [number, number]) => [number, number],
    out: PlacementCandidate[],
    /** Ids of this layer's items that another layer labels: their own labels are left out. */
    namedElsewhere: ReadonlySet<string> | undefined,
  ): void {
    const {style} = request;
    const font = `${style.fontWeight} ${style.fontSize}px ${LABEL_FONT_FAMILY}`;
    const pad = style.haloWidth + 1;
    const height = style.fontSize + 2 * pad;
    for (const label of request.labels) {
      const [x, y] = screen(label.position);
      // A zero width places nothing: the item is named by another layer's label (a tracker node's).
      const width =
        label.group === layerId && namedElsewhere?.has(label.id)
          ? 0
          : this.measure.width(label.text, font, style.fontSize) + 2 * pad;
      const rank = {
        tier: label.tier,
        forced: !request.collision,
        overSymbols: label.tier >= SELECTED_TIER,
        layer: request.layerPriority,
        priority: label.priority,
        group: label.group,
        id: label.id,
      };
      if (label.clearance === null) {
        out.push({...standingBox(x, y, width / 2, height, label.angle ?? 0), ...rank});
      } else {
        out.push({x, y, width, height, clearance: Math.max(0, label.clearance - pad), ...rank});
      }
    }
  }
}

/**
 * Per layer id, the ids of its items that another layer's labels name (a network node riding an
 * ObservationsLayer entity names the entity): one label per item, the rider's.
 */
function labelsOfOtherLayersItems(requests: ReadonlyMap<string, LabelRequest>): Map<string, Set<string>> {
  const named = new Map<string, Set<string>>();
  for (const [layerId, request] of requests) {
    for (const label of request.labels) {
      if (label.group === layerId || !requests.has(label.group)) continue;
      let ids = named.get(label.group);
      if (!ids) named.set(label.group, (ids = new Set()));
      ids.add(label.id);
    }
  }
  return named;
}

/** Places one layer's request alone: a layer drawn outside a map (tests, image export of a lone layer). */
export function placeAlone(request: LabelRequest, view: ViewState): PlacedLabels {
  const placement = new MapLabelPlacement();
  placement.place(new Map([['', request]]), view);
  return placement.placedFor('')!;
}

/** Longitude and latitude to pixels of the world at the view's zoom, turned with the map. */
function screenProjection(view: ViewState): (position: readonly [number, number]) => [number, number] {
  const turn = (-view.bearing * Math.PI) / 180;
  const [cos, sin] = [Math.cos(turn), Math.sin(turn)];
  return ([longitude, latitude]) => {
    const [x, y] = projectLngLat(longitude, latitude, view.zoom);
    return [x * cos - y * sin, x * sin + y * cos];
  };
}

/**
 * The box (centre and size, placed on no other side) of a text `2 × half` wide and `height` tall
 * standing on (x, y), turned `angle`° counter-clockwise.
 */
function standingBox(x: number, y: number, half: number, height: number, angle: number) {
  const radians = (angle * Math.PI) / 180;
  const [cos, sin] = [Math.cos(radians), Math.sin(radians)];
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [u, v] of [
    [-half, -height],
    [half, -height],
    [-half, 0],
    [half, 0],
  ] as const) {
    const px = x + u * cos + v * sin;
    const py = y - u * sin + v * cos;
    minX = Math.min(minX, px);
    maxX = Math.max(maxX, px);
    minY = Math.min(minY, py);
    maxY = Math.max(maxY, py);
  }
  return {x: (minX + maxX) / 2, y: (minY + maxY) / 2, width: maxX - minX, height: maxY - minY, clearance: null};
}

/** A placed label and the side of its anchor it is drawn on. */
export interface DrawnLabel<T extends LabelItem> {
  label: T;
  side: LabelSide;
}

/**
 * The labels of `placed` that are drawn, as `previous` when they are the same texts on the same
 * sides at the same places: deck.gl then rebuilds no text.
 */
export function drawnLabels<T extends LabelItem>(placed: PlacedLabels, previous: DrawnLabel<T>[]): DrawnLabel<T>[] {
  const next: DrawnLabel<T>[] = [];
  placed.sides.forEach((side, index) => {
    if (side >= 0) next.push({label: placed.request.labels[index] as T, side: LABEL_SIDES[side]!});
  });
  const same =
    next.length === previous.length &&
    next.every(({label, side}, i) => {
      const before = previous[i]!;
      return (
        before.side === side &&
        before.label.text === label.text &&
        before.label.position[0] === label.position[0] &&
        before.label.position[1] === label.position[1] &&
        before.label.clearance === label.clearance &&
        before.label.angle === label.angle
      );
    });
  return same ? previous : next;
}
