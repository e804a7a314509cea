import {
  basemapStyle,
  MapboxAdapter,
  MapWeave,
  NetworkLayer,
  StandaloneAdapter,
  type BasemapStyle,
  type MapLike,
  type NetworkData,
} from 'mapweave';

// Night trains between European cities.
const cities: Record<string, [label: string, longitude: number, latitude: number]> = {
  vienna: ['Vienna', 16.3738, 48.2082],
  hamburg: ['Hamburg', 9.9937, 53.5511],
  brussels: ['Brussels', 4.3517, 50.8503],
  zurich: ['Zurich', 8.5417, 47.3769],
  amsterdam: ['Amsterdam', 4.9041, 52.3676],
  berlin: ['Berlin', 13.405, 52.52],
  paris: ['Paris', 2.3522, 48.8566],
  stockholm: ['Stockholm', 18.0686, 59.3293],
  munich: ['Munich', 11.582, 48.1351],
  rome: ['Rome', 12.4964, 41.9028],
};
const routes: [from: string, to: string][] = [
  ['vienna', 'hamburg'],
  ['vienna', 'brussels'],
  ['zurich', 'amsterdam'],
  ['berlin', 'paris'],
  ['stockholm', 'berlin'],
  ['munich', 'rome'],
  ['vienna', 'rome'],
  ['zurich', 'hamburg'],
];

const network: NetworkData = {};
for (const [id, [label, longitude, latitude]] of Object.entries(cities)) {
  network[id] = { type: 'node', label, longitude, latitude, color: '#8250df' };
}
for (const [from, to] of routes) {
  network[`${from}-${to}`] = { type: 'link', id1: from, id2: to, shape: 'arc', arcHeight: 0.2 };
}

// mapbox-gl 3 is proprietary and needs your Mapbox access token: it is loaded from Mapbox's
// own CDN only after you paste one, and never without.
const MAPBOX_GL = 'https://api.mapbox.com/mapbox-gl-js/v3.32.0/mapbox-gl';

type MapboxMap = MapLike & { remove(): void };
interface MapboxGl {
  Map: new (options: {
    container: HTMLElement | string;
    style: BasemapStyle;
    accessToken: string;
    bounds: [number, number, number, number];
    fitBoundsOptions: { padding: number };
  }) => MapboxMap;
}

let loading: Promise<MapboxGl> | null = null;

function loadMapboxGl(): Promise<MapboxGl> {
  loading ??= new Promise((resolve, reject) => {
    const css = document.createElement('link');
    css.rel = 'stylesheet';
    css.href = `${MAPBOX_GL}.css`;
    const script = document.createElement('script');
    script.src = `${MAPBOX_GL}.js`;
    script.onload = () => {
      const mapboxgl = (window as unknown as { mapboxgl?: MapboxGl }).mapboxgl;
      if (mapboxgl) resolve(mapboxgl);
      else reject(new Error('mapbox-gl loaded but did not define window.mapboxgl'));
    };
    script.onerror = () => {
      loading = null;
      css.remove();
      script.remove();
      reject(new Error(`Could not load ${script.src}`));
    };
    document.head.append(css, script);
  });
  return loading;
}

// Public tokens start with "pk."; a secret token ("sk.") must never be used in a web page.
function checkToken(token: string): string | null {
  if (token.startsWith('sk.')) return 'That is a secret token: use a public one (pk.…).';
  if (!/^pk\.[\w-]+\.[\w-]+$/.test(token)) return 'A Mapbox public token looks like pk.xxxx.yyyy.';
  return null;
}

function errorMessage(event: unknown): string {
  const error = (event as { error?: unknown }).error;
  return error instanceof Error ? error.message : String(error);
}

const bounds: [number, number, number, number] = [2, 41.5, 18.5, 59.5];
const NO_TOKEN = 'No token: the network is drawn on the embedded offline basemap.';

// The form: a token input, an explanation, and a status line.
const panel = document.createElement('form');
panel.className = 'mw-panel';
panel.ariaLabel = 'Basemap';
const explanation = document.createElement('p');
explanation.textContent =
  'The Mapbox adapter needs mapbox-gl and your Mapbox access token. Paste a public token to ' +
  'load mapbox-gl from Mapbox and draw on a Mapbox map; the token is sent only to Mapbox.';
const tokenInput = document.createElement('input');
tokenInput.name = 'token';
tokenInput.autocomplete = 'off';
tokenInput.spellcheck = false;
tokenInput.placeholder = 'pk.…';
const tokenLabel = document.createElement('label');
tokenLabel.append('Mapbox token ', tokenInput);
const useMapbox = document.createElement('button');
useMapbox.type = 'submit';
useMapbox.textContent = 'Use Mapbox';
const useEmbedded = document.createElement('button');
useEmbedded.type = 'button';
useEmbedded.textContent = 'Use the embedded basemap';
const status = document.createElement('p');
status.setAttribute('aria-live', 'polite');
panel.append(explanation, tokenLabel, ' ', useMapbox, ' ', useEmbedded, status);
document.body.append(panel);

// One map at a time in #map: the MapWeave map, and the Mapbox map under it when there is one.
let current: { mapweave: MapWeave; mapbox: MapboxMap | null } | null = null;

function removeCurrent() {
  current?.mapweave.destroy();
  current?.mapbox?.remove();
  current = null;
}

function showEmbedded() {
  removeCurrent();
  const mapweave = new MapWeave({
    container: 'map',
    adapter: new StandaloneAdapter(),
    layers: [new NetworkLayer({ id: 'night-trains', data: network })],
  });
  mapweave.fitBounds({ padding: 30, time: 0 });
  current = { mapweave, mapbox: null };
  status.textContent = NO_TOKEN;
}

async function showMapbox(token: string) {
  status.textContent = 'Loading mapbox-gl from Mapbox…';
  try {
    const mapboxgl = await loadMapboxGl();
    removeCurrent();
    const mapbox = new mapboxgl.Map({
      container: 'map',
      style: basemapStyle({ theme: 'light' }),
      accessToken: token,
      bounds,
      fitBoundsOptions: { padding: 30 },
    });
    mapbox.on('error', (event) => {
      status.textContent = `Mapbox: ${errorMessage(event)}`;
    });
    // No container: MapWeave uses the Mapbox map's.
    const mapweave = new MapWeave({
      adapter: new MapboxAdapter({ map: mapbox }),
      layers: [new NetworkLayer({ id: 'night-trains', data: network })],
    });
    current = { mapweave, mapbox };
    status.textContent = 'Drawn on a Mapbox map with your token.';
  } catch (error) {
    status.textContent = error instanceof Error ? error.message : String(error);
  }
}

panel.addEventListener('submit', (event) => {
  event.preventDefault();
  const token = tokenInput.value.trim();
  const problem = checkToken(token);
  if (problem) status.textContent = problem;
  else void showMapbox(token);
});
useEmbedded.addEventListener('click', showEmbedded);

showEmbedded();
