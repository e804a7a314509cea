import { useEffect, useState } from 'react';
import type {
  NetworkData,
  Observation,
  ObservationsData,
  PointerEventItem,
  Trajectory,
} from 'mapweave';
import { MapWeave, NetworkLayer, ObservationsLayer } from 'mapweave/react';

const MINUTE = 60_000;
const start = Date.parse('2025-10-16T06:00:00Z');
const end = start + 150 * MINUTE;

// A position report every 2 minutes for 2 hours on the way from one port to the other,
// except between the report numbers in `silent` (the transponder was off).
function voyage(
  entityId: string,
  from: [number, number],
  to: [number, number],
  departure: number,
  silent: [number, number],
) {
  const observations: Record<string, Observation> = {};
  for (let report = 0; report <= 60; report += 1) {
    if (report > silent[0] && report < silent[1]) continue;
    const progress = report / 60;
    observations[`${entityId}-${report}`] = {
      entityId,
      longitude: from[0] + (to[0] - from[0]) * progress,
      latitude: from[1] + (to[1] - from[1]) * progress,
      time: departure + report * 2 * MINUTE,
    };
  }
  return observations;
}

const helsinki: [number, number] = [24.956, 60.156];
const tallinn: [number, number] = [24.772, 59.445];

const tracks: ObservationsData = {
  entities: {
    aurora: { label: 'Aurora', color: '#1f6feb' },
    baltica: { label: 'Baltica', color: '#cf222e' },
  },
  observations: {
    ...voyage('aurora', helsinki, tallinn, start, [20, 32]),
    ...voyage('baltica', tallinn, helsinki, start + 30 * MINUTE, [40, 45]),
  },
};

// Nodes whose ids are entity ids are tracker nodes: they sit where the ferry is at `currentTime`.
const network: NetworkData = {
  helsinki: {
    type: 'node',
    longitude: helsinki[0],
    latitude: helsinki[1],
    label: 'Helsinki',
    color: '#57606a',
  },
  tallinn: {
    type: 'node',
    longitude: tallinn[0],
    latitude: tallinn[1],
    label: 'Tallinn',
    color: '#57606a',
  },
  aurora: { type: 'node', label: 'Aurora', color: '#1f6feb', size: 9, glyph: 'A' },
  baltica: { type: 'node', label: 'Baltica', color: '#cf222e', size: 9, glyph: 'B' },
};

const trajectory = { maximumInterval: 5 * MINUTE, width: 3, color: null };

const clock = (time: number) => `${new Date(time).toISOString().slice(11, 16)} UTC`;

/** Hover a report, a track or a ferry (or focus the map and press ] and [). */
function tooltip(item: PointerEventItem) {
  if (item.type === 'observation') {
    const report = tracks.observations[item.id];
    if (!report) return null;
    return `${tracks.entities[report.entityId]?.label} reported here at ${clock(Number(report.time))}`;
  }
  if (item.type === 'trajectory') {
    const { entityId, times } = item.data as Trajectory;
    return (
      <>
        <strong>{tracks.entities[entityId]?.label}</strong>: {clock(times[0]!)} to{' '}
        {clock(times.at(-1)!)}
        <br />
        <small>A gap in the reports ends a track.</small>
      </>
    );
  }
  const node = network[item.id];
  if (node?.type !== 'node') return null;
  return tracks.entities[item.id] ? `${node.label}, ferry` : `Port of ${node.label}`;
}

export default function App() {
  const [currentTime, setCurrentTime] = useState(start);
  const [playing, setPlaying] = useState(true);

  // One minute of ferry time per tenth of a second, starting again at the end.
  useEffect(() => {
    if (!playing) return undefined;
    const timer = setInterval(
      () => setCurrentTime((time) => (time >= end ? start : time + MINUTE)),
      100,
    );
    return () => clearInterval(timer);
  }, [playing]);

  return (
    <>
      <aside className="mw-panel">
        <button type="button" onClick={() => setPlaying(!playing)}>
          {playing ? 'Pause' : 'Play'}
        </button>
        <label>
          Time (UTC) {new Date(currentTime).toISOString().slice(11, 16)}{' '}
          <input
            type="range"
            min={start}
            max={end}
            step={MINUTE}
            value={currentTime}
            onChange={(event) => setCurrentTime(Number(event.target.value))}
          />
        </label>
      </aside>
      <MapWeave tooltip={tooltip}>
        <ObservationsLayer
          id="ferries"
          data={tracks}
          options={{ mode: 'both', trajectory, currentTime }}
        />
        <NetworkLayer id="ports-and-ferries" data={network} />
      </MapWeave>
    </>
  );
}
