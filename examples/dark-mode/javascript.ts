import {
  MapWeave,
  NetworkLayer,
  StandaloneAdapter,
  type BasemapTheme,
  type NetworkData,
} from 'mapweave';

// Subsea power cables between the Nordic countries and their neighbours.
const stations: Record<string, [label: string, longitude: number, latitude: number]> = {
  tonstad: ['Tonstad', 6.71, 58.66],
  wilster: ['Wilster', 9.37, 53.92],
  kvilldal: ['Kvilldal', 6.64, 59.52],
  blyth: ['Blyth', -1.51, 55.13],
  feda: ['Feda', 6.82, 58.28],
  eemshaven: ['Eemshaven', 6.83, 53.45],
  revsing: ['Revsing', 9.15, 55.5],
  bicker: ['Bicker Fen', -0.2, 52.92],
  grain: ['Isle of Grain', 0.71, 51.45],
  maasvlakte: ['Maasvlakte', 4.03, 51.96],
  kristiansand: ['Kristiansand', 7.99, 58.15],
  tjele: ['Tjele', 9.6, 56.48],
  trelleborg: ['Trelleborg', 13.16, 55.38],
  herrenwyk: ['Lübeck', 10.8, 53.9],
  espoo: ['Espoo', 24.66, 60.2],
  harku: ['Harku', 24.58, 59.41],
  klaipeda: ['Klaipėda', 21.14, 55.7],
  nybro: ['Nybro', 15.9, 56.74],
};
const cables: [name: string, from: string, to: string][] = [
  ['NordLink', 'tonstad', 'wilster'],
  ['North Sea Link', 'kvilldal', 'blyth'],
  ['NorNed', 'feda', 'eemshaven'],
  ['Viking Link', 'revsing', 'bicker'],
  ['BritNed', 'grain', 'maasvlakte'],
  ['Skagerrak', 'kristiansand', 'tjele'],
  ['Baltic Cable', 'trelleborg', 'herrenwyk'],
  ['Estlink', 'espoo', 'harku'],
  ['NordBalt', 'klaipeda', 'nybro'],
];

const network: NetworkData = {};
for (const [id, [label, longitude, latitude]] of Object.entries(stations)) {
  network[id] = { type: 'node', label, longitude, latitude };
}
for (const [name, from, to] of cables) {
  network[name] = { type: 'link', id1: from, id2: to, label: name, width: 3 };
}

// Colours that read well on each basemap theme.
const palettes = {
  light: {
    node: '#0550ae',
    label: '#1f2328',
    border: '#ffffff',
        link: '#bc4c00',
  },
  dark: {
    node: '#58a6ff',
    label: '#e6edf3',
    border: '#0d1117',
        link: '#f0883e',
  },
} satisfies Record<BasemapTheme, Record<string, string>>;

function layerOptions(theme: BasemapTheme) {
  const palette = palettes[theme];
  return {
    nodeDefaults: {
      color: palette.node,
      labelColor: palette.label,
      border: { color: palette.border, width: 1.5 },
    },
    linkDefaults: { color: palette.link },
  };
}

// This example is about themes, so it sets one; without `theme` the basemap is light.
const adapter = new StandaloneAdapter({ theme: 'light' });
const cablesLayer = new NetworkLayer({ id: 'cables', data: network, options: layerOptions('light') });
const map = new MapWeave({ container: 'map', adapter, layers: [cablesLayer] });
map.fitBounds({ padding: 30, time: 0 });

const panel = document.createElement('aside');
panel.className = 'mw-panel';
const toggle = document.createElement('button');
toggle.type = 'button';
const status = document.createElement('p');
status.setAttribute('aria-live', 'polite');
panel.append(toggle, status);
document.body.append(panel);

function applyTheme(theme: BasemapTheme) {
  // setTheme redraws the embedded basemap in place: the map, its layers and view stay.
  adapter.setTheme(theme);
  cablesLayer.options(layerOptions(theme));
    // The panel's stylesheet follows the page's data-theme: the controls match the basemap.
  document.documentElement.dataset.theme = theme;
  toggle.textContent = theme === 'light' ? 'Switch to the dark basemap' : 'Switch to the light basemap';
  status.textContent = `Basemap theme: ${theme}`;
}

toggle.addEventListener('click', () => applyTheme(adapter.theme === 'light' ? 'dark' : 'light'));
applyTheme(adapter.theme);
