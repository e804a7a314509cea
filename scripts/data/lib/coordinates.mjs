/**
 * Coordinates packed as integers for large point sets (the harness's cities).
 *
 * Usage:
 *   import {packCoordinates} from '../../../scripts/data/lib/coordinates.mjs';
 *   packCoordinates(cities, 2)  // {precision: 2, longitude: [-7412, …], latitude: [4071, …]}
 * Each value is round(degrees × 10^precision); the page divides it back. Precision 2 is about
 * 1 km, and integers make the JSON a third smaller than decimals.
 */
export function packCoordinates(places, precision) {
  const factor = 10 ** precision;
  return {
    precision,
    longitude: places.map((place) => Math.round(place.longitude * factor)),
    latitude: places.map((place) => Math.round(place.latitude * factor)),
  };
}
