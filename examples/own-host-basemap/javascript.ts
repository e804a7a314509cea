import * as maplibregl from 'maplibre-gl';
import { Protocol } from 'pmtiles';
import { MapLibreAdapter, MapWeave, NetworkLayer, type NetworkData } from 'mapweave';

// In your own app: import 'maplibre-gl/dist/maplibre-gl.css', and with maplibre-gl 6 point
// maplibregl.setWorkerUrl at its worker (see /api/adapters/maplibre#worker-url); the runner
// here provides both.

// The basemap's files, served by the same static host as this page (see /docs/own-host-basemap):
// world.pmtiles holds the vector tiles, fonts/ the glyphs of the labels. MapLibre needs absolute
// URLs. Nothing else is requested: no tile server, no key, no third party.
const basemapFolder = `${location.origin}/basemap`;

// MapLibre reads pmtiles:// sources through the pmtiles package: byte ranges of one static file.
maplibregl.addProtocol('pmtiles', new Protocol().tile);

const dark = document.documentElement.dataset.theme === 'dark';
const colors = dark
  ? { water: '#24476b', land: '#2b2b2e', border: '#6b6b73', text: '#e3e3e3', halo: '#1b1b1d', place: '#c9c9cf' }
  : { water: '#b7d3e9', land: '#f3f1ea', border: '#9a8f99', text: '#1c1e21', halo: '#ffffff', place: '#44474c' };

const style: maplibregl.StyleSpecification = {
  version: 8,
  glyphs: `${basemapFolder}/fonts/{fontstack}/{range}.pbf`,
  sources: {
    world: {
      type: 'vector',
      url: `pmtiles://${basemapFolder}/world.pmtiles`,
      attribution: 'Natural Earth · GeoNames (CC BY 4.0)',
    },
  },
  layers: [
    { id: 'water', type: 'background', paint: { 'background-color': colors.water } },
    { id: 'land', type: 'fill', source: 'world', 'source-layer': 'land', paint: { 'fill-color': colors.land } },
    { id: 'lakes', type: 'fill', source: 'world', 'source-layer': 'lakes', paint: { 'fill-color': colors.water } },
    {
      id: 'rivers',
      type: 'line',
      source: 'world',
      'source-layer': 'rivers',
      paint: { 'line-color': colors.water, 'line-width': ['interpolate', ['linear'], ['zoom'], 3, 0.5, 8, 2] },
    },
    {
      id: 'boundaries',
      type: 'line',
      source: 'world',
      'source-layer': 'boundaries',
      paint: { 'line-color': colors.border, 'line-width': 1, 'line-dasharray': [3, 2] },
    },
    {
      id: 'place-dots',
      type: 'circle',
      source: 'world',
      'source-layer': 'places',
      filter: ['<=', ['get', 'minzoom'], ['zoom']],
      paint: { 'circle-radius': 2.5, 'circle-color': colors.place },
    },
    {
      id: 'place-names',
      type: 'symbol',
      source: 'world',
      'source-layer': 'places',
      // Each place from the zoom its population and isolation earn it.
      filter: ['<=', ['get', 'minzoom'], ['zoom']],
      layout: {
        'text-field': ['get', 'name'],
        'text-font': ['Noto Sans Regular'],
        'text-size': ['case', ['get', 'capital'], 14, 12],
        'symbol-sort-key': ['get', 'minzoom'],
        'text-variable-anchor': ['left', 'right', 'top', 'bottom'],
        'text-radial-offset': 1,
      },
      paint: { 'text-color': colors.text, 'text-halo-color': colors.halo, 'text-halo-width': 1.5 },
    },
    {
      id: 'country-names',
      type: 'symbol',
      source: 'world',
      'source-layer': 'countries',
      maxzoom: 7,
      layout: {
        'text-field': ['get', 'name'],
        'text-font': ['Noto Sans Regular'],
        'text-size': 12,
        'text-transform': 'uppercase',
        'text-letter-spacing': 0.12,
        'symbol-sort-key': ['-', ['get', 'area']],
      },
      paint: { 'text-color': colors.border, 'text-halo-color': colors.halo, 'text-halo-width': 1.5 },
    },
  ],
};

// Rail links between the cities around the Alpine lakes (Geneva, Constance, Maggiore, Como).
const stations: Record<string, [longitude: number, latitude: number]> = {
  Geneva: [6.1423, 46.2102],
  Lausanne: [6.6291, 46.5167],
  Bern: [7.4391, 46.949],
  Basel: [7.5896, 47.5476],
  Zurich: [8.5402, 47.3782],
  Lucerne: [8.3103, 47.0502],
  Lugano: [8.9465, 46.0055],
  Milan: [9.2045, 45.4862],
  Turin: [7.6783, 45.0625],
  Lyon: [4.8597, 45.7606],
};
const links: [from: string, to: string][] = [
  ['Geneva', 'Lausanne'],
  ['Lausanne', 'Bern'],
  ['Bern', 'Basel'],
  ['Bern', 'Zurich'],
  ['Basel', 'Zurich'],
  ['Zurich', 'Lucerne'],
  ['Lucerne', 'Lugano'],
  ['Lugano', 'Milan'],
  ['Milan', 'Turin'],
  ['Geneva', 'Lyon'],
  ['Lausanne', 'Milan'],
];
const railways: NetworkData = {};
for (const [id, [longitude, latitude]] of Object.entries(stations)) {
  railways[id] = { type: 'node', longitude, latitude, color: '#bc4c00', size: 7 };
}
for (const [from, to] of links) {
  railways[`${from}-${to}`] = { type: 'link', id1: from, id2: to, color: '#bc4c00', width: 2.5 };
}

const basemap = new maplibregl.Map({
  container: 'map',
  style,
  bounds: [4.6, 44.9, 10.2, 47.8],
  fitBoundsOptions: { padding: 20 },
});

// MapWeave draws its network on a canvas above MapLibre's and follows its camera; the basemap
// names the cities, so the stations go unlabelled.
new MapWeave({
  adapter: new MapLibreAdapter({ map: basemap }),
  layers: [new NetworkLayer({ id: 'railways', data: railways })],
});
