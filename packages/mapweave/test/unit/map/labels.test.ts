// @vitest-environment jsdom
import {afterEach, describe, expect, it} from 'vitest';
import type {Layer as DeckLayer} from '@deck.gl/core';
import {MapWeave} from '../../../src/map/MapWeave.js';
import {NetworkLayer} from '../../../src/layers/network/NetworkLayer.js';
import {ObservationsLayer} from '../../../src/layers/observations/ObservationsLayer.js';
import {FakeAdapter} from './fakeAdapter.js';

afterEach(() => document.body.replaceChildren());

function createMap(adapter = new FakeAdapter()): MapWeave {
  const container = document.createElement('div');
  document.body.append(container);
  return new MapWeave({container, adapter});
}

/** Texts and sides of the labels a deck.gl text layer of the map draws. */
function labelsOf(adapter: FakeAdapter, id: string): Record<string, string> {
  const layer = adapter.layers.find((candidate: DeckLayer) => candidate.id === id);
  const data = (layer?.props.data ?? []) as {label: {text: string}; side: string}[];
  return Object.fromEntries(data.map(({label, side}) => [label.text, side]));
}

const MEETING = {
  entities: {aurora: {label: 'Aurora Spirit', size: 4}, kestrel: {label: 'Kestrel', size: 4}},
  observations: {
    a1: {entityId: 'aurora', longitude: 10, latitude: 50, time: 0},
    k1: {entityId: 'kestrel', longitude: 10, latitude: 50, time: 0},
  },
};

describe('one label placement per map', () => {
  it('draws one label per vessel: the tracker node names it, its entity label yields, both names show', async () => {
    const adapter = new FakeAdapter();
    const map = createMap(adapter);
    map.addLayer(new ObservationsLayer({id: 'tracks', data: MEETING}));
    map.addLayer(
      new NetworkLayer({
        id: 'vessels',
        data: {
          aurora: {type: 'node', longitude: 0, latitude: 0, size: 4, label: 'Aurora Spirit'},
          kestrel: {type: 'node', longitude: 0, latitude: 0, size: 4, label: 'Kestrel'},
        },
      }),
    );
    await map.whenRendered();
    expect(labelsOf(adapter, 'tracks::entity-labels')).toEqual({});
    expect(labelsOf(adapter, 'vessels::labels')).toEqual({'Aurora Spirit': 'below', Kestrel: 'above'});
    map.destroy();
  });

  it("lets a layer's label priority outrank another layer's labels", async () => {
    const adapter = new FakeAdapter();
    const map = createMap(adapter);
    map.addLayer(new ObservationsLayer({id: 'tracks', data: MEETING}));
    const places = new NetworkLayer({
      id: 'places',
      data: {port: {type: 'node', longitude: 10, latitude: 50, size: 4, label: 'Port of Call'}},
    });
    map.addLayer(places);
    await map.whenRendered();
    // Ranked alike, the first layer's labels take the free sides first.
    expect(labelsOf(adapter, 'tracks::entity-labels')).toEqual({'Aurora Spirit': 'below', Kestrel: 'above'});
    expect(labelsOf(adapter, 'places::labels')).toEqual({});
    places.options({labels: {priority: 1}});
    await map.whenRendered();
    expect(labelsOf(adapter, 'places::labels')).toEqual({'Port of Call': 'below'});
    expect(labelsOf(adapter, 'tracks::entity-labels')).toEqual({'Aurora Spirit': 'above'});
    map.destroy();
  });
});

describe('labels in the map theme', () => {
  const colorsOf = (adapter: FakeAdapter) => {
    const layer = adapter.layers.find((candidate: DeckLayer) => candidate.id === 'net::labels')!;
    const props = layer.props as unknown as {getColor: (item: unknown) => number[]; outlineColor: number[]};
    return {text: props.getColor((layer.props.data as unknown[])[0]), halo: props.outlineColor};
  };

  it('draws default labels dark on light, light on dark, follows a theme change and keeps explicit colours', async () => {
    const adapter = new FakeAdapter();
    adapter.theme = 'dark';
    const map = createMap(adapter);
    const layer = new NetworkLayer({id: 'net', data: {a: {type: 'node', longitude: 0, latitude: 0, label: 'Alpha'}}});
    map.addLayer(layer);
    await map.whenRendered();
    const dark = colorsOf(adapter);
    expect(dark.text[0]).toBeGreaterThan(200);
    expect(dark.halo[0]).toBeLessThan(60);
    adapter.setTheme('light');
    await map.whenRendered();
    const light = colorsOf(adapter);
    expect(light.text[0]).toBeLessThan(60);
    expect(light.halo[0]).toBeGreaterThan(200);
    layer.options({nodeDefaults: {labelColor: '#ff0000'}});
    adapter.setTheme('dark');
    await map.whenRendered();
    expect(colorsOf(adapter).text).toEqual([255, 0, 0, 255]);
    map.destroy();
  });
});

describe('label and selection options', () => {
  it('rejects a label priority that is not a finite number and a dimUnselected that is not a boolean', () => {
    expect(() => new NetworkLayer({id: 'net', options: {labels: {priority: Number.NaN}}})).toThrow(/labels\.priority/);
    expect(() => new ObservationsLayer({id: 'obs', options: {labels: {priority: '1' as never}}})).toThrow(
      /labels\.priority/,
    );
    expect(() => new NetworkLayer({id: 'net', options: {dimUnselected: 'yes' as never}})).toThrow(/dimUnselected/);
  });
});
