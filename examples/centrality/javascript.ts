import { createGraphEngine, MapWeave, NetworkLayer, type NetworkData } from 'mapweave';

type Metric = 'degree' | 'betweenness' | 'closeness';

const stations: Record<string, [label: string, latitude: number, longitude: number]> = {
  hamburg: ['Hamburg', 53.5511, 9.9937],
  bremen: ['Bremen', 53.0793, 8.8017],
  berlin: ['Berlin', 52.52, 13.405],
  hanover: ['Hanover', 52.3759, 9.732],
  dortmund: ['Dortmund', 51.5136, 7.4653],
  dusseldorf: ['Düsseldorf', 51.2277, 6.7735],
  cologne: ['Cologne', 50.9375, 6.9603],
  kassel: ['Kassel', 51.3127, 9.4797],
  leipzig: ['Leipzig', 51.3397, 12.3731],
  dresden: ['Dresden', 51.0504, 13.7373],
  erfurt: ['Erfurt', 50.9848, 11.0299],
  frankfurt: ['Frankfurt', 50.1109, 8.6821],
  wurzburg: ['Würzburg', 49.7913, 9.9534],
  nuremberg: ['Nuremberg', 49.4521, 11.0767],
  mannheim: ['Mannheim', 49.4875, 8.466],
  karlsruhe: ['Karlsruhe', 49.0069, 8.4037],
  stuttgart: ['Stuttgart', 48.7758, 9.1829],
  munich: ['Munich', 48.1351, 11.582],
  basel: ['Basel', 47.5596, 7.5886],
};

const lines: [from: string, to: string][] = [
  ['hamburg', 'bremen'], ['hamburg', 'hanover'], ['hamburg', 'berlin'], ['bremen', 'hanover'],
  ['hanover', 'berlin'], ['hanover', 'kassel'], ['hanover', 'dortmund'], ['dortmund', 'dusseldorf'],
  ['dusseldorf', 'cologne'], ['dortmund', 'cologne'], ['cologne', 'frankfurt'],
  ['kassel', 'frankfurt'], ['kassel', 'wurzburg'], ['wurzburg', 'nuremberg'],
  ['wurzburg', 'frankfurt'], ['frankfurt', 'mannheim'], ['frankfurt', 'erfurt'],
  ['mannheim', 'stuttgart'], ['mannheim', 'karlsruhe'], ['karlsruhe', 'basel'],
  ['karlsruhe', 'stuttgart'], ['stuttgart', 'munich'], ['nuremberg', 'munich'],
  ['nuremberg', 'erfurt'], ['erfurt', 'leipzig'], ['leipzig', 'berlin'], ['leipzig', 'dresden'],
  ['dresden', 'berlin'],
];

const data: NetworkData = {};
for (const [id, [label, latitude, longitude]] of Object.entries(stations)) {
  data[id] = { type: 'node', label, latitude, longitude };
}
for (const [from, to] of lines) {
  data[`${from}-${to}`] = { type: 'link', id1: from, id2: to, color: '#8c959f' };
}

// Every score once: the network does not change, only which score is drawn.
const graph = createGraphEngine(data);
const scores: Record<Metric, Record<string, number>> = {
  degree: graph.degrees(),
  betweenness: graph.betweenness({ normalized: true }),
  closeness: graph.closeness(),
};

/** Pale yellow for the lowest score, dark red for the highest. */
function ramp(f: number): [number, number, number] {
  return [Math.round(255 - f * 120), Math.round(220 - f * 200), Math.round(120 - f * 100)];
}

/** The stations sized and coloured by one score, relative to the range of that score. */
function styled(metric: Metric): NetworkData {
  const values = Object.values(scores[metric]);
  const min = Math.min(...values);
  const max = Math.max(...values);
  const result: NetworkData = {};
  for (const id of Object.keys(stations)) {
    const node = data[id];
    if (node?.type !== 'node') continue;
    const f = max > min ? ((scores[metric][id] ?? min) - min) / (max - min) : 0;
    const border = { color: '#1f2328', width: 1 };
    result[id] = { ...node, size: 5 + 13 * f, color: ramp(f), border };
  }
  return result;
}

function topThree(metric: Metric): string {
  const ranked = Object.entries(scores[metric]).sort((a, b) => b[1] - a[1]).slice(0, 3);
  const format = (value: number) => (metric === 'degree' ? String(value) : value.toFixed(2));
  const text = ranked.map(([id, value]) => `${stations[id]![0]} ${format(value)}`);
  return `Most central by ${metric}: ${text.join(', ')}.`;
}

const network = new NetworkLayer({ id: 'rail', data: { ...data, ...styled('betweenness') } });
const map = new MapWeave({ container: 'map', layers: [network] });
map.fitBounds({ padding: 30, time: 0 });

// Controls over the map: the score to draw, and a status line.
const panel = document.createElement('aside');
panel.className = 'mw-panel';
const metricSelect = document.createElement('select');
for (const metric of ['degree', 'betweenness', 'closeness'] as const) {
  metricSelect.add(new Option(metric, metric));
}
metricSelect.value = 'betweenness';
const metricLabel = document.createElement('label');
metricLabel.append('Size and colour by ', metricSelect);
const status = document.createElement('p');
status.setAttribute('aria-live', 'polite');
status.textContent = topThree('betweenness');
panel.append(metricLabel, status);
document.body.append(panel);

// merge() restyles the 19 stations and leaves the links alone.
metricSelect.addEventListener('change', () => {
  const metric = metricSelect.value as Metric;
  network.merge(styled(metric));
  status.textContent = topThree(metric);
});

map.on('click', ({ item }) => {
  if (item?.type !== 'node') return;
  const [label] = stations[item.id]!;
  const degree = scores.degree[item.id];
  const betweenness = scores.betweenness[item.id]!.toFixed(3);
  const closeness = scores.closeness[item.id]!.toFixed(3);
  status.textContent =
    `${label}: degree ${degree}, betweenness ${betweenness}, closeness ${closeness}.`;
});
