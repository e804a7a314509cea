import {
  MapWeave,
  NetworkLayer,
  type ComboLink,
  type ComboNode,
  type NetworkData,
} from 'mapweave';

type City = [label: string, latitude: number, longitude: number, stations: number];

const cities: Record<string, City> = {
  ams: ['Amsterdam', 52.3676, 4.9041, 24],
  rtm: ['Rotterdam', 51.9244, 4.4777, 18],
  hag: ['The Hague', 52.0705, 4.3007, 14],
  utr: ['Utrecht', 52.0907, 5.1214, 12],
  ein: ['Eindhoven', 51.4416, 5.4697, 10],
  ant: ['Antwerp', 51.2194, 4.4025, 16],
  bru: ['Brussels', 50.8503, 4.3517, 20],
  gen: ['Ghent', 51.0543, 3.7174, 10],
};
const corridors: [from: string, to: string][] = [
  ['ams', 'utr'], ['ams', 'hag'], ['hag', 'rtm'], ['rtm', 'utr'], ['utr', 'ein'],
  ['rtm', 'ant'], ['ein', 'ant'], ['ant', 'bru'], ['ant', 'gen'], ['gen', 'bru'],
];

/** Deterministic pseudo-random numbers in [0, 1) (mulberry32): the same stations every run. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), seed | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Each city has a depot (labelled) and its stations within about 7 km, each linked to the depot.
const next = random(42);
const data: NetworkData = {};
for (const [city, [label, latitude, longitude, stations]] of Object.entries(cities)) {
  data[city] = { type: 'node', label, latitude, longitude, color: '#8250df', size: 9 };
  for (let i = 0; i < stations; i += 1) {
    const id = `${city}-${i}`;
    data[id] = {
      type: 'node',
      latitude: latitude + (next() - 0.5) * 0.12,
      longitude: longitude + (next() - 0.5) * 0.18,
      color: '#1a7f37',
      size: 5,
      data: { city: label },
    };
    data[`${id}-link`] = { type: 'link', id1: id, id2: city, width: 1 };
  }
}
for (const [from, to] of corridors) {
  data[`${from}-${to}`] = { type: 'link', id1: from, id2: to, width: 3, color: '#8250df' };
}

// Module-level functions: the same function objects every time the options are set.
const comboNodeStyle = (combo: ComboNode) => ({
  color: combo.nodeIds.length > 15 ? '#cf222e' : '#0969da',
  size: 6 + 2 * Math.sqrt(combo.nodeIds.length),
});
const comboLinkStyle = (combo: ComboLink) => ({ width: Math.min(1 + combo.linkIds.length, 8) });

function combineOptions(radius: number) {
  return { radius, maxZoom: 12, comboNodeStyle, comboLinkStyle };
}

const stations = new NetworkLayer({
  id: 'stations',
  data,
  options: { proximityCombine: combineOptions(40), expandComboOnDoubleClick: true },
});
const map = new MapWeave({ container: 'map', layers: [stations] });
map.fitBounds({ padding: 30, time: 0 });

/** The combos drawn now: the graph engine sees what is drawn, combos included. */
function comboIds(): string[] {
  const ids = Object.keys(stations.getGraphEngine().degrees());
  return ids.filter((id) => id.startsWith('combo:'));
}

// Controls over the map: zoom, radius, expand and collapse, and a status line.
const panel = document.createElement('aside');
panel.className = 'mw-panel';

function button(text: string, onClick: () => void) {
  const element = document.createElement('button');
  element.type = 'button';
  element.textContent = text;
  element.addEventListener('click', onClick);
  return element;
}

const radius = document.createElement('input');
Object.assign(radius, { type: 'range', min: '10', max: '80', step: '5', value: '40' });
const radiusOutput = document.createElement('span');
radiusOutput.textContent = '40';
const radiusLabel = document.createElement('label');
radiusLabel.append('Combine radius ', radius, ' ', radiusOutput, ' px');
const status = document.createElement('p');
status.setAttribute('aria-live', 'polite');

function report(prefix = '') {
  const zoom = map.getViewState().zoom.toFixed(1);
  const expanded = stations.getExpandedCombos().length;
  const combos = comboIds().length;
  status.textContent = `${prefix}Zoom ${zoom}: ${combos} combos drawn, ${expanded} expanded.`;
}

panel.append(
  button('Zoom in', () => map.setViewState({ zoom: map.getViewState().zoom + 1 })),
  ' ',
  button('Zoom out', () => map.setViewState({ zoom: map.getViewState().zoom - 1 })),
  ' ',
  button('Expand all', () => {
    // Groups are found first and expanded ones dissolved after: expanding one leaves the rest.
    for (const id of comboIds()) stations.expandCombo(id);
    report();
  }),
  ' ',
  button('Collapse all', () => {
    for (const id of stations.getExpandedCombos()) stations.collapseCombo(id);
    report();
  }),
  ' ',
  radiusLabel,
  status,
);
document.body.append(panel);
report();

radius.addEventListener('input', () => {
  radiusOutput.textContent = radius.value;
  stations.options({ proximityCombine: combineOptions(Number(radius.value)) });
  report();
});

map.on('view-change', () => report());
// The layer expands a double-clicked combo before this handler runs.
map.on('double-click', ({ item }) => {
  if (item?.type === 'combo-node') report('Expanded a combo. ');
});
map.on('click', ({ item }) => {
  if (item?.type !== 'combo-node') return;
  const combo = item.data as ComboNode;
  report(`This combo holds ${combo.nodeIds.length} nodes. `);
});
