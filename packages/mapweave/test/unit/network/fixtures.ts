import type {NetworkData} from '../../../src/core/types.js';

/** Two nodes a few km apart (one combo at zoom 0) and a third far away, linked to both. */
export const CLUSTER: NetworkData = {
  a: {type: 'node', latitude: 10, longitude: 10},
  b: {type: 'node', latitude: 10.01, longitude: 10.01},
  far: {type: 'node', latitude: -40, longitude: -100},
  af: {type: 'link', id1: 'a', id2: 'far'},
  bf: {type: 'link', id1: 'b', id2: 'far'},
};
