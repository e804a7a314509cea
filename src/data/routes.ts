import type {KnownRoute} from '../lib/closest-routes';
import {DEMOS, demoPath} from './demos';

export const RELEASE_VERSIONS = [
  '0.1',
  '0.2',
  '0.3',
  '0.4',
  '0.5',
  '0.6',
  '0.7',
  '0.8',
  '0.9',
  '1.0',
  '1.0.1',
  '1.1',
  '1.2',
  '1.2.1',
  '1.3',
  '1.3.1',
  '1.4',
  '1.5',
] as const;

const DOCS: Record<string, string> = {
  'about-mapweave': 'About MapWeave',
  'about-this-website': 'About this website',
  architecture: 'Architecture',
  'event-handling': 'Event handling',
  filtering: 'Filtering',
  'geojson-layer': 'GeoJSON layer',
  'getting-started': 'Getting started',
  'graph-analysis': 'Graph analysis',
  'link-charts': 'Link charts',
  'mapweave-basics': 'MapWeave basics',
  'network-layer': 'Network layer',
  'obfuscation-requirements': 'Obfuscation requirements',
  'observations-layer': 'Observations layer',
  'own-host-basemap': 'A real basemap on your own host',
  'tile-layer': 'Tile layer',
  'updating-mapweave': 'Updating MapWeave',
};

const API: Record<string, string> = {
  'adapters/mapbox': 'Mapbox adapter API',
  'adapters/maplibre': 'MapLibre adapter API',
  'adapters/standalone': 'Standalone adapter API',
  events: 'Events API',
  'layers/geojson-layer': 'GeoJsonLayer API',
  'layers/network-layer': 'NetworkLayer API',
  'layers/observations-layer': 'ObservationsLayer API',
  'layers/tile-layer': 'TileLayer API',
  types: 'Types API',
};

const prefixed = (prefix: string, titles: Record<string, string>): KnownRoute[] =>
  Object.entries(titles).map(([id, title]) => ({path: `${prefix}/${id}`, title}));

/** Every route of the site. Anything else is the not-found page. */
export const KNOWN_ROUTES: readonly KnownRoute[] = [
  {path: '/', title: 'Showcase'},
  {path: '/account', title: 'Account'},
  {path: '/playground', title: 'Playground'},
  {path: '/playground/view', title: 'Playground standalone view'},
  {path: '/examples/', title: 'Examples'},
  {path: '/examples/example', title: 'Example'},
  {path: '/download', title: 'Download and release notes'},
  {path: '/download/archive', title: 'Release archive'},
  ...RELEASE_VERSIONS.map((version) => ({path: `/download/${version}`, title: `MapWeave ${version} release notes`})),
  {path: '/content-terms', title: 'Content terms'},
  {path: '/licence', title: 'Licence'},
  {path: '/try', title: 'Request a trial'},
  ...DEMOS.map(({id, title}) => ({path: demoPath(id), title})),
  ...prefixed('/docs', DOCS),
  {path: '/api/', title: 'API overview'},
  ...prefixed('/api', API),
];
