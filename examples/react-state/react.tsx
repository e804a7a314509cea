import { useMemo, useState } from 'react';
import type { LinkShape, NetworkData } from 'mapweave';
import { GeoJsonLayer, MapWeave, NetworkLayer } from 'mapweave/react';

// Italian cities (population, approximate 2023) and the main rail lines between them.
const cities: Record<string, [label: string, longitude: number, latitude: number, population: number]> = {
  rome: ['Rome', 12.4964, 41.9028, 2_750_000],
  milan: ['Milan', 9.19, 45.4642, 1_370_000],
  naples: ['Naples', 14.2681, 40.8518, 910_000],
  turin: ['Turin', 7.6869, 45.0703, 840_000],
  palermo: ['Palermo', 13.3615, 38.1157, 630_000],
  genoa: ['Genoa', 8.9463, 44.4056, 560_000],
  bologna: ['Bologna', 11.3426, 44.4949, 390_000],
  florence: ['Florence', 11.2558, 43.7696, 360_000],
  bari: ['Bari', 16.8719, 41.1171, 315_000],
  catania: ['Catania', 15.083, 37.5079, 300_000],
  verona: ['Verona', 10.9916, 45.4384, 255_000],
  venice: ['Venice', 12.3155, 45.4408, 250_000],
};
const lines: [from: string, to: string][] = [
  ['turin', 'milan'], ['milan', 'verona'], ['verona', 'venice'], ['milan', 'bologna'],
  ['genoa', 'milan'], ['bologna', 'florence'], ['bologna', 'venice'], ['florence', 'rome'],
  ['rome', 'naples'], ['naples', 'bari'], ['naples', 'catania'], ['catania', 'palermo'],
];

// The network of the cities with at least `minPopulation` inhabitants and the lines between them.
function railNetwork(minPopulation: number): NetworkData {
  const data: NetworkData = {};
  for (const [id, [label, longitude, latitude, population]] of Object.entries(cities)) {
    if (population < minPopulation) continue;
    const size = 4 + 8 * Math.sqrt(population / 3_000_000);
    data[id] = { type: 'node', label, longitude, latitude, size, color: '#1a7f37' };
  }
  for (const [from, to] of lines) {
    if (data[from] && data[to]) data[`${from}-${to}`] = { type: 'link', id1: from, id2: to };
  }
  return data;
}

const airports: GeoJSON.FeatureCollection = {
  type: 'FeatureCollection',
  features: (
    [
      ['MXP', 8.7231, 45.6306],
      ['FCO', 12.2389, 41.8003],
      ['NAP', 14.2908, 40.886],
      ['VCE', 12.3519, 45.5053],
      ['BLQ', 11.2888, 44.5354],
      ['PMO', 13.091, 38.1824],
      ['CTA', 15.0664, 37.4668],
    ] as const
  ).map(([code, longitude, latitude]) => ({
    type: 'Feature',
    id: code,
    properties: { code },
    geometry: { type: 'Point', coordinates: [longitude, latitude] },
  })),
};
const airportOptions = { pointRadius: 5, fillColor: '#8250df', lineColor: '#ffffff' };

const populationSteps = [0, 300_000, 500_000, 800_000];
const shapes: LinkShape[] = ['straight', 'arc', 'geodesic'];

function summary(data: NetworkData): string {
  const items = Object.values(data);
  const nodes = items.filter((item) => item.type === 'node').length;
  return `${nodes} cities, ${items.length - nodes} rail lines`;
}

export default function App() {
  const [minPopulation, setMinPopulation] = useState(0);
  const [shape, setShape] = useState<LinkShape>('straight');
  const [width, setWidth] = useState(2);
  const [labels, setLabels] = useState(true);
  const [showRail, setShowRail] = useState(true);
  const [showAirports, setShowAirports] = useState(true);

  // Props follow state: a new `data` object replaces the layer's data, changed `options`
  // are applied, `visible` shows or hides the layer.
  const data = useMemo(() => railNetwork(minPopulation), [minPopulation]);
  const options = { linkDefaults: { shape, width }, labels: { visible: labels } };

  return (
    <>
      <aside className="mw-panel">
        <label>
          Cities with at least{' '}
          <select
            value={minPopulation}
            onChange={(event) => setMinPopulation(Number(event.target.value))}
          >
            {populationSteps.map((step) => (
              <option key={step} value={step}>
                {step.toLocaleString('en')}
              </option>
            ))}
          </select>{' '}
          inhabitants
        </label>
        <label>
          Line shape{' '}
          <select value={shape} onChange={(event) => setShape(event.target.value as LinkShape)}>
            {shapes.map((value) => (
              <option key={value}>{value}</option>
            ))}
          </select>
        </label>
        <label>
          Line width{' '}
          <input
            type="range"
            min={1}
            max={6}
            value={width}
            onChange={(event) => setWidth(Number(event.target.value))}
          />
        </label>
        <label>
          <input
            type="checkbox"
            checked={labels}
            onChange={(event) => setLabels(event.target.checked)}
          />{' '}
          City labels
        </label>
        <label>
          <input
            type="checkbox"
            checked={showRail}
            onChange={(event) => setShowRail(event.target.checked)}
          />{' '}
          Rail network layer
        </label>
        <label>
          <input
            type="checkbox"
            checked={showAirports}
            onChange={(event) => setShowAirports(event.target.checked)}
          />{' '}
          Airports layer
        </label>
        <p aria-live="polite">{summary(data)}</p>
      </aside>
      <MapWeave>
        <NetworkLayer id="rail" data={data} options={options} visible={showRail} />
        <GeoJsonLayer
          id="airports"
          data={airports}
          options={airportOptions}
          visible={showAirports}
        />
      </MapWeave>
    </>
  );
}
