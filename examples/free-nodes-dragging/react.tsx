import { useMemo, useRef, useState } from 'react';
import {
  NetworkLayer as NetworkLayerClass,
  type MapDragEvent,
  type MapPointerEvent,
  type NetworkData,
} from 'mapweave';
import { MapWeave, NetworkLayer, type MapWeaveHandle } from 'mapweave/react';

// Offices have coordinates (fixed nodes). People have none (free nodes): the layer places
// each one near the offices it links to, and again whenever the data or the zoom changes.
const data: NetworkData = {
  berlin: {
    type: 'node',
    latitude: 52.52,
    longitude: 13.405,
    label: 'Berlin office',
    color: '#1f6feb',
    size: 12,
    glyph: 'B',
  },
  prague: {
    type: 'node',
    latitude: 50.0755,
    longitude: 14.4378,
    label: 'Prague office',
    color: '#1f6feb',
    size: 12,
    glyph: 'P',
  },
  vienna: {
    type: 'node',
    latitude: 48.2082,
    longitude: 16.3738,
    label: 'Vienna office',
    color: '#1f6feb',
    size: 12,
    glyph: 'V',
  },
  anna: { type: 'node', label: 'Anna', color: '#bf3989' },
  jonas: { type: 'node', label: 'Jonas', color: '#bf3989' },
  petra: { type: 'node', label: 'Petra', color: '#bf3989' },
  tomas: { type: 'node', label: 'Tomáš', color: '#bf3989' },
  lena: { type: 'node', label: 'Lena', color: '#bf3989' },
  'anna-berlin': { type: 'link', id1: 'anna', id2: 'berlin' },
  'jonas-berlin': { type: 'link', id1: 'jonas', id2: 'berlin' },
  // Petra works in two offices: she is placed between them.
  'petra-berlin': { type: 'link', id1: 'petra', id2: 'berlin' },
  'petra-prague': { type: 'link', id1: 'petra', id2: 'prague' },
  'tomas-prague': { type: 'link', id1: 'tomas', id2: 'prague' },
  'lena-vienna': { type: 'link', id1: 'lena', id2: 'vienna' },
  // A free node linked only to a free node is placed beyond it.
  'lena-tomas': { type: 'link', id1: 'lena', id2: 'tomas', dashed: true, label: 'mentors' },
};

const view = { longitude: 14.8, latitude: 50.4, zoom: 5.5 };
const options = { dragFreeNodes: true, freeNodeDistance: 60 };

export default function App() {
  const map = useRef<MapWeaveHandle>(null);
  const [pinned, setPinned] = useState<ReadonlySet<string>>(new Set());

  // Pinned people get a border; the layer keeps them where they were dropped.
  const styled = useMemo(() => {
    const next: NetworkData = { ...data };
    for (const id of pinned) {
      const node = data[id];
      if (node?.type === 'node') next[id] = { ...node, border: { color: '#1f2328', width: 3 } };
    }
    return next;
  }, [pinned]);

  const onDragEnd = ({ item }: MapDragEvent) => {
    if (item.layerId === 'people') setPinned((current) => new Set(current).add(item.id));
  };

  const onDoubleClick = ({ item }: MapPointerEvent) => {
    if (!item || item.layerId !== 'people' || !pinned.has(item.id)) return;
    const layer = map.current?.getLayer('people');
    if (layer instanceof NetworkLayerClass) layer.unpin(item.id);
    setPinned((current) => {
      const next = new Set(current);
      next.delete(item.id);
      return next;
    });
  };

  return (
    <MapWeave
      ref={map}
      view={view}
      fitOnFirstLoad={false}
      onDragEnd={onDragEnd}
      onDoubleClick={onDoubleClick}
    >
      <NetworkLayer id="people" data={styled} options={options} />
    </MapWeave>
  );
}
