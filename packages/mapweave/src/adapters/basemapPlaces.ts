import type {Layer as DeckLayer} from '@deck.gl/core';
import {TextLayer} from '@deck.gl/layers';
import {BASEMAP_COLORS, type BasemapTheme} from './basemapColors.js';
import {basemapLabelProps} from './basemapLabels.js';
import {BASEMAP_PLACE_CHUNKS, type BasemapPlaceChunk} from './basemapPlaceChunks.js';

export type {BasemapPlaceChunk} from './basemapPlaceChunks.js';

/** `[name, longitude, latitude, population, minZoom]`: a city or town and the zoom it is named from. */
export type BasemapTown = [name: string, longitude: number, latitude: number, population: number, minZoom: number];

/** `[west, south, east, north]` in degrees; east may exceed 180 where a view crosses the antimeridian. */
export type Bounds = readonly [number, number, number, number];

/** The chunks of place names a view needs: those of its zoom and below whose cells it overlaps. */
export function placeChunksFor(zoom: number, bounds: Bounds): BasemapPlaceChunk[] {
  return BASEMAP_PLACE_CHUNKS.filter((chunk) => chunk.minZoom <= zoom && overlaps(chunk.bounds, bounds));
}

/** A key that changes when the list of chunks does. */
export function placeChunksKey(chunks: readonly BasemapPlaceChunk[]): string {
  return chunks.map((chunk) => BASEMAP_PLACE_CHUNKS.indexOf(chunk)).join(',');
}

function overlaps(cell: Bounds, view: Bounds): boolean {
  const [west, south, east, north] = view;
  if (cell[1] > north || cell[3] < south) return false;
  if (east - west >= 360) return true;
  // The view's longitudes may lie on a copy of the world: compare on the copies either side too.
  return [-360, 0, 360].some((shift) => cell[0] + shift <= east && cell[2] + shift >= west);
}

const loading = new Map<BasemapPlaceChunk, Promise<BasemapTown[]>>();
const loaded = new Map<BasemapPlaceChunk, BasemapTown[]>();

/** A chunk's places, loaded once per page. */
export function loadPlaceChunk(chunk: BasemapPlaceChunk): Promise<BasemapTown[]> {
  let places = loading.get(chunk);
  if (!places) {
    // `default` is the data, or in the browser bundle a promise of it (scripts/basemap-chunk-loader.js).
    places = chunk
      .load()
      .then((module) => module.default)
      .then((data) => {
        const towns = data as BasemapTown[];
        loaded.set(chunk, towns);
        return towns;
      });
    loading.set(chunk, places);
  }
  return places;
}

/** The chunk's places if they have loaded. */
export function loadedPlaceChunk(chunk: BasemapPlaceChunk): BasemapTown[] | undefined {
  return loaded.get(chunk);
}

/** Per chunk and zoom, the places named there: the same array each time, so deck.gl keeps its attributes. */
const named = new WeakMap<BasemapTown[], Map<number, BasemapTown[]>>();

function namedAt(places: BasemapTown[], zoom: number): BasemapTown[] {
  let byZoom = named.get(places);
  if (!byZoom) {
    byZoom = new Map();
    named.set(places, byZoom);
  }
  let result = byZoom.get(zoom);
  if (!result) {
    result = places.filter((place) => place[4] <= zoom);
    byZoom.set(zoom, result);
  }
  return result;
}

/**
 * City and town names, one text layer per loaded chunk, in the basemap labels' collision group:
 * a more populous place wins over a smaller one, a capital over a city of its size, a country over both.
 */
export function createBasemapPlaceLayers(
  /** The owning composite layer's `getSubLayerProps`. */
  subLayerProps: <T extends {id: string}>(props: T) => T,
  chunks: readonly BasemapPlaceChunk[],
  theme: BasemapTheme,
  labelZoom: number,
): DeckLayer[] {
  const colors = BASEMAP_COLORS[theme];
  return chunks.flatMap((chunk) => {
    const places = loadedPlaceChunk(chunk);
    if (!places) return [];
    return [
      new TextLayer<BasemapTown>(
        subLayerProps({
          ...basemapLabelProps(theme),
          id: `place-labels-${BASEMAP_PLACE_CHUNKS.indexOf(chunk)}`,
          data: namedAt(places, labelZoom),
          getPosition: (place: BasemapTown) => [place[1], place[2]] as [number, number],
          getText: (place: BasemapTown) => place[0],
          getSize: 11,
          getColor: colors.label,
          getCollisionPriority: (place: BasemapTown) => 35 * Math.log10(Math.max(place[3], 1)),
          updateTriggers: {getColor: theme},
        }),
      ),
    ];
  });
}
