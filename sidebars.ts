import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

const sidebars: SidebarsConfig = {
  docs: [
    'mapweave-basics',
    'getting-started',
    {
      type: 'category',
      label: 'Layers',
      collapsed: false,
      items: ['network-layer', 'observations-layer', 'geojson-layer', 'tile-layer', 'own-host-basemap'],
    },
    {
      type: 'category',
      label: 'Working with data',
      collapsed: false,
      items: ['event-handling', 'filtering', 'graph-analysis', 'link-charts'],
    },
    {
      type: 'category',
      label: 'About',
      collapsed: false,
      items: ['architecture', 'updating-mapweave', 'obfuscation-requirements', 'about-mapweave', 'about-this-website'],
    },
  ],
};

export default sidebars;
