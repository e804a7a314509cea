import type * as GeoJSON from 'geojson';
import {deepFreeze} from '../core/defaults.js';
import {oneOf, readOptions, shape} from '../core/optionRules.js';
import type {RGBA} from '../core/types.js';
import {BASEMAP_COLORS, type BasemapTheme} from './basemap.js';
import {basemapGeometryOf, graticuleLines, type BasemapGeometry} from './basemapGeometry.js';
import {WORLD_TOPOLOGY} from './basemapLevels.js';

export interface BasemapStyleOptions {
  /** Default `'light'`. */
  theme?: BasemapTheme;
}

type GeoJsonSource = {type: 'geojson'; data: GeoJSON.Feature; attribution: string};
type BasemapStyleLayer =
  | {id: string; type: 'background'; paint: {'background-color': string}}
  | {id: string; type: 'fill'; source: string; paint: {'fill-color': string}}
  | {id: string; type: 'line'; source: string; paint: {'line-color': string; 'line-width': number}};

/**
 * A MapLibre / Mapbox style (version 8): inline GeoJSON sources and no glyphs, sprites or tiles,
 * so a map with it makes no request. Structurally a maplibre-gl `StyleSpecification`.
 */
export interface BasemapStyle {
  version: 8;
  name: string;
  sources: Record<'graticule' | 'land' | 'borders', GeoJsonSource>;
  layers: BasemapStyleLayer[];
}

export const BASEMAP_STYLE_DEFAULTS = deepFreeze({theme: 'light' as BasemapTheme});

const BASEMAP_STYLE_RULES = shape<BasemapStyleOptions>({theme: oneOf(['light', 'dark'])});

const ATTRIBUTION = 'Made with Natural Earth';

/**
 * The embedded world basemap (land, country borders, graticule, in the colours of the
 * `StandaloneAdapter`'s theme) as a MapLibre style, for `new maplibregl.Map({ style })`.
 */
export function basemapStyle(options: BasemapStyleOptions = {}): BasemapStyle {
  const {theme = BASEMAP_STYLE_DEFAULTS.theme} = readOptions<BasemapStyleOptions>(
    BASEMAP_STYLE_RULES,
    options,
    'basemapStyle()',
  );
  const colors = BASEMAP_COLORS[theme];
  return {
    version: 8,
    name: `MapWeave basemap (${theme})`,
    sources: styleSources(basemapGeometryOf(WORLD_TOPOLOGY)),
    layers: [
      {id: 'background', type: 'background', paint: {'background-color': colors.ocean}},
      {
        id: 'graticule',
        type: 'line',
        source: 'graticule',
        paint: {'line-color': cssColor(colors.graticule), 'line-width': 1},
      },
      {id: 'land', type: 'fill', source: 'land', paint: {'fill-color': cssColor(colors.land)}},
      {
        id: 'borders',
        type: 'line',
        source: 'borders',
        paint: {'line-color': cssColor(colors.border), 'line-width': 0.8},
      },
    ],
  };
}

/** The basemap's geometry as GeoJSON sources. */
function styleSources(geometry: BasemapGeometry): BasemapStyle['sources'] {
  const source = (geometry: GeoJSON.Geometry): GeoJsonSource => ({
    type: 'geojson',
    data: {type: 'Feature', properties: {}, geometry},
    attribution: ATTRIBUTION,
  });
  return {
    graticule: source({type: 'MultiLineString', coordinates: graticuleLines()}),
    land: source({type: 'MultiPolygon', coordinates: geometry.land}),
    borders: source({type: 'MultiLineString', coordinates: geometry.borders}),
  };
}

function cssColor([red, green, blue, alpha]: RGBA): string {
  return `rgba(${red}, ${green}, ${blue}, ${Number((alpha / 255).toFixed(3))})`;
}
