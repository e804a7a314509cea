// The column form of NetworkLayer data (`NetworkColumns`): the same network as the record form,
// and one MapWeaveError with a code for every kind of bad input.
import {describe, expect, it} from 'vitest';
import {caught} from '../caught.js';
import type {NetworkColumns} from '../../../src/core/types.js';
import {NetworkLayer} from '../../../src/layers/network/NetworkLayer.js';

const columns = (): NetworkColumns => ({
  nodes: {ids: ['a', 'b', 'c'], latitudes: new Float64Array([10, 20, 30]), longitudes: [1, 2, 3]},
  links: {ids: ['ab', 'bc'], from: new Int32Array([0, 1]), to: [1, 2]},
});

describe('NetworkLayer column data', () => {
  it('holds the same items as the record form, from the constructor and from data()', () => {
    const record = {
      a: {type: 'node', latitude: 10, longitude: 1},
      b: {type: 'node', latitude: 20, longitude: 2},
      c: {type: 'node', latitude: 30, longitude: 3},
      ab: {type: 'link', id1: 'a', id2: 'b'},
      bc: {type: 'link', id1: 'b', id2: 'c'},
    };
    expect(new NetworkLayer({id: 'n', data: columns()}).data()).toEqual(record);
    const layer = new NetworkLayer({id: 'n', data: {x: {type: 'node', latitude: 0, longitude: 0}}});
    expect(layer.data(columns()).data()).toEqual(record);
    expect(layer.getGraphEngine().degrees()).toEqual({a: 1, b: 2, c: 1});
  });

  it('finds, merges and removes items by id after loading columns (the id indexes are built on first use)', () => {
    const layer = new NetworkLayer({id: 'n', data: columns()});
    layer.merge({
      d: {type: 'node', latitude: 40, longitude: 4},
      cd: {type: 'link', id1: 'c', id2: 'd'},
      a: {type: 'node', latitude: 11, longitude: 1},
    });
    expect(layer.data()).toMatchObject({a: {latitude: 11}, d: {latitude: 40}, cd: {id1: 'c', id2: 'd'}});
    expect(layer.getGraphEngine().degrees()).toEqual({a: 1, b: 2, c: 2, d: 1});
    layer.removeItems(['b']);
    expect(Object.keys(layer.data()).sort()).toEqual(['a', 'c', 'cd', 'd']);
    expect(caught(() => layer.merge({e: {type: 'link', id1: 'a', id2: 'b'}})).code).toBe('UNKNOWN_LINK_END');
  });

  it('takes nodes without links, and copies the columns', () => {
    const data = {nodes: {ids: ['a'], latitudes: [1], longitudes: [2]}};
    const layer = new NetworkLayer({id: 'n', data});
    data.nodes.ids[0] = 'changed';
    data.nodes.latitudes[0] = 50;
    expect(layer.data()).toEqual({a: {type: 'node', latitude: 1, longitude: 2}});
  });

  it('still reads a record with an item keyed "nodes" as a record', () => {
    const layer = new NetworkLayer({id: 'n', data: {nodes: {type: 'node', latitude: 1, longitude: 2}}});
    expect(Object.keys(layer.data())).toEqual(['nodes']);
  });

  it('INVALID_TYPE for a missing ids array, a column that is not numbers, or columns of another length', () => {
    const bad: unknown[] = [
      {nodes: {ids: ['a'], latitudes: [1]}},
      {nodes: {ids: ['a'], latitudes: 'x', longitudes: [1]}},
      {nodes: {ids: ['a', 'b'], latitudes: [1], longitudes: [1, 2]}},
      {...columns(), links: {ids: ['ab'], from: [0, 1], to: [1]}},
      {...columns(), links: {from: [0], to: [1]}},
    ];
    for (const data of bad) {
      expect(caught(() => new NetworkLayer({id: 'n', data: data as NetworkColumns})).code).toBe('INVALID_TYPE');
    }
    expect(caught(() => new NetworkLayer({id: 'n', data: bad[2] as NetworkColumns})).message).toContain(
      'nodes.latitudes has 1 values for 2 ids',
    );
  });

  it('INVALID_ID for ids that are not strings or are reserved', () => {
    const data = columns();
    data.nodes = {...data.nodes, ids: ['a', 7 as unknown as string, '__proto__']};
    const error = caught(() => new NetworkLayer({id: 'n', data}));
    expect(error.code).toBe('INVALID_ID');
    expect(error.ids).toEqual(['7', '__proto__']);
  });

  it('DUPLICATE_ID for an id used twice among the nodes, among the links, or by a node and a link', () => {
    const data = columns();
    data.nodes = {...data.nodes, ids: ['a', 'a', 'c']};
    data.links = {...data.links!, ids: ['ab', 'c']};
    const error = caught(() => new NetworkLayer({id: 'n', data}));
    expect(error.code).toBe('DUPLICATE_ID');
    expect(error.ids.sort()).toEqual(['a', 'c']);
  });

  it('INVALID_TYPE for coordinates that are not finite, COORDINATE_OUT_OF_RANGE outside the globe', () => {
    const notFinite = columns();
    notFinite.nodes = {...notFinite.nodes, latitudes: [10, Number.NaN, 30]};
    expect(caught(() => new NetworkLayer({id: 'n', data: notFinite}))).toMatchObject({
      code: 'INVALID_TYPE',
      ids: ['b'],
    });
    const outside = columns();
    outside.nodes = {...outside.nodes, longitudes: [1, 200, 3]};
    expect(caught(() => new NetworkLayer({id: 'n', data: outside}))).toMatchObject({
      code: 'COORDINATE_OUT_OF_RANGE',
      ids: ['b'],
    });
  });

  it('UNKNOWN_LINK_END for an end that is not a node row, and leaves the layer as it was', () => {
    const layer = new NetworkLayer({id: 'n', data: columns()});
    const before = layer.data();
    for (const end of [3, -1, 0.5, Number.NaN]) {
      const data = columns();
      data.links = {...data.links!, to: [1, end]};
      expect(caught(() => layer.data(data))).toMatchObject({code: 'UNKNOWN_LINK_END', ids: ['bc']});
    }
    expect(layer.data()).toEqual(before);
  });
});
