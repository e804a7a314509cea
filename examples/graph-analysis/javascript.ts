import { MapWeave, NetworkLayer, createGraphEngine, type NetworkData } from 'mapweave';

const airports: Record<string, [label: string, latitude: number, longitude: number]> = {
  lis: ['Lisbon', 38.7742, -9.1342],
  mad: ['Madrid', 40.4936, -3.5668],
  bcn: ['Barcelona', 41.2971, 2.0785],
  cdg: ['Paris', 49.0097, 2.5479],
  lhr: ['London', 51.47, -0.4543],
  ams: ['Amsterdam', 52.3105, 4.7683],
  fra: ['Frankfurt', 50.0379, 8.5622],
  muc: ['Munich', 48.3537, 11.775],
  fco: ['Rome', 41.8003, 12.2389],
  vie: ['Vienna', 48.1103, 16.5697],
  cph: ['Copenhagen', 55.618, 12.656],
  arn: ['Stockholm', 59.6498, 17.9238],
  hel: ['Helsinki', 60.3172, 24.9633],
  waw: ['Warsaw', 52.1657, 20.9671],
};

const routes: [from: string, to: string][] = [
  ['lis', 'mad'], ['lis', 'lhr'], ['mad', 'bcn'], ['mad', 'cdg'], ['bcn', 'fco'],
  ['bcn', 'cdg'], ['cdg', 'lhr'], ['cdg', 'ams'], ['cdg', 'fra'], ['lhr', 'ams'],
  ['ams', 'cph'], ['fra', 'muc'], ['fra', 'vie'], ['fra', 'cph'], ['muc', 'fco'],
  ['muc', 'vie'], ['vie', 'waw'], ['cph', 'arn'], ['arn', 'hel'], ['waw', 'hel'],
];

const data: NetworkData = {};
for (const [id, [label, latitude, longitude]] of Object.entries(airports)) {
  data[id] = { type: 'node', label, latitude, longitude };
}
for (const [from, to] of routes) {
  data[`${from}-${to}`] = { type: 'link', id1: from, id2: to, color: '#8c959f' };
}

// Analyse the graph, then style the data with the results.
const graph = createGraphEngine(data);
const betweenness = graph.betweenness({ normalized: true });
const communities = graph.communities();
const palette = ['#1f6feb', '#cf222e', '#1a7f37', '#8250df', '#bc4c00'];
for (const id of Object.keys(airports)) {
  const node = data[id];
  if (node?.type !== 'node') continue;
  node.size = 6 + 30 * (betweenness[id] ?? 0);
  node.color = palette[(communities[id] ?? 0) % palette.length];
}

const path = graph.shortestPath('lis', 'hel');
for (const linkId of path?.links ?? []) {
  const link = data[linkId];
  if (link?.type === 'link') Object.assign(link, { color: '#bf8700', width: 5 });
}
console.log(`Lisbon to Helsinki in ${path ? path.links.length : 'no'} flights:`, path?.nodes);

new MapWeave({
  container: 'map',
  view: { longitude: 8, latitude: 50, zoom: 3.4 },
  layers: [new NetworkLayer({ id: 'air-routes', data })],
});
