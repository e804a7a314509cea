import Graph from 'graphology';
import louvain from 'graphology-communities-louvain';
import betweenness from 'graphology-metrics/centrality/betweenness.js';
import {bidirectional} from 'graphology-shortest-path/unweighted.js';
import {NETWORK} from '../data.js';
import {basemapLayers} from '../plain/basemap.js';
import {createDeck} from '../plain/deck.js';
import {networkLayers} from '../plain/network.js';

createDeck([...basemapLayers(), ...networkLayers()]);
const graph = new Graph({type: 'undirected'});
for (const [id, item] of Object.entries(NETWORK)) if (item.type === 'node') graph.addNode(id);
for (const [id, item] of Object.entries(NETWORK))
  if (item.type === 'link') graph.addEdgeWithKey(id, item.id1, item.id2);
console.log(betweenness(graph), bidirectional(graph, 'lon', 'ber'), louvain(graph));
