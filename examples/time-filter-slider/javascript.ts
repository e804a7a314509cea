import { MapWeave, NetworkLayer, type NetworkData } from 'mapweave';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const start = Date.parse('2025-10-01T00:00:00Z');
const days = 14;

const warehouses: Record<string, [label: string, latitude: number, longitude: number]> = {
  venlo: ['Venlo', 51.3704, 6.1724],
  duisburg: ['Duisburg', 51.4344, 6.7623],
  lyon: ['Lyon', 45.764, 4.8357],
  milan: ['Milan', 45.4642, 9.19],
  barcelona: ['Barcelona', 41.3874, 2.1686],
  madrid: ['Madrid', 40.4168, -3.7038],
  poznan: ['Poznań', 52.4064, 16.9252],
  prague: ['Prague', 50.0755, 14.4378],
  vienna: ['Vienna', 48.2082, 16.3738],
  budapest: ['Budapest', 47.4979, 19.0402],
};

/** Deterministic pseudo-random numbers in [0, 1) (mulberry32): the same shipments every run. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), seed | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Blue for the first day of the fortnight, orange for the last. */
function dayColor(time: number): [number, number, number] {
  const f = Math.min(Math.max((time - start) / (days * DAY), 0), 1);
  return [Math.round(9 + f * 179), Math.round(105 - f * 29), Math.round(218 - f * 218)];
}

// Warehouses have no time: they always show. Each shipment is on the road for 6 to 48 hours.
const ids = Object.keys(warehouses);
const next = random(7);
const data: NetworkData = {};
const shipments: [departure: number, arrival: number][] = [];
for (const [id, [label, latitude, longitude]] of Object.entries(warehouses)) {
  data[id] = { type: 'node', label, latitude, longitude, color: '#57606a', size: 7 };
}
for (let i = 0; i < 80; i += 1) {
  const from = ids[Math.floor(next() * ids.length)]!;
  const to = ids[(ids.indexOf(from) + 1 + Math.floor(next() * (ids.length - 1))) % ids.length]!;
  const departure = start + Math.floor(next() * (days * 24 - 6)) * HOUR;
  const arrival = Math.min(departure + Math.round(6 + next() * 42) * HOUR, start + days * DAY);
  shipments.push([departure, arrival]);
  data[`shipment-${i}`] = {
    type: 'link',
    id1: from,
    id2: to,
    time: [departure, arrival],
    shape: 'arc',
    arcHeight: 0.15 + (i % 4) * 0.1,
    direction: 'forward',
    color: dayColor(departure),
  };
}

const initialRange: [number, number] = [start, start + 3 * DAY];
const network = new NetworkLayer({
  id: 'shipments',
  data,
  options: { timeFilterRange: initialRange },
});
const map = new MapWeave({ container: 'map', layers: [network] });
map.fitBounds({ padding: 30, time: 0 });

// Controls over the map: the window's start and length, play, and the window as text.
const panel = document.createElement('aside');
panel.className = 'mw-panel';
const slider = document.createElement('input');
slider.type = 'range';
slider.min = '0';
slider.max = String((days - 1) * 24);
slider.step = '6';
slider.value = '0';
const sliderLabel = document.createElement('label');
sliderLabel.append('Window start ', slider);
const lengthSelect = document.createElement('select');
for (const [text, value] of [['1 day', '1'], ['3 days', '3'], ['7 days', '7']]) {
  lengthSelect.add(new Option(text, value));
}
lengthSelect.value = '3';
const lengthLabel = document.createElement('label');
lengthLabel.append(' Length ', lengthSelect);
const play = document.createElement('button');
play.type = 'button';
play.textContent = 'Play';
const status = document.createElement('p');
status.setAttribute('aria-live', 'polite');
panel.append(sliderLabel, lengthLabel, ' ', play, status);
document.body.append(panel);

const format = (time: number) =>
  new Date(time).toLocaleString('en-GB', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });

/** Moves the GPU filter: no layer rebuild, only the range changes. */
function applyWindow() {
  const from = start + Number(slider.value) * HOUR;
  const to = from + Number(lengthSelect.value) * DAY;
  network.options({ timeFilterRange: [from, to] });
  const count = shipments.filter(([out, back]) => out <= to && back >= from).length;
  const range = `${format(from)} – ${format(to)} UTC`;
  status.textContent = `${range}: ${count} of ${shipments.length} shipments on the road.`;
}
applyWindow();

slider.addEventListener('input', applyWindow);
lengthSelect.addEventListener('change', applyWindow);

let timer: ReturnType<typeof setInterval> | null = null;
play.addEventListener('click', () => {
  if (timer !== null) {
    clearInterval(timer);
    timer = null;
    play.textContent = 'Play';
    return;
  }
  play.textContent = 'Pause';
  timer = setInterval(() => {
    const hour = Number(slider.value) + 6;
    slider.value = String(hour > (days - 1) * 24 ? 0 : hour);
    applyWindow();
  }, 250);
});
