// @vitest-environment jsdom
import {afterEach, describe, expect, it} from 'vitest';
import {NetworkLayer, TimeBar} from '../../../src/index.js';
import {MAX_TIME} from '../../../src/core/time.js';
import {caught} from '../caught.js';

const HOUR = 3_600_000;

function networkAt(...times: number[]): NetworkLayer {
  const data: Record<string, {type: 'node'; latitude: number; longitude: number; time: number}> = {};
  times.forEach((time, index) => (data[`n${index}`] = {type: 'node', latitude: 0, longitude: index, time}));
  return new NetworkLayer({id: `net-${times.join('-')}`, data});
}

function containerElement(): HTMLElement {
  const element = document.createElement('div');
  document.body.append(element);
  return element;
}

afterEach(() => document.body.replaceChildren());

describe('TimeBar: a rejected bar leaves nothing behind', () => {
  it.each([
    ['a million bins', {bins: 1e6}],
    ['2³¹ bins', {bins: 2 ** 31}],
    [
      'a formatTime whose text cannot be made a string',
      {
        formatTime: () =>
          ({
            toString() {
              throw new Error('no');
            },
          }) as never,
      },
    ],
    [
      'a formatTime that throws a string',
      {
        formatTime: () => {
          throw 'no';
        },
      },
    ],
  ])('%s: INVALID_OPTION and no element in the container', (_name, options) => {
    const container = containerElement();
    expect(caught(() => new TimeBar({container, layers: [networkAt(0, HOUR)], ...options})).code).toBe(
      'INVALID_OPTION',
    );
    expect(container.childElementCount).toBe(0);
  });

  it('takes 1000 bins, the documented most', () => {
    const bar = new TimeBar({container: containerElement(), layers: [networkAt(0, HOUR)], bins: 1000});
    expect(bar.getCounts()).toHaveLength(1000);
    bar.destroy();
  });
});

describe('TimeBar: a rejected update changes nothing', () => {
  function setUp() {
    const first = networkAt(0, 2 * HOUR);
    const bar = new TimeBar({container: containerElement(), layers: [first], bins: 4});
    bar.range([0, HOUR]);
    const state = () => ({
      options: bar.options(),
      range: bar.range(),
      domain: bar.getDomain(),
      counts: bar.getCounts(),
      filter: first.options().timeFilterRange,
      bars: bar.element.querySelectorAll('.mapweave-timebar-bars > div').length,
      summary: bar.element.querySelector('.mapweave-timebar-summary')!.textContent,
    });
    return {bar, first, state};
  }

  it.each([
    ['bins: 1e6', {bins: 1e6}],
    ['bins: 0.5', {bins: 0.5}],
    ['a formatTime that throws', {formatTime: () => new Date(Number.NaN).toISOString()}],
    ['other layers with a bad bin count', {layers: [networkAt(5 * HOUR)], bins: -1}],
  ])('options({%s}) throws INVALID_OPTION and keeps every option, the range and the filters', (_name, partial) => {
    const {bar, state} = setUp();
    const before = state();
    expect(caught(() => bar.options(partial as never)).code).toBe('INVALID_OPTION');
    expect(state()).toEqual(before);
    bar.destroy();
  });

  it.each([Number.NaN, Infinity, '1', null])('stepBy(%s) throws INVALID_OPTION and keeps the range', (steps) => {
    const {bar, state} = setUp();
    const before = state();
    expect(caught(() => bar.stepBy(steps as never)).code).toBe('INVALID_OPTION');
    expect(state()).toEqual(before);
    bar.destroy();
  });

  it('on() with a handler that is not a function throws INVALID_OPTION', () => {
    const {bar} = setUp();
    expect(caught(() => bar.on('change', 5 as never)).code).toBe('INVALID_OPTION');
    bar.destroy();
  });

  it('a formatTime that throws only for some instants shows the default format there', () => {
    const {bar} = setUp();
    bar.options({
      formatTime: (time) => {
        if (time === HOUR / 2) throw new Error('not this one');
        return `t=${time}`;
      },
    });
    bar.range([HOUR / 2, HOUR]);
    expect(bar.element.querySelector('.mapweave-timebar-summary')!.textContent).toBe(
      `1 Jan 00:30 to t=${HOUR}, 0 items`,
    );
    bar.destroy();
  });
});

describe('TimeBar at the edges of time', () => {
  it.each([MAX_TIME, -MAX_TIME])('an item at %s ms draws without a RangeError, its domain inside a Date', (time) => {
    const bar = new TimeBar({container: containerElement(), layers: [networkAt(time)]});
    const [start, end] = bar.getDomain();
    expect(Math.abs(start)).toBeLessThanOrEqual(MAX_TIME);
    expect(Math.abs(end)).toBeLessThanOrEqual(MAX_TIME);
    expect(bar.element.textContent).toContain('1 item');
    bar.destroy();
  });

  it('a domain of the whole range of dates draws', () => {
    const bar = new TimeBar({container: containerElement(), domain: [-MAX_TIME, MAX_TIME]});
    bar.stepBy(1e308);
    expect(bar.range()[1]).toBe(MAX_TIME);
    bar.destroy();
  });
});
