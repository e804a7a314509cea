import { useEffect, useRef, useState, type FormEvent } from 'react';
import { basemapStyle, MapboxAdapter, StandaloneAdapter, type BasemapStyle, type MapLike, type NetworkData } from 'mapweave';
import { MapWeave, NetworkLayer } from 'mapweave/react';

// Night trains between European cities.
const cities: Record<string, [label: string, longitude: number, latitude: number]> = {
  vienna: ['Vienna', 16.3738, 48.2082],
  hamburg: ['Hamburg', 9.9937, 53.5511],
  brussels: ['Brussels', 4.3517, 50.8503],
  zurich: ['Zurich', 8.5417, 47.3769],
  amsterdam: ['Amsterdam', 4.9041, 52.3676],
  berlin: ['Berlin', 13.405, 52.52],
  paris: ['Paris', 2.3522, 48.8566],
  stockholm: ['Stockholm', 18.0686, 59.3293],
  munich: ['Munich', 11.582, 48.1351],
  rome: ['Rome', 12.4964, 41.9028],
};
const routes: [from: string, to: string][] = [
  ['vienna', 'hamburg'],
  ['vienna', 'brussels'],
  ['zurich', 'amsterdam'],
  ['berlin', 'paris'],
  ['stockholm', 'berlin'],
  ['munich', 'rome'],
  ['vienna', 'rome'],
  ['zurich', 'hamburg'],
];

const network: NetworkData = {};
for (const [id, [label, longitude, latitude]] of Object.entries(cities)) {
  network[id] = { type: 'node', label, longitude, latitude, color: '#8250df' };
}
for (const [from, to] of routes) {
  network[`${from}-${to}`] = { type: 'link', id1: from, id2: to, shape: 'arc', arcHeight: 0.2 };
}

// mapbox-gl 3 is proprietary and needs your Mapbox access token: it is loaded from Mapbox's
// own CDN only after you paste one, and never without.
const MAPBOX_GL = 'https://api.mapbox.com/mapbox-gl-js/v3.32.0/mapbox-gl';

type MapboxMap = MapLike & { remove(): void };
interface MapboxGl {
  Map: new (options: {
    container: HTMLElement | string;
    style: BasemapStyle;
    accessToken: string;
    bounds: [number, number, number, number];
    fitBoundsOptions: { padding: number };
  }) => MapboxMap;
}

let loading: Promise<MapboxGl> | null = null;

function loadMapboxGl(): Promise<MapboxGl> {
  loading ??= new Promise((resolve, reject) => {
    const css = document.createElement('link');
    css.rel = 'stylesheet';
    css.href = `${MAPBOX_GL}.css`;
    const script = document.createElement('script');
    script.src = `${MAPBOX_GL}.js`;
    script.onload = () => {
      const mapboxgl = (window as unknown as { mapboxgl?: MapboxGl }).mapboxgl;
      if (mapboxgl) resolve(mapboxgl);
      else reject(new Error('mapbox-gl loaded but did not define window.mapboxgl'));
    };
    script.onerror = () => {
      loading = null;
      css.remove();
      script.remove();
      reject(new Error(`Could not load ${script.src}`));
    };
    document.head.append(css, script);
  });
  return loading;
}

// Public tokens start with "pk."; a secret token ("sk.") must never be used in a web page.
function checkToken(token: string): string | null {
  if (token.startsWith('sk.')) return 'That is a secret token: use a public one (pk.…).';
  if (!/^pk\.[\w-]+\.[\w-]+$/.test(token)) return 'A Mapbox public token looks like pk.xxxx.yyyy.';
  return null;
}

function errorMessage(event: unknown): string {
  const error = (event as { error?: unknown }).error;
  return error instanceof Error ? error.message : String(error);
}

const bounds: [number, number, number, number] = [2, 41.5, 18.5, 59.5];
const NO_TOKEN = 'No token: the network is drawn on the embedded offline basemap.';

export default function App() {
  const [standalone] = useState(() => new StandaloneAdapter());
  const [input, setInput] = useState('');
  const [token, setToken] = useState<string | null>(null);
  const [mapbox, setMapbox] = useState<{ map: MapboxMap; adapter: MapboxAdapter } | null>(null);
  const [status, setStatus] = useState(NO_TOKEN);
  const container = useRef<HTMLDivElement>(null);

  // With a token: load mapbox-gl, create the Mapbox map, then the adapter for it.
  useEffect(() => {
    if (!token || !container.current) return undefined;
    const element = container.current;
    let map: MapboxMap | null = null;
    let cancelled = false;
    loadMapboxGl().then(
      (mapboxgl) => {
        if (cancelled) return;
        map = new mapboxgl.Map({
          container: element,
          style: basemapStyle({ theme: 'light' }),
          accessToken: token,
          bounds,
          fitBoundsOptions: { padding: 30 },
        });
        map.on('error', (event) => setStatus(`Mapbox: ${errorMessage(event)}`));
        setMapbox({ map, adapter: new MapboxAdapter({ map }) });
        setStatus('Drawn on a Mapbox map with your token.');
      },
      (error: Error) => {
        if (!cancelled) setStatus(error.message);
      },
    );
    return () => {
      cancelled = true;
      setMapbox(null);
      map?.remove();
    };
  }, [token]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = checkToken(input.trim());
    if (problem) {
      setStatus(problem);
      return;
    }
    setStatus('Loading mapbox-gl from Mapbox…');
    setToken(input.trim());
  };

  const useEmbedded = () => {
    setToken(null);
    setStatus(NO_TOKEN);
  };

  return (
    <>
      <form className="mw-panel" aria-label="Basemap" onSubmit={onSubmit}>
        <p>
          The Mapbox adapter needs mapbox-gl and your Mapbox access token. Paste a public token to
          load mapbox-gl from Mapbox and draw on a Mapbox map; the token is sent only to Mapbox.
        </p>
        <label>
          Mapbox token{' '}
          <input
            name="token"
            autoComplete="off"
            spellCheck={false}
            placeholder="pk.…"
            value={input}
            onChange={(event) => setInput(event.target.value)}
          />
        </label>{' '}
        <button type="submit">Use Mapbox</button>{' '}
        <button type="button" onClick={useEmbedded}>
          Use the embedded basemap
        </button>
        <p aria-live="polite">{status}</p>
      </form>
      <div style={{ position: 'relative', height: '100%' }}>
        {token ? (
          <>
            <div ref={container} style={{ position: 'absolute', inset: 0 }} />
            {mapbox && (
              <MapWeave
                adapter={mapbox.adapter}
                fitOnFirstLoad={false}
                style={{ position: 'absolute', inset: 0, pointerEvents: 'none' }}
              >
                <NetworkLayer id="night-trains" data={network} />
              </MapWeave>
            )}
          </>
        ) : (
          <MapWeave adapter={standalone}>
            <NetworkLayer id="night-trains" data={network} />
          </MapWeave>
        )}
      </div>
    </>
  );
}
