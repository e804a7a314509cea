import { useRef, useState } from 'react';
import type { NetworkData, ViewState } from 'mapweave';
import { MapWeave, NetworkLayer, type MapWeaveHandle } from 'mapweave/react';

// Long-haul routes between hub airports, drawn as great circles (geodesic links).
const airports: Record<string, [label: string, longitude: number, latitude: number]> = {
  lhr: ['London', -0.4543, 51.47],
  jfk: ['New York', -73.7781, 40.6413],
  dxb: ['Dubai', 55.3657, 25.2532],
  sin: ['Singapore', 103.9915, 1.3644],
  hnd: ['Tokyo', 139.7798, 35.5494],
  syd: ['Sydney', 151.1772, -33.9399],
  gru: ['São Paulo', -46.4731, -23.4356],
  jnb: ['Johannesburg', 28.2411, -26.1392],
  lax: ['Los Angeles', -118.4085, 33.9416],
};
const routes: [from: string, to: string][] = [
  ['lhr', 'jfk'], ['lhr', 'dxb'], ['lhr', 'sin'], ['jfk', 'gru'], ['jfk', 'lax'], ['dxb', 'sin'],
  ['dxb', 'jnb'], ['sin', 'syd'], ['sin', 'hnd'], ['hnd', 'lax'], ['lax', 'syd'], ['gru', 'jnb'],
];

const network: NetworkData = {};
for (const [id, [label, longitude, latitude]] of Object.entries(airports)) {
  network[id] = { type: 'node', label, longitude, latitude, color: '#1f6feb' };
}
for (const [from, to] of routes) {
  network[`${from}-${to}`] = { type: 'link', id1: from, id2: to, shape: 'geodesic' };
}

function describeView({ longitude, latitude, zoom, bearing, pitch }: ViewState): string {
  return (
    `longitude ${longitude.toFixed(2)}, latitude ${latitude.toFixed(2)}, zoom ${zoom.toFixed(2)}, ` +
    `bearing ${bearing.toFixed(0)}°, pitch ${pitch.toFixed(0)}°`
  );
}

const initialView = { longitude: 20, latitude: 15, zoom: 0.8, bearing: 0, pitch: 0 };

export default function App() {
  const map = useRef<MapWeaveHandle>(null);
  const [view, setView] = useState<ViewState>(initialView);
  const [saved, setSaved] = useState<ViewState | null>(null);
  const [status, setStatus] = useState('');

  // The view methods are on the ref; use it in event handlers, not while rendering.
  const fit = () => {
    map.current?.fitBounds({ padding: 40, time: 800 });
    setStatus('fitBounds: every route in view');
  };
  const flyToSingapore = () => {
    map.current?.flyTo({ longitude: 103.99, latitude: 1.36, zoom: 5, time: 1500 });
    setStatus('flyTo: Singapore at zoom 5');
  };
  const tilt = () => {
    const current = map.current?.getViewState();
    if (!current) return;
    const { longitude, latitude, zoom } = current;
    map.current?.flyTo({ longitude, latitude, zoom, bearing: 25, pitch: 45, time: 800 });
    setStatus('flyTo: bearing 25°, pitch 45°');
  };
  const save = () => {
    const current = map.current?.getViewState();
    if (!current) return;
    setSaved(current);
    setStatus(`getViewState saved: ${describeView(current)}`);
  };
  // toImage: a PNG of the map as it is now (basemap and routes), at 600 × 315 and twice the
  // pixel density; the map on the page is not resized for it.
  const [png, setPng] = useState<string | null>(null);
  const exportImage = async () => {
    const image = await map.current?.toImage({ width: 600, height: 315, pixelRatio: 2 });
    if (!image) return;
    setPng((previous) => {
      if (previous) URL.revokeObjectURL(previous);
      return URL.createObjectURL(image);
    });
    setStatus(`toImage: a 1200 × 630 PNG of ${Math.round(image.size / 1024)} KB`);
  };
  const restore = () => {
    if (!saved) {
      setStatus('No view saved yet');
      return;
    }
    map.current?.setViewState(saved);
    setStatus('setViewState: back to the saved view');
  };

  return (
    <>
      <aside className="mw-panel">
        <button type="button" onClick={fit}>
          Fit the network
        </button>
        <button type="button" onClick={flyToSingapore}>
          Fly to Singapore
        </button>
        <button type="button" onClick={tilt}>
          Tilt and turn
        </button>
        <button type="button" onClick={save}>
          Save this view
        </button>
        <button type="button" onClick={restore}>
          Back to the saved view
        </button>
        <button type="button" onClick={exportImage}>
          Save as PNG
        </button>
        {png && (
          <img src={png} alt="The exported PNG of the map" width={240} />
        )}
        <p>{describeView(view)}</p>
        <p aria-live="polite">{status}</p>
      </aside>
      <MapWeave
        ref={map}
        view={initialView}
        fitOnFirstLoad={false}
        onViewChange={({ viewState }) => setView(viewState)}
      >
        <NetworkLayer id="long-haul" data={network} />
      </MapWeave>
    </>
  );
}
