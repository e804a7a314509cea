import { useEffect, useRef, useState } from 'react';
import { isMapWeaveError, type MapWeaveError, type NetworkData, type NetworkNode } from 'mapweave';
import { MapWeave, NetworkLayer } from 'mapweave/react';

// A good network of Dutch cities and the rail lines between them.
const good: NetworkData = {
  amsterdam: { type: 'node', label: 'Amsterdam', latitude: 52.3676, longitude: 4.9041 },
  utrecht: { type: 'node', label: 'Utrecht', latitude: 52.0907, longitude: 5.1214 },
  rotterdam: { type: 'node', label: 'Rotterdam', latitude: 51.9244, longitude: 4.4777 },
  'the-hague': { type: 'node', label: 'The Hague', latitude: 52.0705, longitude: 4.3007 },
  eindhoven: { type: 'node', label: 'Eindhoven', latitude: 51.4416, longitude: 5.4697 },
  groningen: { type: 'node', label: 'Groningen', latitude: 53.2194, longitude: 6.5665 },
  'amsterdam-utrecht': { type: 'link', id1: 'amsterdam', id2: 'utrecht' },
  'utrecht-rotterdam': { type: 'link', id1: 'utrecht', id2: 'rotterdam' },
  'rotterdam-the-hague': { type: 'link', id1: 'rotterdam', id2: 'the-hague' },
  'the-hague-amsterdam': { type: 'link', id1: 'the-hague', id2: 'amsterdam' },
  'utrecht-eindhoven': { type: 'link', id1: 'utrecht', id2: 'eindhoven' },
  'amsterdam-groningen': { type: 'link', id1: 'amsterdam', id2: 'groningen' },
};

// Updates with the mistakes real data has. Each is checked as a whole before anything changes.
const updates: [label: string, data: NetworkData][] = [
  ['Load the good data', good],
  [
    'Link to an unknown city',
    { ...good, 'utrecht-zwolle': { type: 'link', id1: 'utrecht', id2: 'zwolle' } },
  ],
  [
    'Latitude out of range',
    { ...good, arnhem: { type: 'node', label: 'Arnhem', latitude: 151.985, longitude: 5.8987 } },
  ],
  ['Bad colour', { ...good, utrecht: { ...good.utrecht!, color: '#12345' } as NetworkNode }],
  [
    'Several problems at once',
    {
      ...good,
      'utrecht-zwolle': { type: 'link', id1: 'utrecht', id2: 'zwolle' },
      'leiden-zwolle': { type: 'link', id1: 'leiden', id2: 'zwolle' },
      arnhem: { type: 'node', label: 'Arnhem', latitude: 151.985, longitude: 5.8987 },
    },
  ],
];

function nodeCount(data: NetworkData): number {
  return Object.values(data).filter((item) => item.type === 'node').length;
}

export default function App() {
  const [data, setData] = useState(good);
  const [accepted, setAccepted] = useState(good);
  const [error, setError] = useState<MapWeaveError | null>(null);
  const rejected = useRef(false);

  // An invalid data prop is refused by the layer, which keeps the last good data, and reported
  // to onError (without onError it would be thrown to the nearest error boundary).
  const onError = ({ error: reported }: { error: Error }) => {
    if (!isMapWeaveError(reported)) throw reported;
    rejected.current = true;
    setError(reported);
  };

  // This runs after the layer applied `data` (a child's effects run first): unless the layer
  // refused it, it is what the map shows now.
  useEffect(() => {
    if (!rejected.current) setAccepted(data);
    rejected.current = false;
  }, [data]);

  const load = (next: NetworkData) => {
    if (next === data) return;
    setError(null);
    setData(next);
  };

  return (
    <>
      <aside className="mw-panel">
        {updates.map(([label, next]) => (
          <button key={label} type="button" onClick={() => load(next)}>
            {label}
          </button>
        ))}
        <div role="status">
          {error ? (
            <>
              <p>
                Rejected: {error.code} ({error.ids.join(', ')})
              </p>
              <p>The map still shows the last good data: {nodeCount(accepted)} cities.</p>
              <ul>
                {error.issues.map((issue, index) => (
                  <li key={index}>
                    {issue.code} {issue.id}: {issue.message}
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p>Accepted: {nodeCount(data)} cities drawn.</p>
          )}
        </div>
      </aside>
      <MapWeave onError={onError}>
        <NetworkLayer id="rail" data={data} />
      </MapWeave>
    </>
  );
}
