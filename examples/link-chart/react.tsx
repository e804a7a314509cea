import { useEffect, useRef, useState } from 'react';
import type { ChartLayoutType, NetworkData, NetworkLayoutMode } from 'mapweave';
import { MapWeave, NetworkLayer, type MapWeaveHandle } from 'mapweave/react';

// Companies have a registered seat; the subject, people and accounts have no place on a map.
const companies: Record<string, [label: string, latitude: number, longitude: number]> = {
  holding: ['Danube Holding', 47.4979, 19.0402],
  trade: ['Vistula Trade', 52.2297, 21.0122],
  shipping: ['Adriatic Shipping', 45.815, 15.9819],
  energy: ['Carpathian Energy', 44.4268, 26.1025],
  media: ['Tatra Media', 48.1486, 17.1077],
};
const others: Record<string, [label: string, kind: 'person' | 'account']> = {
  subject: ['Subject', 'person'],
  nominee: ['Nominee director', 'person'],
  lawyer: ['Lawyer', 'person'],
  partner: ['Business partner', 'person'],
  acc1: ['Account ...0042', 'account'],
  acc2: ['Account ...7731', 'account'],
  acc3: ['Account ...1290', 'account'],
};
const links: [string, string][] = [
  ['subject', 'holding'], ['subject', 'partner'], ['subject', 'lawyer'], ['holding', 'trade'],
  ['holding', 'shipping'], ['holding', 'media'], ['partner', 'energy'], ['nominee', 'trade'],
  ['nominee', 'shipping'], ['lawyer', 'nominee'], ['trade', 'acc1'], ['shipping', 'acc2'],
  ['energy', 'acc3'], ['acc1', 'acc2'],
];

const data: NetworkData = {};
for (const [id, [label, latitude, longitude]] of Object.entries(companies)) {
  data[id] = { type: 'node', label, latitude, longitude, color: '#1f6feb', glyph: 'C' };
}
for (const [id, [label, kind]] of Object.entries(others)) {
  const color = id === 'subject' ? '#cf222e' : kind === 'person' ? '#bc4c00' : '#6e40c9';
  data[id] = { type: 'node', label, color, size: id === 'subject' ? 12 : 8, glyph: kind === 'person' ? 'P' : 'A' };
}
for (const [from, to] of links) data[`${from}-${to}`] = { type: 'link', id1: from, id2: to };

const view = { longitude: 20, latitude: 47, zoom: 4 };

export default function App() {
  const map = useRef<MapWeaveHandle>(null);
  const [layout, setLayout] = useState<NetworkLayoutMode>('chart');
  const [type, setType] = useState<ChartLayoutType>('radial');
  // The view and layout the nodes have settled in, once they have.
  const [settled, setSettled] = useState('');
  const shown = `${layout}|${type}`;

  // The layout is an option: the component passes it on, the layer moves the nodes.
  const options = { layout, chartLayout: { type, root: 'subject' } };

  useEffect(() => {
    let current = true;
    void (async () => {
      await map.current?.whenReady();
      await map.current?.getLayer<NetworkLayer>('investigation')?.whenLaidOut();
      if (current) setSettled(shown);
    })();
    return () => {
      current = false;
    };
  }, [shown]);

  const status =
    settled !== shown
      ? layout === 'chart'
        ? 'Laying out the chart…'
        : 'Moving back to the map…'
      : layout === 'chart'
        ? 'Drag a node: it keeps its place when you change the layout.'
        : 'Companies at their seats; people and accounts hang off them.';

  return (
    <>
      <aside className="mw-panel">
        <label>
          View{' '}
          <select value={layout} onChange={(event) => setLayout(event.target.value as NetworkLayoutMode)}>
            <option value="chart">Link chart</option>
            <option value="map">On the map</option>
          </select>
        </label>{' '}
        <label>
          Layout{' '}
          <select
            value={type}
            disabled={layout !== 'chart'}
            onChange={(event) => setType(event.target.value as ChartLayoutType)}
          >
            <option value="radial">Radial from the subject</option>
            <option value="hierarchical">Hierarchical from the subject</option>
            <option value="force">Force-directed</option>
          </select>
        </label>
        <p aria-live="polite">{status}</p>
      </aside>
      <MapWeave ref={map} view={view}>
        <NetworkLayer id="investigation" data={data} options={options} />
      </MapWeave>
    </>
  );
}
