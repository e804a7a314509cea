// Property test of every layer's public API: for arbitrary (and hostile) data, options, filters
// and arguments, each call either succeeds or throws a MapWeaveError with a code (a filter
// predicate's own error may pass through); a call that throws leaves what the layer reads back
// (data(), options(), filter(), visible(), selection…) exactly as it was; and what a layer holds
// after a call that succeeds loads into a new layer, so nothing invalid was accepted.
import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {MapWeaveError} from '../../src/core/errors.js';
import type {AnyLayer} from '../../src/core/Layer.js';
import {GeoJsonLayer} from '../../src/layers/geojson/GeoJsonLayer.js';
import {NetworkLayer} from '../../src/layers/network/NetworkLayer.js';
import {ObservationsLayer} from '../../src/layers/observations/ObservationsLayer.js';
import {TileLayer} from '../../src/layers/tile/TileLayer.js';
import {hostile, maybe} from './hostileValues.js';

const SEED = 26;
const RUNS_PER_LAYER = 500;
const MAX_CALLS = 8;
/** Far above the few seconds the runs take on a busy 2-core machine: a hang fails, a slow machine does not. */
const TIME_LIMIT_MS = 60_000;

/** What a user's predicate throws: its own error may pass through, the layer must still be unchanged. */
const USER_ERROR = new Error("thrown by the user's predicate");

const ids = fc.constantFrom('a', 'b', 'c', 'constructor', 'toString', 'valueOf', '0');
const entityIds = fc.constantFrom('e', 'hasOwnProperty', 'toString');
const observationIds = fc.constantFrom('o1', 'o2', 'o3', 'constructor');
const id = maybe(ids);
const latitude = maybe(fc.double({min: -95, max: 95, noNaN: true}));
const longitude = maybe(fc.double({min: -185, max: 185, noNaN: true}));

/** A record keyed by `keys`; sometimes an object without a prototype, now and then with `__proto__` as an own key. */
function record(keys: fc.Arbitrary<string>, value: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const key = fc.oneof({weight: 60, arbitrary: keys}, {weight: 1, arbitrary: fc.constant('__proto__')});
  return fc
    .tuple(fc.uniqueArray(fc.tuple(key, value), {maxLength: 5, selector: ([itemId]) => itemId}), fc.boolean())
    .map(([entries, bare]) => {
      const result: Record<string, unknown> = bare ? (Object.create(null) as Record<string, unknown>) : {};
      for (const [itemId, item] of entries)
        Object.defineProperty(result, itemId, {value: item, enumerable: true, writable: true, configurable: true});
      return result;
    });
}

/** Values that compare with numbers as if they were some: `'1' >= -90`, `null <= 90`. */
const numberLike = fc.oneof(
  fc.constantFrom<unknown>('1', '', null, true, false, [5]),
  fc.constant(null).map(() => new Date(0)),
);

/** A column of `length` rows: an array of `values`, a typed array, or something else. */
function column(values: fc.Arbitrary<unknown>, length: number): fc.Arbitrary<unknown> {
  const rows = {minLength: length, maxLength: length};
  return fc.oneof(
    {weight: 6, arbitrary: fc.array(values, rows)},
    {weight: 3, arbitrary: fc.array(fc.oneof(values, numberLike), rows)},
    {
      weight: 2,
      arbitrary: fc
        .array(fc.double({min: -90, max: 90, noNaN: true}), rows)
        .map((numbers) => Float64Array.from(numbers)),
    },
    {weight: 2, arbitrary: fc.array(fc.integer({min: -1, max: 4}), rows).map((numbers) => Int32Array.from(numbers))},
    {
      weight: 1,
      arbitrary: fc.array(fc.bigInt({min: -10n, max: 10n}), rows).map((numbers) => BigInt64Array.from(numbers)),
    },
    {weight: 1, arbitrary: fc.array(values, {maxLength: 4})},
    {weight: 1, arbitrary: hostile},
  );
}

/** A column of ids (an array, as the column forms require), `length` rows, mostly distinct; `values` offers at least 4. */
function idColumn(values: fc.Arbitrary<unknown>, length: number): fc.Arbitrary<unknown> {
  const rows = {minLength: length, maxLength: length};
  return fc.oneof(
    {weight: 8, arbitrary: fc.uniqueArray(values, rows)},
    {weight: 2, arbitrary: fc.array(values, rows)},
    {weight: 1, arbitrary: hostile},
  );
}

/** Columns of one length, `length` rows each. */
function columns(spec: (length: number) => Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<unknown> {
  return fc.integer({min: 0, max: 4}).chain((length) => fc.record(spec(length)));
}

/** Optional fields: each present about half the time. */
const optional = <T extends Record<string, fc.Arbitrary<unknown>>>(fields: T) => fc.record(fields, {requiredKeys: []});

// ---------------------------------------------------------------------------------------------
// Data of each layer: plausible shapes with hostile values inside, and hostile values whole

const color = maybe(fc.constantFrom('#2563eb', 'red', 'rgba(1, 2, 3, 0.5)', [1, 2, 3]));
const time = maybe(fc.oneof(fc.integer({min: -1e6, max: 1e6}), fc.constantFrom('2024-05-01', '2024-05-02T10:00Z')));
const size = maybe(fc.double({min: 0, max: 20, noNaN: true}));

const node = fc
  .tuple(
    fc.option(fc.tuple(latitude, longitude)),
    optional({color, size, label: maybe(fc.string({maxLength: 5})), time, data: hostile}),
  )
  .map(([position, fields]) => ({
    type: 'node',
    ...(position ? {latitude: position[0], longitude: position[1]} : {}),
    ...fields,
  }));
const linkEnd = maybe(fc.constantFrom('a', 'b', 'constructor'));
const link = fc
  .tuple(
    linkEnd,
    linkEnd,
    optional({
      color,
      weight: maybe(fc.double({min: 0.5, max: 5, noNaN: true})),
      shape: maybe(fc.constantFrom('straight', 'arc', 'geodesic')),
      dashed: maybe(fc.constantFrom(true, false, [4, 2])),
      time,
      data: hostile,
    }),
  )
  .map(([id1, id2, fields]) => ({type: 'link', id1, id2, ...fields}));
const networkItem = fc.oneof(
  {weight: 12, arbitrary: node},
  {weight: 6, arbitrary: link},
  {weight: 1, arbitrary: hostile},
);
const networkRecord = record(ids, networkItem);

const networkColumns = fc.record(
  {
    nodes: columns((length) => ({
      ids: idColumn(fc.constantFrom('a', 'b', 'c', 'd'), length),
      latitudes: column(latitude, length),
      longitudes: column(longitude, length),
    })),
    links: columns((length) => ({
      ids: idColumn(fc.constantFrom('l1', 'l2', 'l3', 'l4'), length),
      from: column(fc.integer({min: -1, max: 2}), length),
      to: column(fc.integer({min: -1, max: 2}), length),
    })),
  },
  {requiredKeys: ['nodes']},
);

const networkData = fc.oneof(
  {weight: 8, arbitrary: networkRecord},
  {weight: 2, arbitrary: networkColumns},
  {weight: 1, arbitrary: hostile},
);

const observation = fc
  .tuple(maybe(entityIds), latitude, longitude, time, optional({data: hostile}))
  .map(([entityId, lat, lon, at, fields]) => ({entityId, latitude: lat, longitude: lon, time: at, ...fields}));
const entity = optional({color, size, label: maybe(fc.string({maxLength: 5}))});
const observationsColumns = fc.record({
  entities: record(entityIds, entity),
  observations: columns((length) => ({
    ids: idColumn(maybe(observationIds), length),
    entityIds: maybe(fc.array(maybe(entityIds), {minLength: length, maxLength: length})),
    times: column(time, length),
    latitudes: column(latitude, length),
    longitudes: column(longitude, length),
  })),
});
const observationsData = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record({entities: record(entityIds, entity), observations: record(observationIds, observation)}),
  },
  {weight: 2, arbitrary: observationsColumns},
  {weight: 1, arbitrary: hostile},
);

const position = maybe(fc.tuple(longitude, latitude));
const point = fc.record({type: fc.constant('Point'), coordinates: position});
const geometry = fc.oneof(
  {weight: 3, arbitrary: point},
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('LineString'),
      coordinates: maybe(fc.array(position, {minLength: 2, maxLength: 3})),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('Polygon'),
      coordinates: fc.array(fc.array(position, {minLength: 4, maxLength: 5}), {maxLength: 2}),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({type: fc.constant('GeometryCollection'), geometries: fc.array(point, {maxLength: 2})}),
  },
  {weight: 1, arbitrary: hostile},
);
const feature = fc
  .tuple(
    maybe(fc.constant('Feature')),
    fc.option(maybe(ids)),
    geometry,
    fc.oneof(fc.constant(null), record(ids, hostile), hostile),
  )
  .map(([type, featureId, featureGeometry, properties]) => ({
    type,
    ...(featureId === null ? {} : {id: featureId}),
    geometry: featureGeometry,
    properties,
  }));
const geoJsonData = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({type: fc.constant('FeatureCollection'), features: fc.array(feature, {maxLength: 4})}),
  },
  {weight: 1, arbitrary: feature},
  {weight: 1, arbitrary: geometry},
  {weight: 1, arbitrary: hostile},
);

const tileData = fc.oneof(
  fc.constantFrom('https://t.example/{z}/{x}/{y}.png', 'https://t.example/{z}/{y}.png'),
  hostile,
);

// ---------------------------------------------------------------------------------------------
// Options: the layer's own option names (and a typo) with nested partials and hostile values

function optionsOf(defaults: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = Object.keys(defaults);
  const nestedKeys = [...new Set(keys.flatMap((key) => (isObject(defaults[key]) ? Object.keys(defaults[key]) : [])))];
  const leaf = fc.oneof(
    {weight: 2, arbitrary: hostile},
    {
      weight: 1,
      arbitrary: fc.constantFrom<unknown>(0, 0.5, 1, 8, 40, true, false, null, '#ff0000', [0, 1], 'both', 'auto'),
    },
  );
  const nested = fc.dictionary(fc.constantFrom(...nestedKeys, 'typo'), leaf, {maxKeys: 3});
  const partial = fc.dictionary(fc.constantFrom(...keys, 'typo'), fc.oneof(leaf, nested), {maxKeys: 3});
  return fc.oneof({weight: 5, arbitrary: partial}, {weight: 1, arbitrary: hostile});
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// ---------------------------------------------------------------------------------------------
// Calls

/** Accepted while no item has the id "c" (no observation the entity "e", no feature the id "0"), so data added later makes it throw. */
function throwsForC(item: unknown, itemId: unknown): boolean {
  const {id: featureId, entityId} = (item ?? {}) as {id?: unknown; entityId?: unknown};
  if (itemId === 'c' || entityId === 'e' || featureId === 'c' || featureId === '0') throw USER_ERROR;
  return true;
}

const predicates = fc.constantFrom<unknown>(
  null,
  () => true,
  () => false,
  (_item: unknown, itemId: unknown) => String(itemId).length % 2 === 0,
  () => 10n,
  () => {
    throw USER_ERROR;
  },
  throwsForC,
);
const predicate = fc.oneof({weight: 6, arbitrary: predicates}, {weight: 1, arbitrary: hostile});

/** A layer's filter when it is made: often one that throws for some of the data to come. */
const initialFilter = fc.oneof(
  {weight: 2, arbitrary: fc.constant(throwsForC)},
  {weight: 1, arbitrary: fc.constant(undefined)},
  {weight: 1, arbitrary: predicate},
);

type Call = {name: string; args: unknown[]};
const call = (name: string, ...args: fc.Arbitrary<unknown>[]): fc.Arbitrary<Call> =>
  fc.tuple(...args).map((values) => ({name, args: values}));
const idList = maybe(fc.array(fc.oneof(ids, entityIds, observationIds, fc.constantFrom('f0', '1')), {maxLength: 3}));

function commonCalls(data: fc.Arbitrary<unknown>, options: fc.Arbitrary<unknown>): fc.Arbitrary<Call>[] {
  return [
    call('data', data),
    call('data', data),
    call('options', options),
    call('options', options),
    call('resetOptions', options),
    call('filter', predicate),
    call('filter', predicate),
    call('visible', maybe(fc.boolean())),
    call('getBounds', fc.oneof(fc.constant(undefined), idList)),
  ];
}

interface LayerCase {
  name: string;
  create: (data: unknown, options: unknown, filter?: unknown) => AnyLayer;
  data: fc.Arbitrary<unknown>;
  options: fc.Arbitrary<unknown>;
  calls: fc.Arbitrary<Call>;
  /** Methods that only read: they must never throw anything but a MapWeaveError. */
  reads: string[];
  /** Reads of state that a call that throws must leave as it was, besides data, options, filter and visibility. */
  state: string[];
}

const networkOptions = optionsOf(new NetworkLayer({id: 'defaults'}).options() as unknown as Record<string, unknown>);
const observationsOptions = optionsOf(
  new ObservationsLayer({id: 'defaults'}).options() as unknown as Record<string, unknown>,
);
const geoJsonOptions = optionsOf(new GeoJsonLayer({id: 'defaults'}).options() as unknown as Record<string, unknown>);
const tileOptions = optionsOf(new TileLayer({id: 'defaults'}).options() as unknown as Record<string, unknown>);

const cases: LayerCase[] = [
  {
    name: 'NetworkLayer',
    create: (data, options, filter) =>
      new NetworkLayer({id: 'n', data: data as never, options: options as never, filter: filter as never}),
    data: networkData,
    options: networkOptions,
    calls: fc.oneof(
      ...commonCalls(networkData, networkOptions),
      call('merge', networkData),
      call('merge', networkRecord),
      call('removeItems', idList),
      call('select', idList),
      call('pin', id, fc.oneof(fc.constant(undefined), fc.record({latitude, longitude}), hostile)),
      call('unpin', id),
      call('expandCombo', id),
      call('collapseCombo', id),
      call(
        'getGraphEngine',
        fc.oneof(
          fc.constant(undefined),
          fc.record(
            {directed: maybe(fc.boolean()), weight: maybe(fc.constantFrom('weight', 'constructor', 'size', null))},
            {requiredKeys: []},
          ),
          hostile,
        ),
      ),
    ),
    reads: ['getNodePositions', 'getExpandedCombos', 'getVisibleSummary', 'renderLayers'],
    state: ['getPinned', 'getSelection'],
  },
  {
    name: 'ObservationsLayer',
    create: (data, options, filter) =>
      new ObservationsLayer({id: 'o', data: data as never, options: options as never, filter: filter as never}),
    data: observationsData,
    options: observationsOptions,
    calls: fc.oneof(...commonCalls(observationsData, observationsOptions)),
    reads: ['getTrackerNodePositions', 'getVisibleSummary', 'renderLayers'],
    state: ['getTrajectories'],
  },
  {
    name: 'GeoJsonLayer',
    create: (data, options, filter) =>
      new GeoJsonLayer({id: 'g', data: data as never, options: options as never, filter: filter as never}),
    data: geoJsonData,
    options: geoJsonOptions,
    calls: fc.oneof(...commonCalls(geoJsonData, geoJsonOptions), call('select', idList)),
    reads: ['getVisibleSummary', 'renderLayers'],
    state: ['getSelection'],
  },
  {
    name: 'TileLayer',
    create: (data, options, filter) =>
      new TileLayer({id: 't', data: data as never, options: options as never, filter: filter as never}),
    data: tileData,
    options: tileOptions,
    calls: fc.oneof(...commonCalls(tileData, tileOptions)),
    reads: ['getAttribution', 'renderLayers'],
    state: [],
  },
];

// ---------------------------------------------------------------------------------------------
// The contract

/** A deep copy that keeps cycles, functions and symbols, so a later change to the original shows. */
function snapshot(value: unknown, copies = new Map<object, unknown>()): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (copies.has(value)) return copies.get(value);
  if (ArrayBuffer.isView(value)) return (value as unknown as {slice(): unknown}).slice();
  const prototype = Object.getPrototypeOf(value) as object | null;
  // Maps, Sets, boxed primitives and class instances are compared as they are.
  if (!Array.isArray(value) && prototype !== Object.prototype && prototype !== null) return value;
  const copy: Record<PropertyKey, unknown> = Array.isArray(value) ? new Array(value.length) : Object.create(prototype);
  copies.set(value, copy);
  for (const key of Object.keys(value)) {
    // Defined, not assigned: an own key `__proto__` must not become the copy's prototype.
    Object.defineProperty(copy, key, {
      value: snapshot((value as Record<string, unknown>)[key], copies),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return copy;
}

/** Whether `error` is what the contract allows a call to throw. */
function allowedError(error: unknown): boolean {
  if (error === USER_ERROR) return true;
  return (
    error instanceof MapWeaveError &&
    typeof error.code === 'string' &&
    error.code.length > 0 &&
    typeof error.message === 'string'
  );
}

function describeError(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message.slice(0, 300)}` : typeof error;
}

/** Runs `run`; fails unless it returns or throws an allowed error. Returns whether it threw. */
function attempt(what: string, run: () => unknown): boolean {
  try {
    run();
    return false;
  } catch (error) {
    if (!allowedError(error)) throw new Error(`${what} threw ${describeError(error)}`, {cause: error});
    return true;
  }
}

/** What a layer reads back: data and options, its filter and visibility, and the layer's own state (`reads`). */
/** Data to load into a new layer: a TileLayer without a URL reads back '', which it does not take as a URL. */
function loadable(data: unknown): unknown {
  return data === '' ? undefined : data;
}

function readBack(layer: AnyLayer, state: string[]): Record<string, unknown> {
  const values: Record<string, unknown> = {
    data: snapshot(layer.data()),
    options: snapshot(layer.options()),
    filter: layer.filter(),
    visible: layer.visible(),
  };
  for (const read of state) values[read] = snapshot((layer as unknown as Record<string, () => unknown>)[read]!());
  return values;
}

/** Whatever a layer holds is valid input: the data and options it reads back load into a new layer. */
function expectReloadable(layerCase: LayerCase, layer: AnyLayer, after: string): void {
  if (
    attempt(`reloading after ${after}`, () => layerCase.create(loadable(layer.data()), layer.options(), layer.filter()))
  ) {
    throw new Error(`after ${after} the layer holds data or options that a new layer rejects`);
  }
}

describe('the public API of every layer, for arbitrary and hostile input', () => {
  it.each(cases)(
    '$name: every call succeeds or throws a MapWeaveError, and a throw changes nothing',
    (layerCase) => {
      let calls = 0;
      const sequences = fc.array(layerCase.calls, {maxLength: MAX_CALLS});
      fc.assert(
        fc.property(
          layerCase.data,
          fc.option(layerCase.options, {freq: 3, nil: undefined}),
          initialFilter,
          sequences,
          (data, options, filter, sequence) => {
            let layer: AnyLayer | undefined;
            attempt(`new ${layerCase.name}`, () => (layer = layerCase.create(data, options, filter)));
            if (layer) expectReloadable(layerCase, layer, 'the constructor');
            else
              attempt(
                `new ${layerCase.name} without data`,
                () => (layer = layerCase.create(undefined, undefined, filter)),
              );
            layer ??= layerCase.create(undefined, undefined);
            for (const {name, args} of sequence) {
              calls++;
              const before = readBack(layer, layerCase.state);
              const method = (layer as unknown as Record<string, (...values: unknown[]) => unknown>)[name]!;
              const threw = attempt(`${name}()`, () => method.apply(layer, args));
              if (threw)
                expect(readBack(layer, layerCase.state), `${name}() threw and changed the layer`).toEqual(before);
              else expectReloadable(layerCase, layer, `${name}()`);
              for (const read of layerCase.reads) {
                attempt(`${read}() after ${name}()`, () =>
                  (layer as unknown as Record<string, () => unknown>)[read]!(),
                );
              }
            }
          },
        ),
        {seed: SEED, numRuns: RUNS_PER_LAYER},
      );
      expect(calls).toBeGreaterThan(RUNS_PER_LAYER);
    },
    TIME_LIMIT_MS,
  );
});
