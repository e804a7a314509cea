import {projectLngLat, unprojectPixel} from '../../../core/mercator.js';
import type {Id, LatLng, ViewState} from '../../../core/types.js';
import type {NetworkModel} from '../../../network/NetworkModel.js';
import type {LayoutInput, LayoutRunOptions} from '../../../layout/types.js';
import type {NetworkLayerOptions} from '../options.js';

/**
 * The zoom at which a chart's layout units are screen pixels (nodes are `size` pixels apart
 * there), unless the map stops short of it. High enough that a chart of 50k nodes spans a small
 * part of the world, so mercator barely bends it.
 */
export const CHART_ZOOM = 12;
/** The chart's centre stays this far from the poles and the antimeridian, so that it neither bends nor wraps. */
const CHART_MAX_LATITUDE = 60;
const CHART_MAX_LONGITUDE = 150;

/** Where a chart is drawn: its layout's origin sits at `anchor`, and its units are pixels at `zoom`. */
export interface ChartPlacement {
  anchor: [number, number];
  zoom: number;
}

/**
 * A placement at the centre of the view (kept off the poles and the antimeridian), at CHART_ZOOM
 * or the map's deepest zoom if that is less: a chart shown at its own zoom keeps its spacing.
 */
export function chartPlacementAt(view: ViewState, mapMaxZoom: number): ChartPlacement {
  const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));
  return {
    anchor: [clamp(view.longitude, CHART_MAX_LONGITUDE), clamp(view.latitude, CHART_MAX_LATITUDE)],
    zoom: Math.min(CHART_ZOOM, mapMaxZoom),
  };
}

/** Chart pixels (relative to the anchor) as longitude and latitude. */
export function chartToLngLat(placement: ChartPlacement, x: number, y: number): LatLng {
  const [ax, ay] = projectLngLat(placement.anchor[0], placement.anchor[1], placement.zoom);
  const [longitude, latitude] = unprojectPixel(ax + x, ay + y, placement.zoom);
  return {longitude, latitude};
}

/** Longitude and latitude as chart pixels relative to the anchor. */
export function lngLatToChart(placement: ChartPlacement, at: LatLng): [number, number] {
  const [ax, ay] = projectLngLat(placement.anchor[0], placement.anchor[1], placement.zoom);
  const [x, y] = projectLngLat(at.longitude, at.latitude, placement.zoom);
  return [x - ax, y - ay];
}

/** Every node of the model as the layout reads it: its drawn radius, its links, and the pins it keeps. */
export function chartLayoutInput(
  model: NetworkModel,
  options: NetworkLayerOptions,
  pins: ReadonlyMap<Id, [number, number]>,
): LayoutInput {
  const nodes = model.getNodes();
  const ids = model.getNodeIds();
  const radii = new Float64Array(nodes.length);
  const fixed = new Float64Array(nodes.length * 2).fill(Number.NaN);
  for (let row = 0; row < nodes.length; row++) {
    radii[row] = nodes[row]!.size ?? options.nodeDefaults.size;
    const pin = pins.get(ids[row]!);
    if (pin) [fixed[row * 2], fixed[row * 2 + 1]] = pin;
  }
  const modelLinks = model.getLinks();
  const links = new Uint32Array(modelLinks.length * 2);
  let count = 0;
  for (const link of modelLinks) {
    const [from, to] = [model.nodeRow(link.id1), model.nodeRow(link.id2)];
    if (from < 0 || to < 0) continue;
    links[count++] = from;
    links[count++] = to;
  }
  return {radii, links: links.subarray(0, count), fixed};
}

/** The layout's own options from the layer's `chartLayout` option (a root id becomes its row). */
export function chartRunOptions(model: NetworkModel, options: NetworkLayerOptions): LayoutRunOptions {
  const {type, seed, spacing, root} = options.chartLayout;
  return {type, seed, spacing, root: root === null ? -1 : model.nodeRow(root)};
}
