import {projectLngLat, TILE_SIZE, unprojectPixel} from '../../../core/mercator.js';
import type {Id, LatLng} from '../../../core/types.js';
import {isFixedNode, type NetworkModel} from '../../../network/NetworkModel.js';

export interface LayoutOptions {
  /** The map zoom: `distance` is in pixels at this zoom. */
  zoom: number;
  /** Pixels between a free node and the centroid of the nodes it hangs off (`freeNodeDistance`). */
  distance: number;
  /** Nodes held where the user put them; they anchor free nodes like fixed nodes do. */
  pinned?: ReadonlyMap<Id, LatLng>;
  /**
   * Most meters between a free node and what it hangs off (`freeNodeMaxMeters`); when set, a
   * free node linked to placed nodes more than twice this apart hangs off the largest group of
   * them instead of their centroid.
   */
  maxMeters?: number | null;
}

export interface NetworkLayout {
  /** `[longitude, latitude]` per node row of the model (fixed, pinned and laid-out free nodes). */
  positions: Float64Array;
  /** Positions of the free, unpinned nodes the layout placed. */
  free: Map<Id, LatLng>;
}

type Pixel = [number, number];

interface Placement {
  pixel: Pixel;
  /** The centroid a laid-out node hangs off; chains continue away from it. */
  origin?: Pixel;
}

/** Meters per pixel at the equator at zoom 0: the earth's circumference over the world's width. */
const EQUATOR_METERS_PER_PIXEL = (2 * Math.PI * 6_378_137) / TILE_SIZE;

/** Largest fan (radians) for free nodes continuing a chain outwards. */
const FAN_SPREAD = (2 * Math.PI) / 3;
const FAN_STEP = Math.PI / 6;
/** Above this many siblings a fan is replaced by a full ring. */
const FAN_MAX_MEMBERS = 12;

/**
 * Places free nodes (no coordinates, not pinned), deterministically:
 * - a free node linked to placed nodes goes `distance` px from their centroid; siblings that hang
 *   off the same nodes share a ring (first level) or a fan pointing away from where their
 *   anchors hang (deeper levels), in id order;
 * - with `maxMeters`, that distance is at most `maxMeters` on the ground, and anchors more than
 *   twice `maxMeters` apart are not averaged: the node hangs off the anchor with the most others
 *   within that reach (the smallest id on a tie) and those others;
 * - free-to-free chains continue breadth-first;
 * - components with no fixed or pinned node start from their smallest id, placed on a ring
 *   around the centre of the fixed nodes (or 0, 0).
 */
export function layoutFreeNodes(model: NetworkModel, options: LayoutOptions): Map<Id, LatLng> {
  const {zoom, distance} = options;
  const maxMeters = options.maxMeters ?? null;
  const pinned = options.pinned ?? new Map<Id, LatLng>();
  const nodeIds = model.getNodeIds();
  const nodes = model.getNodes();
  const unplaced = new Set<Id>();
  for (let row = 0; row < nodes.length; row++) {
    const id = nodeIds[row]!;
    if (!isFixedNode(nodes[row]!) && !pinned.has(id)) unplaced.add(id);
  }
  const result = new Map<Id, LatLng>();
  if (unplaced.size === 0) return result;

  const laidOut = new Map<Id, Placement>();
  /** Fixed and pinned nodes are projected only when a free node hangs off them. */
  const anchors = new Map<Id, Placement>();
  const placementOf = (id: Id): Placement | undefined => {
    const placement = laidOut.get(id) ?? anchors.get(id);
    if (placement || unplaced.has(id)) return placement;
    const at = pinned.get(id) ?? model.getNode(id);
    if (!at || at.latitude === undefined || at.longitude === undefined) return undefined;
    const anchor = {pixel: projectLngLat(at.longitude, at.latitude, zoom)};
    anchors.set(id, anchor);
    return anchor;
  };
  const isPlaced = (id: Id): boolean => placementOf(id) !== undefined;

  const neighbors = (id: Id): Id[] => {
    const out: Id[] = [];
    for (const linkId of model.linksOf(id)) {
      const link = model.getLink(linkId)!;
      const other = link.id1 === id ? link.id2 : link.id1;
      if (other !== id) out.push(other);
    }
    return out;
  };
  const place = (id: Id, pixel: Pixel, origin: Pixel): void => {
    laidOut.set(id, {pixel, origin});
    unplaced.delete(id);
    const [longitude, latitude] = unprojectPixel(pixel[0], pixel[1], zoom);
    result.set(id, {latitude, longitude});
  };

  let frontier = new Set<Id>();
  for (const id of unplaced) if (neighbors(id).some(isPlaced)) frontier.add(id);

  while (unplaced.size > 0) {
    if (frontier.size === 0) frontier = placeUnreachableRoots();
    const level = [...frontier].sort();
    const groups = new Map<string, {anchors: Id[]; members: Id[]}>();
    for (const id of level) {
      const anchorIds = [...new Set(neighbors(id).filter(isPlaced))].sort();
      const key = anchorIds.join('\u0000');
      const group = groups.get(key);
      if (group) group.members.push(id);
      else groups.set(key, {anchors: anchorIds, members: [id]});
    }
    for (const {anchors, members} of groups.values()) placeGroup(anchors, members);
    frontier = new Set();
    for (const id of level) for (const other of neighbors(id)) if (unplaced.has(other)) frontier.add(other);
  }
  return result;

  /** Meters on the ground per pixel at `zoom`, at the latitude of world pixel row `y`. */
  function metersPerPixel(y: number): number {
    const [, latitude] = unprojectPixel(0, y, zoom);
    return (EQUATOR_METERS_PER_PIXEL * Math.cos((latitude * Math.PI) / 180)) / 2 ** zoom;
  }

  /** The anchors a group hangs off: all of them, or with `maxMeters` the largest group of those close together. */
  function nearbyAnchors(anchorIds: Id[]): Id[] {
    if (maxMeters === null || anchorIds.length < 2) return anchorIds;
    const reach = 2 * maxMeters;
    const within = (a: Id) =>
      anchorIds.filter((b) => {
        const [ax, ay] = placementOf(a)!.pixel;
        const [bx, by] = placementOf(b)!.pixel;
        return Math.hypot(ax - bx, ay - by) * metersPerPixel((ay + by) / 2) <= reach;
      });
    let best = within(anchorIds[0]!);
    for (const anchor of anchorIds.slice(1)) {
      const group = within(anchor);
      if (group.length > best.length) best = group;
    }
    return best;
  }

  function placeGroup(allAnchorIds: Id[], members: Id[]): void {
    const anchorIds = nearbyAnchors(allAnchorIds);
    let cx = 0;
    let cy = 0;
    let dx = 0;
    let dy = 0;
    for (const anchor of anchorIds) {
      const {pixel, origin} = placementOf(anchor)!;
      cx += pixel[0] / anchorIds.length;
      cy += pixel[1] / anchorIds.length;
      if (origin) {
        dx += pixel[0] - origin[0];
        dy += pixel[1] - origin[1];
      }
    }
    const centre: Pixel = [cx, cy];
    const reach = maxMeters === null ? distance : Math.min(distance, maxMeters / metersPerPixel(cy));
    const angles = memberAngles(members.length, dx === 0 && dy === 0 ? null : Math.atan2(dy, dx));
    members.forEach((id, k) => {
      const angle = angles[k]!;
      place(id, [cx + reach * Math.cos(angle), cy + reach * Math.sin(angle)], centre);
    });
  }

  /** Smallest id of each component of the unplaced nodes, on a ring around the fixed nodes' centre. */
  function placeUnreachableRoots(): Set<Id> {
    const seen = new Set<Id>();
    const roots: Id[] = [];
    for (const id of [...unplaced].sort()) {
      if (seen.has(id)) continue;
      roots.push(id);
      const queue = [id];
      seen.add(id);
      for (let i = 0; i < queue.length; i++) {
        for (const other of neighbors(queue[i]!)) {
          if (unplaced.has(other) && !seen.has(other)) {
            seen.add(other);
            queue.push(other);
          }
        }
      }
    }
    const centre = fixedCentre();
    const radius = Math.max(2 * distance, (roots.length * 1.5 * distance) / (2 * Math.PI));
    roots.forEach((id, k) => {
      const angle = -Math.PI / 2 + (2 * Math.PI * k) / roots.length;
      place(id, [centre[0] + radius * Math.cos(angle), centre[1] + radius * Math.sin(angle)], centre);
    });
    const next = new Set<Id>();
    for (const id of roots) for (const other of neighbors(id)) if (unplaced.has(other)) next.add(other);
    return next;
  }

  /** Mean pixel of the fixed and pinned nodes. */
  function fixedCentre(): Pixel {
    let x = 0;
    let y = 0;
    let count = 0;
    for (const id of nodeIds) {
      if (laidOut.has(id) || unplaced.has(id)) continue;
      const [px, py] = placementOf(id)!.pixel;
      x += px;
      y += py;
      count++;
    }
    return count > 0 ? [x / count, y / count] : projectLngLat(0, 0, zoom);
  }
}

/** Ring angles starting north, or a fan centred on `direction` (radians, pixel space). */
function memberAngles(count: number, direction: number | null): number[] {
  if (direction === null || count > FAN_MAX_MEMBERS) {
    return Array.from({length: count}, (_, k) => -Math.PI / 2 + (2 * Math.PI * k) / count);
  }
  if (count === 1) return [direction];
  const spread = Math.min(FAN_SPREAD, (count - 1) * FAN_STEP);
  return Array.from({length: count}, (_, k) => direction + (k / (count - 1) - 0.5) * spread);
}

/** Every node's position by row: fixed nodes as given, pinned nodes where pinned, free nodes laid out. */
export function layoutNetwork(model: NetworkModel, options: LayoutOptions): NetworkLayout {
  const free = layoutFreeNodes(model, options);
  const pinned = options.pinned;
  const nodeIds = model.getNodeIds();
  const nodes = model.getNodes();
  const positions = new Float64Array(nodes.length * 2);
  for (let row = 0; row < nodes.length; row++) {
    const id = nodeIds[row]!;
    const node = nodes[row]!;
    const at = pinned?.get(id) ?? free.get(id) ?? (isFixedNode(node) ? node : undefined);
    positions[row * 2] = at ? at.longitude : Number.NaN;
    positions[row * 2 + 1] = at ? at.latitude : Number.NaN;
  }
  return {positions, free};
}

/** `{ id: { latitude, longitude } }` for every node of a layout (what `getNodePositions()` returns). */
export function positionsToRecord(model: NetworkModel, positions: Float64Array): Record<Id, LatLng> {
  const record: Record<Id, LatLng> = {};
  model.getNodeIds().forEach((id, row) => {
    record[id] = {longitude: positions[row * 2]!, latitude: positions[row * 2 + 1]!};
  });
  return record;
}
