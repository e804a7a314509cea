import {invalidOption, MapWeaveError} from './errors.js';
import type {Bounds, ViewState} from './types.js';
import {MERCATOR_MAX_LATITUDE} from './mercator.js';
import {MAX_LATITUDE, MAX_LONGITUDE} from './validate.js';

/** The smallest bounds holding every given bounds, or null when none is given. */
export function unionBounds(all: readonly (Bounds | null)[]): Bounds | null {
  let result: Bounds | null = null;
  for (const bounds of all) {
    if (!bounds) continue;
    result = result
      ? [
          [Math.min(result[0][0], bounds[0][0]), Math.min(result[0][1], bounds[0][1])],
          [Math.max(result[1][0], bounds[1][0]), Math.max(result[1][1], bounds[1][1])],
        ]
      : bounds;
  }
  return result;
}

/** The bounds of `[longitude, latitude]` positions, or null for none. */
export function boundsOfPositions(positions: Iterable<readonly [number, number]>): Bounds | null {
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const [longitude, latitude] of positions) {
    west = Math.min(west, longitude);
    east = Math.max(east, longitude);
    south = Math.min(south, latitude);
    north = Math.max(north, latitude);
  }
  return west === Infinity
    ? null
    : [
        [west, south],
        [east, north],
      ];
}

/** Checks every field is a finite number and the centre lies on the map. */
export function validateViewState(viewState: ViewState): ViewState {
  for (const key of ['longitude', 'latitude', 'zoom', 'bearing', 'pitch'] as const) {
    if (typeof viewState[key] !== 'number' || !Number.isFinite(viewState[key])) {
      throw invalidOption(`View ${key} must be a finite number, got ${String(viewState[key])}`);
    }
  }
  if (Math.abs(viewState.latitude) > MAX_LATITUDE || Math.abs(viewState.longitude) > MAX_LONGITUDE) {
    throw new MapWeaveError(
      'COORDINATE_OUT_OF_RANGE',
      `View centre (${viewState.latitude}, ${viewState.longitude}) is outside latitude [-90, 90] / longitude [-180, 180]`,
    );
  }
  return viewState;
}

/** Web Mercator cannot show the poles; bounds are cut to the latitudes it draws. */
export function clampToMercator([[west, south], [east, north]]: Bounds): Bounds {
  const clamp = (latitude: number) => Math.max(-MERCATOR_MAX_LATITUDE, Math.min(MERCATOR_MAX_LATITUDE, latitude));
  return [
    [west, clamp(south)],
    [east, clamp(north)],
  ];
}
