import {TripsLayer} from '@deck.gl/geo-layers';
import {ScatterplotLayer} from '@deck.gl/layers';
import {OBSERVATIONS, TRIP} from '../data.js';
import {basemapLayers} from '../plain/basemap.js';
import {createDeck} from '../plain/deck.js';

createDeck([
  ...basemapLayers(),
  new TripsLayer({
    id: 'trips',
    data: [TRIP],
    getPath: (trip) => trip.path,
    getTimestamps: (trip) => trip.timestamps,
    currentTime: 120_000,
    trailLength: 120_000,
  }),
  new ScatterplotLayer({
    id: 'observations',
    data: Object.values(OBSERVATIONS.observations),
    getPosition: (row) => [row.longitude, row.latitude],
    getRadius: 4,
    radiusUnits: 'pixels',
  }),
]);
