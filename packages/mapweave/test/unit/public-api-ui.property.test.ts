// @vitest-environment jsdom
// Property test of the TimeBar's and toImage()'s public API, as public-api.property.test.ts does
// for the layers: for generated (and hostile) options and calls, each call succeeds or throws (or
// rejects with) a MapWeaveError with a code; a call that throws leaves what the bar reads back,
// its element and its layers' filters exactly as they were; a TimeBar that fails to be made
// leaves nothing in the page; every export settles, one at a time, at a size a browser can draw.
import fc from 'fast-check';
import {afterEach, describe, expect, it} from 'vitest';
import {MapWeaveError} from '../../src/core/errors.js';
import {NetworkLayer} from '../../src/layers/network/NetworkLayer.js';
import {ObservationsLayer} from '../../src/layers/observations/ObservationsLayer.js';
import {MapWeave} from '../../src/map/MapWeave.js';
import {MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE} from '../../src/map/imageRequest.js';
import {TimeBar} from '../../src/ui/timebar/TimeBar.js';
import {hostile, maybe} from './hostileValues.js';
import {FakeAdapter} from './map/fakeAdapter.js';

const SEED = 41;
const TIME_BAR_RUNS = 150;
const EXPORT_RUNS = 60;
const MAX_CALLS = 8;
/** Far above the seconds the runs take on a busy 2-core machine: a hang fails, a slow machine does not. */
const TIME_LIMIT_MS = 120_000;
const HOUR = 3_600_000;
const MAX_TIME = 8.64e15;

function allowedError(error: unknown): boolean {
  return error instanceof MapWeaveError && typeof error.code === 'string' && error.code.length > 0;
}

function describeError(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message.slice(0, 300)}` : typeof error;
}

/** Runs `run`; fails unless it returns or throws a MapWeaveError. Returns whether it threw. */
function attempt(what: string, run: () => unknown): boolean {
  try {
    run();
    return false;
  } catch (error) {
    if (!allowedError(error)) throw new Error(`${what} threw ${describeError(error)}`, {cause: error});
    return true;
  }
}

afterEach(() => document.body.replaceChildren());

// ---------------------------------------------------------------------------------------------
// TimeBar

const network = new NetworkLayer({
  id: 'net',
  data: {
    a: {type: 'node', latitude: 0, longitude: 0, time: 0},
    b: {type: 'node', latitude: 1, longitude: 1, time: 3 * HOUR},
    ab: {type: 'link', id1: 'a', id2: 'b', time: [HOUR, 2 * HOUR]},
  },
});
const edgeOfTime = new NetworkLayer({
  id: 'edge',
  data: {z: {type: 'node', latitude: 0, longitude: 0, time: MAX_TIME}},
});
const observations = new ObservationsLayer({
  id: 'obs',
  data: {
    entities: {ship: {}},
    observations: {o1: {entityId: 'ship', latitude: 0, longitude: 0, time: 4 * HOUR}},
  },
});
const LAYERS = [network, edgeOfTime, observations];

const time = fc.oneof(
  fc.integer({min: -10 * HOUR, max: 10 * HOUR}),
  fc.constantFrom<unknown>(MAX_TIME, -MAX_TIME, '2024-05-01', 1e300, Number.NaN),
);
const formatTimes = fc.constantFrom<unknown>(
  null,
  (value: number) => `t${value}`,
  () => {
    throw new Error('formatTime failed');
  },
  () => {
    throw 'a string';
  },
  (value: number) => {
    if (value % 2 === 1) throw new Error('odd');
    return String(value);
  },
  () => ({
    toString() {
      throw new Error('no text');
    },
  }),
);
const timeBarOptions = fc.record(
  {
    layers: maybe(fc.subarray(LAYERS)),
    domain: maybe(fc.oneof(fc.constant(null), fc.tuple(time, time))),
    bins: maybe(fc.oneof(fc.integer({min: 1, max: 60}), fc.constantFrom(0, 1000, 1001, 1e6, 2 ** 31, 0.5))),
    step: maybe(fc.oneof(fc.constant(null), fc.double({min: 1, max: HOUR, noNaN: true}), fc.constantFrom(0, -1))),
    speed: maybe(fc.constantFrom(1, 2, 5, 10, 3)),
    playbackDuration: maybe(fc.constantFrom(1, 20_000, 0, Infinity)),
    cumulative: maybe(fc.boolean()),
    theme: maybe(fc.constantFrom('auto', 'light', 'dark', 'blue')),
    label: maybe(fc.constantFrom('Time', '')),
    formatTime: maybe(formatTimes),
    typo: hostile,
  },
  {requiredKeys: []},
);
const partialOptions = fc.oneof({weight: 8, arbitrary: timeBarOptions}, {weight: 1, arbitrary: hostile});

type Call = {name: string; args: unknown[]};
const call = (name: string, ...args: fc.Arbitrary<unknown>[]): fc.Arbitrary<Call> =>
  fc.tuple(...args).map((values) => ({name, args: values}));
const timeBarCalls = fc.oneof(
  call('options', partialOptions),
  call('options', partialOptions),
  call('range', maybe(fc.tuple(time, time))),
  call('stepBy', maybe(fc.oneof(fc.integer({min: -5, max: 5}), fc.constantFrom(Number.NaN, Infinity, 1e308)))),
  call('refresh'),
  call('play'),
  call('pause'),
  call('getCounts'),
  call('getDomain'),
  call('on', maybe(fc.constantFrom('change', 'play', 'pause')), maybe(fc.constant(() => {}))),
);

/** What the bar shows and sets: options (layers by id), range, domain, counts, its element and the layers' filters. */
function readTimeBar(bar: TimeBar): unknown {
  const {layers, ...options} = bar.options();
  return {
    options,
    layers: layers.map((layer) => layer.id),
    range: bar.range(),
    domain: bar.getDomain(),
    counts: bar.getCounts(),
    html: bar.element.outerHTML,
    connected: bar.element.isConnected,
    filters: LAYERS.map((layer) => {
      const current = layer.options() as {timeFilterRange?: unknown; timeRange?: unknown};
      return current.timeFilterRange ?? current.timeRange ?? null;
    }),
  };
}

describe('the public API of the TimeBar, for generated and hostile input', () => {
  it(
    'every call succeeds or throws a MapWeaveError, and a throw changes nothing',
    async () => {
      let calls = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.oneof({weight: 8, arbitrary: timeBarOptions}, {weight: 1, arbitrary: hostile}),
          fc.array(timeBarCalls, {maxLength: MAX_CALLS}),
          async (options, sequence) => {
            const container = document.createElement('div');
            document.body.append(container);
            let bar: TimeBar | undefined;
            const config = typeof options === 'object' && options !== null ? {...options, container} : options;
            if (attempt('new TimeBar', () => (bar = new TimeBar(config as never)))) {
              expect(container.childElementCount, 'a TimeBar that threw left an element').toBe(0);
              bar = new TimeBar({container, layers: LAYERS});
            }
            for (const {name, args} of sequence) {
              calls++;
              const before = readTimeBar(bar!);
              const method = (bar as unknown as Record<string, (...values: unknown[]) => unknown>)[name]!;
              const threw = attempt(`${name}()`, () => method.apply(bar, args));
              if (threw) expect(readTimeBar(bar!), `${name}() threw and changed the bar`).toEqual(before);
              if (name === 'play') bar!.pause();
            }
            bar!.destroy();
            expect(container.childElementCount).toBe(0);
          },
        ),
        {seed: SEED, numRuns: TIME_BAR_RUNS},
      );
      expect(calls).toBeGreaterThan(TIME_BAR_RUNS);
    },
    TIME_LIMIT_MS,
  );
});

// ---------------------------------------------------------------------------------------------
// toImage()

const size = fc.oneof(
  fc.integer({min: 1, max: 600}),
  fc.constantFrom<unknown>(0.001, 4096, 8192, 8193, 1e9, 0, -1, Number.NaN, Infinity),
);
const ratio = fc.oneof(
  fc.constantFrom<unknown>(1, 2, 0.5),
  fc.constantFrom<unknown>(8e-6, 0.001, 3, 100, 0, Number.NaN),
);
const imageOptions = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record({width: maybe(size), height: maybe(size), pixelRatio: maybe(ratio)}, {requiredKeys: []}),
  },
  {weight: 1, arbitrary: hostile},
);
const exportCalls = fc.array(
  fc.oneof(
    {weight: 6, arbitrary: imageOptions.map((options) => ({name: 'toImage' as const, options}))},
    {weight: 1, arbitrary: fc.constant({name: 'whenRendered' as const, options: undefined})},
    {weight: 1, arbitrary: fc.constant({name: 'destroy' as const, options: undefined})},
  ),
  {maxLength: MAX_CALLS},
);

/** Rejects when `promise` has not settled within `ms`: every promise of the map must settle. */
function settlesWithin<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`${what} never settled`)), ms)),
  ]);
}

describe('toImage(), for generated and hostile input', () => {
  it(
    'every export resolves or rejects with a MapWeaveError, one at a time, at a size a browser can draw, and settles after destroy()',
    async () => {
      const exports = {
        requests: [] as {width: number; height: number; pixelRatio: number}[],
        running: 0,
        mostAtOnce: 0,
      };
      await fc.assert(
        fc.asyncProperty(exportCalls, async (sequence) => {
          const container = document.createElement('div');
          document.body.append(container);
          const map = new MapWeave({container, adapter: new FakeAdapter(1, exports)});
          const view = map.getViewState();
          const pending: Promise<unknown>[] = [];
          for (const {name, options} of sequence) {
            if (name === 'destroy') {
              map.destroy();
              continue;
            }
            let promise: Promise<unknown> | undefined;
            if (
              attempt(
                `${name}()`,
                () => (promise = name === 'toImage' ? map.toImage(options as never) : map.whenRendered()),
              )
            )
              continue;
            pending.push(
              settlesWithin(promise!, 10_000, `${name}()`).then(
                () => undefined,
                (error: unknown) => {
                  if (!allowedError(error)) throw new Error(`${name}() rejected with ${describeError(error)}`);
                },
              ),
            );
          }
          await Promise.all(pending);
          if (!map.isDestroyed()) {
            expect(map.getViewState()).toEqual(view);
            map.destroy();
          }
        }),
        {seed: SEED, numRuns: EXPORT_RUNS},
      );
      expect(exports.mostAtOnce).toBe(1);
      expect(exports.requests.length).toBeGreaterThan(0);
      for (const {width, height, pixelRatio} of exports.requests) {
        const [pixelWidth, pixelHeight] = [Math.round(width * pixelRatio), Math.round(height * pixelRatio)];
        expect(Math.min(pixelWidth, pixelHeight)).toBeGreaterThanOrEqual(1);
        expect(Math.max(pixelWidth, pixelHeight, width, height)).toBeLessThanOrEqual(MAX_IMAGE_SIDE);
        expect(pixelWidth * pixelHeight).toBeLessThanOrEqual(MAX_IMAGE_PIXELS);
      }
    },
    TIME_LIMIT_MS,
  );
});
