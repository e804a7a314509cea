import {feature, mesh} from 'topojson-client';
import type * as GeoJSON from 'geojson';
import countries110m from 'world-atlas/countries-110m.json' with {type: 'json'};
import {MapWeaveError, describeValue} from '../core/errors.js';
import type {BasemapTopology} from './basemapGeometry.js';
import {BASEMAP_LEVELS, type BasemapLevel} from './basemapDetail.js';

export {BASEMAP_LEVELS, basemapLevelForZoom, type BasemapLevel} from './basemapDetail.js';

/** The 1:110m level, in the basemap's chunk: the world view draws as soon as the basemap's code is there. */
export const WORLD_TOPOLOGY = countries110m as unknown as BasemapTopology;

/**
 * The finer levels are generated modules loaded with `import()`, so that bundlers split them
 * into chunks fetched the first time a map zooms in that far; 1:110m comes with the basemap's code.
 */
const loaders: Record<BasemapLevel, () => Promise<unknown>> = {
  '110m': () => Promise.resolve(WORLD_TOPOLOGY),
  '50m': () => import('./basemapData/topology50m.js').then((module) => module.default),
  '10m': () => import('./basemapData/topology10m.js').then((module) => module.default),
};

const loaded = new Map<BasemapLevel, Promise<BasemapTopology>>();

/** The level's TopoJSON (objects `land`, `countries` and, but at 1:110m, `lakes`), loaded once. */
export function loadBasemapTopology(level: BasemapLevel): Promise<BasemapTopology> {
  if (!Object.hasOwn(loaders, level)) {
    return Promise.reject(
      new MapWeaveError(
        'INVALID_OPTION',
        `Basemap level must be one of ${BASEMAP_LEVELS.map(({level: name}) => `"${name}"`).join(', ')}, got ${describeValue(level)}`,
      ),
    );
  }
  let topology = loaded.get(level);
  if (!topology) {
    topology = loaders[level]().then((value) => value as BasemapTopology);
    loaded.set(level, topology);
  }
  return topology;
}

/** One level of the embedded basemap as GeoJSON in longitude/latitude, as Natural Earth draws it. */
export interface BasemapGeoJSON {
  level: BasemapLevel;
  /** Land polygons (continents and islands); their outlines are the coastlines. */
  land: GeoJSON.FeatureCollection<GeoJSON.Polygon | GeoJSON.MultiPolygon>;
  /** Lake polygons (Natural Earth 1:50m lakes at 1:50m and 1:10m; none at 1:110m). */
  lakes: GeoJSON.FeatureCollection<GeoJSON.Polygon | GeoJSON.MultiPolygon>;
  /** Borders between countries, each edge once. */
  borders: GeoJSON.MultiLineString;
  /** The outlines of the land. */
  coastlines: GeoJSON.MultiLineString;
}

/** The embedded basemap's data at one level, for another renderer (a MapLibre style, an SVG). */
export async function loadBasemapGeoJSON(level: BasemapLevel): Promise<BasemapGeoJSON> {
  const topology = await loadBasemapTopology(level);
  const polygons = (object: keyof BasemapTopology['objects']) => {
    const collection = topology.objects[object];
    return (
      collection ? feature(topology, collection) : {type: 'FeatureCollection', features: []}
    ) as BasemapGeoJSON['land'];
  };
  return {
    level,
    land: polygons('land'),
    lakes: polygons('lakes'),
    borders: mesh(topology, topology.objects.countries, (a, b) => a !== b),
    coastlines: mesh(topology, topology.objects.land),
  };
}
