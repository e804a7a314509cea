import { MapWeave, NetworkLayer, type NetworkData } from 'mapweave';

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

const people = new NetworkLayer({
  id: 'people',
  data,
  options: { dragFreeNodes: true, freeNodeDistance: 60 },
});
const map = new MapWeave({
  container: 'map',
  view: { longitude: 14.8, latitude: 50.4, zoom: 5.5 },
  layers: [people],
});
const pinned = new Set<string>();

// Dropping a dragged free node pins it where it was dropped; show that with a border.
map.on('drag-end', ({ item }) => {
  const node = data[item.id];
  if (item.layerId !== 'people' || node?.type !== 'node') return;
  pinned.add(item.id);
  people.merge({ [item.id]: { ...node, border: { color: '#1f2328', width: 3 } } });
});

// Double-clicking a pinned node unpins it: the layout places it again.
map.on('double-click', ({ item }) => {
  const node = item ? data[item.id] : undefined;
  if (!item || !pinned.has(item.id) || node?.type !== 'node') return;
  pinned.delete(item.id);
  people.unpin(item.id);
  people.merge({ [item.id]: node });
});
