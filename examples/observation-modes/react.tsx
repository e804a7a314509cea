import { useState } from 'react';
import type { Observation, ObservationsData, ObservationsMode } from 'mapweave';
import { MapWeave, ObservationsLayer } from 'mapweave/react';

const MINUTE = 60_000;
const departure = Date.parse('2025-03-04T07:00:00Z');

type Station = [longitude: number, latitude: number];
const zurich: Station = [8.5403, 47.3779];
const aarau: Station = [8.051, 47.3913];
const olten: Station = [7.9077, 47.3519];
const bern: Station = [7.4391, 46.949];
const basel: Station = [7.5896, 47.5476];
const liestal: Station = [7.733, 47.484];
const sursee: Station = [8.105, 47.171];
const lucerne: Station = [8.3102, 47.0502];
const thalwil: Station = [8.5648, 47.2953];
const zug: Station = [8.5155, 47.1733];

// One position report a minute along the stations, none between the minutes in `tunnel`.
function journey(entityId: string, stations: Station[], minutes: number, tunnel: [number, number]) {
  const observations: Record<string, Observation> = {};
  const legs = stations.length - 1;
  for (let minute = 0; minute <= minutes; minute += 1) {
    if (minute > tunnel[0] && minute < tunnel[1]) continue;
    const along = (minute / minutes) * legs;
    const leg = Math.min(Math.floor(along), legs - 1);
    const from = stations[leg]!;
    const to = stations[leg + 1]!;
    const t = along - leg;
    observations[`${entityId}-${minute}`] = {
      entityId,
      longitude: from[0] + (to[0] - from[0]) * t,
      latitude: from[1] + (to[1] - from[1]) * t,
      time: departure + minute * MINUTE,
    };
  }
  return observations;
}

const trains: ObservationsData = {
  entities: {
    'ic-8': { label: 'IC 8 Zürich–Bern', color: '#cf222e', size: 5 },
    'ir-27': { label: 'IR 27 Basel–Luzern', color: '#1f6feb', size: 5 },
    'ir-70': { label: 'IR 70 Zürich–Luzern', color: '#1a7f37', size: 5 },
  },
  observations: {
    ...journey('ic-8', [zurich, aarau, olten, bern], 56, [30, 34]),
    ...journey('ir-27', [basel, liestal, olten, sursee, lucerne], 60, [14, 20]),
    ...journey('ir-70', [zurich, thalwil, zug, lucerne], 45, [4, 9]),
  },
};

// In 'auto' mode the zoom decides: observations from zoom 9, trajectories up to zoom 11.
const autoRange: { observations: [number, number]; trajectories: [number, number] } = {
  observations: [9, 24],
  trajectories: [0, 11],
};
// Reports more than 3 minutes apart (a tunnel) break the trajectory.
const trajectory = { maximumInterval: 3 * MINUTE, width: 3, color: null };

const modes: [ObservationsMode, string][] = [
  ['observations', 'Observations'],
  ['trajectories', 'Trajectories'],
  ['both', 'Both'],
  ['auto', 'Auto (by zoom)'],
];

function describe(mode: ObservationsMode, zoom: number): string {
  if (mode !== 'auto') return `Mode "${mode}" at zoom ${zoom.toFixed(1)}`;
  const inRange = ([min, max]: [number, number]) => zoom >= min && zoom <= max;
  const shown = [
    inRange(autoRange.observations) ? 'observations' : null,
    inRange(autoRange.trajectories) ? 'trajectories' : null,
  ].filter(Boolean);
  return `Mode "auto" at zoom ${zoom.toFixed(1)}: ${shown.join(' and ') || 'nothing'} shown`;
}

export default function App() {
  const [mode, setMode] = useState<ObservationsMode>('both');
  const [zoom, setZoom] = useState<number | null>(null);

  return (
    <>
      <aside className="mw-panel">
        <fieldset className="mw-segmented">
          <legend>Display mode</legend>
          {modes.map(([value, text]) => (
            <label key={value}>
              <input
                type="radio"
                name="mode"
                value={value}
                checked={mode === value}
                onChange={() => setMode(value)}
              />{' '}
              {text}
            </label>
          ))}
        </fieldset>
        <p aria-live="polite">{zoom === null ? 'Loading…' : describe(mode, zoom)}</p>
      </aside>
      <MapWeave onViewChange={({ viewState }) => setZoom(viewState.zoom)}>
        <ObservationsLayer id="trains" data={trains} options={{ mode, autoRange, trajectory }} />
      </MapWeave>
    </>
  );
}
