import {
  MapWeave,
  NetworkLayer,
  ObservationsLayer,
  type NetworkData,
  type Observation,
} from 'mapweave';

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

const tracks = new ObservationsLayer({
  id: 'flights',
  data: {
    entities: Object.fromEntries(flights.map(([flight]) => [flight, { color: '#0969da' }])),
    observations,
  },
  options: {
    mode: 'trajectories',
    trajectory: { maximumInterval: 10 * MINUTE, width: 3, color: null },
    currentTime: start,
    timeRange: [start - 30 * MINUTE, start],
  },
});

// Airports are fixed nodes; each flight is a tracker node linked to where it is going.
const network: NetworkData = {};
for (const [id, [label, longitude, latitude]] of Object.entries(airports)) {
  network[id] = { type: 'node', label, longitude, latitude, color: '#57606a', size: 5 };
}
for (const [flight, , to] of flights) {
  network[flight] = { type: 'node', label: flight, glyph: '✈', size: 10, color: '#0969da' };
  network[`${flight}-to`] = { type: 'link', id1: flight, id2: to, dashed: true, color: '#8c959f' };
}

const map = new MapWeave({
  container: 'map',
  layers: [tracks, new NetworkLayer({ id: 'airports', data: network })],
});
map.fitBounds({ padding: 30, time: 0, layerIds: ['flights'] });

// Controls: play/pause, speed, a time slider and a status line.
const panel = document.createElement('aside');
panel.className = 'mw-panel';
const playButton = document.createElement('button');
playButton.type = 'button';
const speedSelect = document.createElement('select');
for (const [value, text] of [
  ['60', '1 min/s'],
  ['300', '5 min/s'],
  ['900', '15 min/s'],
]) {
  speedSelect.add(new Option(text, value, value === '300', value === '300'));
}
const speedLabel = document.createElement('label');
speedLabel.append(' Speed ', speedSelect);
const slider = document.createElement('input');
slider.type = 'range';
slider.min = String(start);
slider.max = String(end);
slider.step = String(MINUTE);
const clock = document.createElement('span');
const timeLabel = document.createElement('label');
timeLabel.append(' Time (UTC) ', clock, ' ', slider);
const status = document.createElement('p');
status.setAttribute('aria-live', 'polite');
panel.append(playButton, speedLabel, timeLabel, status);
document.body.append(panel);

const hhmm = (time: number) => new Date(time).toISOString().slice(11, 16);

let currentTime = start;
let playing = !matchMedia('(prefers-reduced-motion: reduce)').matches;
let frame = 0;
let last = 0;

function show(time: number) {
  currentTime = time;
  tracks.options({ currentTime: time, timeRange: [time - 30 * MINUTE, time] });
  slider.value = String(time);
  clock.textContent = hhmm(time);
}

// Each frame advances the time by the real time elapsed times the speed.
function tick(now: number) {
  const elapsed = last === 0 ? 0 : now - last;
  last = now;
  const next = currentTime + elapsed * Number(speedSelect.value);
  show(next > end ? start : next);
  frame = requestAnimationFrame(tick);
}

function setPlaying(next: boolean) {
  playing = next;
  playButton.textContent = playing ? 'Pause' : 'Play';
  status.textContent = playing
    ? `Playing at ${speedSelect.selectedOptions[0]?.text}`
    : 'Paused';
  cancelAnimationFrame(frame);
  last = 0;
  if (playing) frame = requestAnimationFrame(tick);
}

playButton.addEventListener('click', () => setPlaying(!playing));
speedSelect.addEventListener('change', () => setPlaying(playing));
slider.addEventListener('input', () => show(Number(slider.value)));
map.on('error', ({ error }) => {
  setPlaying(false);
  console.error(error);
});

show(start);
setPlaying(playing);
