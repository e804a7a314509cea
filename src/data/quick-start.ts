/**
 * The home page's quick start: the package README's two quick starts, word for word
 * (tests/unit/quick-start.test.ts keeps them in step; the SDK's tests run the README's).
 */
export const QUICK_START_INSTALL = 'npm install ./mapweave-1.5.0.tgz';

export const QUICK_START = {
  javascript: `import { MapWeave, NetworkLayer } from 'mapweave';

const map = new MapWeave({ container: 'map', view: { longitude: 8, latitude: 50, zoom: 4 } });
const routes = new NetworkLayer({ id: 'routes', data: {
  paris: { type: 'node', latitude: 48.86, longitude: 2.35, label: 'Paris', color: '#e03131', size: 10 },
  berlin: { type: 'node', latitude: 52.52, longitude: 13.4, label: 'Berlin', color: '#e03131', size: 10 },
  rail: { type: 'link', id1: 'paris', id2: 'berlin', shape: 'arc', width: 3 },
} });
map.addLayer(routes);
map.on('click', (event) => console.log('clicked', event.item?.id ?? 'the map'));`,
  react: `import { createRoot } from 'react-dom/client';
import { MapWeave, NetworkLayer } from 'mapweave/react';

const data = {
  paris: { type: 'node', latitude: 48.86, longitude: 2.35, label: 'Paris', color: '#e03131', size: 10 },
  berlin: { type: 'node', latitude: 52.52, longitude: 13.4, label: 'Berlin', color: '#e03131', size: 10 },
  rail: { type: 'link', id1: 'paris', id2: 'berlin', shape: 'arc', width: 3 },
};
createRoot(document.getElementById('root')).render(
  <MapWeave style={{ height: 320 }} onClick={(event) => console.log('clicked', event.item?.id)}>
    <NetworkLayer id="routes" data={data} />
  </MapWeave>,
);`,
} as const;
