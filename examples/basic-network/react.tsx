import { useState } from 'react';
import { StandaloneAdapter, type NetworkData, type PointerEventItem } from 'mapweave';
import { MapWeave, NetworkLayer } from 'mapweave/react';

// Six cities (fixed nodes: they have coordinates) and the rail lines between them.
const data: NetworkData = {
  paris: {
    type: 'node',
    latitude: 48.8566,
    longitude: 2.3522,
    label: 'Paris',
    color: '#1f6feb',
    size: 10,
  },
  london: {
    type: 'node',
    latitude: 51.5074,
    longitude: -0.1278,
    label: 'London',
    color: '#1f6feb',
    size: 10,
  },
  brussels: {
    type: 'node',
    latitude: 50.8503,
    longitude: 4.3517,
    label: 'Brussels',
    color: '#8250df',
  },
  amsterdam: {
    type: 'node',
    latitude: 52.3676,
    longitude: 4.9041,
    label: 'Amsterdam',
    color: '#8250df',
  },
  cologne: {
    type: 'node',
    latitude: 50.9375,
    longitude: 6.9603,
    label: 'Cologne',
    color: '#8250df',
  },
  lyon: { type: 'node', latitude: 45.764, longitude: 4.8357, label: 'Lyon', color: '#8250df' },
  'paris-london': {
    type: 'link',
    id1: 'paris',
    id2: 'london',
    shape: 'arc',
    arcHeight: 0.3,
    width: 3,
    label: 'Eurostar',
  },
  'paris-brussels': { type: 'link', id1: 'paris', id2: 'brussels', width: 3 },
  'brussels-amsterdam': { type: 'link', id1: 'brussels', id2: 'amsterdam', width: 2 },
  'brussels-cologne': { type: 'link', id1: 'brussels', id2: 'cologne', width: 2 },
  'paris-lyon': { type: 'link', id1: 'paris', id2: 'lyon', width: 3 },
  'london-amsterdam': {
    type: 'link',
    id1: 'london',
    id2: 'amsterdam',
    shape: 'arc',
    dashed: true,
    label: 'Planned',
  },
};

const view = { longitude: 3.5, latitude: 49.5, zoom: 4.5 };

/** How many lines end at a city. */
const lines = (id: string) =>
  Object.values(data).filter((item) => item.type === 'link' && (item.id1 === id || item.id2 === id))
    .length;

/** Hover a city or a line (or focus the map and press ] and [) for its tooltip. */
function tooltip(item: PointerEventItem) {
  const entry = data[item.id];
  if (entry?.type === 'node') {
    return (
      <>
        <strong>{entry.label}</strong>
        <br />
        {lines(item.id)} rail lines
      </>
    );
  }
  if (entry?.type !== 'link') return null;
  const ends = `${data[entry.id1]?.label} – ${data[entry.id2]?.label}`;
  return entry.label ? `${entry.label}: ${ends}` : ends;
}
const options = { selectOnClick: true };

export default function App() {
  // Create the adapter once: a new adapter object rebuilds the map.
  const [adapter] = useState(() => new StandaloneAdapter());
  const [selected, setSelected] = useState<string[]>([]);

  return (
    <>
      <aside className="mw-panel">
        <p aria-live="polite">
          {selected.length > 0 ? `Selected: ${selected.join(', ')}` : 'Click a city or a line.'}
        </p>
      </aside>
      <MapWeave
        adapter={adapter}
        view={view}
        fitOnFirstLoad={false}
        tooltip={tooltip}
        onSelectionChange={(event) => setSelected(event.selected)}
      >
        <NetworkLayer id="rail" data={data} options={options} />
      </MapWeave>
    </>
  );
}
