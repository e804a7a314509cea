import { MapWeave, NetworkLayer, type NetworkData, type NetworkNode } from 'mapweave';

/** A 64×64 SVG as a data: URL: icons load with no network. */
function svgIcon(body: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">${body}</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const trainIcon = svgIcon(
  '<rect x="16" y="8" width="32" height="38" rx="8" fill="#fff"/>' +
    '<rect x="21" y="14" width="22" height="12" rx="2" fill="#cf222e"/>' +
    '<circle cx="24" cy="37" r="3" fill="#cf222e"/><circle cx="40" cy="37" r="3" fill="#cf222e"/>' +
    '<path d="M22 48 16 58M42 48l6 10" stroke="#fff" stroke-width="4"/>',
);
const planeIcon = svgIcon(
  '<path d="M29 6h6l2 20 19 12v6l-19-6-1 14 6 5v4l-10-3-10 3v-4l6-5-1-14-19 6v-6l19-12z" fill="#fff"/>',
);
const shipIcon = svgIcon(
  '<path d="M30 8h4v26h-4z" fill="#fff"/><path d="M34 12l14 18H34z" fill="#fff"/>' +
    '<path d="M8 38h48l-8 16H16z" fill="#fff"/>',
);

const nodes: Record<string, Omit<NetworkNode, 'type'>> = {
  rome: {
    latitude: 41.901,
    longitude: 12.5016,
    label: 'Roma Termini',
    color: '#cf222e',
    size: 16,
    icon: trainIcon,
    border: { color: '#1f2328', width: 3 },
  },
  milan: {
    latitude: 45.4862,
    longitude: 9.2045,
    label: 'Milano Centrale',
    color: '#cf222e',
    size: 16,
    icon: trainIcon,
  },
  psa: {
    latitude: 43.6839,
    longitude: 10.3927,
    label: 'Pisa airport',
    color: '#0969da',
    size: 12,
    icon: planeIcon,
  },
  aoi: {
    latitude: 43.6163,
    longitude: 13.3623,
    label: 'Ancona airport',
    color: '#0969da',
    size: 12,
    icon: planeIcon,
  },
  genoa: {
    latitude: 44.4056,
    longitude: 8.9463,
    label: 'Port of Genoa',
    color: '#1a7f37',
    size: 13,
    icon: shipIcon,
  },
  bologna: {
    latitude: 44.5057,
    longitude: 11.343,
    label: 'Bologna',
    size: 13,
    glyph: 'BO',
    border: { color: '#bf8700', width: 4 },
  },
  florence: { latitude: 43.7764, longitude: 11.248, label: 'Firenze', size: 11, glyph: 'FI' },
  naples: { latitude: 40.853, longitude: 14.2725, label: 'Napoli', size: 11, glyph: 'NA' },
  turin: { latitude: 45.0625, longitude: 7.6785, label: 'Torino', size: 11, glyph: 'TO' },
  venice: {
    latitude: 45.441,
    longitude: 12.321,
    label: 'Venezia',
    size: 11,
    glyph: 'VE',
    color: '#ffd33d',
    glyphColor: '#1f2328',
  },
  bari: {
    latitude: 41.1177,
    longitude: 16.8697,
    label: 'Bari',
    size: 6,
    color: '#8250df',
    labelColor: '#8250df',
  },
};

const lines: [from: string, to: string][] = [
  ['turin', 'milan'], ['milan', 'bologna'], ['milan', 'venice'], ['venice', 'bologna'],
  ['bologna', 'florence'], ['florence', 'rome'], ['rome', 'naples'], ['naples', 'bari'],
  ['genoa', 'milan'], ['genoa', 'turin'], ['florence', 'psa'], ['bologna', 'aoi'],
];

const data: NetworkData = {};
for (const [id, node] of Object.entries(nodes)) data[id] = { type: 'node', ...node };
for (const [from, to] of lines) data[`${from}-${to}`] = { type: 'link', id1: from, id2: to };

// What a node leaves out (colour, border) comes from nodeDefaults.
const stations = new NetworkLayer({
  id: 'stations',
  data,
  options: {
    nodeDefaults: { color: '#57606a', border: { color: '#ffffff', width: 1.5 } },
    labels: { fontSize: 12 },
  },
});
const map = new MapWeave({ container: 'map', layers: [stations] });
map.fitBounds({ padding: 30, time: 0 });

// Controls over the map: label size and visibility, the default border, and a status line.
const panel = document.createElement('aside');
panel.className = 'mw-panel';

function slider(text: string, min: number, max: number, step: number, value: number) {
  const input = document.createElement('input');
  Object.assign(input, {
    type: 'range',
    min: String(min),
    max: String(max),
    step: String(step),
    value: String(value),
  });
  const output = document.createElement('span');
  output.textContent = String(value);
  const label = document.createElement('label');
  label.append(`${text} `, input, ' ', output, ' px ');
  return { input, output, label };
}

const fontSize = slider('Label size', 8, 20, 1, 12);
const borderWidth = slider('Default border', 0, 4, 0.5, 1.5);
const labelsBox = document.createElement('input');
labelsBox.type = 'checkbox';
labelsBox.checked = true;
const labelsLabel = document.createElement('label');
labelsLabel.append(labelsBox, ' Show labels');
const status = document.createElement('p');
status.setAttribute('aria-live', 'polite');
status.textContent = 'Click a node to read its style.';
panel.append(fontSize.label, borderWidth.label, labelsLabel, status);
document.body.append(panel);

fontSize.input.addEventListener('input', () => {
  fontSize.output.textContent = fontSize.input.value;
  stations.options({ labels: { fontSize: Number(fontSize.input.value) } });
});
borderWidth.input.addEventListener('input', () => {
  borderWidth.output.textContent = borderWidth.input.value;
  stations.options({ nodeDefaults: { border: { width: Number(borderWidth.input.value) } } });
});
labelsBox.addEventListener('change', () => {
  stations.options({ labels: { visible: labelsBox.checked } });
});

function describeNode(node: NetworkNode): string {
  const parts = [`${node.size ?? 8} px`];
  if (node.icon) parts.push('an SVG icon');
  if (node.glyph) parts.push(`glyph “${node.glyph}”`);
  parts.push(
    node.border
      ? `its own border (${node.border.color}, ${node.border.width} px)`
      : 'the default border',
  );
  return `${node.label}: ${parts.join(', ')}.`;
}

map.on('click', ({ item }) => {
  const node = item?.type === 'node' ? data[item.id] : undefined;
  if (node?.type === 'node') status.textContent = describeNode(node);
});
