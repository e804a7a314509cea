import { describe, expect, it } from 'vitest';
import type { NetworkData } from '../../../src/core/types.js';
import { combineByProximity, type CombineOptions } from '../../../src/layers/network/combine.js';
import { layoutNetwork } from '../../../src/layers/network/layout.js';
import { NetworkModel } from '../../../src/layers/network/model.js';

/** Combines with and without the model's link end rows, checks both agree, returns one. */
function combine(data: NetworkData, options: CombineOptions, mask?: Uint8Array) {
  const model = new NetworkModel(data);
  const { positions } = layoutNetwork(model, { zoom: options.zoom, distance: 40 });
  const nodes = { ids: model.getNodeIds(), positions, ...(mask ? { mask } : {}) };
  const links = { ids: model.getLinkIds(), ends: model.getLinks() };
  const byIds = combineByProximity(nodes, links, options);
  const byRows = combineByProximity(nodes, { ...links, endRows: model.linkEndRows() }, options);
  expect(byRows).toEqual(byIds);
  return byRows;
}

// Paris and Versailles, ~17 km apart; Berlin far away.
const data: NetworkData = {
  paris: { type: 'node', latitude: 48.8566, longitude: 2.3522 },
  versailles: { type: 'node', latitude: 48.8049, longitude: 2.1204 },
  berlin: { type: 'node', latitude: 52.52, longitude: 13.405 },
  inner: { type: 'link', id1: 'paris', id2: 'versailles' },
  toBerlin1: { type: 'link', id1: 'paris', id2: 'berlin' },
  toBerlin2: { type: 'link', id1: 'berlin', id2: 'versailles' },
};

describe('combineByProximity', () => {
  it('combines two close nodes at a low zoom', () => {
    // At zoom 5 the two cities are ~3 px apart.
    const result = combine(data, { zoom: 5, radius: 40, maxZoom: 14 });
    expect(result.comboNodes).toHaveLength(1);
    const [combo] = result.comboNodes;
    expect(combo!.id).toBe('combo:paris,versailles');
    expect(combo!.nodeIds).toEqual(['paris', 'versailles']);
    expect(combo!.latitude).toBeGreaterThan(48.8049);
    expect(combo!.latitude).toBeLessThan(48.8566);
    expect(result.nodeToCombo.get('paris')).toBe('combo:paris,versailles');
    expect(result.nodeToCombo.has('berlin')).toBe(false);
  });

  it('separates them at a high zoom', () => {
    // At zoom 12 they are ~700 px apart.
    const result = combine(data, { zoom: 12, radius: 40, maxZoom: 14 });
    expect(result.comboNodes).toEqual([]);
    expect(result.comboLinks).toEqual([]);
    expect(result.linkToCombo.size).toBe(0);
  });

  it('does not combine above maxZoom', () => {
    expect(combine(data, { zoom: 5, radius: 40, maxZoom: 4 }).comboNodes).toEqual([]);
  });

  it('hides links inside a combo and merges parallel links between the same groups', () => {
    const result = combine(data, { zoom: 5, radius: 40, maxZoom: 14 });
    expect(result.linkToCombo.get('inner')).toBeNull();
    expect(result.comboLinks).toEqual([
      { id: 'combo-link:toBerlin1,toBerlin2', id1: 'berlin', id2: 'combo:paris,versailles', linkIds: ['toBerlin1', 'toBerlin2'] },
    ]);
    expect(result.linkToCombo.get('toBerlin1')).toBe('combo-link:toBerlin1,toBerlin2');
  });

  it('leaves masked-out nodes alone', () => {
    const result = combine(data, { zoom: 5, radius: 40, maxZoom: 14 }, new Uint8Array([1, 0, 1]));
    expect(result.comboNodes).toEqual([]);
  });

  it('dissolves expanded combos', () => {
    const result = combine(data, { zoom: 5, radius: 40, maxZoom: 14, expanded: new Set(['combo:paris,versailles']) });
    expect(result.comboNodes).toEqual([]);
    expect(result.linkToCombo.size).toBe(0);
  });

  it('merges links between a combo and a node drawn on its own, whatever their direction', () => {
    const withHub: NetworkData = {
      ...data,
      rome: { type: 'node', latitude: 41.9, longitude: 12.5 },
      r1: { type: 'link', id1: 'rome', id2: 'paris' },
      r2: { type: 'link', id1: 'versailles', id2: 'rome' },
      solo: { type: 'link', id1: 'rome', id2: 'berlin' },
    };
    const result = combine(withHub, { zoom: 5, radius: 40, maxZoom: 14 });
    expect(result.comboLinks).toContainEqual({
      id: 'combo-link:r1,r2',
      id1: 'combo:paris,versailles',
      id2: 'rome',
      linkIds: ['r1', 'r2'],
    });
    // Neither end combined: drawn as it is.
    expect(result.linkToCombo.has('solo')).toBe(false);
  });

  it('takes nodes within the radius of a group’s first node, not chains beyond it', () => {
    // Three nodes on the equator 30 px apart at zoom 0 (30 px = 30/512·360° ≈ 21.09°).
    const step = (30 / 512) * 360;
    const line: NetworkData = {
      a: { type: 'node', latitude: 0, longitude: 0 },
      b: { type: 'node', latitude: 0, longitude: step },
      c: { type: 'node', latitude: 0, longitude: 2 * step },
    };
    const result = combine(line, { zoom: 0, radius: 40, maxZoom: 14 });
    // a opens a group and takes b (30 px); c is 60 px from a and stays alone.
    expect(result.comboNodes.map((combo) => combo.nodeIds)).toEqual([['a', 'b']]);
  });
});
