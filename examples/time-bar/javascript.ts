import { MapWeave, NetworkLayer, ObservationsLayer, TimeBar, type NetworkData, type Observation, type ObservationsData } from 'mapweave';

const HOUR = 3_600_000;
const start = Date.parse('2025-10-06T00:00:00Z');

const warehouses: Record<string, [label: string, latitude: number, longitude: number]> = {
  venlo: ['Venlo', 51.3704, 6.1724],
  lyon: ['Lyon', 45.764, 4.8357],
  milan: ['Milan', 45.4642, 9.19],
  prague: ['Prague', 50.0755, 14.4378],
  vienna: ['Vienna', 48.2082, 16.3738],
  poznan: ['Poznań', 52.4064, 16.9252],
};

/** Deterministic pseudo-random numbers in [0, 1) (mulberry32): the same freight every run. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), seed | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Warehouses have no time and always show; shipments are intervals, customs holds instants.
const ids = Object.keys(warehouses);
const next = random(11);
const freight: NetworkData = {};
for (const [id, [label, latitude, longitude]] of Object.entries(warehouses)) {
  freight[id] = { type: 'node', label, latitude, longitude, color: '#57606a', size: 7 };
}
for (let i = 0; i < 60; i += 1) {
  const from = ids[Math.floor(next() * ids.length)]!;
  const to = ids[(ids.indexOf(from) + 1 + Math.floor(next() * (ids.length - 1))) % ids.length]!;
  const departure = start + Math.floor(next() * 60) * HOUR;
  freight[`shipment-${i}`] = {
    type: 'link',
    id1: from,
    id2: to,
    time: [departure, departure + Math.round(4 + next() * 10) * HOUR],
    shape: 'arc',
    direction: 'forward',
    color: '#0969da',
  };
}
for (let i = 0; i < 12; i += 1) {
  const [, latitude, longitude] = warehouses[ids[i % ids.length]!]!;
  freight[`hold-${i}`] = {
    type: 'node',
    latitude: latitude + 0.35,
    longitude: longitude + 0.35,
    color: '#cf222e',
    size: 6,
    time: start + Math.floor(next() * 72) * HOUR,
  };
}

/** A truck's position every half hour for three days, back and forth between two warehouses. */
function truck(entityId: string, from: string, to: string): Record<string, Observation> {
  const [, fromLatitude, fromLongitude] = warehouses[from]!;
  const [, toLatitude, toLongitude] = warehouses[to]!;
  const reports: Record<string, Observation> = {};
  for (let report = 0; report <= 144; report += 1) {
    const leg = (report % 48) / 24;
    const progress = leg <= 1 ? leg : 2 - leg;
    reports[`${entityId}-${report}`] = {
      entityId,
      latitude: fromLatitude + (toLatitude - fromLatitude) * progress,
      longitude: fromLongitude + (toLongitude - fromLongitude) * progress,
      time: start + report * 0.5 * HOUR,
    };
  }
  return reports;
}

const trucks: ObservationsData = {
  entities: {
    'truck-1': { label: 'Truck 1', color: '#1a7f37' },
    'truck-2': { label: 'Truck 2', color: '#8250df' },
  },
  observations: { ...truck('truck-1', 'venlo', 'milan'), ...truck('truck-2', 'poznan', 'vienna') },
};

const network = new NetworkLayer({ id: 'freight', data: freight });
const observations = new ObservationsLayer({ id: 'trucks', data: trucks, options: { mode: 'both' } });
const map = new MapWeave({ container: 'map', layers: [network, observations] });
map.fitBounds({ padding: 40, time: 0 });

// The bar overlays the bottom of the map; its range is both layers' time filter.
const timeBar = new TimeBar({
  map,
  layers: [network, observations],
  range: [start, start + 12 * HOUR],
  step: HOUR,
  speed: 2,
});
timeBar.on('change', ({ range, source }) => {
  if (source === 'user') console.log('range', new Date(range[0]).toISOString(), new Date(range[1]).toISOString());
});
