import { useMemo, useRef, useState } from 'react';
import {
  NetworkLayer as NetworkLayerClass,
  type ComboLink,
  type ComboNode,
  type MapPointerEvent,
  type NetworkData,
} from 'mapweave';
import { MapWeave, NetworkLayer, type MapWeaveHandle } from 'mapweave/react';

type City = [label: string, latitude: number, longitude: number, stations: number];

const cities: Record<string, City> = {
  ams: ['Amsterdam', 52.3676, 4.9041, 24],
  rtm: ['Rotterdam', 51.9244, 4.4777, 18],
  hag: ['The Hague', 52.0705, 4.3007, 14],
  utr: ['Utrecht', 52.0907, 5.1214, 12],
  ein: ['Eindhoven', 51.4416, 5.4697, 10],
  ant: ['Antwerp', 51.2194, 4.4025, 16],
  bru: ['Brussels', 50.8503, 4.3517, 20],
  gen: ['Ghent', 51.0543, 3.7174, 10],
};
const corridors: [from: string, to: string][] = [
  ['ams', 'utr'], ['ams', 'hag'], ['hag', 'rtm'], ['rtm', 'utr'], ['utr', 'ein'],
  ['rtm', 'ant'], ['ein', 'ant'], ['ant', 'bru'], ['ant', 'gen'], ['gen', 'bru'],
];

/** Deterministic pseudo-random numbers in [0, 1) (mulberry32): the same stations every run. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), seed | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Each city has a depot (labelled) and its stations within about 7 km, each linked to the depot.
const next = random(42);
const data: NetworkData = {};
for (const [city, [label, latitude, longitude, stations]] of Object.entries(cities)) {
  data[city] = { type: 'node', label, latitude, longitude, color: '#8250df', size: 9 };
  for (let i = 0; i < stations; i += 1) {
    const id = `${city}-${i}`;
    data[id] = {
      type: 'node',
      latitude: latitude + (next() - 0.5) * 0.12,
      longitude: longitude + (next() - 0.5) * 0.18,
      color: '#1a7f37',
      size: 5,
      data: { city: label },
    };
    data[`${id}-link`] = { type: 'link', id1: id, id2: city, width: 1 };
  }
}
for (const [from, to] of corridors) {
  data[`${from}-${to}`] = { type: 'link', id1: from, id2: to, width: 3, color: '#8250df' };
}

// Module-level functions: options compare functions by identity, so these never recombine.
const comboNodeStyle = (combo: ComboNode) => ({
  color: combo.nodeIds.length > 15 ? '#cf222e' : '#0969da',
  size: 6 + 2 * Math.sqrt(combo.nodeIds.length),
});
const comboLinkStyle = (combo: ComboLink) => ({ width: Math.min(1 + combo.linkIds.length, 8) });

export default function App() {
  const map = useRef<MapWeaveHandle>(null);
  const [radius, setRadius] = useState(40);
  const [status, setStatus] = useState('Loading the stations…');

  const options = useMemo(
    () => ({
      proximityCombine: { radius, maxZoom: 12, comboNodeStyle, comboLinkStyle },
      expandComboOnDoubleClick: true,
    }),
    [radius],
  );

  const layer = () => {
    const found = map.current?.getLayer('stations');
    return found instanceof NetworkLayerClass ? found : null;
  };

  /** The combos drawn now: the graph engine sees what is drawn, combos included. */
  const comboIds = async () => {
    const engine = await layer()?.getGraphEngine();
    const ids = Object.keys(engine?.degrees() ?? {});
    return ids.filter((id) => id.startsWith('combo:'));
  };

  const report = (prefix = '') => {
    const zoom = map.current?.getViewState().zoom.toFixed(1);
    const expanded = layer()?.getExpandedCombos().length ?? 0;
    void comboIds().then((ids) =>
      setStatus(`${prefix}Zoom ${zoom}: ${ids.length} combos drawn, ${expanded} expanded.`),
    );
  };

  const zoomBy = (delta: number) => {
    const zoom = map.current?.getViewState().zoom;
    if (zoom !== undefined) map.current?.setViewState({ zoom: zoom + delta });
  };

  const expandAll = async () => {
    // Groups are found first and expanded ones dissolved after: expanding one leaves the rest.
    for (const id of await comboIds()) layer()?.expandCombo(id);
    report();
  };

  const collapseAll = () => {
    const stations = layer();
    for (const id of stations?.getExpandedCombos() ?? []) stations?.collapseCombo(id);
    report();
  };

  const onRadiusChange = (value: number) => {
    setRadius(value);
    // The new options reach the layer when React commits; count the combos after the next frame.
    void map.current
      ?.getInstance()
      ?.whenRendered()
      .then(() => report());
  };

  // The layer expands a double-clicked combo before this handler runs.
  const onDoubleClick = ({ item }: MapPointerEvent) => {
    if (item?.type === 'combo-node') report('Expanded a combo. ');
  };

  const onClick = ({ item }: MapPointerEvent) => {
    if (item?.type !== 'combo-node') return;
    const combo = item.data as ComboNode;
    report(`This combo holds ${combo.nodeIds.length} nodes. `);
  };

  return (
    <>
      <aside className="mw-panel">
        <button type="button" onClick={() => zoomBy(1)}>
          Zoom in
        </button>{' '}
        <button type="button" onClick={() => zoomBy(-1)}>
          Zoom out
        </button>{' '}
        <button type="button" onClick={expandAll}>
          Expand all
        </button>{' '}
        <button type="button" onClick={collapseAll}>
          Collapse all
        </button>{' '}
        <label>
          Combine radius{' '}
          <input
            type="range"
            min={10}
            max={80}
            step={5}
            value={radius}
            onChange={(event) => onRadiusChange(Number(event.target.value))}
          />{' '}
          {radius} px
        </label>
        <p aria-live="polite">
          {status}
        </p>
      </aside>
      <MapWeave
        ref={map}
        onLoad={() => report()}
        onViewChange={() => report()}
        onClick={onClick}
        onDoubleClick={onDoubleClick}
      >
        <NetworkLayer id="stations" data={data} options={options} />
      </MapWeave>
    </>
  );
}
