/**
 * Harness data, small part: the 5,000 most populous GeoNames cities, enough for every scene
 * up to 10,000 items, so the harness draws its default scene without the world file.
 * `data-world.mjs` (harness-world.json) has all of them, fetched only for the larger scenes.
 */
import {loadCities} from '../../../scripts/data/lib/cities.mjs';
import {packCoordinates} from '../../../scripts/data/lib/coordinates.mjs';

export const sources = ['GeoNames'];
export const CITY_COUNT = 5000;

export function build() {
  return packCoordinates(loadCities().slice(0, CITY_COUNT), 2);
}
