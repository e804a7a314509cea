import { useState } from 'react';
import type { NetworkData } from 'mapweave';
import { MapWeave, NetworkLayer, TileLayer } from 'mapweave/react';

// The layer replaces {z}, {x} and {y} in its URL template for each tile. With an SVG data:
// URL as the template, each tile is an image drawn from its own address: no server at all.
const tileSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">' +
  '<rect x="1" y="1" width="254" height="254" fill="rgba(188,76,0,0.08)" stroke="#bc4c00" stroke-width="2"/>' +
  '<text x="128" y="136" text-anchor="middle" font-family="sans-serif" font-size="24" fill="#bc4c00">' +
  'TILE</text></svg>';
const [before = '', after = ''] = tileSvg.split('TILE');
const template = `data:image/svg+xml,${encodeURIComponent(before)}{z}/{x}/{y}${encodeURIComponent(after)}`;

const cities: NetworkData = {
  paris: { type: 'node', label: 'Paris', latitude: 48.8566, longitude: 2.3522 },
  berlin: { type: 'node', label: 'Berlin', latitude: 52.52, longitude: 13.405 },
  rome: { type: 'node', label: 'Rome', latitude: 41.9028, longitude: 12.4964 },
};

const view = { longitude: 10, latitude: 50, zoom: 3 };

export default function App() {
  const [visible, setVisible] = useState(true);
  const [opacity, setOpacity] = useState(0.8);
  const [error, setError] = useState<string | null>(null);

  return (
    <>
      <aside className="mw-panel">
        <label>
          <input
            type="checkbox"
            checked={visible}
            onChange={(event) => setVisible(event.target.checked)}
          />{' '}
          Show the tile grid
        </label>
        <label>
          Opacity{' '}
          <input
            type="range"
            min={0}
            max={1}
            step={0.1}
            value={opacity}
            onChange={(event) => setOpacity(Number(event.target.value))}
          />
        </label>
        <p aria-live="polite">
          {error
            ? `Tile error: ${error}`
            : visible
            ? `Tile grid shown at opacity ${opacity}: zoom in to see smaller tiles`
            : 'Tile grid hidden'}
        </p>
      </aside>
      {/* A tile that cannot be loaded or drawn is reported as an error event. */}
      <MapWeave
        view={view}
        fitOnFirstLoad={false}
        onError={({ error: tileError }) => setError(tileError.message)}
      >
        <TileLayer
          id="tile-grid"
          data={template}
          visible={visible}
          options={{ opacity, maxZoom: 12, attribution: 'Tile grid drawn in the browser' }}
        />
        {/* Layers draw in order: the cities above the tiles. */}
        <NetworkLayer id="cities" data={cities} />
      </MapWeave>
    </>
  );
}
