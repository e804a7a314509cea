import { MapWeave, NetworkLayer, TileLayer, type NetworkData } from 'mapweave';

// The layer replaces {z}, {x} and {y} in its URL template for each tile. With an SVG data:
// URL as the template, each tile is an image drawn from its own address: no server at all.
const tileSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">' +
  '<rect x="1" y="1" width="254" height="254" fill="rgba(188,76,0,0.08)" stroke="#bc4c00" stroke-width="2"/>' +
  '<text x="128" y="136" text-anchor="middle" font-family="sans-serif" font-size="24" fill="#bc4c00">' +
  'TILE</text></svg>';
const [before = '', after = ''] = tileSvg.split('TILE');
const template = `data:image/svg+xml,${encodeURIComponent(before)}{z}/{x}/{y}${encodeURIComponent(after)}`;

const grid = new TileLayer({
  id: 'tile-grid',
  data: template,
  options: { opacity: 0.8, maxZoom: 12, attribution: 'Tile grid drawn in the browser' },
});

// Layers draw in order: the cities above the tiles.
const cities: NetworkData = {
  paris: { type: 'node', label: 'Paris', latitude: 48.8566, longitude: 2.3522 },
  berlin: { type: 'node', label: 'Berlin', latitude: 52.52, longitude: 13.405 },
  rome: { type: 'node', label: 'Rome', latitude: 41.9028, longitude: 12.4964 },
};

const map = new MapWeave({
  container: 'map',
  view: { longitude: 10, latitude: 50, zoom: 3 },
  layers: [grid, new NetworkLayer({ id: 'cities', data: cities })],
});

// Controls: visibility, opacity and a status line.
const panel = document.createElement('aside');
panel.className = 'mw-panel';
const visibleBox = document.createElement('input');
visibleBox.type = 'checkbox';
visibleBox.checked = grid.visible();
const visibleLabel = document.createElement('label');
visibleLabel.append(visibleBox, ' Show the tile grid');
const opacity = document.createElement('input');
opacity.type = 'range';
opacity.min = '0';
opacity.max = '1';
opacity.step = '0.1';
opacity.value = String(grid.options().opacity);
const opacityLabel = document.createElement('label');
opacityLabel.append(' Opacity ', opacity);
const status = document.createElement('p');
status.setAttribute('aria-live', 'polite');
panel.append(visibleLabel, opacityLabel, status);
document.body.append(panel);

function showStatus() {
  status.textContent = grid.visible()
    ? `Tile grid shown at opacity ${grid.options().opacity}: zoom in to see smaller tiles`
    : 'Tile grid hidden';
}

visibleBox.addEventListener('change', () => {
  grid.visible(visibleBox.checked);
  // A tile that cannot be loaded or drawn is reported as an error event.
map.on('error', ({ error }) => {
  status.textContent = `Tile error: ${error.message}`;
});
showStatus();
});
opacity.addEventListener('change', () => {
  grid.options({ opacity: Number(opacity.value) });
  // A tile that cannot be loaded or drawn is reported as an error event.
map.on('error', ({ error }) => {
  status.textContent = `Tile error: ${error.message}`;
});
showStatus();
});
// A tile that cannot be loaded or drawn is reported as an error event.
map.on('error', ({ error }) => {
  status.textContent = `Tile error: ${error.message}`;
});
showStatus();
