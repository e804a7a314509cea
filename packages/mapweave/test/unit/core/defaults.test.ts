import {describe, expect, it} from 'vitest';
import {mergeOptions, resetOptions} from '../../../src/core/defaults.js';
import {
  NETWORK_DEFAULTS,
  PROXIMITY_COMBINE_DEFAULTS,
  resolveProximityCombine,
} from '../../../src/layers/network/options.js';
import {OBSERVATIONS_DEFAULTS} from '../../../src/layers/observations/options.js';
import type {NetworkLayerOptions} from '../../../src/layers/network/options.js';

describe('defaults', () => {
  it('match the documented contract values', () => {
    expect(PROXIMITY_COMBINE_DEFAULTS).toEqual({radius: 40, maxZoom: 14});
    expect(OBSERVATIONS_DEFAULTS.trajectory.maximumInterval).toBe(60_000);
    expect(NETWORK_DEFAULTS.proximityCombine).toBe(false);
    expect(NETWORK_DEFAULTS.timeFilterRange).toBeNull();
  });

  it('are frozen all the way down', () => {
    expect(Object.isFrozen(NETWORK_DEFAULTS)).toBe(true);
    expect(Object.isFrozen(NETWORK_DEFAULTS.nodeDefaults.border)).toBe(true);
    expect(Object.isFrozen(OBSERVATIONS_DEFAULTS.autoRange.observations)).toBe(true);
  });
});

describe('mergeOptions', () => {
  const base = resetOptions<NetworkLayerOptions>(NETWORK_DEFAULTS);

  it('merges nested plain objects key by key without touching the inputs', () => {
    const partial = {nodeDefaults: {border: {width: 4}}};
    const merged = mergeOptions(base, partial);
    expect(merged.nodeDefaults.border).toEqual({color: NETWORK_DEFAULTS.nodeDefaults.border.color, width: 4});
    expect(merged.nodeDefaults.size).toBe(NETWORK_DEFAULTS.nodeDefaults.size);
    expect(base.nodeDefaults.border.width).toBe(NETWORK_DEFAULTS.nodeDefaults.border.width);
    expect(partial).toEqual({nodeDefaults: {border: {width: 4}}});
  });

  it('ignores undefined and keeps null as a value', () => {
    const withRange = mergeOptions(base, {timeFilterRange: [0, 10]});
    expect(mergeOptions(withRange, {timeFilterRange: undefined}).timeFilterRange).toEqual([0, 10]);
    expect(mergeOptions(withRange, {timeFilterRange: null}).timeFilterRange).toBeNull();
  });

  it('replaces arrays and functions whole', () => {
    const style = () => ({color: 'red'});
    const first = mergeOptions(base, {proximityCombine: {radius: 10, comboNodeStyle: style}});
    expect(first.proximityCombine).toEqual({radius: 10, comboNodeStyle: style});
    const replacedStyle = () => ({color: 'blue'});
    const second = mergeOptions(first, {proximityCombine: {comboNodeStyle: replacedStyle}});
    expect(second.proximityCombine).toEqual({radius: 10, comboNodeStyle: replacedStyle});

    const ranged = mergeOptions(OBSERVATIONS_DEFAULTS, {autoRange: {observations: [3, 4]}});
    expect(ranged.autoRange).toEqual({
      observations: [3, 4],
      trajectories: OBSERVATIONS_DEFAULTS.autoRange.trajectories,
    });
  });

  it('replaces a non-object value with an object and back', () => {
    const on = mergeOptions(base, {proximityCombine: true});
    expect(on.proximityCombine).toBe(true);
    const object = mergeOptions(on, {proximityCombine: {radius: 20}});
    expect(object.proximityCombine).toEqual({radius: 20});
    expect(mergeOptions(object, {proximityCombine: false}).proximityCombine).toBe(false);
  });

  it('copies nested objects so later changes to the partial do not leak in', () => {
    const partial = {labels: {visible: false}};
    const merged = mergeOptions(base, partial);
    partial.labels.visible = true;
    expect(merged.labels.visible).toBe(false);
  });
});

describe('resetOptions', () => {
  it('returns the defaults with only the partial applied', () => {
    const changed = mergeOptions<NetworkLayerOptions>(NETWORK_DEFAULTS, {freeNodeDistance: 99, selectOnClick: false});
    expect(changed.freeNodeDistance).toBe(99);
    const reset = resetOptions<NetworkLayerOptions>(NETWORK_DEFAULTS, {selectOnClick: false});
    expect(reset.freeNodeDistance).toBe(NETWORK_DEFAULTS.freeNodeDistance);
    expect(reset.selectOnClick).toBe(false);
    expect(resetOptions<NetworkLayerOptions>(NETWORK_DEFAULTS)).toEqual(NETWORK_DEFAULTS);
    expect(Object.isFrozen(resetOptions<NetworkLayerOptions>(NETWORK_DEFAULTS))).toBe(false);
  });
});

describe('resolveProximityCombine', () => {
  it('is null when off and fills defaults otherwise', () => {
    expect(resolveProximityCombine(false)).toBeNull();
    expect(resolveProximityCombine(true)).toEqual({radius: 40, maxZoom: 14});
    expect(resolveProximityCombine({radius: 10})).toEqual({radius: 10, maxZoom: 14});
  });
});
