import { createGraphEngine, MapWeave, NetworkLayer, type NetworkData } from 'mapweave';

const places: Record<string, [label: string, latitude: number, longitude: number]> = {
  madrid: ['Madrid', 40.4065, -3.6895],
  barcelona: ['Barcelona', 41.3794, 2.1404],
  zaragoza: ['Zaragoza', 41.6588, -0.9111],
  valencia: ['Valencia', 39.4598, -0.3833],
  alicante: ['Alicante', 38.3445, -0.4953],
  cordoba: ['Córdoba', 37.8886, -4.7894],
  seville: ['Seville', 37.3919, -5.975],
  malaga: ['Málaga', 36.7117, -4.4318],
  valladolid: ['Valladolid', 41.6445, -4.7307],
  leon: ['León', 42.5931, -5.5788],
  bilbao: ['Bilbao', 43.2599, -2.9269],
  badajoz: ['Badajoz', 38.8794, -6.9707],
  lisbon: ['Lisbon', 38.7678, -9.0995],
  porto: ['Porto', 41.1496, -8.611],
  laspalmas: ['Las Palmas', 28.1235, -15.4363],
  santacruz: ['Santa Cruz de Tenerife', 28.4636, -16.2518],
  rosario: ['Puerto del Rosario', 28.5004, -13.8627],
  arrecife: ['Arrecife', 28.963, -13.5477],
};

// Rail on the mainland, ferries between the islands: no link joins the two.
const links: [from: string, to: string][] = [
  ['madrid', 'zaragoza'], ['zaragoza', 'barcelona'], ['madrid', 'valencia'],
  ['valencia', 'barcelona'], ['madrid', 'cordoba'], ['cordoba', 'seville'],
  ['cordoba', 'malaga'], ['madrid', 'alicante'], ['valencia', 'alicante'],
  ['madrid', 'valladolid'], ['valladolid', 'leon'], ['zaragoza', 'bilbao'],
  ['valladolid', 'bilbao'], ['madrid', 'badajoz'], ['badajoz', 'lisbon'],
  ['lisbon', 'porto'], ['laspalmas', 'santacruz'], ['laspalmas', 'rosario'],
  ['rosario', 'arrecife'], ['laspalmas', 'arrecife'],
];

const data: NetworkData = {};
for (const [id, [label, latitude, longitude]] of Object.entries(places)) {
  data[id] = { type: 'node', label, latitude, longitude, color: '#57606a', size: 6 };
}
for (const [from, to] of links) {
  data[`${from}-${to}`] = { type: 'link', id1: from, id2: to, color: '#afb8c1', width: 2 };
}

const graph = createGraphEngine(data);
const name = (id: string) => places[id]![0];

/** The network with the path from `from` to `to` highlighted, and a sentence about it. */
function route(from: string | null, to: string | null): { styled: NetworkData; text: string } {
  if (!from) return { styled: data, text: 'Click a place to start a route.' };
  const styled: NetworkData = { ...data };
  const mark = (id: string, size: number) => {
    const node = data[id];
    if (node?.type === 'node') styled[id] = { ...node, color: '#bc4c00', size };
  };
  mark(from, 10);
  if (!to) return { styled, text: `From ${name(from)}: click where to go.` };
  mark(to, 10);
  const path = graph.shortestPath(from, to);
  if (!path) {
    return { styled, text: `No route from ${name(from)} to ${name(to)}: no links join them.` };
  }
  for (const id of path.nodes.slice(1, -1)) mark(id, 7);
  for (const id of path.links) {
    const link = data[id];
    if (link?.type === 'link') styled[id] = { ...link, color: '#bc4c00', width: 5 };
  }
  const stops = path.nodes.slice(1, -1).map(name);
  const steps = `${path.links.length} link${path.links.length === 1 ? '' : 's'}`;
  const via = stops.length > 0 ? ` via ${stops.join(', ')}` : '';
  return { styled, text: `${name(from)} → ${name(to)}: ${steps}${via}.` };
}

// We draw the route ourselves, so clicks do not select.
const network = new NetworkLayer({ id: 'routes', data, options: { selectOnClick: false } });
const map = new MapWeave({ container: 'map', layers: [network] });
map.fitBounds({ padding: 30, time: 0 });

// Controls over the map: from and to, clear, and a status line.
const panel = document.createElement('aside');
panel.className = 'mw-panel';

function placeSelect(text: string) {
  const select = document.createElement('select');
  select.add(new Option('—', ''));
  for (const [id, [label]] of Object.entries(places)) select.add(new Option(label, id));
  const label = document.createElement('label');
  label.append(`${text} `, select, ' ');
  return { select, label };
}

const fromPicker = placeSelect('From');
const toPicker = placeSelect('To');
const clear = document.createElement('button');
clear.type = 'button';
clear.textContent = 'Clear';
const status = document.createElement('p');
status.setAttribute('aria-live', 'polite');
panel.append(fromPicker.label, toPicker.label, clear, status);
document.body.append(panel);

function show() {
  const { styled, text } = route(fromPicker.select.value || null, toPicker.select.value || null);
  network.data(styled);
  status.textContent = text;
}
show();

fromPicker.select.addEventListener('change', show);
toPicker.select.addEventListener('change', show);
clear.addEventListener('click', () => {
  fromPicker.select.value = '';
  toPicker.select.value = '';
  show();
});

// First click: from; second: to; a third starts a new route.
map.on('click', ({ item }) => {
  if (item?.type !== 'node') return;
  if (!fromPicker.select.value || toPicker.select.value) {
    fromPicker.select.value = item.id;
    toPicker.select.value = '';
  } else {
    toPicker.select.value = item.id;
  }
  show();
});
