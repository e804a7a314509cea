import {
  MapWeave,
  NetworkLayer,
  ObservationsLayer,
  type NetworkData,
  type Observation,
  type Trajectory,
} from 'mapweave';

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

const ferries = new ObservationsLayer({
  id: 'ferries',
  data: {
    entities: {
      aurora: { label: 'Aurora', color: '#1f6feb' },
      baltica: { label: 'Baltica', color: '#cf222e' },
    },
    observations: {
      ...voyage('aurora', helsinki, tallinn, start, [20, 32]),
      ...voyage('baltica', tallinn, helsinki, start + 30 * MINUTE, [40, 45]),
    },
  },
  options: {
    mode: 'both',
    trajectory: { maximumInterval: 5 * MINUTE, width: 3, color: null },
    currentTime: start,
  },
});

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

const map = new MapWeave({
  container: 'map',
  view: { longitude: 24.86, latitude: 59.8, zoom: 8 },
  layers: [ferries, new NetworkLayer({ id: 'ports-and-ferries', data: network })],
  // Hover a report, a track or a ferry (or focus the map and press ] and [).
  tooltip: (item) => {
    const { entities, observations } = ferries.data();
    const clock = (time: number) => `${new Date(time).toISOString().slice(11, 16)} UTC`;
    if (item.type === 'observation') {
      const report = observations[item.id];
      return report ? `${entities[report.entityId]?.label} reported here at ${clock(Number(report.time))}` : null;
    }
    if (item.type === 'trajectory') {
      const { entityId, times } = item.data as Trajectory;
      return `${entities[entityId]?.label}: ${clock(times[0]!)} to ${clock(times.at(-1)!)}\n(a gap in the reports ends a track)`;
    }
    const node = network[item.id];
    if (node?.type !== 'node') return null;
    return entities[item.id] ? `${node.label}, ferry: where it is at the time shown` : `Port of ${node.label}`;
  },
});

// Play the morning back at one minute of ferry time per tenth of a second, then start again.
let currentTime = start;
const playback = setInterval(() => {
  currentTime = currentTime >= end ? start : currentTime + MINUTE;
  ferries.options({ currentTime });
}, 100);

map.on('error', ({ error }) => {
  clearInterval(playback);
  console.error(error);
});
