import {
  GeoJsonLayer,
  MapWeave,
  NetworkLayer,
  type LinkShape,
  type NetworkData,
} from 'mapweave';

// Italian cities (population, approximate 2023) and the main rail lines between them.
const cities: Record<string, [label: string, longitude: number, latitude: number, population: number]> = {
  rome: ['Rome', 12.4964, 41.9028, 2_750_000],
  milan: ['Milan', 9.19, 45.4642, 1_370_000],
  naples: ['Naples', 14.2681, 40.8518, 910_000],
  turin: ['Turin', 7.6869, 45.0703, 840_000],
  palermo: ['Palermo', 13.3615, 38.1157, 630_000],
  genoa: ['Genoa', 8.9463, 44.4056, 560_000],
  bologna: ['Bologna', 11.3426, 44.4949, 390_000],
  florence: ['Florence', 11.2558, 43.7696, 360_000],
  bari: ['Bari', 16.8719, 41.1171, 315_000],
  catania: ['Catania', 15.083, 37.5079, 300_000],
  verona: ['Verona', 10.9916, 45.4384, 255_000],
  venice: ['Venice', 12.3155, 45.4408, 250_000],
};
const lines: [from: string, to: string][] = [
  ['turin', 'milan'], ['milan', 'verona'], ['verona', 'venice'], ['milan', 'bologna'],
  ['genoa', 'milan'], ['bologna', 'florence'], ['bologna', 'venice'], ['florence', 'rome'],
  ['rome', 'naples'], ['naples', 'bari'], ['naples', 'catania'], ['catania', 'palermo'],
];

// The network of the cities with at least `minPopulation` inhabitants and the lines between them.
function railNetwork(minPopulation: number): NetworkData {
  const data: NetworkData = {};
  for (const [id, [label, longitude, latitude, population]] of Object.entries(cities)) {
    if (population < minPopulation) continue;
    const size = 4 + 8 * Math.sqrt(population / 3_000_000);
    data[id] = { type: 'node', label, longitude, latitude, size, color: '#1a7f37' };
  }
  for (const [from, to] of lines) {
    if (data[from] && data[to]) data[`${from}-${to}`] = { type: 'link', id1: from, id2: to };
  }
  return data;
}

const airports: GeoJSON.FeatureCollection = {
  type: 'FeatureCollection',
  features: (
    [
      ['MXP', 8.7231, 45.6306],
      ['FCO', 12.2389, 41.8003],
      ['NAP', 14.2908, 40.886],
      ['VCE', 12.3519, 45.5053],
      ['BLQ', 11.2888, 44.5354],
      ['PMO', 13.091, 38.1824],
      ['CTA', 15.0664, 37.4668],
    ] as const
  ).map(([code, longitude, latitude]) => ({
    type: 'Feature',
    id: code,
    properties: { code },
    geometry: { type: 'Point', coordinates: [longitude, latitude] },
  })),
};
const airportOptions = { pointRadius: 5, fillColor: '#8250df', lineColor: '#ffffff' };

const populationSteps = [0, 300_000, 500_000, 800_000];
const shapes: LinkShape[] = ['straight', 'arc', 'geodesic'];

function summary(data: NetworkData): string {
  const items = Object.values(data);
  const nodes = items.filter((item) => item.type === 'node').length;
  return `${nodes} cities, ${items.length - nodes} rail lines`;
}

// The same controls as the React version; here each one calls the layer's methods.
const rail = new NetworkLayer({ id: 'rail', data: railNetwork(0) });
const airportLayer = new GeoJsonLayer({ id: 'airports', data: airports, options: airportOptions });
const map = new MapWeave({ container: 'map', layers: [rail, airportLayer] });
map.fitBounds({ padding: 20, time: 0 });

const panel = document.createElement('form');
panel.className = 'mw-panel';
panel.ariaLabel = 'Map options';
panel.innerHTML = `
  <label>Cities with at least <select name="population">${populationSteps
    .map((step) => `<option value="${step}">${step.toLocaleString('en')}</option>`)
    .join('')}</select> inhabitants</label>
  <label>Line shape <select name="shape">${shapes
    .map((shape) => `<option>${shape}</option>`)
    .join('')}</select></label>
  <label>Line width <input name="width" type="range" min="1" max="6" value="2"></label>
  <label><input name="labels" type="checkbox" checked> City labels</label>
  <label><input name="rail" type="checkbox" checked> Rail network layer</label>
  <label><input name="airports" type="checkbox" checked> Airports layer</label>
  <p aria-live="polite" style="margin:0"></p>`;
document.body.append(panel);

const field = (name: string) => panel.elements.namedItem(name) as HTMLInputElement;
const status = panel.querySelector('p')!;

panel.addEventListener('input', () => {
  const data = railNetwork(Number(field('population').value));
  rail.data(data);
  rail.options({
    linkDefaults: { shape: field('shape').value as LinkShape, width: Number(field('width').value) },
    labels: { visible: field('labels').checked },
  });
  rail.visible(field('rail').checked);
  airportLayer.visible(field('airports').checked);
  status.textContent = summary(data);
});
status.textContent = summary(rail.data());
