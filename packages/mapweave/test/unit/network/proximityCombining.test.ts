import {describe, expect, it} from 'vitest';
import {NETWORK_DEFAULTS, NETWORK_TUNING} from '../../../src/layers/network/options.js';
import {NetworkModel} from '../../../src/network/NetworkModel.js';
import type {NetworkLayerOptions} from '../../../src/layers/network/options.js';
import {ProximityCombining, type CombiningInput} from '../../../src/layers/network/combining/proximityCombining.js';

// Paris and Versailles, ~17 km apart (3 px at zoom 5): one combo below zoom 8 or so.
const model = new NetworkModel({
  paris: {type: 'node', latitude: 48.8566, longitude: 2.3522},
  versailles: {type: 'node', latitude: 48.8049, longitude: 2.1204},
  berlin: {type: 'node', latitude: 52.52, longitude: 13.405},
  toBerlin: {type: 'link', id1: 'paris', id2: 'berlin'},
});
const positions = new Float64Array([2.3522, 48.8566, 2.1204, 48.8049, 13.405, 52.52]);

function options(proximityCombine: boolean): NetworkLayerOptions {
  return {...(NETWORK_DEFAULTS as NetworkLayerOptions), proximityCombine};
}

function input(zoom: number, combine = true): CombiningInput {
  return {model, hidden: new Set(), range: null, positions, zoom, options: options(combine)};
}

describe('ProximityCombining', () => {
  it('combines once per zoom and keeps the result until the zoom moves a step', () => {
    expect(model.getNodeIds()).toEqual(['paris', 'versailles', 'berlin']);
    const combining = new ProximityCombining();
    expect(combining.update(input(5))).toBe(true);
    const first = combining.combination;
    expect(first?.comboNodes.map((combo) => combo.id)).toEqual(['combo:paris,versailles']);
    expect(combining.combinedZoom).toBe(5);
    expect(combining.update(input(5))).toBe(false);
    expect(combining.combination).toBe(first);

    expect(combining.followZoom(5 + NETWORK_TUNING.combineZoomStep / 2, options(true))).toBe(false);
    expect(combining.combination).toBe(first);
    expect(combining.followZoom(5 + NETWORK_TUNING.combineZoomStep, options(true))).toBe(true);
    expect(combining.combination).toBeNull();
    expect(combining.update(input(5.25))).toBe(true);
    expect(combining.combination).not.toBe(first);
    expect(combining.combinedZoom).toBe(5.25);
  });

  it('finds the combos drawn now by id', () => {
    const combining = new ProximityCombining();
    combining.update(input(5));
    expect(combining.comboNode('combo:paris,versailles')?.nodeIds).toEqual(['paris', 'versailles']);
    expect(combining.comboLink('combo-link:toBerlin')).toMatchObject({id1: 'berlin', id2: 'combo:paris,versailles'});
    expect(combining.comboNode('combo:berlin,paris')).toBeUndefined();
  });

  it('keeps an expanded combo apart', () => {
    const combining = new ProximityCombining();
    combining.update(input(5));
    combining.expansion.expand(combining.comboNode('combo:paris,versailles')!);
    combining.invalidate(options(true));
    combining.update(input(5));
    expect(combining.combination?.comboNodes).toEqual([]);
  });

  it('drops the combination when combining is switched off, once', () => {
    const combining = new ProximityCombining();
    combining.update(input(5));
    expect(combining.followZoom(9, options(false))).toBe(false);
    expect(combining.update(input(5, false))).toBe(true);
    expect(combining.combination).toBeNull();
    expect(combining.update(input(5, false))).toBe(false);
    combining.invalidate(options(false));
    expect(combining.combinedZoom).toBeNaN();
  });
});
