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

/** 512 px tiles: the world is 512 × 2^zoom pixels square. */
const TILE_SIZE = 512;

/** The lowest zoom at which the world is at least as tall as a `height` px map (it repeats sideways). */
export function worldFillingMinZoom(height: number, limits: ViewLimits): number {
  return Math.min(limits.maxZoom, Math.max(limits.minZoom, Math.log2(height / TILE_SIZE)));
}

/**
 * The view with its zoom in the limits and no empty band above the north or below the south
 * edge of the world: the map always shows the world, never past its mercator edge.
 */
export function clampToWorld(view: HeroView, width: number, height: number, limits: ViewLimits): HeroView {
  const zoom = clamp(view.zoom, worldFillingMinZoom(height, limits), limits.maxZoom);
  // In deck.gl's world units the world is TILE_SIZE tall at every zoom, the map height / 2^zoom.
  const viewport = new WebMercatorViewport({...view, zoom, width, height});
  const [, centreY] = viewport.projectFlat([0, clamp(view.latitude, -MAX_LATITUDE, MAX_LATITUDE)]);
  const halfHeight = Math.min(height / 2 ** zoom, TILE_SIZE) / 2;
  const [, latitude] = viewport.unprojectFlat([0, clamp(centreY!, halfHeight, TILE_SIZE - halfHeight)]) as [
    number,
    number,
  ];
  return {zoom, longitude: wrapLongitude(view.longitude), latitude};
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
    return clampToWorld({zoom: view.zoom, longitude, latitude}, width, height, limits);
  }
  const zoom = clamp(view.zoom + input.by, worldFillingMinZoom(height, limits), limits.maxZoom);
  const anchor = viewport.unproject([input.x, input.y]) as [number, number];
  const zoomed = new WebMercatorViewport({...view, zoom, width, height});
  const {longitude, latitude} = zoomed.panByPosition(anchor, [input.x, input.y]) as {
    longitude: number;
    latitude: number;
  };
  return clampToWorld({zoom, longitude, latitude}, width, height, limits);
}
