// Hostile input to the network model and graph analysis: the same graph gives the same numbers whatever the
// order of its data, reserved ids, raw TypeErrors, quadratic hub updates, garbage accepted
// silently and getters that change between validation and use.
import {afterEach, describe, expect, it, vi} from 'vitest';
import {NetworkModel} from '../../src/network/NetworkModel.js';
import {toMillis} from '../../src/core/time.js';
import type {NetworkData, ObservationsData} from '../../src/core/types.js';
import {analyzeInWorker} from '../../src/graph/analyzeInWorker.js';
import {createGraphEngine} from '../../src/graph/GraphEngine.js';
import {NetworkLayer} from '../../src/layers/network/NetworkLayer.js';
import {ObservationsLayer} from '../../src/layers/observations/ObservationsLayer.js';

const code = (code: string) => expect.objectContaining({name: 'MapWeaveError', code});

describe('results do not depend on the order of the data', () => {
  // Found by search: 9 nodes and 12 links whose communities changed when the keys were reversed.
  const links: [string, string][] = [
    ['n7', 'n0'],
    ['n4', 'n0'],
    ['n0', 'n6'],
    ['n7', 'n8'],
    ['n3', 'n2'],
    ['n3', 'n4'],
    ['n5', 'n6'],
    ['n3', 'n7'],
    ['n6', 'n6'],
    ['n1', 'n0'],
    ['n1', 'n6'],
    ['n2', 'n8'],
  ];
  const data: NetworkData = {};
  for (let i = 0; i < 9; i++) data[`n${i}`] = {type: 'node'};
  links.forEach(([id1, id2], i) => (data[`l${i}`] = {type: 'link', id1, id2}));
  const reversed = Object.fromEntries(Object.entries(data).reverse());
  const swappedEnds = Object.fromEntries(
    Object.entries(data).map(([id, item]) => [
      id,
      item.type === 'link' ? {...item, id1: item.id2, id2: item.id1} : item,
    ]),
  );
  const renamedLinks = Object.fromEntries(
    Object.entries(data).map(([id, item]) => [item.type === 'link' ? `z${id}` : id, item]),
  );

  it('communities, betweenness and closeness are the same for reversed keys, swapped ends and other link ids', () => {
    const expected = createGraphEngine(data);
    for (const variant of [reversed, swappedEnds, renamedLinks]) {
      const engine = createGraphEngine(variant);
      expect(engine.communities()).toEqual(expected.communities());
      expect(engine.betweenness()).toEqual(expected.betweenness());
      expect(engine.closeness()).toEqual(expected.closeness());
    }
    // Not everything in one community: the test would pass trivially otherwise.
    expect(new Set(Object.values(expected.communities())).size).toBeGreaterThan(1);
  });

  it('weighted communities too', () => {
    const weighted = Object.fromEntries(
      Object.entries(data).map(([id, item], i) => [id, item.type === 'link' ? {...item, weight: 1 + (i % 4)} : item]),
    );
    const reversedWeighted = Object.fromEntries(Object.entries(weighted).reverse());
    expect(createGraphEngine(reversedWeighted).communities()).toEqual(createGraphEngine(weighted).communities());
  });
});

describe('the id __proto__', () => {
  const proto = (item: object) => JSON.parse(`{"__proto__": ${JSON.stringify(item)}}`) as NetworkData;

  it('is rejected with INVALID_ID wherever ids key data', async () => {
    const node = proto({type: 'node', latitude: 1, longitude: 2});
    expect(() => new NetworkLayer({id: 'n', data: node})).toThrow(code('INVALID_ID'));
    expect(() => new NetworkLayer({id: 'n'}).data(node)).toThrow(code('INVALID_ID'));
    expect(() => new NetworkLayer({id: 'n'}).merge(node)).toThrow(code('INVALID_ID'));
    expect(() => createGraphEngine(node)).toThrow(code('INVALID_ID'));
    await expect(analyzeInWorker(node, 'degrees')).rejects.toMatchObject({code: 'INVALID_ID', ids: ['__proto__']});
    const entities = JSON.parse('{"__proto__": {}}') as ObservationsData['entities'];
    expect(() => new ObservationsLayer({id: 'o', data: {entities, observations: {}}})).toThrow(code('INVALID_ID'));
    const observations = JSON.parse(
      '{"__proto__": {"entityId": "e", "latitude": 0, "longitude": 0, "time": 0}}',
    ) as ObservationsData['observations'];
    expect(() => new ObservationsLayer({id: 'o', data: {entities: {e: {}}, observations}})).toThrow(code('INVALID_ID'));
  });

  it('leaves the layer as it was', () => {
    const layer = new NetworkLayer({id: 'n', data: {a: {type: 'node', latitude: 0, longitude: 0}}});
    expect(() => layer.merge(proto({type: 'node'}))).toThrow(code('INVALID_ID'));
    expect(Object.keys(layer.data())).toEqual(['a']);
  });

  it('other names of Object.prototype members are kept in every id-keyed output', () => {
    const ids = ['constructor', 'toString', 'hasOwnProperty', 'valueOf'];
    const data: NetworkData = {};
    ids.forEach((id, i) => (data[id] = {type: 'node', latitude: i, longitude: i}));
    data.link = {type: 'link', id1: 'constructor', id2: 'toString'};
    const layer = new NetworkLayer({id: 'n', data});
    for (const record of [
      layer.data(),
      layer.getNodePositions(),
      layer.getGraphEngine().degrees(),
      layer.getGraphEngine().betweenness(),
    ]) {
      for (const id of ids) expect(Object.hasOwn(record, id)).toBe(true);
    }
    layer.data(layer.data());
    expect(layer.getGraphEngine().degrees()).toEqual({constructor: 1, toString: 1, hasOwnProperty: 0, valueOf: 0});
    const observations = new ObservationsLayer({
      id: 'o',
      data: {
        entities: {constructor: {}},
        observations: {o1: {entityId: 'constructor', latitude: 1, longitude: 1, time: 0}},
      },
      options: {currentTime: 0},
    });
    expect(Object.hasOwn(observations.getTrackerNodePositions(), 'constructor')).toBe(true);
  });
});

describe('merge of a null item', () => {
  it('is INVALID_TYPE naming the item, like the constructor and data()', () => {
    const layer = new NetworkLayer({id: 'n', data: {a: {type: 'node'}}});
    const bad = {q: null} as unknown as NetworkData;
    for (const attempt of [
      () => layer.merge(bad),
      () => layer.data(bad),
      () => new NetworkLayer({id: 'm', data: bad}),
    ]) {
      expect(attempt).toThrow(expect.objectContaining({code: 'INVALID_TYPE', ids: ['q']}));
    }
  });
});

describe('updating or removing every link of a hub', () => {
  afterEach(() => vi.restoreAllMocks());

  /** Array elements that `indexOf` scanned while `run` ran: quadratic work shows here, not in a timing. */
  function elementsScanned(run: () => void): number {
    let scanned = 0;
    const original = Array.prototype.indexOf;
    vi.spyOn(Array.prototype, 'indexOf').mockImplementation(function (this: unknown[], ...args: [unknown, number?]) {
      const found = original.apply(this, args);
      scanned += found === -1 ? this.length : found + 1;
      return found;
    });
    run();
    vi.restoreAllMocks();
    return scanned;
  }

  const LINKS = 4000;
  function hub(): NetworkModel {
    const data: NetworkData = {hub: {type: 'node', latitude: 0, longitude: 0}};
    for (let i = 0; i < LINKS; i++) {
      data[`n${i}`] = {type: 'node', latitude: 1, longitude: (i % 300) / 2};
      data[`l${i}`] = {type: 'link', id1: 'hub', id2: `n${i}`};
    }
    return new NetworkModel(data);
  }

  it('takes work linear in the number of links', () => {
    const updated = hub();
    const replacements: NetworkData = {};
    for (let i = 0; i < LINKS; i++)
      replacements[`l${i}`] = {type: 'link', id1: `n${(i + 1) % LINKS}`, id2: 'hub', width: 2};
    expect(elementsScanned(() => updated.merge(replacements))).toBeLessThan(LINKS * 40);
    expect(updated.linksOf('hub')).toHaveLength(LINKS);

    const removed = hub();
    const linkIds = Array.from({length: LINKS}, (_, i) => `l${i}`);
    expect(elementsScanned(() => removed.remove(linkIds))).toBeLessThan(LINKS * 40);
    expect(removed.linksOf('hub')).toEqual([]);
    expect(removed.linkCount).toBe(0);
  });

  it('keeps links listed once, in the order they were added, through growth and removal', () => {
    const model = hub();
    model.remove(['l5', 'l3999']);
    const listed = model.linksOf('hub');
    expect(listed).toHaveLength(LINKS - 2);
    expect(listed.slice(0, 6)).toEqual(['l0', 'l1', 'l2', 'l3', 'l4', 'l6']);
    expect(new Set(listed).size).toBe(listed.length);
  });
});

describe('garbage is rejected with a code', () => {
  it('times that are not ISO 8601', () => {
    for (const time of ['1', 'hello 1', 'May 1 2024', '2024-02-30', '2024-13-01', '2024-05-01T25:00Z', '']) {
      expect(() => toMillis(time), time).toThrow(code('INVALID_TIME'));
      expect(() => new NetworkModel({a: {type: 'node', time}})).toThrow(code('INVALID_TIME'));
    }
    expect(() => new NetworkLayer({id: 'n', options: {timeFilterRange: ['1', '2']}})).toThrow(code('INVALID_TIME'));
    expect(
      () =>
        new ObservationsLayer({
          id: 'o',
          data: {entities: {e: {}}, observations: {o: {entityId: 'e', latitude: 0, longitude: 0, time: 'hello 1'}}},
        }),
    ).toThrow(code('INVALID_TIME'));
  });

  it('accepts the ISO 8601 forms: date-only at UTC midnight, date-times with Z or an offset', () => {
    expect(toMillis('2024-05-01')).toBe(Date.UTC(2024, 4, 1));
    expect(toMillis('2024')).toBe(Date.UTC(2024, 0, 1));
    expect(toMillis('2024-05-01T12:30:00Z')).toBe(Date.UTC(2024, 4, 1, 12, 30));
    expect(toMillis('2024-05-01T12:30:00.250+02:00')).toBe(Date.UTC(2024, 4, 1, 10, 30, 0, 250));
    expect(toMillis('2024-05-01 12:30:00+0200')).toBe(Date.UTC(2024, 4, 1, 10, 30));
    expect(toMillis('2024-02-29')).toBe(Date.UTC(2024, 1, 29));
    // Without a zone a date-time is local time, as Date.parse reads it.
    expect(toMillis('2024-05-01T12:30')).toBe(new Date(2024, 4, 1, 12, 30).getTime());
  });

  it('times outside the range of a Date', () => {
    for (const time of [8.64e15 + 1, -9e15, Number.MAX_VALUE, '+275761-01-01']) {
      expect(() => toMillis(time)).toThrow(code('INVALID_TIME'));
    }
    expect(
      () =>
        new ObservationsLayer({
          id: 'o',
          data: {entities: {e: {}}, observations: {o: {entityId: 'e', latitude: 0, longitude: 0, time: 1e16}}},
        }),
    ).toThrow(code('INVALID_TIME'));
    expect(toMillis(8.64e15)).toBe(8.64e15);
  });

  it('a Map, an array or null given as data', () => {
    const map = new Map([['a', {type: 'node'}]]) as unknown as NetworkData;
    const layer = new NetworkLayer({id: 'n', data: {a: {type: 'node'}}});
    for (const bad of [map, [] as unknown as NetworkData, null as unknown as NetworkData]) {
      expect(() => layer.data(bad)).toThrow(code('INVALID_TYPE'));
      expect(() => layer.merge(bad)).toThrow(code('INVALID_TYPE'));
      expect(() => createGraphEngine(bad)).toThrow(code('INVALID_TYPE'));
    }
    expect(() => layer.data(map)).toThrow(/plain object of items keyed by id \(got a Map\)/);
    expect(Object.keys(layer.data())).toEqual(['a']);
    const entities = new Map() as unknown as ObservationsData['entities'];
    expect(() => new ObservationsLayer({id: 'o', data: {entities, observations: {}}})).toThrow(code('INVALID_TYPE'));
  });

  it('graph options of the wrong type, and null options', async () => {
    const data: NetworkData = {a: {type: 'node'}, b: {type: 'node'}, ab: {type: 'link', id1: 'a', id2: 'b'}};
    const engine = createGraphEngine(data);
    const layer = new NetworkLayer({id: 'n', data});
    const bad: [string, () => unknown][] = [
      ['directed: "no"', () => createGraphEngine(data, {directed: 'no' as unknown as boolean})],
      ['getGraphEngine directed: "no"', () => layer.getGraphEngine({directed: 'no' as unknown as boolean})],
      ['normalized: "false"', () => engine.betweenness({normalized: 'false' as unknown as boolean})],
      ['null engine options', () => createGraphEngine(data, null as unknown as undefined)],
      ['null getGraphEngine options', () => layer.getGraphEngine(null as unknown as undefined)],
      ['null betweenness options', () => engine.betweenness(null as unknown as undefined)],
      ['null communities options', () => engine.communities(null as unknown as undefined)],
      ['resolution 0', () => engine.communities({resolution: 0})],
      ['weight 5', () => createGraphEngine(data, {weight: 5 as unknown as string})],
    ];
    for (const [name, attempt] of bad) expect(attempt, name).toThrow(code('INVALID_OPTION'));
    await expect(analyzeInWorker(data, 'betweenness', {directed: 'no' as unknown as boolean})).rejects.toMatchObject({
      code: 'INVALID_OPTION',
    });
    await expect(
      analyzeInWorker(data, 'betweenness', {normalized: 'false' as unknown as boolean}),
    ).rejects.toMatchObject({code: 'INVALID_OPTION'});
    await expect(analyzeInWorker(data, 'degrees', null as unknown as undefined)).rejects.toMatchObject({
      code: 'INVALID_OPTION',
    });
  });
});

describe('getters are read once, before anything is applied', () => {
  /** A node whose latitude is valid when read once and throws when read again. */
  function trickyNode(): NetworkData[string] {
    let reads = 0;
    return {
      type: 'node',
      longitude: 0,
      get latitude() {
        reads += 1;
        if (reads > 1) throw new Error('read twice');
        return 10;
      },
    } as NetworkData[string];
  }

  it('merge, data() and the constructor apply exactly what was validated', () => {
    const layer = new NetworkLayer({id: 'n', data: {a: {type: 'node', latitude: 0, longitude: 0}}});
    layer.merge({b: trickyNode(), ab: {type: 'link', id1: 'a', id2: 'b'}});
    expect(layer.getNodePositions().b).toEqual({latitude: 10, longitude: 0});
    layer.data({c: trickyNode()});
    expect(layer.getNodePositions()).toEqual({c: {latitude: 10, longitude: 0}});
    expect(new NetworkLayer({id: 'm', data: {d: trickyNode()}}).getNodePositions().d).toEqual({
      latitude: 10,
      longitude: 0,
    });
  });

  it("a later change to the caller's object does not reach the layer", () => {
    const node = {type: 'node' as const, latitude: 1, longitude: 1};
    const layer = new NetworkLayer({id: 'n', data: {a: node}});
    node.latitude = 1000;
    expect(layer.getNodePositions().a).toEqual({latitude: 1, longitude: 1});
    expect(layer.data().a).toEqual({type: 'node', latitude: 1, longitude: 1});
  });
});
