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

/** Height (degrees) of the latitude bands that index each polygon's edges. */
const BAND_DEGREES = 0.1;

/**
 * A ring's edges as [x1, y1, x2, y2]. Natural Earth cuts rings at the antimeridian and joins the
 * two sides with an edge across the whole map, which would make a band of "land" round the
 * globe: that edge is split at ±180°, and the eastern side closed along 180°.
 */
function ringEdges(ring) {
  const edges = [];
  const crossings = [];
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i];
    const [xj, yj] = ring[j];
    if (Math.abs(xi - xj) <= 180) {
      edges.push([xi, yi, xj, yj]);
      continue;
    }
    const side = xi > 0 ? 180 : -180;
    const across = xj + 2 * side - xi;
    const at = across === 0 ? yi : yi + ((yj - yi) * (side - xi)) / across;
    edges.push([xi, yi, side, at], [-side, at, xj, yj]);
    crossings.push(at);
  }
  for (let k = 0; k < crossings.length; k += 2) edges.push([180, crossings[k], 180, crossings[k + 1] ?? -90]);
  return edges;
}

/**
 * Each polygon with its box and its edges (all rings) bucketed by latitude band, so a point only
 * meets the edges of its own band: the even–odd test reads a few hundred edges instead of a
 * continent's coastline.
 */
function indexed(polygons) {
  return polygons.map((rings) => {
    const xs = rings[0].map(([x]) => x);
    const ys = rings[0].map(([, y]) => y);
    const box = [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
    const bands = Array.from({length: Math.floor((box[3] - box[1]) / BAND_DEGREES) + 1}, () => []);
    for (const [xi, yi, xj, yj] of rings.flatMap(ringEdges)) {
      const first = Math.max(0, Math.floor((Math.min(yi, yj) - box[1]) / BAND_DEGREES));
      const last = Math.min(bands.length - 1, Math.floor((Math.max(yi, yj) - box[1]) / BAND_DEGREES));
      for (let band = first; band <= last; band++) bands[band].push(xi, yi, xj, yj);
    }
    return {box, bands: bands.map((edges) => Float64Array.from(edges))};
  });
}

function inside({box, bands}, x, y) {
  const edges = bands[Math.floor((y - box[1]) / BAND_DEGREES)];
  let result = false;
  for (let k = 0; edges && k < edges.length; k += 4) {
    const yi = edges[k + 1];
    const yj = edges[k + 3];
    if (yi > y !== yj > y && x < ((edges[k + 2] - edges[k]) * (y - yi)) / (yj - yi) + edges[k]) result = !result;
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
    list.some(
      (polygon) =>
        x >= polygon.box[0] &&
        x <= polygon.box[2] &&
        y >= polygon.box[1] &&
        y <= polygon.box[3] &&
        inside(polygon, x, y),
    );
  const exact = (point) => inAny(land, point) && !inAny(lakes, point);
  // A cell that no coastline or lake shore touches is all land or all water: one exact test answers for it.
  const cells = new Uint8Array(CELL_COLUMNS * CELL_ROWS);
  for (const {bands} of [...land, ...lakes]) {
    for (const edges of bands) {
      for (let k = 0; k < edges.length; k += 4) {
        const [west, east] = [Math.min(edges[k], edges[k + 2]), Math.max(edges[k], edges[k + 2])];
        const [south, north] = [Math.min(edges[k + 1], edges[k + 3]), Math.max(edges[k + 1], edges[k + 3])];
        for (let row = cellRow(south); row <= cellRow(north); row++)
          for (let column = cellColumn(west); column <= cellColumn(east); column++)
            cells[row * CELL_COLUMNS + column] = COAST;
      }
    }
  }
  return (point) => {
    const [x, y] = point;
    if (x < -180 || x > 180 || y < -90 || y > 90) return exact(point);
    const cell = cellRow(y) * CELL_COLUMNS + cellColumn(x);
    if (cells[cell] === COAST) return exact(point);
    if (cells[cell] === UNKNOWN) cells[cell] = exact(point) ? LAND : WATER;
    return cells[cell] === LAND;
  };
}

const CELL_DEGREES = 0.1;
const CELL_COLUMNS = Math.round(360 / CELL_DEGREES);
const CELL_ROWS = Math.round(180 / CELL_DEGREES);
const [UNKNOWN, COAST, LAND, WATER] = [0, 1, 2, 3];
const cellColumn = (x) => Math.max(0, Math.min(CELL_COLUMNS - 1, Math.floor((x + 180) / CELL_DEGREES)));
const cellRow = (y) => Math.max(0, Math.min(CELL_ROWS - 1, Math.floor((y + 90) / CELL_DEGREES)));

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
