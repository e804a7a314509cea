import {basemapLayers} from '../plain/basemap.js';
import {createDeck} from '../plain/deck.js';
import {networkLayers} from '../plain/network.js';

createDeck([...basemapLayers(), ...networkLayers()]);
