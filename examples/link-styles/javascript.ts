import {
  MapWeave,
  NetworkLayer,
  type LinkDirection,
  type NetworkData,
  type NetworkLink,
} from 'mapweave';

const ports: Record<string, [label: string, latitude: number, longitude: number]> = {
  rotterdam: ['Rotterdam', 51.9496, 4.1453],
  hamburg: ['Hamburg', 53.5461, 9.9661],
  copenhagen: ['Copenhagen', 55.6761, 12.5683],
  gothenburg: ['Gothenburg', 57.7089, 11.9746],
  oslo: ['Oslo', 59.9139, 10.7522],
  stockholm: ['Stockholm', 59.3293, 18.0686],
  helsinki: ['Helsinki', 60.1699, 24.9384],
  tallinn: ['Tallinn', 59.437, 24.7536],
  riga: ['Riga', 56.9496, 24.1052],
  gdansk: ['Gdańsk', 54.3976, 18.6707],
};

// Colour by mode; everything else is set link by link.
const sea = '#0969da';
const rail = '#1a7f37';
const road = '#bc4c00';
const planned = '#8250df';
const modes = [
  [sea, 'sea'],
  [rail, 'rail'],
  [road, 'road'],
  [planned, 'planned'],
] as const;

const links: Record<string, Omit<NetworkLink, 'type'>> = {
  'rotterdam-hamburg': {
    id1: 'rotterdam',
    id2: 'hamburg',
    color: sea,
    width: 6,
    direction: 'forward',
    label: 'daily feeder',
  },
  'hamburg-copenhagen': {
    id1: 'hamburg',
    id2: 'copenhagen',
    color: rail,
    width: 3,
    direction: 'both',
    label: 'rail',
  },
  'hamburg-gdansk': {
    id1: 'hamburg',
    id2: 'gdansk',
    color: road,
    dashed: true,
    label: 'weekly trucks',
  },
  'copenhagen-gothenburg': {
    id1: 'copenhagen',
    id2: 'gothenburg',
    color: rail,
    width: 3,
    dashed: [14, 4],
  },
  'oslo-gothenburg': {
    id1: 'oslo',
    id2: 'gothenburg',
    color: road,
    width: 2,
    dashed: [2, 4],
    direction: 'backward',
  },
  'oslo-copenhagen': {
    id1: 'oslo',
    id2: 'copenhagen',
    color: sea,
    shape: 'arc',
    arcHeight: 0.3,
    label: 'overnight ferry',
  },
  'stockholm-helsinki': {
    id1: 'stockholm',
    id2: 'helsinki',
    color: sea,
    width: 4,
    shape: 'arc',
    direction: 'both',
  },
  'helsinki-tallinn': {
    id1: 'helsinki',
    id2: 'tallinn',
    color: sea,
    width: 5,
    direction: 'both',
    label: 'hourly ferry',
  },
  'tallinn-riga': {
    id1: 'tallinn',
    id2: 'riga',
    color: road,
    width: 2,
    dashed: [8, 3],
    direction: 'forward',
  },
  'riga-gdansk': { id1: 'riga', id2: 'gdansk', color: rail, width: 1 },
  'stockholm-tallinn': {
    id1: 'stockholm',
    id2: 'tallinn',
    color: planned,
    dashed: [10, 6],
    label: 'planned',
  },
  'gdansk-copenhagen': {
    id1: 'gdansk',
    id2: 'copenhagen',
    color: 'rgba(9, 105, 218, 0.5)',
    width: 8,
  },
};

const data: NetworkData = {};
for (const [id, [label, latitude, longitude]] of Object.entries(ports)) {
  data[id] = { type: 'node', label, latitude, longitude, color: '#57606a', size: 6 };
}
for (const [id, link] of Object.entries(links)) data[id] = { type: 'link', ...link };

const freight = new NetworkLayer({ id: 'freight', data, options: { selectOnClick: true } });
const map = new MapWeave({ container: 'map', layers: [freight] });
map.fitBounds({ padding: 30, time: 0 });

// Controls over the map: label visibility, the default arrows, and what was clicked.
const panel = document.createElement('aside');
panel.className = 'mw-panel';
const labelsBox = document.createElement('input');
labelsBox.type = 'checkbox';
labelsBox.checked = true;
const labelsLabel = document.createElement('label');
labelsLabel.append(labelsBox, 'Labels');
const directionSelect = document.createElement('select');
for (const direction of ['none', 'forward', 'backward', 'both'] as const) {
  directionSelect.add(new Option(direction, direction));
}
const directionLabel = document.createElement('label');
directionLabel.append('Default arrows', directionSelect);
const status = document.createElement('p');
status.setAttribute('aria-live', 'polite');
status.textContent = 'Click a link for its style.';
const legend = document.createElement('ul');
legend.className = 'mw-legend';
for (const [color, mode] of modes) {
  const swatch = document.createElement('span');
  swatch.className = 'mw-swatch mw-line';
  swatch.style.background = color;
  const item = document.createElement('li');
  item.append(swatch, mode);
  legend.append(item);
}
panel.append(labelsLabel, directionLabel, legend, status);
document.body.append(panel);

labelsBox.addEventListener('change', () => {
  freight.options({ labels: { visible: labelsBox.checked } });
});
directionSelect.addEventListener('change', () => {
  freight.options({ linkDefaults: { direction: directionSelect.value as LinkDirection } });
});

function describeLink(link: NetworkLink): string {
  const dash = Array.isArray(link.dashed)
    ? `dashed [${link.dashed.join(', ')}] px`
    : link.dashed
      ? 'dashed (default 6, 4 px)'
      : 'solid';
  const arrows = link.direction ?? `${directionSelect.value} (the default)`;
  const from = ports[link.id1]![0];
  const to = ports[link.id2]![0];
  const width = link.width ?? 2;
  return `${from} → ${to}: ${dash}, ${width} px wide, arrows ${arrows}, colour ${link.color}.`;
}

map.on('click', ({ item }) => {
  const link = item?.type === 'link' ? data[item.id] : undefined;
  if (link?.type === 'link') status.textContent = describeLink(link);
});
