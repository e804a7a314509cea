/**
 * Words readers use for what the docs call otherwise, in one reviewed list. Each entry's `words`
 * (one- or two-word phrases, matched on their stems, and never words the docs use for something
 * else) are read as each of its `means`, written in the docs' own terms; the reader's words are
 * searched too. For something MapWeave does
 * not have, `means` names what the docs say about it: the closest thing it has, and where it
 * says what it does not do.
 */
export interface Synonym {
  words: readonly string[];
  means: readonly string[];
}

export const SYNONYMS: readonly Synonym[] = [
  {words: ['cluster', 'clustering', 'aggregate', 'group nearby'], means: ['proximity combine', 'combo']},
  {words: ['screenshot', 'export', 'save image', 'snapshot', 'png'], means: ['toImage']},
  {words: ['print', 'download map'], means: ['save the map as an image']},
  {words: ['heatmap', 'heat map', 'density', 'hexbin'], means: ['heat map tiles', 'what it is not']},
  {words: ['scale bar', 'scalebar', 'minimap'], means: ['what it is not']},
  {words: ['ssr', 'server rendering', 'nextjs', 'next js'], means: ['server-side rendering']},
  {words: ['pricing', 'price', 'cost', 'buy', 'purchase', 'license'], means: ['commercial licence']},
  {words: ['popup', 'popover', 'hover card', 'infobox'], means: ['tooltip']},
  {words: ['label overlap', 'label collision', 'overlapping labels'], means: ['labels.collision']},
  {words: ['edge', 'edges', 'relationship'], means: ['link']},
  {words: ['vertex', 'vertices'], means: ['node']},
  {words: ['zoom to fit', 'fit view', 'zoom to data'], means: ['fitBounds']},
  {words: ['animate', 'replay', 'timeline'], means: ['time bar', 'playback']},
  {words: ['theme', 'night mode'], means: ['dark mode']},
  {words: ['important nodes', 'influence'], means: ['betweenness']},
  {words: ['community detection', 'louvain', 'modularity'], means: ['communities']},
  {words: ['route', 'path finding', 'pathfinding', 'dijkstra'], means: ['shortest path']},
  {words: ['satellite', 'xyz tiles', 'wms'], means: ['raster tiles']},
  {words: ['offline', 'no token', 'without mapbox'], means: ['standalone adapter']},
];
