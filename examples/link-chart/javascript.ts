import { MapWeave, NetworkLayer, type ChartLayoutType, type NetworkData } from 'mapweave';

// Companies have a registered seat; the subject, people and accounts have no place on a map.
const companies: Record<string, [label: string, latitude: number, longitude: number]> = {
  holding: ['Danube Holding', 47.4979, 19.0402],
  trade: ['Vistula Trade', 52.2297, 21.0122],
  shipping: ['Adriatic Shipping', 45.815, 15.9819],
  energy: ['Carpathian Energy', 44.4268, 26.1025],
  media: ['Tatra Media', 48.1486, 17.1077],
};
const others: Record<string, [label: string, kind: 'person' | 'account']> = {
  subject: ['Subject', 'person'],
  nominee: ['Nominee director', 'person'],
  lawyer: ['Lawyer', 'person'],
  partner: ['Business partner', 'person'],
  acc1: ['Account ...0042', 'account'],
  acc2: ['Account ...7731', 'account'],
  acc3: ['Account ...1290', 'account'],
};
const links: [string, string][] = [
  ['subject', 'holding'], ['subject', 'partner'], ['subject', 'lawyer'], ['holding', 'trade'],
  ['holding', 'shipping'], ['holding', 'media'], ['partner', 'energy'], ['nominee', 'trade'],
  ['nominee', 'shipping'], ['lawyer', 'nominee'], ['trade', 'acc1'], ['shipping', 'acc2'],
  ['energy', 'acc3'], ['acc1', 'acc2'],
];

const data: NetworkData = {};
for (const [id, [label, latitude, longitude]] of Object.entries(companies)) {
  data[id] = { type: 'node', label, latitude, longitude, color: '#1f6feb', glyph: 'C' };
}
for (const [id, [label, kind]] of Object.entries(others)) {
  const color = id === 'subject' ? '#cf222e' : kind === 'person' ? '#bc4c00' : '#6e40c9';
  data[id] = { type: 'node', label, color, size: id === 'subject' ? 12 : 8, glyph: kind === 'person' ? 'P' : 'A' };
}
for (const [from, to] of links) data[`${from}-${to}`] = { type: 'link', id1: from, id2: to };

const network = new NetworkLayer({
  id: 'investigation',
  data,
  options: { layout: 'chart', chartLayout: { type: 'radial', root: 'subject' } },
});
const map = new MapWeave({
  container: 'map',
  view: { longitude: 20, latitude: 47, zoom: 4 },
  layers: [network],
});

// Controls over the map: map or chart, the chart's layout, and a status line.
const panel = document.createElement('aside');
panel.className = 'mw-panel';
const viewSelect = document.createElement('select');
viewSelect.add(new Option('Link chart', 'chart'));
viewSelect.add(new Option('On the map', 'map'));
const viewLabel = document.createElement('label');
viewLabel.append('View ', viewSelect);
const typeSelect = document.createElement('select');
typeSelect.add(new Option('Radial from the subject', 'radial'));
typeSelect.add(new Option('Hierarchical from the subject', 'hierarchical'));
typeSelect.add(new Option('Force-directed', 'force'));
const typeLabel = document.createElement('label');
typeLabel.append(' Layout ', typeSelect);
const status = document.createElement('p');
status.setAttribute('aria-live', 'polite');
panel.append(viewLabel, typeLabel, status);
document.body.append(panel);

async function show() {
  const chart = viewSelect.value === 'chart';
  typeSelect.disabled = !chart;
  status.textContent = chart ? 'Laying out the chart…' : 'Moving back to the map…';
  network.setLayout(chart ? 'chart' : 'map', { type: typeSelect.value as ChartLayoutType });
  await network.whenLaidOut();
  status.textContent = chart
    ? 'Drag a node: it keeps its place when you change the layout.'
    : 'Companies at their seats; people and accounts hang off them.';
}
viewSelect.addEventListener('change', () => void show());
typeSelect.addEventListener('change', () => void show());
map.on('load', () => void show());
