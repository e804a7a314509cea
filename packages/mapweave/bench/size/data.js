// The data every scene draws, in MapWeave's form and as rows for plain deck.gl.
export const NETWORK = {
  lon: {type: 'node', latitude: 51.5, longitude: -0.13, label: 'London'},
  par: {type: 'node', latitude: 48.86, longitude: 2.35, label: 'Paris'},
  ber: {type: 'node', latitude: 52.52, longitude: 13.4, label: 'Berlin'},
  'lon-par': {type: 'link', id1: 'lon', id2: 'par'},
  'par-ber': {type: 'link', id1: 'par', id2: 'ber'},
};

export const NODES = Object.values(NETWORK).filter((item) => item.type === 'node');
export const LINKS = Object.values(NETWORK)
  .filter((item) => item.type === 'link')
  .map((link) => ({from: NETWORK[link.id1], to: NETWORK[link.id2]}));

export const OBSERVATIONS = {
  entities: {ship: {label: 'Ship'}},
  observations: {
    'ship-1': {entityId: 'ship', latitude: 50.1, longitude: -1.2, time: 0},
    'ship-2': {entityId: 'ship', latitude: 50.4, longitude: 0.4, time: 60_000},
    'ship-3': {entityId: 'ship', latitude: 51, longitude: 1.6, time: 120_000},
  },
};

export const TRIP = {
  path: Object.values(OBSERVATIONS.observations).map((row) => [row.longitude, row.latitude]),
  timestamps: Object.values(OBSERVATIONS.observations).map((row) => row.time),
};
