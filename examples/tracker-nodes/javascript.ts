import {
  MapWeave,
  NetworkLayer,
  ObservationsLayer,
  type NetworkData,
  type Observation,
} from 'mapweave';

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

const vans = new ObservationsLayer({
  id: 'vans',
  data: {
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
  },
  options: {
    mode: 'trajectories',
    trajectory: { maximumInterval: 2 * MINUTE, width: 3, color: null },
    currentTime: start + 10 * MINUTE,
  },
});

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

const map = new MapWeave({
  container: 'map',
  layers: [vans, new NetworkLayer({ id: 'fleet', data: network })],
});
// The tracks hold every place the trackers can be: fit the view to them.
map.fitBounds({ padding: 30, time: 0, layerIds: ['vans'] });

// Controls: a time slider and a status line the drag events write to.
const panel = document.createElement('aside');
panel.className = 'mw-panel';
const label = document.createElement('label');
const clock = document.createElement('span');
const slider = document.createElement('input');
slider.type = 'range';
slider.min = String(start);
slider.max = String(end);
slider.step = String(MINUTE / 4);
label.append('Time (UTC) ', clock, ' ', slider);
const status = document.createElement('p');
status.setAttribute('aria-live', 'polite');
status.textContent = 'Drag a van along its route.';
panel.append(label, status);
document.body.append(panel);

const hhmm = (time: number) => new Date(time).toISOString().slice(11, 16);

function showTime(time: number) {
  slider.value = String(time);
  clock.textContent = hhmm(time);
}
showTime(start + 10 * MINUTE);

slider.addEventListener('input', () => {
  vans.options({ currentTime: Number(slider.value) });
  showTime(Number(slider.value));
});

// Dragging a tracker node sets the observations layer's currentTime itself; the drag events
// carry that instant, so the controls can follow.
map.on('drag-start', ({ item }) => {
  status.textContent = `Dragging ${item.id}…`;
});
map.on('drag', ({ time }) => {
  if (time !== undefined) showTime(time);
});
map.on('drag-end', ({ item, time }) => {
  status.textContent =
    time === undefined ? `Dropped ${item.id}` : `${item.id} dropped at ${hhmm(time)} UTC`;
});
