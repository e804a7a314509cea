import { useState } from 'react';
import type { MapPointerEvent } from 'mapweave';
import { GeoJsonLayer, MapWeave } from 'mapweave/react';

type Level = 'low' | 'medium' | 'high';

// Three areas of the North Sea with a congestion level, and four ports.
const areas: GeoJSON.FeatureCollection = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      id: 'dover-strait',
      properties: { name: 'Dover Strait', level: 'high' },
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [0.9, 50.7],
            [2.2, 50.9],
            [1.9, 51.3],
            [1.2, 51.2],
            [0.9, 50.7],
          ],
        ],
      },
    },
    {
      type: 'Feature',
      id: 'southern-bight',
      properties: { name: 'Southern Bight', level: 'medium' },
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [1.9, 51.3],
            [3.6, 51.4],
            [4.2, 52.3],
            [2.0, 52.6],
            [1.9, 51.3],
          ],
        ],
      },
    },
    {
      type: 'Feature',
      id: 'dogger-bank',
      properties: { name: 'Dogger Bank', level: 'low' },
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [1.0, 54.2],
            [3.6, 54.0],
            [3.9, 55.6],
            [1.4, 55.5],
            [1.0, 54.2],
          ],
        ],
      },
    },
    {
      type: 'Feature',
      id: 'rotterdam',
      properties: { name: 'Rotterdam' },
      geometry: { type: 'Point', coordinates: [4.05, 51.95] },
    },
    {
      type: 'Feature',
      id: 'antwerp',
      properties: { name: 'Antwerp' },
      geometry: { type: 'Point', coordinates: [4.4, 51.23] },
    },
    {
      type: 'Feature',
      id: 'felixstowe',
      properties: { name: 'Felixstowe' },
      geometry: { type: 'Point', coordinates: [1.33, 51.96] },
    },
    {
      type: 'Feature',
      id: 'calais',
      properties: { name: 'Calais' },
      geometry: { type: 'Point', coordinates: [1.86, 50.97] },
    },
  ],
};

const levelColors: Record<Level, string> = {
  low: '#2da44e88',
  medium: '#d4a72c88',
  high: '#cf222e88',
};

const options = {
  // Style values may be functions of each feature's properties.
  fillColor: (properties: Record<string, unknown>) =>
    levelColors[properties.level as Level] ?? '#1f6feb',
  lineColor: '#24292f',
  lineWidth: 1,
  pointRadius: 6,
};

export default function App() {
  const [clicked, setClicked] = useState<GeoJSON.Feature | null>(null);

  const onClick = ({ item }: MapPointerEvent) => {
    const feature =
      item?.type === 'feature'
        ? areas.features.find((candidate) => candidate.id === item.id)
        : undefined;
    setClicked(feature ?? null);
  };

  return (
    <>
      <aside className="mw-panel">
        <p aria-live="polite">
          {clicked
            ? `${String(clicked.properties?.name)}: ${String(clicked.properties?.level ?? 'port')}`
            : 'Click an area or a port.'}
        </p>
      </aside>
      <MapWeave
        onClick={onClick}
        // Hover an area or a port (or focus the map and press ] and [).
        tooltip={(item) => {
          if (item.type !== 'feature') return null;
          const { name, level } = (item.data as GeoJSON.Feature).properties ?? {};
          return level ? (
            <>
              <strong>{String(name)}</strong>
              <br />
              Congestion: {String(level)}
            </>
          ) : (
            `Port of ${name}`
          );
        }}
      >
        <GeoJsonLayer id="north-sea" data={areas} options={options} />
      </MapWeave>
    </>
  );
}
