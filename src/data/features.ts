/** The SDK features that examples and demos name, each with the doc that explains it. */
export interface SdkFeature {
  label: string;
  docPath: string;
}

export const SDK_FEATURES = {
  'network-layer': {label: 'Network layer', docPath: '/docs/network-layer'},
  'fixed-nodes': {label: 'Fixed nodes', docPath: '/docs/network-layer'},
  'free-nodes': {label: 'Free nodes', docPath: '/docs/network-layer'},
  'link-shapes': {label: 'Arcs and geodesic links', docPath: '/api/layers/network-layer'},
  'proximity-combining': {label: 'Proximity combining', docPath: '/docs/network-layer'},
  'observations-layer': {label: 'Observations layer', docPath: '/docs/observations-layer'},
  trajectories: {label: 'Trajectories', docPath: '/docs/observations-layer'},
  'tracker-nodes': {label: 'Tracker nodes', docPath: '/docs/observations-layer'},
  'geojson-layer': {label: 'GeoJSON layer', docPath: '/docs/geojson-layer'},
  'tile-layer': {label: 'Tile layer', docPath: '/docs/tile-layer'},
  'time-filtering': {label: 'Time filtering', docPath: '/docs/filtering'},
  filtering: {label: 'Filtering', docPath: '/docs/filtering'},
  events: {label: 'Events', docPath: '/docs/event-handling'},
  tooltips: {label: 'Tooltips', docPath: '/docs/event-handling'},
  'image-export': {label: 'Export as PNG', docPath: '/docs/mapweave-basics'},
  dragging: {label: 'Dragging and pinning', docPath: '/docs/event-handling'},
  selection: {label: 'Selection', docPath: '/docs/event-handling'},
  'graph-analysis': {label: 'Graph analysis', docPath: '/docs/graph-analysis'},
  'standalone-adapter': {label: 'Standalone adapter', docPath: '/api/adapters/standalone'},
  'maplibre-adapter': {label: 'MapLibre adapter', docPath: '/api/adapters/maplibre'},
  'mapbox-adapter': {label: 'Mapbox adapter', docPath: '/api/adapters/mapbox'},
  'node-styling': {label: 'Labels, icons and glyphs', docPath: '/docs/network-layer'},
  'link-styling': {label: 'Dashes, arrows and link labels', docPath: '/api/layers/network-layer'},
  playback: {label: 'Playback', docPath: '/docs/observations-layer'},
  'time-bar': {label: 'Time bar', docPath: '/api/timebar'},
  'view-control': {label: 'fitBounds, flyTo and the view', docPath: '/docs/mapweave-basics'},
  'worker-analysis': {label: 'Analysis in a worker', docPath: '/docs/graph-analysis'},
  'link-charts': {label: 'Link charts', docPath: '/docs/link-charts'},
  'dark-mode': {label: 'Dark basemap', docPath: '/api/adapters/standalone'},
  react: {label: 'React bindings', docPath: '/docs/getting-started'},
  'error-handling': {label: 'Errors', docPath: '/api/types'},
} as const satisfies Record<string, SdkFeature>;

export type SdkFeatureId = keyof typeof SDK_FEATURES;

export function isSdkFeatureId(value: unknown): value is SdkFeatureId {
  return typeof value === 'string' && Object.hasOwn(SDK_FEATURES, value);
}
