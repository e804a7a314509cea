/**
 * Submarine cable routes between two coastal landing stations: out to the nearest open water,
 * along the shipping lanes (sea-routes.mjs), kept at sea at every basemap level (at-sea.mjs) and
 * simplified where the great circles between the kept points stay at sea.
 *
 * Usage:
 *   await cablePath(bude, newYork)  // [[lon, lat], …] from one station to the other, ends included
 *
 * Stations are `{longitude, latitude}`. Longitudes of the points between the ends lie in
 * [-180, 180]; a route across the antimeridian jumps there, as a geodesic link expects.
 */
import {keepAtSea, landCount, offshore} from './at-sea.mjs';
import {greatCircle, landTest} from './land.mjs';
import {seaRoute, simplifyAtSea} from './sea-routes.mjs';

/** Every basemap level: a cable should stay off the land of the one the map opens at and the finer ones. */
const LEVELS = ['110m', '50m', '10m'];
/**
 * A cable comes ashore from the nearest point at sea at every level within this distance
 * (degrees) of its landing station, or else from the nearest at sea at the finer levels (the
 * coarse coastline can be tens of kilometres off).
 */
const LANDING_DEGREES = 0.6;
const SHORE_LEVELS = ['50m', '10m'];
/** Douglas–Peucker tolerance (degrees) of the drawn route. */
const TOLERANCE = 0.3;
/** How finely legs are checked and detoured (degrees): a cable needs no harbour-scale detail. */
const SAMPLE_DEGREES = 0.05;

const wrap = (longitude) => ((((longitude + 180) % 360) + 360) % 360) - 180;

/** Longitudes made continuous along the path (no 360° jump at the antimeridian). */
function unwrapped(path) {
  const result = [path[0]];
  for (const [longitude, latitude] of path.slice(1)) {
    const previous = result[result.length - 1][0];
    result.push([longitude + 360 * Math.round((previous - longitude) / 360), latitude]);
  }
  return result;
}

const levelTests = new Map();
async function tests(levels) {
  const key = levels.join();
  if (!levelTests.has(key)) {
    const raw = await Promise.all(levels.map(landTest));
    levelTests.set(
      key,
      raw.map(
        (onLand) =>
          ([longitude, latitude]) =>
            onLand([wrap(longitude), latitude]),
      ),
    );
  }
  return levelTests.get(key);
}

/**
 * The route from one station to the other, through the open-sea points `via` ([lon, lat]) if
 * given: the shipping lanes lead to the first and from the last, great circles join them (the
 * lanes' network does not cross the antimeridian).
 */
export async function cablePath(from, to, via = []) {
  const [levels, shoreLevels] = [await tests(LEVELS), await tests(SHORE_LEVELS)];
  const shore = (station) => {
    try {
      return offshore(station, levels, {maxDegrees: LANDING_DEGREES});
    } catch {
      return offshore(station, shoreLevels);
    }
  };
  const [start, end] = [shore(from), shore(to)];
  const place = ([longitude, latitude]) => ({longitude, latitude});
  const lane = (a, b) => seaRoute(place(a), place(b), {maxSnapKm: 500});
  const ocean = [];
  for (let index = 1; index < via.length; index++)
    ocean.push(...greatCircle(place(via[index - 1]), place(via[index]), 1).slice(0, -1));
  const route =
    via.length === 0
      ? lane(start, end)
      : [...lane(start, via[0]).slice(0, -1), ...ocean, ...lane(via[via.length - 1], end)];
  const atSea = keepAtSea(unwrapped(route), levels, {sampleDegrees: SAMPLE_DEGREES});
  const onLand = (point) => landCount(point, levels) > 0;
  const simplified = simplifyAtSea(atSea, TOLERANCE, onLand, SAMPLE_DEGREES);
  return [
    [from.longitude, from.latitude],
    ...simplified.map(([longitude, latitude]) => [wrap(longitude), latitude]),
    [to.longitude, to.latitude],
  ];
}
