import { useMemo } from 'react';
import { createGraphEngine, type NetworkData } from 'mapweave';
import { MapWeave, NetworkLayer } from 'mapweave/react';

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

const network: NetworkData = {};
for (const [id, [label, latitude, longitude]] of Object.entries(airports)) {
  network[id] = { type: 'node', label, latitude, longitude };
}
for (const [from, to] of routes) {
  network[`${from}-${to}`] = { type: 'link', id1: from, id2: to, color: '#8c959f' };
}

const palette = ['#1f6feb', '#cf222e', '#1a7f37', '#8250df', '#bc4c00'];

/** The network styled by its analysis: size by betweenness, colour by community, one path. */
function analyse(data: NetworkData, from: string, to: string) {
  const graph = createGraphEngine(data);
  const betweenness = graph.betweenness({ normalized: true });
  const communities = graph.communities();
  const path = graph.shortestPath(from, to);
  const onPath = new Set(path?.links ?? []);
  const styled: NetworkData = {};
  for (const [id, item] of Object.entries(data)) {
    styled[id] =
      item.type === 'node'
        ? {
            ...item,
            size: 6 + 30 * (betweenness[id] ?? 0),
            color: palette[(communities[id] ?? 0) % palette.length],
          }
        : { ...item, ...(onPath.has(id) ? { color: '#bf8700', width: 5 } : {}) };
  }
  return { styled, path };
}

export default function App() {
  const { styled, path } = useMemo(() => analyse(network, 'lis', 'hel'), []);
  return (
    <>
      <aside className="mw-panel">
        <p>
          {path
            ? `Lisbon to Helsinki in ${path.links.length} flights: ${path.nodes.join(' → ')}`
            : 'No route from Lisbon to Helsinki.'}
        </p>
      </aside>
      <MapWeave view={{ longitude: 8, latitude: 50, zoom: 3.4 }} fitOnFirstLoad={false}>
        <NetworkLayer id="air-routes" data={styled} />
      </MapWeave>
    </>
  );
}
