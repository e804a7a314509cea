import {MapboxOverlay} from '@deck.gl/mapbox';
import * as maplibregl from 'maplibre-gl';
import {networkLayers} from '../plain/network.js';

const basemap = new maplibregl.Map({container: 'map', style: {version: 8, sources: {}, layers: []}});
basemap.addControl(new MapboxOverlay({layers: networkLayers()}));
