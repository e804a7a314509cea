import { useState } from 'react';
import type { MapDragEvent, NetworkData, Observation, ObservationsData } from 'mapweave';
import { MapWeave, NetworkLayer, ObservationsLayer } from 'mapweave/react';

const MINUTE = 60_000;
const start = Date.parse('2025-06-12T07:00:00Z');
const end = start + 40 * MINUTE;

type Place = [longitude: number, latitude: number];
const tempelhofDepot: Place = [13.401, 52.473];
const spandauDepot: Place = [13.2, 52.536];

// A position report every minute for 40 minutes, along the stops in order.
function route(entityId: string, stops: Place[]) {
  const observations: Record<string, Observation> = {};
  const legs = stops.length - 1;
  for (let minute = 0; minute <= 40; minute += 1) {
    const along = (minute / 40) * legs;
    const leg = Math.min(Math.floor(along), legs - 1);
    const from = stops[leg]!;
    const to = stops[leg + 1]!;
    const t = along - leg;
    observations[`${entityId}-${minute}`] = {
      entityId,
      longitude: from[0] + (to[0] - from[0]) * t,
      latitude: from[1] + (to[1] - from[1]) * t,
      time: start + minute * MINUTE,
    };
  }
  return observations;
}

const tracks: ObservationsData = {
  entities: {
    'van-1': { label: 'Van 1', color: '#1f6feb' },
    'van-2': { label: 'Van 2', color: '#bf3989' },
  },
  observations: {
    // Tempelhof → Kreuzberg → Alexanderplatz → Prenzlauer Berg
    ...route('van-1', [tempelhofDepot, [13.403, 52.499], [13.4132, 52.5219], [13.424, 52.539]]),
    // Spandau → Charlottenburg → Kurfürstendamm → Potsdamer Platz → Brandenburg Gate
    ...route('van-2', [
      spandauDepot,
      [13.2957, 52.5209],
      [13.312, 52.502],
      [13.3759, 52.5096],
      [13.3777, 52.5163],
    ]),
  },
};

// The nodes "van-1" and "van-2" have the entities' ids: they are tracker nodes.
const network: NetworkData = {
  tempelhof: {
    type: 'node',
    longitude: tempelhofDepot[0],
    latitude: tempelhofDepot[1],
    label: 'Tempelhof depot',
    color: '#57606a',
    glyph: 'D',
  },
  spandau: {
    type: 'node',
    longitude: spandauDepot[0],
    latitude: spandauDepot[1],
    label: 'Spandau depot',
    color: '#57606a',
    glyph: 'D',
  },
  'van-1': { type: 'node', label: 'Van 1', color: '#1f6feb', size: 11, glyph: '1' },
  'van-2': { type: 'node', label: 'Van 2', color: '#bf3989', size: 11, glyph: '2' },
  'van-1-depot': { type: 'link', id1: 'van-1', id2: 'tempelhof', dashed: true },
  'van-2-depot': { type: 'link', id1: 'van-2', id2: 'spandau', dashed: true },
  radio: { type: 'link', id1: 'van-1', id2: 'van-2', label: 'radio', color: '#bc4c00' },
};

const trajectory = { maximumInterval: 2 * MINUTE, width: 3, color: null };
const hhmm = (time: number) => new Date(time).toISOString().slice(11, 16);

export default function App() {
  const [currentTime, setCurrentTime] = useState(start + 10 * MINUTE);
  const [status, setStatus] = useState('Drag a van along its route.');

  // options are declarative: keep currentTime in state and follow the drag, or the next
  // render would put the time back.
  const onDrag = ({ time }: MapDragEvent) => {
    if (time !== undefined) setCurrentTime(time);
  };
  const onDragEnd = ({ item, time }: MapDragEvent) => {
    setStatus(time === undefined ? `Dropped ${item.id}` : `${item.id} dropped at ${hhmm(time)} UTC`);
  };

  return (
    <>
      <aside className="mw-panel">
        <label>
          Time (UTC) <span>{hhmm(currentTime)}</span>{' '}
          <input
            type="range"
            min={start}
            max={end}
            step={MINUTE / 4}
            value={currentTime}
            onChange={(event) => setCurrentTime(Number(event.target.value))}
          />
        </label>
        <p aria-live="polite">{status}</p>
      </aside>
      <MapWeave
        onDragStart={({ item }) => setStatus(`Dragging ${item.id}…`)}
        onDrag={onDrag}
        onDragEnd={onDragEnd}
      >
        <ObservationsLayer
          id="vans"
          data={tracks}
          options={{ mode: 'trajectories', trajectory, currentTime }}
        />
        <NetworkLayer id="fleet" data={network} />
      </MapWeave>
    </>
  );
}
