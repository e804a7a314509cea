// @vitest-environment jsdom
import {afterEach, describe, expect, it, vi} from 'vitest';
import {MapWeave} from '../../../src/map/MapWeave.js';
import {NetworkLayer} from '../../../src/layers/network/NetworkLayer.js';
import {CHART_ZOOM} from '../../../src/layers/network/layout/chartLayout.js';
import {projectLngLat} from '../../../src/core/mercator.js';
import type {NetworkData} from '../../../src/core/types.js';
import {FakeAdapter} from './fakeAdapter.js';

/** A hub with coordinates, people without, and a chain: nodes with and without coordinates alike. */
const DATA: NetworkData = {
  hub: {type: 'node', latitude: 47.5, longitude: 19.05, size: 10},
  office: {type: 'node', latitude: 48.2, longitude: 16.37},
  ...Object.fromEntries(Array.from({length: 12}, (_, i) => [`p${i}`, {type: 'node' as const}])),
  ...Object.fromEntries(
    Array.from({length: 12}, (_, i) => [`l${i}`, {type: 'link' as const, id1: 'hub', id2: `p${i}`}]),
  ),
  chain: {type: 'link', id1: 'p0', id2: 'office'},
};

function setUp(options: ConstructorParameters<typeof NetworkLayer>[0]['options'] = {}, maxZoom?: number) {
  const container = document.createElement('div');
  document.body.append(container);
  const adapter = new FakeAdapter();
  const layer = new NetworkLayer({id: 'net', data: DATA, options: {...options}});
  const map = new MapWeave({
    container,
    adapter,
    layers: [layer],
    view: {longitude: 19, latitude: 47, zoom: 5},
    ...(maxZoom !== undefined && {maxZoom}),
  });
  return {map, layer, adapter};
}

/** The closest pair's distance in pixels at `zoom` minus their radii. */
function smallestGap(layer: NetworkLayer, zoom = CHART_ZOOM): number {
  const positions = Object.entries(layer.getNodePositions());
  const sizes = layer.data();
  let smallest = Infinity;
  for (let i = 0; i < positions.length; i++) {
    for (let j = i + 1; j < positions.length; j++) {
      const [[a, p], [b, q]] = [positions[i]!, positions[j]!];
      const [x1, y1] = projectLngLat(p.longitude, p.latitude, zoom);
      const [x2, y2] = projectLngLat(q.longitude, q.latitude, zoom);
      const radius = (id: string) => (sizes[id] as {size?: number}).size ?? 8;
      smallest = Math.min(smallest, Math.hypot(x1 - x2, y1 - y2) - radius(a) - radius(b));
    }
  }
  return smallest;
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('NetworkLayer.setLayout', () => {
  it('lays out every node as a chart, fades the basemap out and fits the camera; back on the map, all return', async () => {
    const {map, layer, adapter} = setUp({chartLayout: {transitionMs: 0}});
    await map.whenRendered();
    const onMap = layer.getNodePositions();
    layer.setLayout('chart');
    await layer.whenLaidOut();
    const inChart = layer.getNodePositions();
    expect(Object.values(inChart).every((at) => Number.isFinite(at.longitude) && Number.isFinite(at.latitude))).toBe(
      true,
    );
    expect(inChart.hub).not.toEqual(onMap.hub);
    expect(smallestGap(layer)).toBeGreaterThanOrEqual(0);
    expect(adapter.viewState.zoom).toBeGreaterThan(5);
    await vi.waitFor(() => expect(adapter.basemapOpacity).toBe(0));

    layer.setLayout('map');
    await layer.whenLaidOut();
    const back = layer.getNodePositions();
    expect([back.hub, back.office]).toEqual([onMap.hub, onMap.office]);
    // Free nodes hang off the hub again, at a distance in pixels of the zoom the camera fitted.
    expect(Math.abs(back.p5!.latitude - back.hub!.latitude)).toBeLessThan(1);
    await vi.waitFor(() => expect(adapter.basemapOpacity).toBe(1));
    map.destroy();
  });

  it('on a map that stops short of the chart zoom, lays the chart out in pixels of its deepest zoom and fits it there', async () => {
    const {map, layer, adapter} = setUp({chartLayout: {transitionMs: 0}}, 9);
    await map.whenRendered();
    layer.setLayout('chart');
    await layer.whenLaidOut();
    expect(adapter.viewState.zoom).toBeLessThanOrEqual(9);
    expect(smallestGap(layer, 9)).toBeGreaterThanOrEqual(0);
    expect(smallestGap(layer, 9)).toBeLessThan(smallestGap(layer, CHART_ZOOM));
    map.destroy();
  });

  it('moves the nodes there over transitionMs', async () => {
    const {map, layer} = setUp({chartLayout: {transitionMs: 300}});
    await map.whenRendered();
    layer.setLayout('chart');
    await vi.waitFor(() => expect(layer.getNodePositions().hub).not.toEqual({latitude: 47.5, longitude: 19.05}));
    const halfway = layer.getNodePositions().hub!;
    await layer.whenLaidOut();
    expect(layer.getNodePositions().hub).not.toEqual(halfway);
    map.destroy();
  });

  it('lays out the same data the same way for the same seed, and a tree from its root', async () => {
    const first = setUp({layout: 'chart', chartLayout: {type: 'radial', root: 'office', transitionMs: 0}});
    const second = setUp({layout: 'chart', chartLayout: {type: 'radial', root: 'office', transitionMs: 0}});
    await Promise.all([first.layer.whenLaidOut(), second.layer.whenLaidOut()]);
    expect(second.layer.getNodePositions()).toEqual(first.layer.getNodePositions());
    expect(smallestGap(first.layer)).toBeGreaterThanOrEqual(0);
    first.map.destroy();
    second.map.destroy();
  });

  it('keeps a node pinned in the chart where it was put when the chart is laid out again', async () => {
    const {map, layer} = setUp({layout: 'chart', chartLayout: {transitionMs: 0}});
    await layer.whenLaidOut();
    const at = layer.getNodePositions().p3!;
    const held = {longitude: at.longitude + 0.01, latitude: at.latitude};
    layer.pin('p3', held);
    layer.setLayout('chart', {seed: 5});
    await layer.whenLaidOut();
    expect(layer.getNodePositions().p3).toEqual(held);
    expect(layer.getPinned()).toEqual({p3: held});
    layer.setLayout('map');
    await layer.whenLaidOut();
    expect(layer.getPinned()).toEqual({});
    map.destroy();
  });

  it('lets every node be dragged in the chart, and only free ones on the map', async () => {
    const {map, layer} = setUp({chartLayout: {transitionMs: 0}});
    const hub = {layerId: 'net', id: 'hub', type: 'node' as const, data: undefined};
    expect(layer.isDraggable(hub)).toBe(false);
    layer.setLayout('chart');
    await layer.whenLaidOut();
    expect(layer.isDraggable(hub)).toBe(true);
    const to = {longitude: 19.2, latitude: 47.1};
    layer.dragTo(hub, to);
    expect(layer.getNodePositions().hub).toEqual(to);
    expect(layer.getPinned()).toEqual({hub: to});
    map.destroy();
  });

  it('refuses bad input with INVALID_OPTION and changes nothing', async () => {
    const {map, layer} = setUp();
    expect(() => layer.setLayout('globe' as 'map')).toThrow(expect.objectContaining({code: 'INVALID_OPTION'}));
    expect(() => layer.setLayout('chart', {type: 'circle' as 'force'})).toThrow(/chartLayout\.type/);
    expect(() => layer.setLayout('chart', {transitionMs: 5000})).toThrow(
      expect.objectContaining({code: 'INVALID_OPTION'}),
    );
    expect(layer.options().layout).toBe('map');
    expect(layer.options().chartLayout.type).toBe('force');
    await expect(layer.whenLaidOut()).resolves.toBeUndefined();
    map.destroy();
  });

  it('lays out in a worker and ends it when the map is destroyed', async () => {
    const started: {terminated: boolean; messages: unknown[]}[] = [];
    vi.stubGlobal(
      'Worker',
      class {
        readonly record = {terminated: false, messages: [] as unknown[]};
        onmessage: unknown = null;
        onerror: unknown = null;
        constructor() {
          started.push(this.record);
        }
        postMessage(message: unknown) {
          this.record.messages.push(message);
        }
        terminate() {
          this.record.terminated = true;
        }
      },
    );
    const {map, layer} = setUp({layout: 'chart'});
    expect(started).toHaveLength(1);
    expect(started[0]!.messages[0]).toMatchObject({kind: 'layout', options: {type: 'force', seed: 1}});
    const waiting = layer.whenLaidOut();
    map.destroy();
    expect(started[0]!.terminated).toBe(true);
    await expect(waiting).resolves.toBeUndefined();
  });
});
