import {describe, expect, it} from 'vitest';
import type {ObservationsData} from '../../../src/core/types.js';
import {ObservationsLayer} from '../../../src/layers/observations/ObservationsLayer.js';

const data: ObservationsData = {
  entities: {red: {color: '#ff0000', size: 7}, plain: {}},
  observations: {
    p2: {entityId: 'plain', latitude: 2, longitude: 2, time: 2000},
    r1: {entityId: 'red', latitude: 1, longitude: 1, time: 1000},
    p1: {entityId: 'plain', latitude: 1, longitude: 1, time: 1000},
    r2: {entityId: 'red', latitude: 2, longitude: 2, time: 2000},
  },
};

function attributes(layer: ObservationsLayer) {
  const dots = layer.renderLayers().find((deckLayer) => deckLayer.id === 'obs::observations');
  return (dots?.props.data as {attributes: {getFillColor: {value: Uint8Array}; getRadius: {value: Float32Array}}})
    .attributes;
}

describe('observation columns', () => {
  it('give each observation its entity’s colour and size, or the defaults, in data order', () => {
    const options = {observationDefaults: {color: '#0000ff', size: 3}};
    const {getFillColor, getRadius} = attributes(new ObservationsLayer({id: 'obs', data, options}));
    expect(Array.from(getFillColor.value)).toEqual([0, 0, 255, 255, 255, 0, 0, 255, 0, 0, 255, 255, 255, 0, 0, 255]);
    expect(Array.from(getRadius.value)).toEqual([3, 7, 3, 7]);
  });

  it('trajectories under a filter keep each entity’s own observations, in time order', () => {
    const layer = new ObservationsLayer({id: 'obs', data}).filter((observation, id) => id !== 'p1');
    expect(layer.getTrajectories().map((trajectory) => [trajectory.id, trajectory.observationIds])).toEqual([
      ['plain:0', ['p2']],
      ['red:0', ['r1', 'r2']],
    ]);
  });
});
