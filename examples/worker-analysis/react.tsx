import { useMemo, useState } from 'react';
import {
  analyzeInWorker,
  type GraphAlgorithm,
  type GraphAlgorithmResults,
  type NetworkData,
  type NodeStyle,
} from 'mapweave';
import { MapWeave, NetworkLayer } from 'mapweave/react';

const cities: [label: string, latitude: number, longitude: number][] = [
  ['Lisbon', 38.7223, -9.1393], ['Porto', 41.1579, -8.6291], ['Madrid', 40.4168, -3.7038],
  ['Seville', 37.3891, -5.9845], ['Valencia', 39.4699, -0.3763], ['Barcelona', 41.3874, 2.1686],
  ['Bordeaux', 44.8378, -0.5792], ['Toulouse', 43.6047, 1.4442], ['Marseille', 43.2965, 5.3698],
  ['Lyon', 45.764, 4.8357], ['Paris', 48.8566, 2.3522], ['Nantes', 47.2184, -1.5536],
  ['Lille', 50.6292, 3.0573], ['Brussels', 50.8503, 4.3517], ['Amsterdam', 52.3676, 4.9041],
  ['Rotterdam', 51.9244, 4.4777], ['Cologne', 50.9375, 6.9603], ['Frankfurt', 50.1109, 8.6821],
  ['Hamburg', 53.5511, 9.9937], ['Berlin', 52.52, 13.405], ['Munich', 48.1351, 11.582],
  ['Stuttgart', 48.7758, 9.1829], ['Zurich', 47.3769, 8.5417], ['Geneva', 46.2044, 6.1432],
  ['Milan', 45.4642, 9.19], ['Turin', 45.0703, 7.6869], ['Rome', 41.9028, 12.4964],
  ['Naples', 40.8518, 14.2681], ['Vienna', 48.2082, 16.3738], ['Prague', 50.0755, 14.4378],
  ['Budapest', 47.4979, 19.0402], ['Warsaw', 52.2297, 21.0122], ['Kraków', 50.0647, 19.945],
  ['Copenhagen', 55.6761, 12.5683], ['Stockholm', 59.3293, 18.0686], ['Oslo', 59.9139, 10.7522],
  ['Helsinki', 60.1699, 24.9384], ['London', 51.5074, -0.1278], ['Manchester', 53.4808, -2.2426],
  ['Dublin', 53.3498, -6.2603],
];
const perCity = 75;

/** Deterministic pseudo-random numbers in [0, 1) (mulberry32): the same network every run. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), seed | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Around each city: 75 nodes, each linked to an earlier one and to one more at random; then
// three links from each city to each of its two nearest cities.
const next = random(2025);
const pick = (city: number) => `n${city * perCity + Math.floor(next() * perCity)}`;
const data: NetworkData = {};
cities.forEach(([, latitude, longitude], city) => {
  for (let i = 0; i < perCity; i += 1) {
    const id = `n${city * perCity + i}`;
    data[id] = {
      type: 'node',
      latitude: latitude + (next() - 0.5) * 0.5,
      longitude: longitude + (next() - 0.5) * 0.7,
    };
    const earlier = `n${city * perCity + Math.floor(next() * i)}`;
    if (i > 0) data[`${id}-a`] = { type: 'link', id1: id, id2: earlier };
    if (i > 1) data[`${id}-b`] = { type: 'link', id1: id, id2: pick(city) };
  }
});
cities.forEach(([, latitude, longitude], city) => {
  const nearest = cities
    .map(([, lat, lon], other) => ({ other, d: (lat - latitude) ** 2 + (lon - longitude) ** 2 }))
    .filter(({ other }) => other !== city)
    .sort((a, b) => a.d - b.d)
    .slice(0, 2);
  for (const { other } of nearest) {
    for (let k = 0; k < 3; k += 1) {
      data[`c${city}-${other}-${k}`] = { type: 'link', id1: pick(city), id2: pick(other) };
    }
  }
});
const nodeCount = (cities.length * perCity).toLocaleString('en');
const linkCount = (Object.keys(data).length - cities.length * perCity).toLocaleString('en');

const palette = ['#0969da', '#cf222e', '#1a7f37', '#8250df', '#bc4c00', '#bf3989', '#1b7c83'];

/** Node styles from a result: scores size and shade the nodes, groups colour them. */
function stylesFrom<A extends GraphAlgorithm>(algorithm: A, result: GraphAlgorithmResults[A]) {
  const styles: Record<string, NodeStyle> = {};
  if (algorithm === 'components') {
    (result as GraphAlgorithmResults['components']).forEach((members, index) => {
      for (const id of members) styles[id] = { color: palette[index % palette.length], size: 3 };
    });
    return styles;
  }
  const values = result as Record<string, number>;
  if (algorithm === 'communities') {
    for (const [id, group] of Object.entries(values)) {
      styles[id] = { color: palette[group % palette.length], size: 3 };
    }
    return styles;
  }
  const max = Math.max(...Object.values(values)) || 1;
  for (const [id, value] of Object.entries(values)) {
    const f = value / max;
    const red = Math.round(80 + 175 * f);
    const blue = Math.round(200 - 170 * f);
    styles[id] = { size: 2 + 8 * f, color: [red, 90, blue] };
  }
  return styles;
}

const options = {
  nodeDefaults: { size: 3, color: '#57606a', border: { width: 0 } },
  linkDefaults: { width: 1, color: 'rgba(110, 119, 129, 0.35)' },
  selectOnClick: false,
};
export default function App() {
  const [algorithm, setAlgorithm] = useState<GraphAlgorithm>('betweenness');
  const [running, setRunning] = useState(false);
  const [elapsed, setElapsed] = useState('');
  const [status, setStatus] = useState(
    `${nodeCount} nodes and ${linkCount} links. Choose an algorithm and run it.`,
  );
  const [styles, setStyles] = useState<Record<string, NodeStyle>>({});

  // A new data object with the styled nodes; the layer refreshes only what changed.
  const styled = useMemo(() => {
    const next: NetworkData = { ...data };
    for (const [id, style] of Object.entries(styles)) {
      const node = data[id];
      if (node?.type === 'node') next[id] = { ...node, ...style };
    }
    return next;
  }, [styles]);

  const run = async () => {
    const started = performance.now();
    const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
    setRunning(true);
    setStatus(`Running ${algorithm} in a worker…`);
    // This counter runs on the page's main thread: it keeps moving while the worker computes.
    const ticking = setInterval(() => {
      setElapsed(`The page is still responsive: ${seconds()} s`);
    }, 100);
    try {
      const result = await analyzeInWorker(data, algorithm, { normalized: true });
      setStyles(stylesFrom(algorithm, result));
      setStatus(`${algorithm} of ${nodeCount} nodes, ${linkCount} links: ${seconds()} s.`);
    } catch (error) {
      setStatus(`The analysis failed: ${error instanceof Error ? error.message : error}`);
    } finally {
      clearInterval(ticking);
      setElapsed('');
      setRunning(false);
    }
  };

  return (
    <>
      <aside className="mw-panel">
        <label>
          Algorithm{' '}
          <select
            value={algorithm}
            onChange={(event) => setAlgorithm(event.target.value as GraphAlgorithm)}
          >
            <option value="betweenness">betweenness</option>
            <option value="closeness">closeness</option>
            <option value="communities">communities</option>
            <option value="components">components</option>
            <option value="degrees">degrees</option>
          </select>
        </label>{' '}
        <button type="button" disabled={running} onClick={() => void run()}>
          Run in a worker
        </button>
        <p aria-live="polite">
          {status}
        </p>
        <p>{elapsed}</p>
      </aside>
      <MapWeave>
        <NetworkLayer id="generated" data={styled} options={options} />
      </MapWeave>
    </>
  );
}
