// Every route the product specifies, for the unit tests (docs and release pages exist) and the
// browser tests (each route answers). Written out here independently of src/data/routes.ts so
// that the tests catch a route the site (or its KNOWN_ROUTES list) lost.

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

export const DEMO_IDS = [
  'cyber-threat-intelligence',
  'harness',
  'maritime-intelligence',
  'network-management',
  'osint-investigations',
  'pattern-of-life',
  'transport-supply-chain',
] as const;

export const DOC_IDS = [
  'about-mapweave',
  'about-this-website',
  'architecture',
  'event-handling',
  'filtering',
  'geojson-layer',
  'getting-started',
  'graph-analysis',
  'link-charts',
  'mapweave-basics',
  'network-layer',
  'obfuscation-requirements',
  'observations-layer',
  'own-host-basemap',
  'tile-layer',
  'updating-mapweave',
] as const;

export const API_PAGES = [
  'adapters/mapbox',
  'adapters/maplibre',
  'adapters/standalone',
  'events',
  'layers/geojson-layer',
  'layers/network-layer',
  'layers/observations-layer',
  'layers/tile-layer',
  'types',
] as const;

export const SPEC_ROUTES: readonly string[] = [
  '/',
  '/account',
  '/playground',
  '/playground/view',
  '/examples/',
  '/examples/example',
  '/download',
  '/download/archive',
  ...RELEASE_VERSIONS.map((version) => `/download/${version}`),
  '/content-terms',
  '/licence',
  '/try',
  ...DEMO_IDS.map((id) => `/demos/${id}`),
  ...DOC_IDS.map((id) => `/docs/${id}`),
  '/api/',
  ...API_PAGES.map((page) => `/api/${page}`),
];
