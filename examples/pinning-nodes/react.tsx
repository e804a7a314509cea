import { useMemo, useRef, useState } from 'react';
import {
  NetworkLayer as NetworkLayerClass,
  type LatLng,
  type MapDragEvent,
  type NetworkData,
} from 'mapweave';
import { MapWeave, NetworkLayer, type MapWeaveHandle } from 'mapweave/react';

const plants: Record<string, [label: string, latitude: number, longitude: number]> = {
  wolfsburg: ['Wolfsburg plant', 52.4227, 10.7865],
  leipzig: ['Leipzig plant', 51.3397, 12.3731],
  stuttgart: ['Stuttgart plant', 48.7758, 9.1829],
  ingolstadt: ['Ingolstadt plant', 48.7665, 11.4258],
  munich: ['Munich plant', 48.1351, 11.582],
};

// Suppliers have no coordinates in the network (free nodes), but we know where each one is.
interface Supplier {
  label: string;
  siteName: string;
  site: LatLng;
  plants: string[];
}

const suppliers: Record<string, Supplier> = {
  batteries: {
    label: 'Batteries',
    siteName: 'Salzgitter',
    site: { latitude: 52.1504, longitude: 10.3328 },
    plants: ['wolfsburg', 'leipzig'],
  },
  seats: {
    label: 'Seats',
    siteName: 'Zwickau',
    site: { latitude: 50.7189, longitude: 12.4964 },
    plants: ['leipzig'],
  },
  glass: {
    label: 'Glass',
    siteName: 'Torgau',
    site: { latitude: 51.5603, longitude: 13.0061 },
    plants: ['leipzig', 'wolfsburg'],
  },
  tyres: {
    label: 'Tyres',
    siteName: 'Hanover',
    site: { latitude: 52.3759, longitude: 9.732 },
    plants: ['wolfsburg'],
  },
  wiring: {
    label: 'Wiring',
    siteName: 'Nuremberg',
    site: { latitude: 49.4521, longitude: 11.0767 },
    plants: ['ingolstadt', 'munich', 'stuttgart'],
  },
  brakes: {
    label: 'Brakes',
    siteName: 'Frankfurt',
    site: { latitude: 50.1109, longitude: 8.6821 },
    plants: ['stuttgart'],
  },
  paint: {
    label: 'Paint',
    siteName: 'Cologne',
    site: { latitude: 50.9375, longitude: 6.9603 },
    plants: ['stuttgart', 'wolfsburg'],
  },
  steel: {
    label: 'Steel',
    siteName: 'Duisburg',
    site: { latitude: 51.4344, longitude: 6.7623 },
    plants: ['wolfsburg', 'munich'],
  },
};

const data: NetworkData = {};
for (const [id, [label, latitude, longitude]] of Object.entries(plants)) {
  data[id] = { type: 'node', label, latitude, longitude, color: '#1f6feb', size: 11, glyph: 'P' };
}
for (const [id, supplier] of Object.entries(suppliers)) {
  data[id] = { type: 'node', label: supplier.label, color: '#bc4c00' };
  for (const plant of supplier.plants) {
    data[`${id}-${plant}`] = { type: 'link', id1: id, id2: plant, direction: 'forward' };
  }
}

const options = { dragFreeNodes: true, freeNodeDistance: 50 };
// Free nodes are laid out in pixels: start near the final zoom so that the first fit sees them
// where they will be drawn.
const view = { longitude: 10.6, latitude: 50.4, zoom: 5 };

export default function App() {
  const map = useRef<MapWeaveHandle>(null);
  const [chosen, setChosen] = useState('batteries');
  // Supplier id → how it was pinned; the layer holds the positions.
  const [pinned, setPinned] = useState<Record<string, string>>({});

  // Pinned suppliers get a dark border; the rest are drawn as in the data.
  const styled = useMemo(() => {
    const next: NetworkData = { ...data };
    for (const id of Object.keys(pinned)) {
      const node = data[id];
      if (node?.type === 'node') next[id] = { ...node, border: { color: '#1f2328', width: 3 } };
    }
    return next;
  }, [pinned]);

  const layer = () => {
    const found = map.current?.getLayer('supply');
    return found instanceof NetworkLayerClass ? found : null;
  };

  const pin = (at: LatLng | undefined, how: string) => {
    layer()?.pin(chosen, at);
    setPinned((current) => ({ ...current, [chosen]: how }));
  };

  const unpin = (ids: string[]) => {
    for (const id of ids) layer()?.unpin(id);
    setPinned((current) => {
      const next = { ...current };
      for (const id of ids) delete next[id];
      return next;
    });
  };

  // A dropped supplier is pinned where it was dropped (dragFreeNodes does the pinning).
  const onDragEnd = ({ item }: MapDragEvent) => {
    if (item.layerId !== 'supply') return;
    setChosen(item.id);
    setPinned((current) => ({ ...current, [item.id]: 'dragged' }));
  };

  const list = Object.entries(pinned).map(([id, how]) => `${suppliers[id]!.label} (${how})`);
  const supplier = suppliers[chosen]!;

  return (
    <>
      <aside className="mw-panel">
        <label>
          Supplier{' '}
          <select value={chosen} onChange={(event) => setChosen(event.target.value)}>
            {Object.entries(suppliers).map(([id, { label }]) => (
              <option key={id} value={id}>
                {label}
              </option>
            ))}
          </select>
        </label>{' '}
        <button type="button" onClick={() => pin(supplier.site, `at ${supplier.siteName}`)}>
          Pin at its site
        </button>{' '}
        <button type="button" onClick={() => pin(undefined, 'where it was drawn')}>
          Pin where drawn
        </button>{' '}
        <button type="button" onClick={() => unpin([chosen])}>
          Unpin
        </button>{' '}
        <button type="button" onClick={() => unpin(Object.keys(pinned))}>
          Unpin all
        </button>
        <p aria-live="polite">
          {list.length > 0
            ? `Pinned: ${list.join(', ')}. Drag another supplier to pin it.`
            : 'Every supplier is laid out around its plants. Drag one to pin it.'}
        </p>
      </aside>
      <MapWeave ref={map} view={view} onDragEnd={onDragEnd}>
        <NetworkLayer id="supply" data={styled} options={options} />
      </MapWeave>
    </>
  );
}
