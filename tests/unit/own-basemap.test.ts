import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {VectorTile} from '@mapbox/vector-tile';
import Pbf from 'pbf';
import {PMTiles, type Source} from 'pmtiles';
import {describe, expect, it} from 'vitest';
import {writePmtiles} from '../../scripts/own-basemap/pmtiles-writer.mjs';
import {ROOT} from './docs-content';

// The self-hosted basemap that `npm run build:own-basemap` writes to static/basemap/, read back as
// MapLibre reads it: through the pmtiles reader, then as Mapbox Vector Tiles and glyph PBFs.
const folder = path.join(ROOT, 'static', 'basemap');
const FONTSTACK = 'Noto Sans Regular';

function bufferSource(file: Uint8Array): Source {
  // A plain copy: a Node Buffer's slice shares its pool, whose .buffer starts elsewhere.
  const bytes = new Uint8Array(file);
  return {
    getKey: () => 'archive',
    getBytes: async (offset, length) => ({data: bytes.slice(offset, offset + length).buffer}),
  };
}

async function tile(archive: PMTiles, z: number, x: number, y: number): Promise<VectorTile> {
  const found = await archive.getZxy(z, x, y);
  if (!found) throw new Error(`no tile ${z}/${x}/${y}`);
  return new VectorTile(new Pbf(new Uint8Array(found.data)));
}

function names(vectorTile: VectorTile, layer: string): string[] {
  const source = vectorTile.layers[layer];
  if (!source) return [];
  return Array.from({length: source.length}, (_, i) => String(source.feature(i).properties.name));
}

/** The z/x/y tile (Web Mercator) holding a point. */
function tileAt(z: number, longitude: number, latitude: number): [number, number, number] {
  const n = 2 ** z;
  const radians = (latitude * Math.PI) / 180;
  return [
    z,
    Math.floor(((longitude + 180) / 360) * n),
    Math.floor(((1 - Math.log(Math.tan(radians) + 1 / Math.cos(radians)) / Math.PI) / 2) * n),
  ];
}

describe('the PMTiles writer', () => {
  const metadata = {name: 'test', vector_layers: []};
  const info = {minZoom: 0, maxZoom: 2, bounds: [-180, -85, 180, 85], center: [0, 0, 0], metadata} as const;
  const tiles = [
    {z: 2, x: 3, y: 1, bytes: new Uint8Array([1, 2, 3])},
    {z: 0, x: 0, y: 0, bytes: new Uint8Array([4])},
    {z: 1, x: 1, y: 0, bytes: new Uint8Array([5, 6])},
  ];

  it('writes an archive the pmtiles reader finds every tile in, and nothing else', async () => {
    const archive = new PMTiles(
      bufferSource(writePmtiles(tiles, {...info, bounds: [...info.bounds], center: [...info.center]})),
    );
    for (const {z, x, y, bytes} of tiles) {
      expect(new Uint8Array((await archive.getZxy(z, x, y))!.data), `${z}/${x}/${y}`).toEqual(bytes);
    }
    expect(await archive.getZxy(1, 0, 0)).toBeUndefined();
    expect(await archive.getMetadata()).toEqual(metadata);
    const header = await archive.getHeader();
    expect([header.minZoom, header.maxZoom, header.numAddressedTiles, header.tileType]).toEqual([0, 2, 3, 1]);
  });

  it('writes the same bytes for the same tiles in any order', () => {
    const write = (order: typeof tiles) =>
      writePmtiles(order, {...info, bounds: [...info.bounds], center: [...info.center]});
    expect(write([...tiles].reverse()).equals(write(tiles))).toBe(true);
  });
});

describe('static/basemap/world.pmtiles', () => {
  const archive = new PMTiles(bufferSource(readFileSync(path.join(folder, 'world.pmtiles'))));

  it('holds vector tiles from zoom 0 to 5 and names its layers and attribution', async () => {
    const header = await archive.getHeader();
    expect([header.tileType, header.minZoom, header.maxZoom]).toEqual([1, 0, 5]);
    const metadata = (await archive.getMetadata()) as {vector_layers: {id: string}[]; attribution: string};
    expect(metadata.vector_layers.map((layer) => layer.id)).toEqual([
      'land',
      'lakes',
      'rivers',
      'boundaries',
      'countries',
      'places',
    ]);
    expect(metadata.attribution).toMatch(/Natural Earth.*GeoNames \(CC BY 4\.0\)/);
  });

  it('draws the world at zoom 0: land, borders, countries and only the places named there', async () => {
    const world = await tile(archive, 0, 0, 0);
    for (const layer of ['land', 'boundaries', 'countries'])
      expect(world.layers[layer]?.length, layer).toBeGreaterThan(0);
    expect(names(world, 'countries')).toEqual(expect.arrayContaining(['Brazil', 'China', 'France']));
    expect(names(world, 'places')).toEqual([]);
  });

  it('carries the Alps at zoom 5 with lakes, rivers and the places down to zoom 9', async () => {
    const alps = await tile(archive, ...tileAt(5, 8, 46.5));
    for (const layer of ['land', 'lakes', 'rivers', 'boundaries', 'places']) {
      expect(alps.layers[layer]?.length, layer).toBeGreaterThan(0);
    }
    expect(names(alps, 'places')).toEqual(expect.arrayContaining(['Zürich', 'Genève', 'Bern', 'Luzern']));
    const places = alps.layers.places!;
    const minZooms = Array.from({length: places.length}, (_, i) => Number(places.feature(i).properties.minzoom));
    expect(Math.max(...minZooms)).toBe(9);
  });

  it('has a glyph for every character of every name, in the range MapLibre asks for', async () => {
    const ranges = new Map<number, Set<number>>();
    for (const file of readdirSync(path.join(folder, 'fonts', FONTSTACK))) {
      const [start] = file.split('-').map(Number);
      ranges.set(start!, glyphIds(readFileSync(path.join(folder, 'fonts', FONTSTACK, file))));
    }
    const missing = new Set<string>();
    for (const z of [0, 5]) {
      for (let x = 0; x < 2 ** z; x++) {
        for (let y = 0; y < 2 ** z; y++) {
          const found = await archive.getZxy(z, x, y);
          if (!found) continue;
          const vectorTile = new VectorTile(new Pbf(new Uint8Array(found.data)));
          for (const name of [...names(vectorTile, 'places'), ...names(vectorTile, 'countries')]) {
            for (const character of name) {
              const codePoint = character.codePointAt(0)!;
              if (!ranges.get(codePoint - (codePoint % 256))?.has(codePoint)) missing.add(character);
            }
          }
        }
      }
    }
    expect([...missing]).toEqual([]);
    // Decoding every tile of zoom 5 takes seconds on a loaded machine.
  }, 30_000);
});

describe('static/basemap/fonts', () => {
  it('holds signed distance fields of 24 px glyphs with MapLibre’s 3 px border', () => {
    const glyphs = decodeGlyphs(readFileSync(path.join(folder, 'fonts', FONTSTACK, '0-255.pbf')));
    const capitalA = glyphs.find((glyph) => glyph.id === 65)!;
    expect(capitalA.height).toBeGreaterThan(14);
    expect(capitalA.height).toBeLessThan(20);
    expect(capitalA.bitmap.length).toBe((capitalA.width + 6) * (capitalA.height + 6));
    // Outside the outline, the border fades to 0; inside the strokes, past the edge (191).
    expect(capitalA.bitmap[0]).toBeLessThan(100);
    expect(Math.max(...capitalA.bitmap)).toBeGreaterThan(191);
    const space = glyphs.find((glyph) => glyph.id === 32)!;
    expect([space.width, space.bitmap.length, space.advance > 0]).toEqual([0, 0, true]);
  });
});

interface Glyph {
  id: number;
  bitmap: Uint8Array<ArrayBufferLike>;
  width: number;
  height: number;
  advance: number;
}

/** MapLibre's glyphs.proto: glyphs { fontstack stacks = 1 { name = 1, range = 2, glyph glyphs = 3 } }. */
function decodeGlyphs(bytes: Uint8Array): Glyph[] {
  const glyphs: Glyph[] = [];
  new Pbf(bytes).readFields((tag, _, stacks) => {
    if (tag !== 1) return;
    stacks.readMessage((stackTag, __, stack) => {
      if (stackTag !== 3) return;
      glyphs.push(
        stack.readMessage(
          (glyphTag, glyph, message) => {
            if (glyphTag === 1) glyph.id = message.readVarint();
            else if (glyphTag === 2) glyph.bitmap = message.readBytes();
            else if (glyphTag === 3) glyph.width = message.readVarint();
            else if (glyphTag === 4) glyph.height = message.readVarint();
            else if (glyphTag === 7) glyph.advance = message.readVarint();
          },
          {id: 0, bitmap: new Uint8Array() as Uint8Array, width: 0, height: 0, advance: 0},
        ),
      );
    }, undefined);
  }, undefined);
  return glyphs;
}

function glyphIds(bytes: Uint8Array): Set<number> {
  return new Set(decodeGlyphs(bytes).map((glyph) => glyph.id));
}
