import type {PickingInfo} from '@deck.gl/core';
import type {LatLng, MapPointerEvent, PointerEventItem} from './types.js';

/** `[longitude, latitude]` from deck.gl as a LatLng, or null off the map. */
export function toLatLng(coordinate: readonly number[] | null | undefined): LatLng | null {
  if (!coordinate || coordinate.length < 2) return null;
  const [longitude, latitude] = coordinate as [number, number];
  if (!Number.isFinite(longitude) || !Number.isFinite(latitude)) return null;
  return {latitude, longitude};
}

/** The event payload for a pick: the item, its map coordinate and its pixel in the container. */
export function buildPointerEvent(
  item: PointerEventItem | null,
  info: Pick<PickingInfo, 'x' | 'y' | 'coordinate'>,
): MapPointerEvent {
  return {item, coordinate: toLatLng(info.coordinate), pixel: [info.x, info.y]};
}

/** Whether two items are the same item of the same layer. */
export function sameItem(a: PointerEventItem | null, b: PointerEventItem | null): boolean {
  if (a === null || b === null) return a === b;
  return a.layerId === b.layerId && a.id === b.id && a.type === b.type;
}
