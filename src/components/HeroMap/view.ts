/**
 * The hero map's view after the reader's inputs (see input.ts), computed in the worker the way
 * deck.gl's MapController would on the main thread: a pan moves the centre by pixels, a zoom
 * keeps the point under the pointer in place.
 */
import {WebMercatorViewport} from '@deck.gl/core';
import type {ViewInput} from './protocol';

export interface HeroView {
  longitude: number;
  latitude: number;
  zoom: number;
}

export interface ViewLimits {
  minZoom: number;
  maxZoom: number;
}

/** Web Mercator's latitude limit. */
const MAX_LATITUDE = 85.051129;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Longitude into [-180, 180), so that panning around the world never runs out of range. */
function wrapLongitude(longitude: number): number {
  return ((((longitude + 180) % 360) + 360) % 360) - 180;
}

/** The view after one reader input on a map of `width` × `height` CSS pixels. */
export function applyViewInput(
  view: HeroView,
  input: ViewInput,
  width: number,
  height: number,
  limits: ViewLimits,
): HeroView {
  const viewport = new WebMercatorViewport({...view, width, height});
  if (input.kind === 'pan') {
    const [longitude, latitude] = viewport.unproject([width / 2 - input.dx, height / 2 - input.dy]) as [number, number];
    return {
      zoom: view.zoom,
      longitude: wrapLongitude(longitude),
      latitude: clamp(latitude, -MAX_LATITUDE, MAX_LATITUDE),
    };
  }
  const zoom = clamp(view.zoom + input.by, limits.minZoom, limits.maxZoom);
  const anchor = viewport.unproject([input.x, input.y]) as [number, number];
  const zoomed = new WebMercatorViewport({...view, zoom, width, height});
  const {longitude, latitude} = zoomed.panByPosition(anchor, [input.x, input.y]) as {
    longitude: number;
    latitude: number;
  };
  return {zoom, longitude: wrapLongitude(longitude), latitude: clamp(latitude, -MAX_LATITUDE, MAX_LATITUDE)};
}
