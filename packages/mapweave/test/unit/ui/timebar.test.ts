import {describe, expect, it} from 'vitest';
import {GeoJsonLayer, NetworkLayer, ObservationsLayer, TimeBar} from '../../../src/index.js';
import {binCounts, countInRange, itemTimesOf, timeExtent} from '../../../src/ui/timebar/itemTimes.js';
import {clampRange, keyTarget, moveHandle, shiftRange} from '../../../src/ui/timebar/timeRange.js';
import {caught} from '../caught.js';

const HOUR = 3_600_000;
const network = new NetworkLayer({
  id: 'net',
  data: {
    a: {type: 'node', latitude: 0, longitude: 0, time: 0},
    b: {type: 'node', latitude: 1, longitude: 1, time: '1970-01-01T03:30:00Z'},
    c: {type: 'node', latitude: 2, longitude: 2},
    ab: {type: 'link', id1: 'a', id2: 'b', time: [HOUR, 3 * HOUR]},
  },
});
const observations = new ObservationsLayer({
  id: 'obs',
  data: {
    entities: {ship: {}},
    observations: {
      o1: {entityId: 'ship', latitude: 0, longitude: 0, time: 2 * HOUR},
      o2: {entityId: 'ship', latitude: 0, longitude: 1, time: 4 * HOUR},
    },
  },
});

describe('TimeBar histogram', () => {
  const times = [itemTimesOf(network.data(), 'network'), itemTimesOf(observations.data(), 'observations')];

  it('reads node and link spans and observation times; items without a time are left out', () => {
    expect(Array.from(times[0]!.starts)).toEqual([0, 3.5 * HOUR, HOUR]);
    expect(Array.from(times[0]!.ends)).toEqual([0, 3.5 * HOUR, 3 * HOUR]);
    expect(Array.from(times[1]!.starts)).toEqual([2 * HOUR, 4 * HOUR]);
    expect(timeExtent(times)).toEqual([0, 4 * HOUR]);
    expect(timeExtent([])).toBeNull();
  });

  it('counts an instant in its bin and an interval in every bin it overlaps; the last bin holds the end', () => {
    // Bins of one hour: [0,1) [1,2) [2,3) [3,4]. The link [1h, 3h] covers bins 1, 2 and 3.
    expect(binCounts(times, [0, 4 * HOUR], 4)).toEqual([1, 1, 2, 3]);
  });

  it('leaves out spans outside the domain and clips those that cross its edges', () => {
    expect(binCounts(times, [2 * HOUR, 3 * HOUR], 2)).toEqual([2, 1]);
  });

  it('counts the items a range intersects, as the GPU filter draws them', () => {
    expect(countInRange(times, [1.5 * HOUR, 2 * HOUR])).toBe(2);
    expect(countInRange(times, [3.2 * HOUR, 3.4 * HOUR])).toBe(0);
    expect(countInRange(times, [0, 4 * HOUR])).toBe(5);
  });
});

describe('TimeBar range', () => {
  const domain: [number, number] = [0, 100];

  it('clamps a range into the domain and orders its ends', () => {
    expect(clampRange([-20, 50], domain)).toEqual([0, 50]);
    expect(clampRange([80, 30], domain)).toEqual([30, 80]);
    expect(clampRange([150, 200], domain)).toEqual([100, 100]);
  });

  it('stops a handle at the other handle and at the edges', () => {
    expect(moveHandle([20, 60], 'start', 70, domain)).toEqual([60, 60]);
    expect(moveHandle([20, 60], 'end', 10, domain)).toEqual([20, 20]);
    expect(moveHandle([20, 60], 'end', 130, domain)).toEqual([20, 100]);
  });

  it('shifts a range keeping its width, stopping at the edges', () => {
    expect(shiftRange([20, 40], 10, domain)).toEqual([30, 50]);
    expect(shiftRange([20, 40], 100, domain)).toEqual([80, 100]);
    expect(shiftRange([20, 40], -100, domain)).toEqual([0, 20]);
  });

  it('maps slider keys to steps, ten steps with Shift or Page keys, and the edges with Home and End', () => {
    expect(keyTarget('ArrowRight', false, 50, 2, domain)).toBe(52);
    expect(keyTarget('ArrowLeft', false, 50, 2, domain)).toBe(48);
    expect(keyTarget('ArrowUp', true, 50, 2, domain)).toBe(70);
    expect(keyTarget('PageDown', false, 50, 2, domain)).toBe(30);
    expect(keyTarget('Home', false, 50, 2, domain)).toBe(0);
    expect(keyTarget('End', false, 50, 2, domain)).toBe(100);
    expect(keyTarget('a', false, 50, 2, domain)).toBeNull();
  });
});

describe('TimeBar options', () => {
  it.each([
    [{bins: 0}, 'Option bins of TimeBar must be an integer from 1 to 1000 (got 0)'],
    [{bins: 1001}, 'Option bins of TimeBar must be an integer from 1 to 1000 (got 1001)'],
    [{speed: 3}, 'Option speed of TimeBar must be one of 1, 2, 5, 10 (got 3)'],
    [{theme: 'blue'}, "Option theme of TimeBar must be one of 'auto', 'light', 'dark'"],
    [{step: -1}, 'Option step of TimeBar must be a finite number > 0 or null'],
    [{layers: [{}]}, 'Option layers of TimeBar must be an array of NetworkLayer and ObservationsLayer instances'],
    [{colour: 'red'}, 'Unknown option "colour" for TimeBar'],
  ])('rejects %j with INVALID_OPTION', (options, message) => {
    const error = caught(() => new TimeBar(options as never));
    expect(error.code).toBe('INVALID_OPTION');
    expect(error.message).toContain(message);
  });

  it('rejects a layer without a time filter, naming it', () => {
    const roads = new GeoJsonLayer({id: 'roads'});
    const error = caught(() => new TimeBar({layers: [roads as never]}));
    expect(error.code).toBe('INVALID_OPTION');
    expect(error.message).toContain('layers[0] of TimeBar ("roads") has no time filter');
  });

  it('rejects an unreadable domain with INVALID_TIME and a missing host with INVALID_CONTAINER', () => {
    expect(caught(() => new TimeBar({domain: ['yesterday', 0]})).code).toBe('INVALID_TIME');
    const error = caught(() => new TimeBar({layers: [network]}));
    expect(error.code).toBe('INVALID_CONTAINER');
    expect(error.message).toContain('TimeBar needs a container');
  });
});
