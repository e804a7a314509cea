/**
 * Harness data, large part: every GeoNames city of 1,000 or more inhabitants (about 135,000),
 * largest first, fetched by the harness only for scenes above 10,000 items.
 */
import {loadCities} from '../../../scripts/data/lib/cities.mjs';
import {packCoordinates} from '../../../scripts/data/lib/coordinates.mjs';

export const sources = ['GeoNames'];

export function build() {
  return packCoordinates(loadCities(), 2);
}
