import { useState } from 'react';
import type { MapPointerEvent, NetworkData } from 'mapweave';
import { MapWeave, NetworkLayer } from 'mapweave/react';

// Four cities (fixed nodes) and two suppliers (free nodes, which can be dragged).
const data: NetworkData = {
  lisbon: { type: 'node', label: 'Lisbon', latitude: 38.7223, longitude: -9.1393 },
  porto: { type: 'node', label: 'Porto', latitude: 41.1579, longitude: -8.6291 },
  madrid: { type: 'node', label: 'Madrid', latitude: 40.4168, longitude: -3.7038 },
  seville: { type: 'node', label: 'Seville', latitude: 37.3891, longitude: -5.9845 },
  'supplier-a': { type: 'node', label: 'Supplier A', color: '#bf3989', glyph: 'A' },
  'supplier-b': { type: 'node', label: 'Supplier B', color: '#bf3989', glyph: 'B' },
  'lisbon-porto': { type: 'link', id1: 'lisbon', id2: 'porto' },
  'lisbon-madrid': { type: 'link', id1: 'lisbon', id2: 'madrid' },
  'madrid-seville': { type: 'link', id1: 'madrid', id2: 'seville' },
  'lisbon-seville': { type: 'link', id1: 'lisbon', id2: 'seville', shape: 'arc' },
  'a-porto': { type: 'link', id1: 'supplier-a', id2: 'porto', dashed: true },
  'b-madrid': { type: 'link', id1: 'supplier-b', id2: 'madrid', dashed: true },
  'b-seville': { type: 'link', id1: 'supplier-b', id2: 'seville', dashed: true },
};

function pointer({ item, coordinate }: MapPointerEvent): string {
  const what = item ? `${item.type} "${item.id}"` : 'background';
  if (!coordinate) return what;
  return `${what} at ${coordinate.latitude.toFixed(2)}, ${coordinate.longitude.toFixed(2)}`;
}

const view = { longitude: -6.5, latitude: 39.5, zoom: 4.6 };

interface Entry {
  key: number;
  name: string;
  text: string;
  repeats: number;
}

export default function App() {
  const [entries, setEntries] = useState<Entry[]>([]);
  const [announced, setAnnounced] = useState('');
  const [throwing, setThrowing] = useState(false);

  // Newest first; a repeat of the last event only counts up.
  const log = (name: string, text: string, announce = false) => {
    setEntries((current) => {
      const [last, ...rest] = current;
      if (last?.name === name) return [{ ...last, text, repeats: last.repeats + 1 }, ...rest];
      return [{ key: (last?.key ?? 0) + 1, name, text, repeats: 1 }, ...current].slice(0, 50);
    });
    if (announce) setAnnounced(`${name}: ${text}`);
  };

  const onClick = (event: MapPointerEvent) => {
    log('click', pointer(event), true);
    // An exception in a handler is emitted as an error event (onError).
    if (throwing) throw new Error('The click handler threw on purpose');
  };

  return (
        <>
      <aside className="mw-panel">
        <label>
          <input
            type="checkbox"
            checked={throwing}
            onChange={(event) => setThrowing(event.target.checked)}
          />{' '}
          Make the click handler throw
        </label>{' '}
        <button type="button" onClick={() => setEntries([])}>
          Clear the log
        </button>
        <p aria-live="polite">{announced}</p>
        <ol reversed aria-label="Event log, newest first">
          {entries.map((entry) => (
            <li key={entry.key}>
              {entry.name}
              {entry.repeats > 1 ? ` ×${entry.repeats}` : ''}: {entry.text}
            </li>
          ))}
        </ol>
      </aside>
      <MapWeave
        view={view}
        fitOnFirstLoad={false}
        onClick={onClick}
        onDoubleClick={(event) => log('double-click', pointer(event), true)}
        onContextMenu={(event) => log('context-menu', pointer(event), true)}
        onHoverStart={(event) => log('hover-start', pointer(event))}
        onHoverEnd={(event) => log('hover-end', pointer(event))}
        onDragStart={(event) => log('drag-start', pointer(event))}
        onDrag={(event) => log('drag', pointer(event))}
        onDragEnd={(event) => log('drag-end', pointer(event), true)}
        onViewChange={({ viewState, interactive }) =>
          log('view-change', `${interactive ? 'by the user' : 'by code'}, zoom ${viewState.zoom.toFixed(1)}`)
        }
        onSelectionChange={({ layerId, selected }) =>
          log('selection-change', `${layerId}: [${selected.join(', ')}]`, true)
        }
        onLoad={({ layerIds }) => log('load', `layers [${layerIds.join(', ')}]`, true)}
        onError={({ error }) => log('error', error.message, true)}
      >
        <NetworkLayer id="iberia" data={data} />
      </MapWeave>
    </>
  );
}
