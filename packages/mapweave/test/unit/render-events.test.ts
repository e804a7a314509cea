import {describe, expect, it} from 'vitest';
import {buildPointerEvent, sameItem, toLatLng} from '../../src/core/pointerEvents.js';
import {formatVisibleSummary, sumSummaries} from '../../src/core/accessibility.js';
import {PointerInteraction} from '../../src/core/interaction.js';
import {GeoJsonLayer} from '../../src/layers/geojson/GeoJsonLayer.js';
import type {EventMap, EventName} from '../../src/core/types.js';

describe('pointer event payloads', () => {
  it('turns a deck.gl pick into item, coordinate and pixel', () => {
    const item = {layerId: 'net', id: 'a', type: 'node' as const, data: {name: 'A'}};
    expect(buildPointerEvent(item, {x: 12, y: 34, coordinate: [2.35, 48.85]})).toEqual({
      item,
      coordinate: {latitude: 48.85, longitude: 2.35},
      pixel: [12, 34],
    });
  });

  it('has no coordinate off the map', () => {
    expect(toLatLng(undefined)).toBeNull();
    expect(toLatLng([Number.NaN, 3])).toBeNull();
    expect(buildPointerEvent(null, {x: 1, y: 2, coordinate: null}).coordinate).toBeNull();
  });

  it('compares items by layer, id and type', () => {
    const a = {layerId: 'l', id: 'x', type: 'node' as const, data: 1};
    expect(sameItem(a, {...a, data: 2})).toBe(true);
    expect(sameItem(a, {...a, layerId: 'm'})).toBe(false);
    expect(sameItem(a, null)).toBe(false);
    expect(sameItem(null, null)).toBe(true);
  });
});

describe('PointerInteraction', () => {
  const feature = {
    type: 'Feature' as const,
    id: 'f1',
    geometry: {type: 'Point' as const, coordinates: [10, 20]},
    properties: {name: 'one'},
  };

  function setUp() {
    const layer = new GeoJsonLayer({id: 'areas', data: {type: 'FeatureCollection', features: [feature]}});
    const emitted: [EventName, unknown][] = [];
    const emit = <K extends EventName>(name: K, event: EventMap[K]) => {
      emitted.push([name, event]);
    };
    layer.attach({
      requestRender: () => {},
      getViewState: () => ({longitude: 0, latitude: 0, zoom: 1, bearing: 0, pitch: 0}),
      getViewport: () => {
        throw new Error('not drawn in this test');
      },
      emit,
      getLayers: () => [layer],
    });
    const interaction = new PointerInteraction({
      getLayers: () => [layer],
      emit,
      unproject: ([x, y]) => [x / 10, y / 10],
    });
    const pick = (picked: boolean) =>
      ({
        picked,
        index: picked ? 0 : -1,
        x: 30,
        y: 40,
        coordinate: [3, 4],
        layer: picked ? {id: 'areas::features-points-circle'} : null,
        object: picked ? {...feature, __row: 0} : undefined,
      }) as never;
    return {layer, emitted, interaction, pick};
  }

  it('emits click with the picked feature and selects it', () => {
    const {layer, emitted, interaction, pick} = setUp();
    interaction.onClick(pick(true), {type: 'click'});
    const [name, event] = emitted.find(([eventName]) => eventName === 'click')!;
    expect(name).toBe('click');
    expect(event).toMatchObject({item: {layerId: 'areas', id: 'f1', type: 'feature'}, pixel: [30, 40]});
    expect(layer.getSelection()).toEqual(['f1']);
    expect(emitted.some(([eventName]) => eventName === 'selection-change')).toBe(true);
  });

  it('reports a double click as double-click without selecting', () => {
    const {layer, emitted, interaction, pick} = setUp();
    interaction.onClick(pick(true), {type: 'dblclick'});
    expect(emitted.map(([eventName]) => eventName)).toEqual(['double-click']);
    expect(layer.getSelection()).toEqual([]);
  });

  it('emits hover-start once per item and hover-end when leaving it', () => {
    const {emitted, interaction, pick} = setUp();
    interaction.onHover(pick(true));
    interaction.onHover(pick(true));
    interaction.onHover(pick(false));
    expect(emitted.map(([eventName]) => eventName)).toEqual(['hover-start', 'hover-end']);
    expect(emitted[1]![1]).toMatchObject({item: {id: 'f1'}});
  });

  it('does not take over the drag of an item that cannot be dragged', () => {
    const {emitted, interaction, pick} = setUp();
    let stopped = false;
    interaction.onDragStart(pick(true), {type: 'panstart', stopImmediatePropagation: () => (stopped = true)});
    expect(stopped).toBe(false);
    expect(emitted).toEqual([]);
  });
});

describe('screen-reader summary', () => {
  it('sums layers and names the counts', () => {
    expect(
      formatVisibleSummary(
        sumSummaries([
          {nodes: 12, links: 8},
          {nodes: 0, features: 1},
        ]),
      ),
    ).toBe('12 nodes, 8 links, 1 feature visible');
    expect(formatVisibleSummary({nodes: 0})).toBe('Nothing visible');
    expect(formatVisibleSummary({trajectories: 1, observations: 3})).toBe('1 trajectory, 3 observations visible');
  });
});
