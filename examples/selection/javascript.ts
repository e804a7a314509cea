import { createGraphEngine, MapWeave, NetworkLayer, type NetworkData } from 'mapweave';

const airports: Record<string, [label: string, latitude: number, longitude: number]> = {
  atl: ['Atlanta', 33.6407, -84.4277],
  ord: ['Chicago', 41.9742, -87.9073],
  dfw: ['Dallas', 32.8998, -97.0403],
  den: ['Denver', 39.8561, -104.6737],
  lax: ['Los Angeles', 33.9416, -118.4085],
  sfo: ['San Francisco', 37.6213, -122.379],
  sea: ['Seattle', 47.4502, -122.3088],
  jfk: ['New York', 40.6413, -73.7781],
  bos: ['Boston', 42.3656, -71.0096],
  mia: ['Miami', 25.7959, -80.287],
  phx: ['Phoenix', 33.4352, -112.0101],
  msp: ['Minneapolis', 44.8848, -93.2223],
  dtw: ['Detroit', 42.2162, -83.3554],
  iah: ['Houston', 29.9902, -95.3368],
  clt: ['Charlotte', 35.214, -80.9431],
  slc: ['Salt Lake City', 40.7899, -111.9791],
};
const hubs = ['atl', 'ord', 'dfw', 'den'];

const routes: [from: string, to: string][] = [
  ['atl', 'ord'], ['atl', 'dfw'], ['atl', 'jfk'], ['atl', 'mia'], ['atl', 'clt'], ['atl', 'lax'],
  ['atl', 'bos'], ['ord', 'den'], ['ord', 'jfk'], ['ord', 'bos'], ['ord', 'msp'], ['ord', 'dtw'],
  ['ord', 'sfo'], ['ord', 'sea'], ['dfw', 'den'], ['dfw', 'iah'], ['dfw', 'phx'], ['dfw', 'lax'],
  ['dfw', 'mia'], ['den', 'slc'], ['den', 'phx'], ['den', 'sfo'], ['den', 'sea'], ['den', 'msp'],
  ['lax', 'sfo'], ['sfo', 'sea'], ['jfk', 'bos'], ['jfk', 'mia'], ['clt', 'jfk'], ['dtw', 'msp'],
  ['slc', 'sea'], ['iah', 'mia'],
];

const data: NetworkData = {};
for (const [id, [label, latitude, longitude]] of Object.entries(airports)) {
  const hub = hubs.includes(id);
  data[id] = { type: 'node', label, latitude, longitude, size: hub ? 10 : 7, color: '#0969da' };
}
for (const [from, to] of routes) {
  data[`${from}-${to}`] = { type: 'link', id1: from, id2: to, color: '#57606a' };
}

const graph = createGraphEngine(data);

/** The airports in focus: the selected ones, the ends of selected routes, and their neighbours. */
function focusOf(selected: string[]): Set<string> {
  const ends = selected.flatMap((id) => {
    const item = data[id];
    return item?.type === 'link' ? [item.id1, item.id2] : [id];
  });
  return new Set(ends.flatMap((id) => [id, ...graph.neighbors(id)]));
}

/** Items outside the focus are dimmed; with nothing selected, nothing is. */
function highlighted(selected: string[]): NetworkData {
  if (selected.length === 0) return data;
  const focus = focusOf(selected);
  const result: NetworkData = {};
  for (const [id, item] of Object.entries(data)) {
    const inFocus =
      item.type === 'node' ? focus.has(id) : focus.has(item.id1) && focus.has(item.id2);
    result[id] = inFocus ? item : { ...item, color: 'rgba(140, 149, 159, 0.3)' };
  }
  return result;
}

function describeSelection(selected: string[]): string {
  if (selected.length === 0) return 'Nothing selected. Click an airport or a route.';
  const names = selected.map((id) => {
    const item = data[id];
    if (item?.type !== 'link') return airports[id]?.[0] ?? id;
    return `${airports[item.id1]![0]}–${airports[item.id2]![0]}`;
  });
  const neighbours = focusOf(selected).size;
  return `Selected: ${names.join(', ')}. ${neighbours} airports in focus.`;
}

const network = new NetworkLayer({ id: 'routes', data, options: { selectOnClick: true } });
const map = new MapWeave({ container: 'map', layers: [network] });
map.fitBounds({ padding: 30, time: 0 });

// Controls over the map: select from code, clear, click selection on or off, and the status.
const panel = document.createElement('aside');
panel.className = 'mw-panel';

function button(text: string, onClick: () => void) {
  const element = document.createElement('button');
  element.type = 'button';
  element.textContent = text;
  element.addEventListener('click', onClick);
  return element;
}

const clickBox = document.createElement('input');
clickBox.type = 'checkbox';
clickBox.checked = true;
clickBox.addEventListener('change', () => {
  network.options({ selectOnClick: clickBox.checked });
});
const clickLabel = document.createElement('label');
clickLabel.append(clickBox, ' Select on click');
const status = document.createElement('p');
status.setAttribute('aria-live', 'polite');
status.textContent = describeSelection([]);

// select() emits selection-change like a click does: one handler serves both.
panel.append(
  button('Select the hubs', () => network.select(hubs)),
  ' ',
  button('Add their neighbours', () => {
    const nodes = network.getSelection().filter((id) => data[id]?.type === 'node');
    network.select([...focusOf(nodes)]);
  }),
  ' ',
  button('Clear selection', () => network.select([])),
  ' ',
  clickLabel,
  status,
);
document.body.append(panel);

map.on('selection-change', ({ layerId, selected }) => {
  if (layerId !== 'routes') return;
  // Replacing the data keeps the selection: the selected ids are still in it.
  network.data(highlighted(selected));
  status.textContent = describeSelection(selected);
});
