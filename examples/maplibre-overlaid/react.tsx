import { useEffect, useRef, useState } from 'react';
import * as maplibregl from 'maplibre-gl';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { basemapStyle, MapLibreAdapter, type MapPointerEvent, type NetworkData } from 'mapweave';
import { MapWeave, NetworkLayer, type MapWeaveHandle } from 'mapweave/react';

// In your own app: import 'maplibre-gl/dist/maplibre-gl.css', and with maplibre-gl 6 point
// maplibregl.setWorkerUrl at its worker (see /api/adapters/maplibre#worker-url); the runner
// here provides both.

// The SDK's embedded world basemap as a MapLibre style: inline GeoJSON (Natural Earth land,
// borders and a graticule), no tiles, glyphs or sprites, so MapLibre makes no request.
const style = basemapStyle({ theme: 'light' });

// Ferry ports and the routes between them.
const ports: Record<string, [label: string, longitude: number, latitude: number]> = {
  dover: ['Dover', 1.3257, 51.1279],
  calais: ['Calais', 1.8587, 50.965],
  portsmouth: ['Portsmouth', -1.088, 50.812],
  caen: ['Caen', -0.248, 49.283],
  cherbourg: ['Cherbourg', -1.62, 49.645],
  harwich: ['Harwich', 1.287, 51.946],
  hook: ['Hook of Holland', 4.13, 51.978],
  hull: ['Hull', -0.305, 53.74],
  rotterdam: ['Rotterdam', 4.084, 51.955],
  newcastle: ['Newcastle', -1.445, 55.008],
  ijmuiden: ['IJmuiden', 4.595, 52.464],
  holyhead: ['Holyhead', -4.633, 53.309],
  dublin: ['Dublin', -6.205, 53.347],
  rosslare: ['Rosslare', -6.337, 52.253],
};
const routes: [from: string, to: string][] = [
  ['dover', 'calais'],
  ['portsmouth', 'caen'],
  ['portsmouth', 'cherbourg'],
  ['harwich', 'hook'],
  ['hull', 'rotterdam'],
  ['newcastle', 'ijmuiden'],
  ['holyhead', 'dublin'],
  ['rosslare', 'cherbourg'],
];

const ferries: NetworkData = {};
for (const [id, [label, longitude, latitude]] of Object.entries(ports)) {
  ferries[id] = { type: 'node', label, longitude, latitude, color: '#0969da' };
}
for (const [from, to] of routes) {
  ferries[`${from}-${to}`] = { type: 'link', id1: from, id2: to, color: '#bc4c00', width: 3 };
}

export default function App() {
  const container = useRef<HTMLDivElement>(null);
  const mapweave = useRef<MapWeaveHandle>(null);
  const [maps, setMaps] = useState<{ basemap: MapLibreMap; adapter: MapLibreAdapter } | null>(
    null,
  );
  const [drawing, setDrawing] = useState('');
  const [status, setStatus] = useState('Click a port or a route.');

  // The MapLibre map is yours: create it once, then the adapter for it.
  useEffect(() => {
    if (!container.current) return undefined;
    const basemap = new maplibregl.Map({
      container: container.current,
      style,
      bounds: [-6.6, 49.2, 4.7, 55.1],
      fitBoundsOptions: { padding: 20 },
      attributionControl: false,
    });
    setMaps({ basemap, adapter: new MapLibreAdapter({ map: basemap }) });
    return () => basemap.remove();
  }, []);

  // How it is drawn: the canvases in the map and the layers of the MapLibre style, read each
  // time MapLibre has finished drawing.
  useEffect(() => {
    if (!maps) return undefined;
    const { basemap } = maps;
    const describe = () => {
      const canvases = basemap.getContainer().querySelectorAll('canvas').length;
      const layers = basemap.getLayersOrder();
      setDrawing(
        `${canvases} canvas${canvases === 1 ? '' : 'es'}; MapLibre style layers, bottom to top: ${layers.join(', ')}`,
      );
    };
    basemap.on('idle', describe);
    return () => {
      basemap.off('idle', describe);
    };
  }, [maps]);

  const onClick = ({ item }: MapPointerEvent) => {
    setStatus(item ? `${item.type} ${item.id}` : 'Click a port or a route.');
  };

  return (
    <>
      <aside className="mw-panel">
        <button type="button" onClick={() => mapweave.current?.fitBounds({ padding: 40 })}>
          Fit the ferry network
          </button>
        <p>{drawing}</p>
        <p aria-live="polite">{status}</p>
      </aside>
      <div style={{ position: 'relative', height: '100%' }}>
        <div ref={container} style={{ position: 'absolute', inset: 0 }} />
        {/* MapWeave draws on a canvas of its own above MapLibre's (overlaid, the default) and
            follows its camera; its own element lets the pointer through to the map. */}
        {maps && (
          <MapWeave
            ref={mapweave}
            adapter={maps.adapter}
            fitOnFirstLoad={false}
            onClick={onClick}
            style={{ position: 'absolute', inset: 0, pointerEvents: 'none' }}
          >
            <NetworkLayer id="ferries" data={ferries} />
          </MapWeave>
        )}
      </div>
    </>
  );
}
