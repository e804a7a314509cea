import {describe, expect, it} from 'vitest';
import {DIMMED_OPACITY} from '../../../src/core/selection.js';
import type {NetworkData} from '../../../src/core/types.js';
import {NetworkLayer} from '../../../src/layers/network/NetworkLayer.js';
import {NETWORK_DEFAULTS} from '../../../src/layers/network/options.js';
import {CLUSTER} from './fixtures.js';

describe('the deck.gl layers drawn', () => {
  it('leaves out the layers that have nothing to draw, and adds them once they do', () => {
    const layer = new NetworkLayer({id: 'net', data: CLUSTER});
    expect(layer.renderLayers().map((deckLayer) => deckLayer.id)).toEqual(['net::links', 'net::nodes']);
    layer.select(['af']);
    // The selected link is drawn again, above the faded rest.
    const selected = layer.renderLayers();
    expect(selected.map((deckLayer) => deckLayer.id)).toEqual([
      'net::link-highlights',
      'net::links',
      'net::selected-links',
      'net::nodes',
    ]);
    expect(selected.map((deckLayer) => deckLayer.props.opacity)).toEqual([1, DIMMED_OPACITY, 1, DIMMED_OPACITY]);
    layer.options({dimUnselected: false});
    expect(layer.renderLayers().map((deckLayer) => [deckLayer.id, deckLayer.props.opacity])).toEqual([
      ['net::link-highlights', 1],
      ['net::links', 1],
      ['net::nodes', 1],
    ]);
  });
});

describe('row styles as constants', () => {
  const PLAIN: NetworkData = {
    a: {type: 'node', latitude: 1, longitude: 2},
    b: {type: 'node', latitude: 3, longitude: 4},
    ab: {type: 'link', id1: 'a', id2: 'b'},
  };
  const props = (layer: NetworkLayer, id: string) =>
    layer.renderLayers().find((deckLayer) => deckLayer.id === `net::${id}`)!.props as unknown as Record<
      string,
      unknown
    >;
  const rowValue = (accessor: unknown, index: number) =>
    typeof accessor === 'function' ? accessor(null, {index}) : accessor;

  it('draws every row with the defaults as constants until an item has its own style, and per row after', () => {
    const layer = new NetworkLayer({
      id: 'net',
      data: PLAIN,
      options: {nodeDefaults: {color: '#ff0000', size: 7}, linkDefaults: {width: 3}},
    });
    expect(props(layer, 'nodes').getFillColor).toEqual([255, 0, 0, 255]);
    expect(props(layer, 'nodes').getRadius).toBe(7);
    expect(props(layer, 'links').getWidth).toBe(3);

    layer.merge({
      b: {type: 'node', latitude: 3, longitude: 4, color: '#0000ff', border: {width: 2}},
      ab: {type: 'link', id1: 'a', id2: 'b', width: 5},
    });
    const nodes = props(layer, 'nodes');
    expect(typeof nodes.getFillColor).toBe('function');
    expect([0, 1].map((row) => rowValue(nodes.getFillColor, row))).toEqual([
      [255, 0, 0, 255],
      [0, 0, 255, 255],
    ]);
    expect([0, 1].map((row) => rowValue(nodes.getLineWidth, row))).toEqual([
      NETWORK_DEFAULTS.nodeDefaults.border.width,
      2,
    ]);
    expect(rowValue(props(layer, 'links').getWidth, 0)).toBe(5);

    layer.data(PLAIN);
    expect(props(layer, 'nodes').getFillColor).toEqual([255, 0, 0, 255]);
    expect(props(layer, 'links').getWidth).toBe(3);
  });
});
