import {describe, expect, it} from 'vitest';
import {STANDALONE_ADAPTER_DEFAULTS} from '../../packages/mapweave/src/adapters/StandaloneAdapter';
import {MAP_LIBRARY_ADAPTER_DEFAULTS} from '../../packages/mapweave/src/adapters/mapLibraryAdapter';
import {BASEMAP_STYLE_DEFAULTS} from '../../packages/mapweave/src/adapters/basemapStyle';
import * as geoJsonOptions from '../../packages/mapweave/src/layers/geojson/options';
import * as networkOptions from '../../packages/mapweave/src/layers/network/options';
import * as observationsOptions from '../../packages/mapweave/src/layers/observations/options';
import * as tileOptions from '../../packages/mapweave/src/layers/tile/options';
import * as mapOptions from '../../packages/mapweave/src/map/options';
import * as timeBarOptions from '../../packages/mapweave/src/ui/timebar/options';
import {codeSpan, interfaceKeys, parseSource, readPage, section, tableRows, type ContentRoot} from './docs-content';

const defaults = {
  ...networkOptions,
  ...observationsOptions,
  ...geoJsonOptions,
  ...tileOptions,
  ...mapOptions,
  ...timeBarOptions,
  STANDALONE_ADAPTER_DEFAULTS,
  MAP_LIBRARY_ADAPTER_DEFAULTS,
  BASEMAP_STYLE_DEFAULTS,
};

/** A default as the docs write it: `'#2563eb'`, `8`, `null`, `[9, 24]`. */
function formatDefault(value: unknown): string {
  if (typeof value === 'string') return `'${value}'`;
  if (Array.isArray(value)) return `[${value.map(formatDefault).join(', ')}]`;
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw new Error(`No docs format for default ${JSON.stringify(value)}`);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Leaves of a defaults object as dotted paths: `{ labels: { visible: true } }` → `labels.visible`. */
function flatten(value: Record<string, unknown>, prefix = ''): [string, unknown][] {
  return Object.entries(value).flatMap(([key, child]) =>
    isPlainObject(child) ? flatten(child, `${prefix}${key}.`) : [[`${prefix}${key}`, child] as [string, unknown]],
  );
}

/** Option → documented default, from the table under a heading. */
function documentedDefaults(root: ContentRoot, page: string, heading: string): Map<string, string> {
  const rows = tableRows(section(readPage(root, page), heading));
  const header = ['Option', 'Field', 'Prop'];
  const table = new Map<string, string>();
  for (const [name, , defaultCell] of rows) {
    const key = codeSpan(name ?? '');
    if (key && !header.includes(key)) table.set(key, defaultCell ?? '');
  }
  return table;
}

interface DefaultsOnPage {
  defaults: Record<string, unknown>;
  root: ContentRoot;
  page: string;
  heading: string;
  /** Dotted prefix of the rows, for defaults of a nested option. */
  prefix?: string;
  /** Interface whose every key must have a row, and the SDK file that declares it. */
  contract?: {file: string; name: string};
}

const pages: Record<string, DefaultsOnPage> = {
  NETWORK_DEFAULTS: {
    defaults: defaults.NETWORK_DEFAULTS,
    root: 'api',
    page: 'layers/network-layer',
    heading: 'Options',
    contract: {file: 'layers/network/options.ts', name: 'NetworkLayerOptions'},
  },
  PROXIMITY_COMBINE_DEFAULTS: {
    defaults: defaults.PROXIMITY_COMBINE_DEFAULTS,
    root: 'api',
    page: 'layers/network-layer',
    heading: 'Options',
    prefix: 'proximityCombine.',
    contract: {file: 'layers/network/options.ts', name: 'ProximityCombineOptions'},
  },
  OBSERVATIONS_DEFAULTS: {
    defaults: defaults.OBSERVATIONS_DEFAULTS,
    root: 'api',
    page: 'layers/observations-layer',
    heading: 'Options',
    contract: {file: 'layers/observations/options.ts', name: 'ObservationsLayerOptions'},
  },
  GEOJSON_DEFAULTS: {
    defaults: defaults.GEOJSON_DEFAULTS,
    root: 'api',
    page: 'layers/geojson-layer',
    heading: 'Options',
    contract: {file: 'layers/geojson/options.ts', name: 'GeoJsonLayerOptions'},
  },
  'GEOJSON_DEFAULTS (guide)': {
    defaults: defaults.GEOJSON_DEFAULTS,
    root: 'docs',
    page: 'geojson-layer',
    heading: 'Options',
    contract: {file: 'layers/geojson/options.ts', name: 'GeoJsonLayerOptions'},
  },
  TILE_DEFAULTS: {
    defaults: defaults.TILE_DEFAULTS,
    root: 'api',
    page: 'layers/tile-layer',
    heading: 'Options',
    contract: {file: 'layers/tile/options.ts', name: 'TileLayerOptions'},
  },
  STANDALONE_ADAPTER_DEFAULTS: {
    defaults: defaults.STANDALONE_ADAPTER_DEFAULTS,
    root: 'api',
    page: 'adapters/standalone',
    heading: 'Options',
    contract: {file: 'adapters/StandaloneAdapter.ts', name: 'StandaloneAdapterOptions'},
  },
  'MAP_LIBRARY_ADAPTER_DEFAULTS (MapLibre)': {
    defaults: defaults.MAP_LIBRARY_ADAPTER_DEFAULTS,
    root: 'api',
    page: 'adapters/maplibre',
    heading: 'Options',
  },
  BASEMAP_STYLE_DEFAULTS: {
    defaults: defaults.BASEMAP_STYLE_DEFAULTS,
    root: 'api',
    page: 'adapters/maplibre',
    heading: 'The offline style',
    contract: {file: 'adapters/basemapStyle.ts', name: 'BasemapStyleOptions'},
  },
  'MAP_LIBRARY_ADAPTER_DEFAULTS (Mapbox)': {
    defaults: defaults.MAP_LIBRARY_ADAPTER_DEFAULTS,
    root: 'api',
    page: 'adapters/mapbox',
    heading: 'Options',
  },
  TIME_BAR_DEFAULTS: {
    defaults: defaults.TIME_BAR_DEFAULTS,
    root: 'api',
    page: 'timebar',
    heading: 'Options',
    contract: {file: 'ui/timebar/options.ts', name: 'TimeBarOptions'},
  },
  VIEW_STATE_DEFAULTS: {
    defaults: defaults.VIEW_STATE_DEFAULTS,
    root: 'api',
    page: 'types',
    heading: 'View defaults',
    contract: {file: 'core/types.ts', name: 'ViewState'},
  },
  FIT_BOUNDS_DEFAULTS: {
    defaults: defaults.FIT_BOUNDS_DEFAULTS,
    root: 'api',
    page: 'types',
    heading: '`fitBounds` options',
    contract: {file: 'map/options.ts', name: 'FitBoundsOptions'},
  },
  FLY_TO_DEFAULTS: {
    defaults: defaults.FLY_TO_DEFAULTS,
    root: 'api',
    page: 'types',
    heading: '`flyTo` options',
    contract: {file: 'map/options.ts', name: 'FlyToOptions'},
  },
  'MAP_DEFAULTS (constructor)': {
    defaults: {minZoom: defaults.MAP_DEFAULTS.minZoom, maxZoom: defaults.MAP_DEFAULTS.maxZoom},
    root: 'api',
    page: 'types',
    heading: 'Constructor options',
  },
  'MAP_DEFAULTS (React)': {
    defaults: {...defaults.MAP_DEFAULTS},
    root: 'api',
    page: 'types',
    heading: 'React `<MapWeave>` props',
  },
};

describe.each(Object.entries(pages))('%s', (_name, {defaults: values, root, page, heading, prefix = '', contract}) => {
  const documented = documentedDefaults(root, page, heading);

  it.each(flatten(values).map(([key, value]) => [prefix + key, formatDefault(value)]))(
    `${root}/${page} documents %s with default %s`,
    (key, expected) => {
      expect(documented.has(key), `no row for \`${key}\` under "${heading}"`).toBe(true);
      expect(documented.get(key)).toBe(`\`${expected}\``);
    },
  );

  if (contract) {
    it(`has a row for every key of ${contract.name}`, () => {
      const keys = interfaceKeys(parseSource(contract.file), contract.name).map((key) => prefix + key);
      const rows = [...documented.keys()];
      const missing = keys.filter((key) => !rows.some((row) => row === key || row.startsWith(`${key}.`)));
      expect(missing).toEqual([]);
    });

    it(`documents no option that ${contract.name} lacks`, () => {
      const keys = new Set(interfaceKeys(parseSource(contract.file), contract.name));
      const rows = [...documented.keys()]
        .filter((row) => row.startsWith(prefix))
        .map((row) => row.slice(prefix.length).split('.')[0]!);
      expect(rows.filter((row) => !keys.has(row))).toEqual([]);
    });
  }
});

it('documents the dash drawn for `dashed: true`', () => {
  const dash = formatDefault(defaults.DEFAULT_DASH_ARRAY);
  expect(readPage('api', 'layers/network-layer')).toContain(`\`true\` draws \`${dash}\``);
});
