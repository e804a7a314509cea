import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

const sidebars: SidebarsConfig = {
  api: [
    'index',
    {
      type: 'category',
      label: 'Adapters',
      collapsed: false,
      items: ['adapters/standalone', 'adapters/maplibre', 'adapters/mapbox'],
    },
    {
      type: 'category',
      label: 'Layers',
      collapsed: false,
      items: ['layers/network-layer', 'layers/observations-layer', 'layers/geojson-layer', 'layers/tile-layer'],
    },
    'timebar',
    'events',
    'types',
  ],
};

export default sidebars;
