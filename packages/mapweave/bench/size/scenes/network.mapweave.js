// The minimal scene: a standalone map with the world basemap and a small network.
import {MapWeave, NetworkLayer, StandaloneAdapter} from 'mapweave';
import {NETWORK} from '../data.js';

const map = new MapWeave({container: 'map', adapter: new StandaloneAdapter()});
map.addLayer(new NetworkLayer({id: 'routes', data: NETWORK}));
