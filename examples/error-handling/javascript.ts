import {
  MapWeave,
  NetworkLayer,
  isMapWeaveError,
  type NetworkData,
  type NetworkNode,
} from 'mapweave';

// A good network of Dutch cities and the rail lines between them.
const good: NetworkData = {
  amsterdam: { type: 'node', label: 'Amsterdam', latitude: 52.3676, longitude: 4.9041 },
  utrecht: { type: 'node', label: 'Utrecht', latitude: 52.0907, longitude: 5.1214 },
  rotterdam: { type: 'node', label: 'Rotterdam', latitude: 51.9244, longitude: 4.4777 },
  'the-hague': { type: 'node', label: 'The Hague', latitude: 52.0705, longitude: 4.3007 },
  eindhoven: { type: 'node', label: 'Eindhoven', latitude: 51.4416, longitude: 5.4697 },
  groningen: { type: 'node', label: 'Groningen', latitude: 53.2194, longitude: 6.5665 },
  'amsterdam-utrecht': { type: 'link', id1: 'amsterdam', id2: 'utrecht' },
  'utrecht-rotterdam': { type: 'link', id1: 'utrecht', id2: 'rotterdam' },
  'rotterdam-the-hague': { type: 'link', id1: 'rotterdam', id2: 'the-hague' },
  'the-hague-amsterdam': { type: 'link', id1: 'the-hague', id2: 'amsterdam' },
  'utrecht-eindhoven': { type: 'link', id1: 'utrecht', id2: 'eindhoven' },
  'amsterdam-groningen': { type: 'link', id1: 'amsterdam', id2: 'groningen' },
};

// Updates with the mistakes real data has. Each is checked as a whole before anything changes.
const updates: [label: string, data: NetworkData][] = [
  ['Load the good data', good],
  [
    'Link to an unknown city',
    { ...good, 'utrecht-zwolle': { type: 'link', id1: 'utrecht', id2: 'zwolle' } },
  ],
  [
    'Latitude out of range',
    { ...good, arnhem: { type: 'node', label: 'Arnhem', latitude: 151.985, longitude: 5.8987 } },
  ],
  ['Bad colour', { ...good, utrecht: { ...good.utrecht!, color: '#12345' } as NetworkNode }],
  [
    'Several problems at once',
    {
      ...good,
      'utrecht-zwolle': { type: 'link', id1: 'utrecht', id2: 'zwolle' },
      'leiden-zwolle': { type: 'link', id1: 'leiden', id2: 'zwolle' },
      arnhem: { type: 'node', label: 'Arnhem', latitude: 151.985, longitude: 5.8987 },
    },
  ],
];

function nodeCount(data: NetworkData): number {
  return Object.values(data).filter((item) => item.type === 'node').length;
}

const rail = new NetworkLayer({ id: 'rail', data: good });
const map = new MapWeave({ container: 'map', layers: [rail] });
map.fitBounds({ padding: 30, time: 0 });

const panel = document.createElement('aside');
panel.className = 'mw-panel';
const buttons = document.createElement('div');
buttons.className = 'mw-buttons';
const report = document.createElement('div');
report.setAttribute('role', 'status');
panel.append(buttons, report);
document.body.append(panel);

function show(lines: string[], issues: string[] = []) {
  const paragraphs = lines.map((line) => {
    const paragraph = document.createElement('p');
    
    paragraph.textContent = line;
    return paragraph;
  });
  const list = document.createElement('ul');
  
  for (const issue of issues) {
    const item = document.createElement('li');
    item.textContent = issue;
    list.append(item);
  }
  report.replaceChildren(...paragraphs, ...(issues.length > 0 ? [list] : []));
}

for (const [label, data] of updates) {
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = label;
  button.addEventListener('click', () => {
    try {
      rail.data(data);
      show([`Accepted: ${nodeCount(data)} cities drawn.`]);
    } catch (error) {
      if (!isMapWeaveError(error)) throw error;
      // A rejected update leaves the layer as it was: the map keeps the last good data.
      show(
        [
          `Rejected: ${error.code} (${error.ids.join(', ')})`,
          `The map still shows the last good data: ${nodeCount(rail.data())} cities.`,
        ],
        error.issues.map((issue) => `${issue.code} ${issue.id}: ${issue.message}`),
      );
    }
  });
  buttons.append(button);
}
show([`${nodeCount(good)} cities drawn. Try an update with bad data.`]);
