import {describe, expect, it} from 'vitest';
import type {ObservationsData} from '../../../src/core/types.js';
import {ObservationsLayer} from '../../../src/layers/observations/ObservationsLayer.js';

/** 400 observations of 4 entities, times 0–3990 in a shuffled order, some sharing a time. */
function data(): ObservationsData {
  const observations: ObservationsData['observations'] = {};
  for (let i = 0; i < 400; i++) {
    const k = (i * 37) % 400;
    observations[`o${k}`] = {
      entityId: `e${k % 4}`,
      latitude: 10 + (k % 7),
      longitude: 20 + (k % 11),
      time: Math.floor(k / 2) * 20,
    };
  }
  return {entities: {e0: {}, e1: {}, e2: {}, e3: {}}, observations};
}

/** What the summary should say, counted the slow way: every observation tested. */
function countedByHand(
  input: ObservationsData,
  shown: (id: string) => boolean,
  range: [number, number] | null,
): number {
  return Object.entries(input.observations).filter(
    ([id, observation]) =>
      shown(id) && (!range || ((observation.time as number) >= range[0] && (observation.time as number) <= range[1])),
  ).length;
}

describe('the screen-reader summary of observations', () => {
  const ranges: [number, number][] = [
    [0, 100],
    [500, 500],
    [510, 530],
    [-50, -1],
    [0, 5000],
    [3990, 9000],
    [1234, 2345],
  ];

  /** The same observations keyed in time order (the summary then skips its sort). */
  function inTimeOrder(input: ObservationsData): ObservationsData {
    const sorted = Object.entries(input.observations).sort(([, a], [, b]) => (a.time as number) - (b.time as number));
    return {entities: input.entities, observations: Object.fromEntries(sorted)};
  }

  it('counts the observations drawn under every time range, with and without a filter, as a pass over each would', () => {
    for (const [input, filtered] of [
      [data(), false],
      [data(), true],
      [inTimeOrder(data()), false],
      [inTimeOrder(data()), true],
    ] as const) {
      const layer = new ObservationsLayer({id: 'obs', data: input, options: {mode: 'observations'}});
      const shown = filtered ? (id: string) => !/5$/.test(id) : () => true;
      if (filtered) layer.filter((_observation, id) => shown(id));
      expect(layer.getVisibleSummary().observations).toBe(countedByHand(input, shown, null));
      for (const range of ranges) {
        layer.options({timeRange: range});
        expect(layer.getVisibleSummary().observations, `${filtered ? 'filtered, ' : ''}range ${range.join('–')}`).toBe(
          countedByHand(input, shown, range),
        );
      }
    }
  });

  it('follows new data and a new filter after a count', () => {
    const layer = new ObservationsLayer({
      id: 'obs',
      data: data(),
      options: {mode: 'observations', timeRange: [0, 1000]},
    });
    expect(layer.getVisibleSummary().observations).toBe(countedByHand(data(), () => true, [0, 1000]));
    const fewer = data();
    for (const id of Object.keys(fewer.observations).slice(0, 150)) delete fewer.observations[id];
    layer.data(fewer);
    expect(layer.getVisibleSummary().observations).toBe(countedByHand(fewer, () => true, [0, 1000]));
    layer.filter((_observation, id) => id.endsWith('0'));
    expect(layer.getVisibleSummary().observations).toBe(countedByHand(fewer, (id) => id.endsWith('0'), [0, 1000]));
  });

  it('counts a new range without reading every observation', () => {
    const layer = new ObservationsLayer({id: 'obs', data: data(), options: {mode: 'observations'}});
    layer.options({timeRange: [0, 100]});
    layer.getVisibleSummary();
    const internals = layer as unknown as {shown: Uint8Array};
    const shown = internals.shown;
    // A pass over the rows would read the mask; make any such read throw.
    internals.shown = new Proxy(shown, {
      get: () => {
        throw new Error('the mask was read');
      },
    });
    for (let start = 0; start < 4000; start += 250) {
      layer.options({timeRange: [start, start + 400]});
      expect(layer.getVisibleSummary().observations).toBe(countedByHand(data(), () => true, [start, start + 400]));
    }
    internals.shown = shown;
  });
});
