// The minimal scene plus betweenness computed in the analysis worker.
import {analyzeInWorker, MapWeave, NetworkLayer, StandaloneAdapter} from 'mapweave';
import {NETWORK} from '../data.js';

const map = new MapWeave({container: 'map', adapter: new StandaloneAdapter()});
map.addLayer(new NetworkLayer({id: 'routes', data: NETWORK}));
console.log(await analyzeInWorker(NETWORK, 'betweenness'));
