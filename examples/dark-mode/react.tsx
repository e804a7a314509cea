import { useEffect, useState } from 'react';
import { StandaloneAdapter, type BasemapTheme, type NetworkData } from 'mapweave';
import { MapWeave, NetworkLayer } from 'mapweave/react';

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

export default function App() {
  // Create the adapter once (a new adapter object would rebuild the map); this example is
  // about themes, so it sets one.
  const [adapter] = useState(() => new StandaloneAdapter({ theme: 'light' }));
  const [theme, setTheme] = useState<BasemapTheme>('light');

    // setTheme redraws the embedded basemap in place: the map, its layers and view stay.
  useEffect(() => adapter.setTheme(theme), [adapter, theme]);
  // The panel's stylesheet follows the page's data-theme: the controls match the basemap.
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);

  return (
    <>
      <aside className="mw-panel">
        <button type="button" onClick={() => setTheme(theme === 'light' ? 'dark' : 'light')}>
          {theme === 'light' ? 'Switch to the dark basemap' : 'Switch to the light basemap'}
        </button>
        <p aria-live="polite">Basemap theme: {theme}</p>
      </aside>
      <MapWeave adapter={adapter}>
        <NetworkLayer id="cables" data={network} options={layerOptions(theme)} />
      </MapWeave>
    </>
  );
}
