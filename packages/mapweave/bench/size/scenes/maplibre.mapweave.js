// The minimal network over a MapLibre map.
import * as maplibregl from 'maplibre-gl';
import {MapLibreAdapter, MapWeave, NetworkLayer} from 'mapweave';
import {NETWORK} from '../data.js';

const basemap = new maplibregl.Map({container: 'map', style: {version: 8, sources: {}, layers: []}});
const map = new MapWeave({container: 'map', adapter: new MapLibreAdapter({map: basemap})});
map.addLayer(new NetworkLayer({id: 'routes', data: NETWORK}));
