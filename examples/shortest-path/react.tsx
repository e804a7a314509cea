import { useMemo, useState } from 'react';
import { createGraphEngine, type MapPointerEvent, type NetworkData } from 'mapweave';
import { MapWeave, NetworkLayer } from 'mapweave/react';

const places: Record<string, [label: string, latitude: number, longitude: number]> = {
  madrid: ['Madrid', 40.4065, -3.6895],
  barcelona: ['Barcelona', 41.3794, 2.1404],
  zaragoza: ['Zaragoza', 41.6588, -0.9111],
  valencia: ['Valencia', 39.4598, -0.3833],
  alicante: ['Alicante', 38.3445, -0.4953],
  cordoba: ['Córdoba', 37.8886, -4.7894],
  seville: ['Seville', 37.3919, -5.975],
  malaga: ['Málaga', 36.7117, -4.4318],
  valladolid: ['Valladolid', 41.6445, -4.7307],
  leon: ['León', 42.5931, -5.5788],
  bilbao: ['Bilbao', 43.2599, -2.9269],
  badajoz: ['Badajoz', 38.8794, -6.9707],
  lisbon: ['Lisbon', 38.7678, -9.0995],
  porto: ['Porto', 41.1496, -8.611],
  laspalmas: ['Las Palmas', 28.1235, -15.4363],
  santacruz: ['Santa Cruz de Tenerife', 28.4636, -16.2518],
  rosario: ['Puerto del Rosario', 28.5004, -13.8627],
  arrecife: ['Arrecife', 28.963, -13.5477],
};

// Rail on the mainland, ferries between the islands: no link joins the two.
const links: [from: string, to: string][] = [
  ['madrid', 'zaragoza'], ['zaragoza', 'barcelona'], ['madrid', 'valencia'],
  ['valencia', 'barcelona'], ['madrid', 'cordoba'], ['cordoba', 'seville'],
  ['cordoba', 'malaga'], ['madrid', 'alicante'], ['valencia', 'alicante'],
  ['madrid', 'valladolid'], ['valladolid', 'leon'], ['zaragoza', 'bilbao'],
  ['valladolid', 'bilbao'], ['madrid', 'badajoz'], ['badajoz', 'lisbon'],
  ['lisbon', 'porto'], ['laspalmas', 'santacruz'], ['laspalmas', 'rosario'],
  ['rosario', 'arrecife'], ['laspalmas', 'arrecife'],
];

const data: NetworkData = {};
for (const [id, [label, latitude, longitude]] of Object.entries(places)) {
  data[id] = { type: 'node', label, latitude, longitude, color: '#57606a', size: 6 };
}
for (const [from, to] of links) {
  data[`${from}-${to}`] = { type: 'link', id1: from, id2: to, color: '#afb8c1', width: 2 };
}

const graph = createGraphEngine(data);
const name = (id: string) => places[id]![0];

/** The network with the path from `from` to `to` highlighted, and a sentence about it. */
function route(from: string | null, to: string | null): { styled: NetworkData; text: string } {
  if (!from) return { styled: data, text: 'Click a place to start a route.' };
  const styled: NetworkData = { ...data };
  const mark = (id: string, size: number) => {
    const node = data[id];
    if (node?.type === 'node') styled[id] = { ...node, color: '#bc4c00', size };
  };
  mark(from, 10);
  if (!to) return { styled, text: `From ${name(from)}: click where to go.` };
  mark(to, 10);
  const path = graph.shortestPath(from, to);
  if (!path) {
    return { styled, text: `No route from ${name(from)} to ${name(to)}: no links join them.` };
  }
  for (const id of path.nodes.slice(1, -1)) mark(id, 7);
  for (const id of path.links) {
    const link = data[id];
    if (link?.type === 'link') styled[id] = { ...link, color: '#bc4c00', width: 5 };
  }
  const stops = path.nodes.slice(1, -1).map(name);
  const steps = `${path.links.length} link${path.links.length === 1 ? '' : 's'}`;
  const via = stops.length > 0 ? ` via ${stops.join(', ')}` : '';
  return { styled, text: `${name(from)} → ${name(to)}: ${steps}${via}.` };
}

// We draw the route ourselves, so clicks do not select.
const options = { selectOnClick: false };
function PlaceSelect(props: { label: string; value: string; onChange: (id: string) => void }) {
  return (
    <label>
      {props.label}{' '}
      <select value={props.value} onChange={(event) => props.onChange(event.target.value)}>
        <option value="">—</option>
        {Object.entries(places).map(([id, [label]]) => (
          <option key={id} value={id}>
            {label}
          </option>
        ))}
      </select>{' '}
    </label>
  );
}

export default function App() {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const { styled, text } = useMemo(() => route(from || null, to || null), [from, to]);

  // First click: from; second: to; a third starts a new route.
  const onClick = ({ item }: MapPointerEvent) => {
    if (item?.type !== 'node') return;
    if (!from || to) {
      setFrom(item.id);
      setTo('');
    } else {
      setTo(item.id);
    }
  };

  return (
    <>
      <aside className="mw-panel">
        <PlaceSelect label="From" value={from} onChange={setFrom} />
        <PlaceSelect label="To" value={to} onChange={setTo} />
        <button
          type="button"
          onClick={() => {
            setFrom('');
            setTo('');
          }}
        >
          Clear
        </button>
        <p aria-live="polite">
          {text}
        </p>
      </aside>
      <MapWeave onClick={onClick}>
        <NetworkLayer id="routes" data={styled} options={options} />
      </MapWeave>
    </>
  );
}
