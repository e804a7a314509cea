import { MapWeave, NetworkLayer, type LinkShape, type NetworkData } from 'mapweave';

const airports: Record<string, [label: string, latitude: number, longitude: number]> = {
  lhr: ['London', 51.47, -0.4543],
  jfk: ['New York', 40.6413, -73.7781],
  lax: ['Los Angeles', 33.9416, -118.4085],
  gru: ['São Paulo', -23.4356, -46.4731],
  scl: ['Santiago', -33.393, -70.7858],
  jnb: ['Johannesburg', -26.1392, 28.246],
  dxb: ['Dubai', 25.2532, 55.3657],
  sin: ['Singapore', 1.3644, 103.9915],
  hnd: ['Tokyo', 35.5494, 139.7798],
  syd: ['Sydney', -33.9399, 151.1753],
  akl: ['Auckland', -37.0082, 174.785],
};

const routes: [from: string, to: string][] = [
  ['lhr', 'jfk'], ['lhr', 'sin'], ['lhr', 'dxb'], ['lhr', 'jnb'], ['lhr', 'gru'],
  ['jfk', 'hnd'], ['jfk', 'scl'], ['lax', 'syd'], ['lax', 'hnd'], ['dxb', 'syd'],
  ['dxb', 'akl'], ['sin', 'syd'], ['jnb', 'syd'], ['gru', 'jnb'], ['scl', 'akl'],
];

/** Great-circle distance in kilometres between two airports (haversine formula). */
function distanceKm(from: string, to: string): number {
  const [, lat1, lon1] = airports[from]!;
  const [, lat2, lon2] = airports[to]!;
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

const data: NetworkData = {};
for (const [id, [label, latitude, longitude]] of Object.entries(airports)) {
  data[id] = { type: 'node', label, latitude, longitude, color: '#0969da', size: 7 };
}
for (const [from, to] of routes) {
  const km = Math.round(distanceKm(from, to));
  data[`${from}-${to}`] = {
    type: 'link',
    id1: from,
    id2: to,
    label: `${km.toLocaleString('en')} km`,
    data: { km },
  };
}

const shapes: Record<LinkShape, string> = {
  geodesic: 'great circles, the shortest way round the globe',
  arc: 'flat arcs, curves that only keep routes apart',
  straight: 'straight lines on the flat map, longer than the real routes',
};

// No shape on the links: they take `linkDefaults.shape`, so one option redraws them all.
const flights = new NetworkLayer({
  id: 'flights',
  data,
  options: { linkDefaults: { shape: 'geodesic', color: '#bf3989', width: 2 } },
});
const map = new MapWeave({ container: 'map', layers: [flights] });
map.fitBounds({ padding: 24, time: 0 });

// Controls over the map: the shape of every route, and a live status line.
const panel = document.createElement('aside');
panel.className = 'mw-panel';
const shapeSelect = document.createElement('select');
for (const shape of ['geodesic', 'arc', 'straight'] as const) {
  shapeSelect.add(new Option(shape, shape));
}
const shapeLabel = document.createElement('label');
shapeLabel.append('Draw routes as ', shapeSelect);
const status = document.createElement('p');
status.setAttribute('aria-live', 'polite');
panel.append(shapeLabel, status);
document.body.append(panel);

function describeShape(shape: LinkShape) {
  status.textContent = `${routes.length} routes as ${shapes[shape]}.`;
}
describeShape('geodesic');

shapeSelect.addEventListener('change', () => {
  const shape = shapeSelect.value as LinkShape;
  flights.options({ linkDefaults: { shape } });
  describeShape(shape);
});

map.on('click', ({ item }) => {
  if (item?.type !== 'link') return;
  const link = data[item.id];
  if (link?.type !== 'link') return;
  const from = airports[link.id1]![0];
  const to = airports[link.id2]![0];
  status.textContent = `${from} – ${to}: ${link.label} along the great circle.`;
});
