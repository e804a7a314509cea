// A standalone map with the world basemap and one entity's observations and trajectory.
import {MapWeave, ObservationsLayer, StandaloneAdapter} from 'mapweave';
import {OBSERVATIONS} from '../data.js';

const map = new MapWeave({container: 'map', adapter: new StandaloneAdapter()});
map.addLayer(new ObservationsLayer({id: 'ships', data: OBSERVATIONS}));
