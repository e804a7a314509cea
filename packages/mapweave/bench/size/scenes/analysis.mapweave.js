// The minimal scene plus betweenness, a shortest path and communities of what is drawn.
import {MapWeave, NetworkLayer, StandaloneAdapter} from 'mapweave';
import {NETWORK} from '../data.js';

const map = new MapWeave({container: 'map', adapter: new StandaloneAdapter()});
const layer = new NetworkLayer({id: 'routes', data: NETWORK});
map.addLayer(layer);
const engine = await layer.getGraphEngine();
console.log(engine.betweenness(), engine.shortestPath('lon', 'ber'), engine.communities());
