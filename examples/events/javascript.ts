import { MapWeave, NetworkLayer, type MapPointerEvent, type NetworkData } from 'mapweave';

// Four cities (fixed nodes) and two suppliers (free nodes, which can be dragged).
const data: NetworkData = {
  lisbon: { type: 'node', label: 'Lisbon', latitude: 38.7223, longitude: -9.1393 },
  porto: { type: 'node', label: 'Porto', latitude: 41.1579, longitude: -8.6291 },
  madrid: { type: 'node', label: 'Madrid', latitude: 40.4168, longitude: -3.7038 },
  seville: { type: 'node', label: 'Seville', latitude: 37.3891, longitude: -5.9845 },
  'supplier-a': { type: 'node', label: 'Supplier A', color: '#bf3989', glyph: 'A' },
  'supplier-b': { type: 'node', label: 'Supplier B', color: '#bf3989', glyph: 'B' },
  'lisbon-porto': { type: 'link', id1: 'lisbon', id2: 'porto' },
  'lisbon-madrid': { type: 'link', id1: 'lisbon', id2: 'madrid' },
  'madrid-seville': { type: 'link', id1: 'madrid', id2: 'seville' },
  'lisbon-seville': { type: 'link', id1: 'lisbon', id2: 'seville', shape: 'arc' },
  'a-porto': { type: 'link', id1: 'supplier-a', id2: 'porto', dashed: true },
  'b-madrid': { type: 'link', id1: 'supplier-b', id2: 'madrid', dashed: true },
  'b-seville': { type: 'link', id1: 'supplier-b', id2: 'seville', dashed: true },
};

function pointer({ item, coordinate }: MapPointerEvent): string {
  const what = item ? `${item.type} "${item.id}"` : 'background';
  if (!coordinate) return what;
  return `${what} at ${coordinate.latitude.toFixed(2)}, ${coordinate.longitude.toFixed(2)}`;
}

const map = new MapWeave({
  container: 'map',
  view: { longitude: -3.5, latitude: 39.5, zoom: 4.6 },
  layers: [new NetworkLayer({ id: 'iberia', data })],
});

// The log: newest first; a repeat of the last event only counts up.
const panel = document.createElement('aside');
panel.className = 'mw-panel';
const throwingBox = document.createElement('input');
throwingBox.type = 'checkbox';
const throwingLabel = document.createElement('label');
throwingLabel.append(throwingBox, ' Make the click handler throw');
const clear = document.createElement('button');
clear.type = 'button';
clear.textContent = 'Clear the log';
const status = document.createElement('p');
status.setAttribute('aria-live', 'polite');
const list = document.createElement('ol');
list.setAttribute('aria-label', 'Event log, newest first');
list.reversed = true;

panel.append(throwingLabel, ' ', clear, status, list);
document.body.append(panel);

let lastName = '';
let repeats = 0;

function log(name: string, text: string, announce = false) {
  const first = list.firstElementChild;
  repeats = name === lastName && first ? repeats + 1 : 1;
  lastName = name;
  const entry = repeats > 1 && first ? first : document.createElement('li');
  entry.textContent = `${name}${repeats > 1 ? ` ×${repeats}` : ''}: ${text}`;
  if (entry !== first) list.prepend(entry);
  while (list.children.length > 50) list.lastElementChild?.remove();
  if (announce) status.textContent = `${name}: ${text}`;
}

clear.addEventListener('click', () => {
  list.replaceChildren();
  lastName = '';
});

map.on('click', (event) => log('click', pointer(event), true));
// An exception in a handler does not stop the others: the map emits it as an error event.
map.on('click', () => {
  if (throwingBox.checked) throw new Error('The click handler threw on purpose');
});
map.on('double-click', (event) => log('double-click', pointer(event), true));
map.on('context-menu', (event) => log('context-menu', pointer(event), true));
map.on('hover-start', (event) => log('hover-start', pointer(event)));
map.on('hover-end', (event) => log('hover-end', pointer(event)));
map.on('drag-start', (event) => log('drag-start', pointer(event)));
map.on('drag', (event) => log('drag', pointer(event)));
map.on('drag-end', (event) => log('drag-end', pointer(event), true));
map.on('view-change', ({ viewState, interactive }) =>
  log('view-change', `${interactive ? 'by the user' : 'by code'}, zoom ${viewState.zoom.toFixed(1)}`),
);
map.on('selection-change', ({ layerId, selected }) =>
  log('selection-change', `${layerId}: [${selected.join(', ')}]`, true),
);
map.on('load', ({ layerIds }) => log('load', `layers [${layerIds.join(', ')}]`, true));
map.on('error', ({ error }) => log('error', error.message, true));
