import { MapWeave, NetworkLayer, type LatLng, type NetworkData } from 'mapweave';

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

const network = new NetworkLayer({
  id: 'supply',
  data,
  options: { dragFreeNodes: true, freeNodeDistance: 50 },
});
// Free nodes are laid out in pixels: start near the final zoom so that the fit sees them
// where they will be drawn.
const map = new MapWeave({
  container: 'map',
  view: { longitude: 10.6, latitude: 50.4, zoom: 5 },
  layers: [network],
});
map.fitBounds({ padding: 30, time: 0 });

// How each pinned supplier was pinned, for the status line.
const how = new Map<string, string>();

// Controls over the map: choose a supplier, pin or unpin it, and a status line.
const panel = document.createElement('aside');
panel.className = 'mw-panel';
const supplierSelect = document.createElement('select');
for (const [id, supplier] of Object.entries(suppliers)) {
  supplierSelect.add(new Option(supplier.label, id));
}
const supplierLabel = document.createElement('label');
supplierLabel.append('Supplier ', supplierSelect);

function button(text: string, onClick: () => void) {
  const element = document.createElement('button');
  element.type = 'button';
  element.textContent = text;
  element.addEventListener('click', onClick);
  return element;
}

const status = document.createElement('p');
status.setAttribute('aria-live', 'polite');

/** Pinned suppliers get a dark border; the rest are drawn as in the data. */
function refresh() {
  const pinned = network.getPinned();
  const restyled: NetworkData = {};
  for (const id of Object.keys(suppliers)) {
    const node = data[id];
    if (node?.type !== 'node') continue;
    restyled[id] = id in pinned ? { ...node, border: { color: '#1f2328', width: 3 } } : node;
  }
  network.merge(restyled);
  const list = Object.keys(pinned).map((id) => `${suppliers[id]!.label} (${how.get(id)})`);
  status.textContent =
    list.length > 0
      ? `Pinned: ${list.join(', ')}. Drag another supplier to pin it.`
      : 'Every supplier is laid out around its plants. Drag one to pin it.';
}

panel.append(
  supplierLabel,
  ' ',
  button('Pin at its site', () => {
    const supplier = suppliers[supplierSelect.value]!;
    network.pin(supplierSelect.value, supplier.site);
    how.set(supplierSelect.value, `at ${supplier.siteName}`);
    refresh();
  }),
  ' ',
  button('Pin where drawn', () => {
    network.pin(supplierSelect.value);
    how.set(supplierSelect.value, 'where it was drawn');
    refresh();
  }),
  ' ',
  button('Unpin', () => {
    network.unpin(supplierSelect.value);
    refresh();
  }),
  ' ',
  button('Unpin all', () => {
    for (const id of Object.keys(network.getPinned())) network.unpin(id);
    refresh();
  }),
  status,
);
document.body.append(panel);
refresh();

// A dropped supplier is pinned where it was dropped (dragFreeNodes does the pinning).
map.on('drag-end', ({ item }) => {
  if (item.layerId !== 'supply') return;
  how.set(item.id, 'dragged');
  supplierSelect.value = item.id;
  refresh();
});
