import { MapWeave, NetworkLayer, type NetworkData, type ViewState } from 'mapweave';

// Long-haul routes between hub airports, drawn as great circles (geodesic links).
const airports: Record<string, [label: string, longitude: number, latitude: number]> = {
  lhr: ['London', -0.4543, 51.47],
  jfk: ['New York', -73.7781, 40.6413],
  dxb: ['Dubai', 55.3657, 25.2532],
  sin: ['Singapore', 103.9915, 1.3644],
  hnd: ['Tokyo', 139.7798, 35.5494],
  syd: ['Sydney', 151.1772, -33.9399],
  gru: ['São Paulo', -46.4731, -23.4356],
  jnb: ['Johannesburg', 28.2411, -26.1392],
  lax: ['Los Angeles', -118.4085, 33.9416],
};
const routes: [from: string, to: string][] = [
  ['lhr', 'jfk'], ['lhr', 'dxb'], ['lhr', 'sin'], ['jfk', 'gru'], ['jfk', 'lax'], ['dxb', 'sin'],
  ['dxb', 'jnb'], ['sin', 'syd'], ['sin', 'hnd'], ['hnd', 'lax'], ['lax', 'syd'], ['gru', 'jnb'],
];

const network: NetworkData = {};
for (const [id, [label, longitude, latitude]] of Object.entries(airports)) {
  network[id] = { type: 'node', label, longitude, latitude, color: '#1f6feb' };
}
for (const [from, to] of routes) {
  network[`${from}-${to}`] = { type: 'link', id1: from, id2: to, shape: 'geodesic' };
}

function describeView({ longitude, latitude, zoom, bearing, pitch }: ViewState): string {
  return (
    `longitude ${longitude.toFixed(2)}, latitude ${latitude.toFixed(2)}, zoom ${zoom.toFixed(2)}, ` +
    `bearing ${bearing.toFixed(0)}°, pitch ${pitch.toFixed(0)}°`
  );
}

const map = new MapWeave({
  container: 'map',
  view: { longitude: 20, latitude: 15, zoom: 0.8 },
  layers: [new NetworkLayer({ id: 'long-haul', data: network })],
});

// Buttons for the view methods, the view state as it changes, and a status line.
const panel = document.createElement('aside');
panel.className = 'mw-panel';
const buttons = document.createElement('div');
buttons.className = 'mw-buttons';
const viewLine = document.createElement('p');
const status = document.createElement('p');
status.setAttribute('aria-live', 'polite');
panel.append(buttons, viewLine, status);
document.body.append(panel);

function button(text: string, onClick: () => void) {
  const element = document.createElement('button');
  element.type = 'button';
  element.textContent = text;
  element.addEventListener('click', onClick);
  buttons.append(element);
}

let saved: ViewState | null = null;

button('Fit the network', () => {
  map.fitBounds({ padding: 40, time: 800 });
  status.textContent = 'fitBounds: every route in view';
});
button('Fly to Singapore', () => {
  map.flyTo({ longitude: 103.99, latitude: 1.36, zoom: 5, time: 1500 });
  status.textContent = 'flyTo: Singapore at zoom 5';
});
button('Tilt and turn', () => {
  const { longitude, latitude, zoom } = map.getViewState();
  map.flyTo({ longitude, latitude, zoom, bearing: 25, pitch: 45, time: 800 });
  status.textContent = 'flyTo: bearing 25°, pitch 45°';
});
button('Save this view', () => {
  saved = map.getViewState();
  status.textContent = `getViewState saved: ${describeView(saved)}`;
});
button('Back to the saved view', () => {
  if (!saved) {
    status.textContent = 'No view saved yet';
    return;
  }
  map.setViewState(saved);
  status.textContent = 'setViewState: back to the saved view';
});

// toImage: a PNG of the map as it is now (basemap and routes), here at 600 × 315 and twice the
// pixel density, shown below the buttons; the map on the page is not resized for it.
const preview = document.createElement('img');
preview.alt = 'The exported PNG of the map';
preview.width = 240;
preview.hidden = true;
panel.append(preview);
button('Save as PNG', async () => {
  const png = await map.toImage({ width: 600, height: 315, pixelRatio: 2 });
  if (preview.src) URL.revokeObjectURL(preview.src);
  preview.src = URL.createObjectURL(png);
  preview.hidden = false;
  status.textContent = `toImage: a 1200 × 630 PNG of ${Math.round(png.size / 1024)} KB`;
});

map.on('view-change', ({ viewState }) => {
  viewLine.textContent = describeView(viewState);
});
viewLine.textContent = describeView(map.getViewState());
