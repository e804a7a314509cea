import {describe, expect, it, vi} from 'vitest';
import {NetworkModel} from '../../../src/network/NetworkModel.js';
import type {NetworkData} from '../../../src/core/types.js';
import {NetworkLayer} from '../../../src/layers/network/NetworkLayer.js';
import {visibilityMasks} from '../../../src/layers/network/view/visibility.js';
import {CLUSTER} from './fixtures.js';

describe('visibility masks', () => {
  it('hide items outside the time range, hidden items and links of hidden or filtered ends', () => {
    const model = new NetworkModel({
      early: {type: 'node', latitude: 0, longitude: 0, time: [0, 10]},
      late: {type: 'node', latitude: 0, longitude: 1, time: [100, 200]},
      always: {type: 'node', latitude: 0, longitude: 2},
      gone: {type: 'node', latitude: 0, longitude: 3},
      earlyAlways: {type: 'link', id1: 'early', id2: 'always'},
      lateAlways: {type: 'link', id1: 'late', id2: 'always', time: [150, 160]},
      alwaysGone: {type: 'link', id1: 'always', id2: 'gone'},
    });
    const masks = visibilityMasks(model, new Set(['gone']), [120, 300]);
    expect([...masks.nodes]).toEqual([0, 1, 1, 0]);
    expect([...masks.links]).toEqual([0, 1, 0]);
    expect([...visibilityMasks(model, new Set(), [155, 170]).links]).toEqual([0, 1, 1]);
    expect([...visibilityMasks(model, new Set(), [161, 170]).links]).toEqual([0, 0, 1]);
    expect([...visibilityMasks(model, new Set(), null).links]).toEqual([1, 1, 1]);
  });
});

/** What is drawn, by a pass over every row (the CPU twin of the GPU filter), for comparison. */
function drawnByFullPass(layer: NetworkLayer): {nodes: number; links: number} {
  const internals = layer as unknown as {
    model: NetworkModel;
    hidden: Set<string>;
    timeRange(): [number, number] | null;
    combination: {
      nodeToCombo: Map<string, unknown>;
      linkToCombo: Map<string, unknown>;
      comboNodes: unknown[];
      comboLinks: unknown[];
    } | null;
  };
  const {model, hidden, combination} = internals;
  const masks = visibilityMasks(model, hidden, internals.timeRange());
  const count = (mask: Uint8Array, ids: readonly string[], combined: Map<string, unknown> | undefined) =>
    ids.filter((id, row) => mask[row] === 1 && !combined?.has(id)).length;
  return {
    nodes: count(masks.nodes, model.getNodeIds(), combination?.nodeToCombo) + (combination?.comboNodes.length ?? 0),
    links: count(masks.links, model.getLinkIds(), combination?.linkToCombo) + (combination?.comboLinks.length ?? 0),
  };
}

describe('the screen-reader summary', () => {
  it('counts what is drawn with nothing filtered, with a filter, a time range and combining', () => {
    const data: NetworkData = {
      ...CLUSTER,
      late: {type: 'node', latitude: 0, longitude: 0, time: 5000},
      al: {type: 'link', id1: 'a', id2: 'late'},
    };
    const layer = new NetworkLayer({id: 'net', data});
    expect(layer.getVisibleSummary()).toEqual({nodes: 4, links: 3});
    layer.filter((_, id) => id !== 'b');
    expect(layer.getVisibleSummary()).toEqual({nodes: 3, links: 2});
    layer.filter(null).options({timeFilterRange: [0, 1000]});
    expect(layer.getVisibleSummary()).toEqual({nodes: 3, links: 2});
    // At zoom 0, a, b and late fall within one combo: it and far, joined by one combo link.
    layer.options({timeFilterRange: null, proximityCombine: true});
    expect(layer.getVisibleSummary()).toEqual({nodes: 2, links: 1});
  });
});

describe('the screen-reader summary under a predicate filter', () => {
  it('counts from the hidden items alone, and agrees with a pass over every row', () => {
    const data: NetworkData = {};
    for (let i = 0; i < 300; i++)
      data[`n${i}`] = {type: 'node', latitude: (i % 20) * 0.01, longitude: Math.floor(i / 20) * 3};
    for (let i = 0; i < 600; i++)
      data[`l${i}`] = {type: 'link', id1: `n${(i * 7) % 300}`, id2: `n${(i * 13 + 5) % 300}`};
    data.loop = {type: 'link', id1: 'n3', id2: 'n3'};
    for (const proximityCombine of [false, true]) {
      const layer = new NetworkLayer({id: 'net', data, options: {proximityCombine}});
      layer.filter((_item, id) => !/^(n1\d|l\d*5)$/.test(id) && id !== 'n3');
      const model = (layer as unknown as {model: NetworkModel}).model;
      const rowsRead = vi.spyOn(model, 'getLinkIds');
      const summary = layer.getVisibleSummary();
      if (!proximityCombine) expect(rowsRead).not.toHaveBeenCalled();
      rowsRead.mockRestore();
      expect(summary).toEqual(drawnByFullPass(layer));
      expect(summary.nodes).toBeLessThan(300);
    }
  });
});

describe('the screen-reader summary under a time range', () => {
  /** Nodes and links with times (some links only through their ends', some whose ends' times never meet). */
  function timedData(): NetworkData {
    const data: NetworkData = {};
    for (let i = 0; i < 200; i++) {
      data[`n${i}`] = {
        type: 'node',
        latitude: (i % 20) * 0.01,
        longitude: Math.floor(i / 20) * 3,
        ...(i % 3 === 0 ? {} : {time: [i * 10, i * 10 + 150] as [number, number]}),
      };
    }
    for (let i = 0; i < 500; i++) {
      data[`l${i}`] = {
        type: 'link',
        id1: `n${(i * 7) % 200}`,
        id2: `n${(i * 13 + 5) % 200}`,
        ...(i % 4 === 0 ? {time: i * 4} : {}),
      };
    }
    return data;
  }

  it('agrees with a pass over every row for every range, with a predicate and with combining', () => {
    for (const proximityCombine of [false, true]) {
      for (const filtered of [false, true]) {
        const layer = new NetworkLayer({id: 'net', data: timedData(), options: {proximityCombine}});
        if (filtered) layer.filter((_item, id) => !/^(n1\d|l\d*5)$/.test(id));
        for (const range of [
          [0, 100],
          [500, 900],
          [1990, 1990],
          [-50, -1],
          [0, 3000],
          [730, 760],
        ] as [number, number][]) {
          layer.options({timeFilterRange: range});
          expect(layer.getVisibleSummary()).toEqual(drawnByFullPass(layer));
        }
      }
    }
  });

  it('counts a new range without a pass over the rows, and follows merged items', () => {
    const layer = new NetworkLayer({id: 'net', data: timedData()});
    layer.options({timeFilterRange: [0, 500]});
    layer.getVisibleSummary();
    const model = (layer as unknown as {model: NetworkModel}).model;
    const rowsRead = vi.spyOn(model, 'getLinkIds');
    for (let start = 0; start < 2000; start += 100) {
      layer.options({timeFilterRange: [start, start + 250]});
      layer.getVisibleSummary();
    }
    expect(rowsRead).not.toHaveBeenCalled();
    rowsRead.mockRestore();
    layer.merge({
      late: {type: 'node', latitude: 1, longitude: 1, time: 1800},
      n1: {type: 'node', latitude: 0, longitude: 0},
    });
    expect(layer.getVisibleSummary()).toEqual(drawnByFullPass(layer));
  });
});
