import { useState } from 'react';
import type { MapPointerEvent } from 'mapweave';
import { GeoJsonLayer, MapWeave } from 'mapweave/react';

// Country outlines: Natural Earth 1:110m (public domain), rounded to 0.01°. Density in people
// per km², capital populations: approximate 2023 figures.
type Country = { name: string; density: number; geometry: GeoJSON.Polygon | GeoJSON.MultiPolygon };

const countries: Record<string, Country> = {
  is: {
    name: 'Iceland',
    density: 4,
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [-14.51, 66.46], [-14.74, 65.81], [-13.61, 65.13], [-14.91, 64.36], [-17.79, 63.68],
          [-18.66, 63.5], [-19.97, 63.64], [-22.76, 63.96], [-21.78, 64.4], [-23.96, 64.89],
          [-22.19, 65.08], [-22.23, 65.38], [-24.33, 65.61], [-23.65, 66.26], [-22.13, 66.41],
          [-20.58, 65.73], [-19.06, 66.28], [-17.8, 65.99], [-16.17, 66.53], [-14.51, 66.46],
        ],
      ],
    },
  },
  no: {
    name: 'Norway',
    density: 15,
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [31.1, 69.56], [29.4, 69.16], [28.59, 69.07], [29.01, 69.77], [27.73, 70.16],
          [26.18, 69.83], [25.69, 69.09], [24.73, 68.65], [23.66, 68.89], [22.36, 68.84],
          [21.25, 69.37], [20.64, 69.11], [20.03, 69.07], [19.88, 68.41], [17.99, 68.57],
          [17.73, 68.01], [16.77, 68.01], [16.11, 67.3], [15.11, 66.19], [13.56, 64.79],
          [13.92, 64.44], [13.57, 64.05], [12.58, 64.07], [11.93, 63.13], [11.99, 61.8],
          [12.63, 61.29], [12.3, 60.12], [11.47, 59.43], [11.03, 58.86], [10.36, 59.47],
          [8.38, 58.31], [7.05, 58.08], [5.66, 58.59], [5.31, 59.66], [4.99, 61.97], [5.91, 62.62],
          [8.55, 63.45], [10.53, 64.49], [12.36, 65.88], [14.76, 67.81], [16.44, 68.56],
          [19.18, 69.82], [21.38, 70.26], [23.02, 70.2], [24.55, 71.03], [26.37, 70.99],
          [28.16, 71.19], [31.29, 70.45], [30, 70.19], [31.1, 69.56],
        ],
      ],
    },
  },
  fi: {
    name: 'Finland',
    density: 18,
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [28.59, 69.07], [28.45, 68.36], [29.98, 67.7], [29.05, 66.94], [30.22, 65.81],
          [29.54, 64.95], [30.44, 64.2], [30.04, 63.55], [31.52, 62.87], [31.14, 62.36],
          [30.21, 61.78], [28.07, 60.5], [26.26, 60.42], [24.5, 60.06], [22.87, 59.85],
          [22.29, 60.39], [21.32, 60.72], [21.54, 61.7], [21.06, 62.61], [21.54, 63.19],
          [22.44, 63.82], [24.73, 64.9], [25.4, 65.11], [25.3, 65.53], [23.9, 66.01], [23.57, 66.4],
          [23.54, 67.94], [21.98, 68.62], [20.64, 69.11], [21.25, 69.37], [22.36, 68.84],
          [23.66, 68.89], [24.73, 68.65], [25.69, 69.09], [26.18, 69.83], [27.73, 70.16],
          [29.01, 69.77], [28.59, 69.07],
        ],
      ],
    },
  },
  se: {
    name: 'Sweden',
    density: 26,
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [11.03, 58.86], [11.47, 59.43], [12.3, 60.12], [12.63, 61.29], [11.99, 61.8],
          [11.93, 63.13], [12.58, 64.07], [13.57, 64.05], [13.92, 64.44], [13.56, 64.79],
          [15.11, 66.19], [16.11, 67.3], [16.77, 68.01], [17.73, 68.01], [17.99, 68.57],
          [19.88, 68.41], [20.03, 69.07], [20.64, 69.11], [21.98, 68.62], [23.54, 67.94],
          [23.57, 66.4], [23.9, 66.01], [22.18, 65.72], [21.21, 65.03], [21.37, 64.41],
          [19.78, 63.61], [17.85, 62.75], [17.12, 61.34], [17.83, 60.64], [18.79, 60.08],
          [17.87, 58.95], [16.83, 58.72], [16.45, 57.04], [15.88, 56.1], [14.67, 56.2],
          [14.1, 55.41], [12.94, 55.36], [12.62, 56.31], [11.79, 57.44], [11.03, 58.86],
        ],
      ],
    },
  },
  lv: {
    name: 'Latvia',
    density: 30,
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [27.29, 57.47], [27.77, 57.24], [27.86, 56.76], [28.18, 56.17], [27.1, 55.78],
          [26.49, 55.61], [25.53, 56.1], [25, 56.16], [24.86, 56.37], [23.88, 56.27], [22.2, 56.34],
          [21.05, 56.03], [21.09, 56.78], [21.58, 57.41], [22.52, 57.75], [23.32, 57.01],
          [24.12, 57.03], [24.31, 57.79], [25.17, 57.97], [25.6, 57.85], [26.46, 57.48],
          [27.29, 57.47],
        ],
      ],
    },
  },
  ee: {
    name: 'Estonia',
    density: 31,
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [27.98, 59.48], [28.13, 59.3], [27.42, 58.72], [27.72, 57.79], [27.29, 57.47],
          [26.46, 57.48], [25.6, 57.85], [25.17, 57.97], [24.31, 57.79], [24.43, 58.38],
          [24.06, 58.26], [23.43, 58.61], [23.34, 59.19], [24.6, 59.47], [25.86, 59.61],
          [26.95, 59.45], [27.98, 59.48],
        ],
      ],
    },
  },
  lt: {
    name: 'Lithuania',
    density: 44,
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [26.49, 55.61], [26.59, 55.17], [25.77, 54.85], [25.54, 54.28], [24.45, 53.91],
          [23.48, 53.91], [23.24, 54.22], [22.73, 54.33], [22.65, 54.58], [22.76, 54.86],
          [22.31, 55.02], [21.27, 55.19], [21.05, 56.03], [22.2, 56.34], [23.88, 56.27],
          [24.86, 56.37], [25, 56.16], [25.53, 56.1], [26.49, 55.61],
        ],
      ],
    },
  },
  dk: {
    name: 'Denmark',
    density: 138,
    geometry: {
      type: 'MultiPolygon',
      coordinates: [
        [
          [
            [9.92, 54.98], [9.28, 54.83], [8.53, 54.96], [8.12, 55.52], [8.09, 56.54],
            [8.26, 56.81], [8.54, 57.11], [9.42, 57.17], [9.78, 57.45], [10.58, 57.73],
            [10.55, 57.22], [10.25, 56.89], [10.37, 56.61], [10.91, 56.46], [10.67, 56.08],
            [10.37, 56.19], [9.65, 55.47], [9.92, 54.98],
          ],
        ],
        [
          [
            [12.37, 56.11], [12.69, 55.61], [12.09, 54.8], [11.04, 55.36], [10.9, 55.78],
            [12.37, 56.11],
          ],
        ],
      ],
    },
  },
};

const capitals: [id: string, name: string, longitude: number, latitude: number, population: number][] = [
  ['reykjavik', 'Reykjavík', -21.94, 64.15, 140_000],
  ['oslo', 'Oslo', 10.75, 59.91, 717_000],
  ['stockholm', 'Stockholm', 18.07, 59.33, 984_000],
  ['helsinki', 'Helsinki', 24.94, 60.17, 674_000],
  ['copenhagen', 'Copenhagen', 12.57, 55.68, 660_000],
  ['tallinn', 'Tallinn', 24.75, 59.44, 457_000],
  ['riga', 'Riga', 24.11, 56.95, 605_000],
  ['vilnius', 'Vilnius', 25.28, 54.69, 592_000],
];

const data: GeoJSON.FeatureCollection = {
  type: 'FeatureCollection',
  features: [
    ...Object.entries(countries).map(([id, { name, density, geometry }]): GeoJSON.Feature => ({
      type: 'Feature',
      id,
      properties: { name, density },
      geometry,
    })),
    ...capitals.map(([id, name, longitude, latitude, population]): GeoJSON.Feature => ({
      type: 'Feature',
      id,
      properties: { name, population },
      geometry: { type: 'Point', coordinates: [longitude, latitude] },
    })),
  ],
};

const capitalColor = '#bc4c00';
// Density classes, lowest first: [upper bound, colour, legend text].
const classes: [number, string, string][] = [
  [10, '#edf8e9', 'under 10'],
  [20, '#bae4b3', '10–20'],
  [40, '#74c476', '20–40'],
  [80, '#31a354', '40–80'],
  [Infinity, '#006d2c', '80 and more'],
];

function densityColor(density: number): string {
  return (classes.find(([upTo]) => density < upTo) ?? classes[classes.length - 1]!)[1];
}

// Point area proportional to population: the radius grows with its square root.
function capitalRadius(population: number): number {
  return 2 + 8 * Math.sqrt(population / 1_000_000);
}

function describe(feature: GeoJSON.Feature | undefined): string {
  const properties = feature?.properties;
  if (!properties) return 'Click a country or a capital.';
  if (typeof properties.density === 'number') {
    return `${properties.name}: ${properties.density} people per km²`;
  }
  return `${properties.name}: ${Number(properties.population).toLocaleString('en')} inhabitants`;
}

const options = {
  // Each style option may be a function of the feature's properties.
  fillColor: (properties: Record<string, unknown>) =>
    typeof properties.density === 'number' ? densityColor(properties.density) : capitalColor,
  pointRadius: (properties: Record<string, unknown>) =>
    capitalRadius(Number(properties.population)),
  lineColor: '#57606a',
  lineWidth: 1,
};

export default function App() {
  const [clicked, setClicked] = useState<GeoJSON.Feature | undefined>(undefined);

  const onClick = ({ item }: MapPointerEvent) => {
    setClicked(item?.type === 'feature' ? data.features.find((f) => f.id === item.id) : undefined);
  };

  return (
    <>
      <aside className="mw-panel">
        <strong>People per km²</strong>
        <ul className="mw-legend">
          {classes.map(([, color, text]) => (
            <li key={text}>
              <span className="mw-swatch" style={{ background: color }} />
              {text}
            </li>
          ))}
          <li>
            <span className="mw-swatch mw-dot" style={{ background: capitalColor }} />
            capital: circle area by population
          </li>
        </ul>
        <p aria-live="polite">{describe(clicked)}</p>
      </aside>
      <MapWeave onClick={onClick}>
        <GeoJsonLayer id="nordic" data={data} options={options} />
      </MapWeave>
    </>
  );
}
