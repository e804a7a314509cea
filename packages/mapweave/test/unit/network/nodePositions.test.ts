import {describe, expect, it} from 'vitest';
import {ComboExpansion} from '../../../src/layers/network/combining/comboExpansion.js';
import {NETWORK_DEFAULTS, type NetworkLayerOptions} from '../../../src/layers/network/options.js';
import {NetworkModel} from '../../../src/network/NetworkModel.js';
import {NodePositions} from '../../../src/layers/network/layout/nodePositions.js';
import {projectLngLat} from '../../../src/core/mercator.js';

describe('NodePositions', () => {
  it('lays free nodes out around the tracked node they link to, where it is now', () => {
    const model = new NetworkModel({
      port: {type: 'node', latitude: 45, longitude: 20},
      vessel: {type: 'node'},
      owner: {type: 'node'},
      owns: {type: 'link', id1: 'owner', id2: 'vessel'},
    });
    const positions = new NodePositions();
    positions.trackers = new Map([['vessel', {latitude: 34, longitude: 30}]]);
    const input = {
      model,
      options: NETWORK_DEFAULTS as NetworkLayerOptions,
      expansion: new ComboExpansion(),
      hasFreeNodes: true,
      zoom: 5,
    };
    positions.update(input);
    const [longitude, latitude] = positions.positionOf(model, 'owner');
    const [ox, oy] = projectLngLat(longitude, latitude, 5);
    const [vx, vy] = projectLngLat(30, 34, 5);
    expect(Math.hypot(ox - vx, oy - vy)).toBeCloseTo(NETWORK_DEFAULTS.freeNodeDistance, 6);
    expect(positions.positionOf(model, 'vessel')).toEqual([30, 34]);
  });

  it('holds free nodes to freeNodeMaxMeters on the ground', () => {
    const model = new NetworkModel({
      office: {type: 'node', latitude: 52, longitude: 5},
      person: {type: 'node'},
      works: {type: 'link', id1: 'person', id2: 'office'},
    });
    const positions = new NodePositions();
    positions.update({
      model,
      options: {...NETWORK_DEFAULTS, freeNodeMaxMeters: 2000} as NetworkLayerOptions,
      expansion: new ComboExpansion(),
      hasFreeNodes: true,
      zoom: 3,
    });
    const [longitude, latitude] = positions.positionOf(model, 'person');
    expect(longitude).toBeCloseTo(5, 6);
    // Straight north, 2 km: 0.018° of latitude.
    expect(latitude - 52).toBeCloseTo(0.018, 3);
  });
});
