/** Web mercator in deck.gl's convention: the world is 512 × 2^zoom pixels, y grows southwards. */

export const TILE_SIZE = 512;
/** The latitude where web mercator's square world ends. */
export const MERCATOR_MAX_LATITUDE = 85.0511287798066;

const DEGREES = 180 / Math.PI;
const RADIANS = Math.PI / 180;

export function worldSize(zoom: number): number {
  return TILE_SIZE * 2 ** zoom;
}

/** Longitude as a share of the world's width, 0 at -180°, 1 at 180°. */
export function mercatorX(longitude: number): number {
  return (longitude + 180) / 360;
}

/** Latitude as a share of the world's height, 0 at the top; clamped to the mercator limit. */
export function mercatorY(latitude: number): number {
  const clamped = Math.max(-MERCATOR_MAX_LATITUDE, Math.min(MERCATOR_MAX_LATITUDE, latitude));
  return 0.5 - Math.log(Math.tan(Math.PI / 4 + (clamped * RADIANS) / 2)) / (2 * Math.PI);
}

/** `[x, y]` in world pixels at `zoom`; latitudes beyond the mercator limit are clamped. */
export function projectLngLat(longitude: number, latitude: number, zoom: number): [number, number] {
  const size = worldSize(zoom);
  return [mercatorX(longitude) * size, mercatorY(latitude) * size];
}

/** `[longitude, latitude]` for world pixels at `zoom`; longitudes wrap into [-180, 180]. */
export function unprojectPixel(x: number, y: number, zoom: number): [number, number] {
  const size = worldSize(zoom);
  return [longitudeOfUnit(x / size), latitudeOfUnit(y / size)];
}

/** The inverse of `mercatorX`, wrapped into [-180, 180]. */
export function longitudeOfUnit(x: number): number {
  return wrapLongitude(x * 360 - 180);
}

/** The inverse of `mercatorY`, clamped to the mercator limit. */
export function latitudeOfUnit(y: number): number {
  const latitude = (2 * Math.atan(Math.exp((0.5 - y) * 2 * Math.PI)) - Math.PI / 2) * DEGREES;
  return Math.max(-MERCATOR_MAX_LATITUDE, Math.min(MERCATOR_MAX_LATITUDE, latitude));
}

export function wrapLongitude(longitude: number): number {
  if (longitude >= -180 && longitude <= 180) return longitude;
  const wrapped = ((((longitude + 180) % 360) + 360) % 360) - 180;
  return wrapped === -180 && longitude > 0 ? 180 : wrapped;
}
