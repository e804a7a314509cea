/**
 * Whether points lie on land at one of the embedded basemap's levels (Natural Earth land minus
 * its lakes, from world-atlas), and the great circle between two places, for checking that sea
 * tracks stay at sea and road legs on land. Needs the built SDK (`npm run build -w mapweave`).
 *
 *   const onLand = await landTest('50m');
 *   onLand([4.9, 52.4])                    // true: Amsterdam
 *   greatCircle(from, to, 0.25)            // [[lon, lat], …] every 0.25° or less, ends included
 *   longestWaterKm(from, to, onLand)       // km of the longest stretch of water on the way
 */
import {loadBasemapGeoJSON} from '../../../packages/mapweave/dist/adapters/basemapLevels.js';
import {distanceKm} from './cities.mjs';

function polygonsOf(collection) {
  return collection.features.flatMap(({geometry}) =>
    geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.type === 'MultiPolygon' ? geometry.coordinates : [],
  );
}

function indexed(polygons) {
  return polygons.map((rings) => {
    const xs = rings[0].map(([x]) => x);
    const ys = rings[0].map(([, y]) => y);
    return {rings, box: [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)]};
  });
}

function inside(rings, x, y) {
  let result = false;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i];
      const [xj, yj] = ring[j];
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) result = !result;
    }
  }
  return result;
}

const tests = new Map();

/** A point-in-land test `([lon, lat]) => boolean` at a basemap level ('110m', '50m', '10m'); built once per level. */
export function landTest(level) {
  if (!tests.has(level)) tests.set(level, buildLandTest(level));
  return tests.get(level);
}

async function buildLandTest(level) {
  const geojson = await loadBasemapGeoJSON(level);
  const land = indexed(polygonsOf(geojson.land));
  const lakes = indexed(polygonsOf(geojson.lakes));
  const inAny = (list, [x, y]) =>
    list.some(({rings, box}) => x >= box[0] && x <= box[2] && y >= box[1] && y <= box[3] && inside(rings, x, y));
  return (point) => inAny(land, point) && !inAny(lakes, point);
}

/** Points along the great circle from one `{longitude, latitude}` to another, at most `stepDegrees` apart. */
export function greatCircle(from, to, stepDegrees) {
  const radians = (degrees) => (degrees * Math.PI) / 180;
  const vector = ({longitude, latitude}) => [
    Math.cos(radians(latitude)) * Math.cos(radians(longitude)),
    Math.cos(radians(latitude)) * Math.sin(radians(longitude)),
    Math.sin(radians(latitude)),
  ];
  const [a, b] = [vector(from), vector(to)];
  const angle = Math.acos(Math.min(1, a[0] * b[0] + a[1] * b[1] + a[2] * b[2]));
  const steps = Math.max(1, Math.ceil((angle * 180) / Math.PI / stepDegrees));
  const points = [];
  for (let step = 0; step <= steps; step++) {
    const t = step / steps;
    const [wa, wb] = angle < 1e-9 ? [1 - t, t] : [Math.sin((1 - t) * angle), Math.sin(t * angle)];
    const [x, y, z] = a.map((value, i) => (wa * value + wb * b[i]) / (angle < 1e-9 ? 1 : Math.sin(angle)));
    points.push([(Math.atan2(y, x) * 180) / Math.PI, (Math.atan2(z, Math.hypot(x, y)) * 180) / Math.PI]);
  }
  return points;
}

/** The longest run of water (km) on the great circle between two places, sampled every 0.05°. */
export function longestWaterKm(from, to, onLand) {
  const km = (a, b) => distanceKm({longitude: a[0], latitude: a[1]}, {longitude: b[0], latitude: b[1]});
  let run = 0;
  let longest = 0;
  let previous = null;
  for (const point of greatCircle(from, to, 0.05)) {
    run = onLand(point) ? 0 : run + (previous ? km(previous, point) : 0);
    longest = Math.max(longest, run);
    previous = point;
  }
  return longest;
}
