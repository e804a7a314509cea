// Hostile data: rejected updates that left a layer half-changed,
// ids and fields named like Object.prototype members, raw TypeErrors and RangeErrors, and
// invalid coordinates accepted silently.
import {describe, expect, it} from 'vitest';
import type {NetworkColumns, NetworkData, ObservationsColumns, ObservationsData} from '../../src/core/types.js';
import {createGraphEngine} from '../../src/graph/GraphEngine.js';
import {GeoJsonLayer, type GeoJsonData} from '../../src/layers/geojson/GeoJsonLayer.js';
import {NetworkLayer} from '../../src/layers/network/NetworkLayer.js';
import {ObservationsLayer} from '../../src/layers/observations/ObservationsLayer.js';
import {TileLayer} from '../../src/layers/tile/TileLayer.js';
import {caught} from './caught.js';

const code = (code: string) => expect.objectContaining({name: 'MapWeaveError', code});

const network: NetworkData = {
  a: {type: 'node', latitude: 0, longitude: 0},
  b: {type: 'node', latitude: 1, longitude: 1},
  ab: {type: 'link', id1: 'a', id2: 'b'},
};

const observations: ObservationsData = {
  entities: {e: {}},
  observations: {
    o1: {entityId: 'e', latitude: 0, longitude: 0, time: 0},
    o2: {entityId: 'e', latitude: 1, longitude: 1, time: 1},
  },
};

const point = (id: string, coordinates: unknown): GeoJSON.Feature =>
  ({type: 'Feature', id, geometry: {type: 'Point', coordinates}, properties: {}}) as GeoJSON.Feature;

/** What a layer reads back: its data and options, deep-copied through structuredClone-safe JSON. */
function state(layer: {data(): unknown; options(): unknown}): unknown {
  return JSON.parse(JSON.stringify({data: layer.data(), options: layer.options()}));
}

describe('a rejected update leaves the layer as it was', () => {
  it('BigInt64Array coordinate columns are INVALID_TYPE, not a TypeError half-way', () => {
    const layer = new NetworkLayer({id: 'n', data: network});
    const before = state(layer);
    const columns = {nodes: {ids: ['x'], latitudes: new BigInt64Array([1n]), longitudes: new BigInt64Array([1n])}};
    expect(() => layer.data(columns as unknown as NetworkColumns)).toThrow(code('INVALID_TYPE'));
    expect(() =>
      layer.data({
        nodes: {ids: ['x'], latitudes: [1], longitudes: [1]},
        links: {ids: ['l'], from: new BigUint64Array([0n]), to: [0]},
      } as unknown as NetworkColumns),
    ).toThrow(code('INVALID_TYPE'));
    const observationColumns = {
      entities: {e: {}},
      observations: {ids: ['o'], entityIds: ['e'], times: new BigInt64Array([0n]), latitudes: [0], longitudes: [0]},
    };
    expect(() => new ObservationsLayer({id: 'o', data: observationColumns as unknown as ObservationsColumns})).toThrow(
      code('INVALID_TYPE'),
    );
    expect(state(layer)).toEqual(before);
  });

  it('a predicate that throws on new data leaves data(), merge() and filter() without effect', () => {
    const boom = (id: string) => {
      if (id === 'bad') throw new Error('predicate failed');
      return true;
    };
    const net = new NetworkLayer({id: 'n', data: network, filter: (_item, id) => boom(id)});
    const before = state(net);
    expect(() => net.data({...network, bad: {type: 'node'}})).toThrow('predicate failed');
    expect(() => net.merge({bad: {type: 'node'}})).toThrow('predicate failed');
    expect(state(net)).toEqual(before);
    expect(net.getGraphEngine().nodeCount).toBe(2);

    const hideAll = () => false;
    const obs = new ObservationsLayer({id: 'o', data: observations, filter: hideAll});
    const throwing = () => {
      throw new Error('predicate failed');
    };
    expect(() => obs.filter(throwing)).toThrow('predicate failed');
    expect(obs.filter()).toBe(hideAll);
    expect(obs.getVisibleSummary()).toMatchObject({observations: 0});
    obs.filter((_observation, id) => boom(id));
    const obsBefore = state(obs);
    const withBad = {
      entities: {e: {}},
      observations: {...observations.observations, bad: {entityId: 'e', latitude: 0, longitude: 0, time: 2}},
    };
    expect(() => obs.data(withBad)).toThrow('predicate failed');
    expect(state(obs)).toEqual(obsBefore);
    expect(obs.getVisibleSummary()).toMatchObject({observations: 2});

    const geo = new GeoJsonLayer({id: 'g', data: {type: 'FeatureCollection', features: [point('p', [0, 0])]}});
    const geoBefore = state(geo);
    expect(() => geo.filter(throwing)).toThrow('predicate failed');
    expect(geo.filter()).toBeNull();
    expect(geo.getVisibleSummary()).toEqual({features: 1});
    geo.filter((feature) => boom(String(feature.id)));
    expect(() => geo.data({type: 'FeatureCollection', features: [point('bad', [1, 1])]})).toThrow('predicate failed');
    expect(state(geo)).toEqual(geoBefore);
    expect(geo.getVisibleSummary()).toEqual({features: 1});
  });

  it('options the checks let through but the layer cannot apply are rolled back', () => {
    const obs = new ObservationsLayer({id: 'o', data: observations});
    const before = state(obs);
    expect(() => obs.options({trajectory: {maximumInterval: -1}})).toThrow(code('INVALID_OPTION'));
    expect(state(obs)).toEqual(before);
    expect(obs.getTrajectories()).toHaveLength(1);
  });
});

describe('ids and fields named like Object.prototype members', () => {
  const node = {type: 'node'} as const;
  const data: NetworkData = {
    constructor: node,
    toString: node,
    hasOwnProperty: node,
    l1: {type: 'link', id1: 'constructor', id2: 'toString'},
    l2: {type: 'link', id1: 'toString', id2: 'hasOwnProperty'},
  };

  it('communities() groups them like any other ids', () => {
    expect(createGraphEngine(data).communities()).toEqual({constructor: 0, hasOwnProperty: 0, toString: 0});
    const renamed = createGraphEngine({
      a: {type: 'node'},
      b: {type: 'node'},
      c: {type: 'node'},
      l1: {type: 'link', id1: 'a', id2: 'b'},
      l2: {type: 'link', id1: 'b', id2: 'c'},
    });
    expect(Object.values(createGraphEngine(data).communities())).toEqual(Object.values(renamed.communities()));
  });

  it("weight: a field name reads the link's own field, never an inherited member", () => {
    const engine = createGraphEngine(data, {weight: 'constructor'});
    expect(engine.weighted).toBe(false);
    expect(engine.shortestPath('constructor', 'hasOwnProperty')?.length).toBe(2);
    const layer = new NetworkLayer({id: 'n', data});
    expect(layer.getGraphEngine({weight: 'toString'}).weighted).toBe(false);
    const own = createGraphEngine(
      {
        ...data,
        l1: {type: 'link', id1: 'constructor', id2: 'toString', constructor: 5} as unknown as NetworkData[string],
      },
      {weight: 'constructor'},
    );
    expect(own.shortestPath('constructor', 'hasOwnProperty')?.length).toBe(6);
  });
});

describe('hostile values in data are MapWeaveErrors, not TypeErrors or RangeErrors', () => {
  const cyclic: Record<string, unknown> = {type: 'node'};
  cyclic.latitude = cyclic;
  cyclic.longitude = 1;
  const bad: [string, unknown][] = [
    [
      'an item without a prototype, with such a latitude',
      Object.assign(Object.create(null) as object, {
        type: 'node',
        latitude: Object.create(null) as object,
        longitude: 1,
      }),
    ],
    ['a BigInt type', {type: 10n}],
    ['BigInt coordinates', {type: 'node', latitude: 1n, longitude: 1n}],
    ['a Symbol type', {type: Symbol('node')}],
    ['a cyclic item', cyclic],
    ['a BigInt colour', {type: 'node', color: 1n}],
    ['a shape without a prototype', {type: 'link', id1: 'a', id2: 'a', shape: Object.create(null) as object}],
    ['a time without a prototype (INVALID_TIME)', {type: 'node', time: Object.create(null) as object}],
  ];
  it.each(bad)('%s', (_name, item) => {
    const layer = new NetworkLayer({id: 'n', data: network});
    const before = state(layer);
    const rejected = expect.objectContaining({name: 'MapWeaveError', ids: ['x']});
    expect(() => layer.data({...network, x: item} as NetworkData)).toThrow(rejected);
    expect(() => layer.merge({x: item} as NetworkData)).toThrow(rejected);
    expect(state(layer)).toEqual(before);
  });

  it('column ids that cannot be turned into strings', () => {
    const columns = {
      nodes: {ids: [Object.create(null) as object, 1n, Symbol('s')], latitudes: [0, 0, 0], longitudes: [0, 0, 0]},
    };
    expect(caught(() => new NetworkLayer({id: 'n', data: columns as unknown as NetworkColumns})).code).toBe(
      'INVALID_ID',
    );
    const links = {
      nodes: {ids: ['a'], latitudes: [0], longitudes: [0]},
      links: {ids: ['l'], from: [Symbol('s')], to: [Object.create(null) as object]},
    };
    expect(caught(() => new NetworkLayer({id: 'n', data: links as unknown as NetworkColumns})).code).toBe(
      'UNKNOWN_LINK_END',
    );
  });

  it('ids given where an id list or an id belongs', () => {
    const layer = new NetworkLayer({id: 'n', data: network});
    const geo = new GeoJsonLayer({id: 'g', data: {type: 'FeatureCollection', features: [point('p', [0, 0])]}});
    const obs = new ObservationsLayer({id: 'o', data: observations});
    const attempts: [string, () => unknown][] = [
      ['select("unknown")', () => layer.select('unknown' as unknown as string[])],
      ['select([1n])', () => layer.select([1n] as unknown as string[])],
      ['GeoJSON select("p")', () => geo.select('p' as unknown as string[])],
      ['getBounds("a")', () => layer.getBounds('a' as unknown as string[])],
      ['GeoJSON getBounds(null)', () => geo.getBounds(null as unknown as string[])],
      ['observations getBounds({})', () => obs.getBounds({} as unknown as string[])],
      ['pin(1n)', () => layer.pin(1n as unknown as string)],
      ['pin("a", null)', () => layer.pin('a', null as unknown as undefined)],
      ['unpin(Symbol)', () => layer.unpin(Symbol('a') as unknown as string)],
      ['expandCombo(null)', () => layer.expandCombo(null as unknown as string)],
      ['collapseCombo({})', () => layer.collapseCombo({} as unknown as string)],
      ['removeItems("a")', () => layer.removeItems('a' as unknown as string[])],
    ];
    for (const [name, attempt] of attempts) expect(attempt, name).toThrow(code('INVALID_TYPE'));
    expect(() => layer.select([Object.create(null) as string])).toThrow(code('INVALID_TYPE'));
  });

  it('a tile URL or a layer id that is no string', () => {
    expect(() => new TileLayer({id: 't', data: Object.create(null) as string})).toThrow(code('INVALID_TILE_URL'));
    expect(() => new NetworkLayer({id: 10n as unknown as string})).toThrow(code('INVALID_OPTION'));
    expect(() => new NetworkLayer({id: 'n', filter: 5 as unknown as null})).toThrow(code('INVALID_OPTION'));
  });

  it('a geometry nested 100 000 levels deep', () => {
    let geometry: Record<string, unknown> = {type: 'Point', coordinates: [0, 0]};
    for (let level = 0; level < 100_000; level++) geometry = {type: 'GeometryCollection', geometries: [geometry]};
    const layer = new GeoJsonLayer({id: 'g'});
    expect(() => layer.data(geometry as unknown as GeoJsonData)).toThrow(code('INVALID_GEOJSON'));
    expect(() => layer.data({type: 'Feature', geometry, properties: {}} as unknown as GeoJsonData)).toThrow(
      /nests GeometryCollections more than 16 deep/,
    );
  });

  it('GeoJSON with BigInt or Symbol types and ids', () => {
    const layer = new GeoJsonLayer({id: 'g'});
    expect(() => layer.data({type: 10n} as unknown as GeoJsonData)).toThrow(code('INVALID_GEOJSON'));
    for (const id of [Symbol('f'), Object.create(null) as object, 1n, Number.NaN, {}]) {
      const feature = {...point('x', [0, 0]), id};
      expect(() => layer.data(feature as unknown as GeoJsonData), String(typeof id)).toThrow(code('INVALID_GEOJSON'));
    }
  });
});

describe('invalid coordinates are rejected, naming the item and the field', () => {
  it.each([
    ['strings', ['1', '2']],
    ['null', [null, 0]],
    ['true', [true, 0]],
    ['a Date', [new Date(0), 0]],
  ])('column coordinates given as %s', (_name, [latitude, longitude]) => {
    const columns = {nodes: {ids: ['ok', 'bad'], latitudes: [0, latitude], longitudes: [0, longitude]}};
    const error = caught(() => new NetworkLayer({id: 'n', data: columns as unknown as NetworkColumns}));
    expect(error.code).toBe('INVALID_TYPE');
    expect(error.ids).toEqual(['bad']);
    expect(error.message).toMatch(/Node "bad" needs finite numbers for latitude and longitude/);
    const observationColumns = {
      entities: {e: {}},
      observations: {
        ids: ['ok', 'bad'],
        entityIds: ['e', 'e'],
        times: [0, 1],
        latitudes: [0, latitude],
        longitudes: [0, longitude],
      },
    };
    expect(
      caught(() => new ObservationsLayer({id: 'o', data: observationColumns as unknown as ObservationsColumns})).ids,
    ).toEqual(['bad']);
  });

  it('GeoJSON positions with holes, too few or non-finite numbers', () => {
    const layer = new GeoJsonLayer({id: 'g'});
    // eslint-disable-next-line no-sparse-arrays
    for (const coordinates of [[, 1], [0, Number.NaN], [0], ['0', 0], [0, 1n]]) {
      expect(() => layer.data(point('p', coordinates)), String(coordinates)).toThrow(code('INVALID_GEOJSON'));
    }
    // eslint-disable-next-line no-sparse-arrays
    const line = {type: 'LineString', coordinates: [[0, 0], , [1, 1]]};
    expect(() => layer.data(line as unknown as GeoJsonData)).toThrow(code('INVALID_GEOJSON'));
    // eslint-disable-next-line no-sparse-arrays
    const collection = {type: 'FeatureCollection', features: [point('a', [0, 0]), , point('c', [0, 0])]};
    expect(() => layer.data(collection as unknown as GeoJsonData)).toThrow(/feature 1 is not a Feature/);
  });

  it('GeoJSON latitudes outside [-90, 90]; longitudes past ±180° stay allowed', () => {
    const layer = new GeoJsonLayer({id: 'g'});
    const error = caught(() =>
      layer.data({type: 'FeatureCollection', features: [point('a', [0, 0]), point('b', [10, 91])]}),
    );
    expect(error.code).toBe('COORDINATE_OUT_OF_RANGE');
    expect(error.message).toMatch(/feature 1 has a latitude outside \[-90, 90\]/);
    const polygon = {
      type: 'Polygon',
      coordinates: [
        [
          [170, 0],
          [190, 0],
          [190, 10],
          [170, 0],
        ],
      ],
    };
    expect(() => layer.data(polygon as GeoJsonData)).not.toThrow();
  });
});

describe('options that are hostile values are INVALID_OPTION, not TypeErrors or RangeErrors', () => {
  const cyclic: Record<string, unknown> = {};
  cyclic.self = cyclic;
  const attempts: [string, () => unknown][] = [
    ['a cyclic group', () => new NetworkLayer({id: 'n', options: {nodeDefaults: cyclic} as never})],
    [
      'a group given a typed array',
      () => new NetworkLayer({id: 'n', options: {nodeDefaults: new BigInt64Array(1)} as never}),
    ],
    [
      'a nested group given null',
      () => new NetworkLayer({id: 'n'}).resetOptions({nodeDefaults: {border: null}} as never),
    ],
    ['proximityCombine: null', () => new NetworkLayer({id: 'n', options: {proximityCombine: null} as never})],
    ['a BigInt mode', () => new ObservationsLayer({id: 'o', options: {mode: 1n} as never})],
    [
      'an opacity that is an array of a null-prototype object',
      () => new TileLayer({id: 't', options: {opacity: [Object.create(null)]} as never}),
    ],
    [
      'a GeoJSON opacity of the same kind',
      () => new GeoJsonLayer({id: 'g', options: {opacity: [Object.create(null)]} as never}),
    ],
    [
      'a tile minZoom of the same kind',
      () => new TileLayer({id: 't', options: {minZoom: [Object.create(null)]} as never}),
    ],
    ['a BigInt graph option', () => new NetworkLayer({id: 'n'}).getGraphEngine({directed: 1n} as never)],
  ];
  it.each(attempts)('%s', (_name, attempt) => {
    expect(attempt).toThrow(code('INVALID_OPTION'));
  });
});

describe('pin() keeps the position it checked', () => {
  it('reads latitude and longitude once', () => {
    const layer = new NetworkLayer({id: 'n', data: network});
    let reads = 0;
    const at = {
      longitude: 5,
      get latitude() {
        reads += 1;
        return reads > 1 ? Number.NaN : 10;
      },
    };
    layer.pin('a', at);
    expect(layer.getPinned().a).toEqual({latitude: 10, longitude: 5});
  });
});
