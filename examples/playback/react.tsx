import { useEffect, useState } from 'react';
import type { NetworkData, Observation, ObservationsData } from 'mapweave';
import { MapWeave, NetworkLayer, ObservationsLayer } from 'mapweave/react';

const MINUTE = 60_000;
const start = Date.parse('2025-09-20T08:00:00Z');
const end = start + 4 * 60 * MINUTE;

const airports: Record<string, [label: string, longitude: number, latitude: number]> = {
  lhr: ['London', -0.4543, 51.47],
  fco: ['Rome', 12.2389, 41.8003],
  mad: ['Madrid', -3.5668, 40.4936],
  ber: ['Berlin', 13.5033, 52.3667],
  cdg: ['Paris', 2.5479, 49.0097],
  ath: ['Athens', 23.9445, 37.9364],
  ams: ['Amsterdam', 4.7683, 52.3105],
  lis: ['Lisbon', -9.1342, 38.7742],
};

// [flight, from, to, minutes after 08:00 it departs, minutes in the air]
const flights: [string, string, string, number, number][] = [
  ['BA548', 'lhr', 'fco', 0, 140],
  ['IB3670', 'mad', 'ber', 20, 165],
  ['AF1832', 'cdg', 'ath', 35, 190],
  ['KL1691', 'ams', 'lis', 50, 170],
];

// A position report every 5 minutes from take-off to landing.
const observations: Record<string, Observation> = {};
for (const [flight, from, to, departs, minutes] of flights) {
  const [, fromLongitude, fromLatitude] = airports[from]!;
  const [, toLongitude, toLatitude] = airports[to]!;
  for (let minute = 0; minute <= minutes; minute += 5) {
    const t = minute / minutes;
    observations[`${flight}-${minute}`] = {
      entityId: flight,
      longitude: fromLongitude + (toLongitude - fromLongitude) * t,
      latitude: fromLatitude + (toLatitude - fromLatitude) * t,
      time: start + (departs + minute) * MINUTE,
    };
  }
}

const tracks: ObservationsData = {
  entities: Object.fromEntries(flights.map(([flight]) => [flight, { color: '#0969da' }])),
  observations,
};

// Airports are fixed nodes; each flight is a tracker node linked to where it is going.
const network: NetworkData = {};
for (const [id, [label, longitude, latitude]] of Object.entries(airports)) {
  network[id] = { type: 'node', label, longitude, latitude, color: '#57606a', size: 5 };
}
for (const [flight, , to] of flights) {
  network[flight] = { type: 'node', label: flight, glyph: '✈', size: 10, color: '#0969da' };
  network[`${flight}-to`] = { type: 'link', id1: flight, id2: to, dashed: true, color: '#8c959f' };
}

const trajectory = { maximumInterval: 10 * MINUTE, width: 3, color: null };
const speeds: [number, string][] = [
  [60, '1 min/s'],
  [300, '5 min/s'],
  [900, '15 min/s'],
];
const hhmm = (time: number) => new Date(time).toISOString().slice(11, 16);

export default function App() {
  const [currentTime, setCurrentTime] = useState(start);
  const [playing, setPlaying] = useState(
    () => !matchMedia('(prefers-reduced-motion: reduce)').matches,
  );
  const [speed, setSpeed] = useState(300);

  // Each frame advances the time by the real time elapsed times the speed.
  useEffect(() => {
    if (!playing) return undefined;
    let last = 0;
    let frame = requestAnimationFrame(function tick(now) {
      const elapsed = last === 0 ? 0 : now - last;
      last = now;
      setCurrentTime((time) => {
        const next = time + elapsed * speed;
        return next > end ? start : next;
      });
      frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [playing, speed]);

  const speedText = speeds.find(([value]) => value === speed)?.[1];

  return (
    <>
      <aside className="mw-panel">
        <button type="button" onClick={() => setPlaying(!playing)}>
          {playing ? 'Pause' : 'Play'}
        </button>
        <label>
          Speed{' '}
          <select value={speed} onChange={(event) => setSpeed(Number(event.target.value))}>
            {speeds.map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </select>
        </label>
        <label>
          Time (UTC) <span>{hhmm(currentTime)}</span>{' '}
          <input
            type="range"
            min={start}
            max={end}
            step={MINUTE}
            value={currentTime}
            onChange={(event) => setCurrentTime(Number(event.target.value))}
          />
        </label>
        <p aria-live="polite">
          {playing ? `Playing at ${speedText}` : 'Paused'}
        </p>
      </aside>
      <MapWeave>
        <ObservationsLayer
          id="flights"
          data={tracks}
          options={{
            mode: 'trajectories',
            trajectory,
            currentTime,
            timeRange: [currentTime - 30 * MINUTE, currentTime],
          }}
        />
        <NetworkLayer id="airports" data={network} />
      </MapWeave>
    </>
  );
}
