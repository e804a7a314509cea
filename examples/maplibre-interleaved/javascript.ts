import maplibregl, { type StyleSpecification } from 'maplibre-gl';
import { MapLibreAdapter, MapWeave, NetworkLayer, type NetworkData } from 'mapweave';

// An offline MapLibre style: a background and one inline GeoJSON source of land (Natural Earth
// 1:110m outlines, public domain, rounded to 0.1°). No tiles, glyphs or sprites: no request.
const landRings: [number, number][][] = [
  [
    [6.2, 49.5], [6.7, 49.2], [8.1, 49], [7.6, 48.3], [7.5, 47.6], [7.2, 47.4], [6.7, 47.5],
    [6.8, 47.3], [6, 46.7], [6, 46.3], [6.5, 46.4], [6.8, 46], [6.8, 45.7], [7.1, 45.3], [6.7, 45],
    [7, 44.3], [7.6, 44.1], [7.4, 43.7], [6.5, 43.1], [4.6, 43.4], [3.1, 43.1], [3, 42.5],
    [1.8, 42.3], [0.7, 42.8], [0.3, 42.6], [-1.5, 43], [-1.9, 43.4], [-1.4, 44], [-1.2, 46],
    [-2.2, 47.1], [-3, 47.6], [-4.5, 48], [-4.6, 48.7], [-3.3, 48.9], [-1.6, 48.6], [-1.9, 49.8],
    [-1, 49.3], [1.3, 50.1], [1.6, 50.9], [2.5, 51.1], [2.7, 50.8], [3.1, 50.8], [3.6, 50.4],
    [4.3, 49.9], [4.8, 50], [5.7, 49.5], [5.9, 49.4], [6.2, 49.5],
  ],
  [
    [8.7, 42.6], [9.4, 43], [9.6, 42.2], [9.2, 41.4], [8.8, 41.6], [8.5, 42.3], [8.7, 42.6],
  ],
  [
    [14.1, 53.8], [14.4, 53.2], [14.1, 53], [14.4, 52.6], [14.7, 52.1], [14.6, 51.7], [15, 51.1],
    [14.6, 51], [14.3, 51.1], [14.1, 50.9], [13.3, 50.7], [13, 50.5], [12.2, 50.3], [12.4, 50],
    [12.5, 49.5], [13, 49.3], [13.6, 48.9], [13.2, 48.4], [12.9, 48.3], [13, 47.6], [12.9, 47.5],
    [12.6, 47.7], [12.1, 47.7], [11.4, 47.5], [10.5, 47.6], [10.4, 47.3], [9.9, 47.6], [9.6, 47.5],
    [8.5, 47.8], [8.3, 47.6], [7.5, 47.6], [7.6, 48.3], [8.1, 49], [6.7, 49.2], [6.2, 49.5],
    [6.2, 49.9], [6, 50.1], [6.2, 50.8], [6, 51.9], [6.6, 51.9], [6.8, 52.2], [7.1, 53.1],
    [6.9, 53.5], [7.1, 53.7], [7.9, 53.7], [8.1, 53.5], [8.8, 54], [8.6, 54.4], [8.5, 55],
    [9.3, 54.8], [9.9, 55], [9.9, 54.6], [10.9, 54.4], [10.9, 54], [12, 54.2], [12.5, 54.5],
    [13.6, 54.1], [14.1, 53.8],
  ],
  [
    [6, 50.1], [6.2, 49.9], [6.2, 49.5], [5.9, 49.4], [5.7, 49.5], [5.8, 50.1], [6, 50.1],
  ],
  [
    [6.2, 50.8], [6, 50.1], [5.8, 50.1], [5.7, 49.5], [4.8, 50], [4.3, 49.9], [3.6, 50.4],
    [3.1, 50.8], [2.7, 50.8], [2.5, 51.1], [3.3, 51.3], [4, 51.3], [5, 51.5], [5.6, 51],
    [6.2, 50.8],
  ],
  [
    [6.9, 53.5], [7.1, 53.1], [6.8, 52.2], [6.6, 51.9], [6, 51.9], [6.2, 50.8], [5.6, 51],
    [5, 51.5], [4, 51.3], [3.3, 51.3], [3.8, 51.6], [4.7, 53.1], [6.1, 53.5], [6.9, 53.5],
  ],
  [
    [-6.2, 53.9], [-6, 53.2], [-6.8, 52.3], [-8.6, 51.7], [-10, 51.8], [-9.2, 52.9], [-9.7, 53.9],
    [-8.3, 54.7], [-7.6, 55.1], [-7.4, 54.6], [-7.6, 54.1], [-7, 54.1], [-6.2, 53.9],
  ],
  [
    [9.9, 55], [9.3, 54.8], [8.5, 55], [8.1, 55.5], [8.1, 56.5], [8.3, 56.8], [8.5, 57.1],
    [9.4, 57.2], [9.8, 57.4], [10.6, 57.7], [10.5, 57.2], [10.3, 56.9], [10.4, 56.6], [10.9, 56.5],
    [10.7, 56.1], [10.4, 56.2], [9.6, 55.5], [9.9, 55],
  ],
  [
    [12.4, 56.1], [12.7, 55.6], [12.1, 54.8], [11, 55.4], [10.9, 55.8], [12.4, 56.1],
  ],
  [
    [-6.2, 53.9], [-7, 54.1], [-7.6, 54.1], [-7.4, 54.6], [-7.6, 55.1], [-6.7, 55.2], [-5.7, 54.6],
    [-6.2, 53.9],
  ],
  [
    [-3.1, 53.4], [-2.9, 54], [-3.6, 54.6], [-4.8, 54.8], [-5.1, 55.1], [-4.7, 55.5], [-5, 55.8],
    [-5.6, 55.3], [-5.6, 56.3], [-6.2, 56.8], [-5.8, 57.8], [-5, 58.6], [-4.2, 58.6], [-3, 58.6],
    [-4.1, 57.6], [-3.1, 57.7], [-2, 57.7], [-2.2, 56.9], [-3.1, 56], [-2.1, 55.9], [-2, 55.8],
    [-1.1, 54.6], [-0.4, 54.5], [0.2, 53.3], [0.5, 52.9], [1.7, 52.7], [1.6, 52.1], [1, 51.8],
    [1.4, 51.3], [0.5, 50.8], [-0.8, 50.8], [-2.5, 50.5], [-3, 50.7], [-3.6, 50.2], [-4.5, 50.3],
    [-5.2, 50], [-5.8, 50.2], [-4.3, 51.2], [-3.4, 51.4], [-5, 51.6], [-5.3, 52], [-4.2, 52.3],
    [-4.8, 52.8], [-4.6, 53.5], [-3.1, 53.4],
  ],
];

const style: StyleSpecification = {
  version: 8,
  sources: {
    land: {
      type: 'geojson',
      data: {
        type: 'Feature',
        properties: {},
        geometry: { type: 'MultiPolygon', coordinates: landRings.map((ring) => [ring]) },
      },
    },
  },
  layers: [
    { id: 'sea', type: 'background', paint: { 'background-color': '#cfe0ee' } },
    { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': '#f4f1ea' } },
    { id: 'coast', type: 'line', source: 'land', paint: { 'line-color': '#9aa5b1', 'line-width': 1 } },
  ],
};

// Ferry ports and the routes between them.
const ports: Record<string, [label: string, longitude: number, latitude: number]> = {
  dover: ['Dover', 1.3257, 51.1279],
  calais: ['Calais', 1.8587, 50.965],
  portsmouth: ['Portsmouth', -1.088, 50.812],
  caen: ['Caen', -0.248, 49.283],
  cherbourg: ['Cherbourg', -1.62, 49.645],
  harwich: ['Harwich', 1.287, 51.946],
  hook: ['Hook of Holland', 4.13, 51.978],
  hull: ['Hull', -0.305, 53.74],
  rotterdam: ['Rotterdam', 4.084, 51.955],
  newcastle: ['Newcastle', -1.445, 55.008],
  ijmuiden: ['IJmuiden', 4.595, 52.464],
  holyhead: ['Holyhead', -4.633, 53.309],
  dublin: ['Dublin', -6.205, 53.347],
  rosslare: ['Rosslare', -6.337, 52.253],
};
const routes: [from: string, to: string][] = [
  ['dover', 'calais'],
  ['portsmouth', 'caen'],
  ['portsmouth', 'cherbourg'],
  ['harwich', 'hook'],
  ['hull', 'rotterdam'],
  ['newcastle', 'ijmuiden'],
  ['holyhead', 'dublin'],
  ['rosslare', 'cherbourg'],
];

const ferries: NetworkData = {};
for (const [id, [label, longitude, latitude]] of Object.entries(ports)) {
  ferries[id] = { type: 'node', label, longitude, latitude, color: '#0969da' };
}
for (const [from, to] of routes) {
  ferries[`${from}-${to}`] = { type: 'link', id1: from, id2: to, color: '#bc4c00', width: 3 };
}

// The MapLibre map is yours: its style, camera and controls.
const basemap = new maplibregl.Map({
  container: 'map',
  style,
  bounds: [-6.6, 49.2, 4.7, 55.1],
  fitBoundsOptions: { padding: 20 },
  attributionControl: false,
});

// Interleaved: MapWeave draws into MapLibre's own WebGL context, as layers of the MapLibre
// style, instead of on a canvas of its own. Interleaving needs maplibre-gl 5.x (5.24 is
// tested). No container: MapWeave uses the MapLibre map's.
const mapweave = new MapWeave({
  adapter: new MapLibreAdapter({ map: basemap, interleaved: true }),
  layers: [new NetworkLayer({ id: 'ferries', data: ferries })],
});

const panel = document.createElement('div');
panel.style.cssText =
  'position:absolute;top:8px;left:8px;z-index:1;padding:6px 10px;border-radius:6px;' +
  'background:Canvas;color:CanvasText;font:13px system-ui,sans-serif';
const fit = document.createElement('button');
fit.type = 'button';
fit.textContent = 'Fit the ferry network';
const drawing = document.createElement('p');
drawing.style.margin = '4px 0 0';
const status = document.createElement('p');
status.setAttribute('aria-live', 'polite');
status.style.margin = '4px 0 0';
status.textContent = 'Click a port or a route.';
panel.append(fit, drawing, status);
document.body.append(panel);

// MapWeave's view methods move the MapLibre camera.
fit.addEventListener('click', () => mapweave.fitBounds({ padding: 40 }));
mapweave.on('click', ({ item }) => {
  status.textContent = item ? `${item.type} ${item.id}` : 'Click a port or a route.';
});
// How it is drawn: the canvases in the map and the layers of the MapLibre style, read each
// time MapLibre has finished drawing.
basemap.on('idle', () => {
  const canvases = basemap.getContainer().querySelectorAll('canvas').length;
  const layers = basemap.getLayersOrder();
  drawing.textContent = `${canvases} canvas${canvases === 1 ? '' : 'es'}; MapLibre style layers, bottom to top: ${layers.join(', ')}`;
});
