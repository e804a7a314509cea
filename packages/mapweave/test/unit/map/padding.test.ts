// @vitest-environment jsdom
import {afterEach, describe, expect, it} from 'vitest';
import {WebMercatorViewport} from '@deck.gl/core';
import {MapWeave} from '../../../src/map/MapWeave.js';
import {MapWeaveError} from '../../../src/core/errors.js';
import {NetworkLayer} from '../../../src/layers/network/NetworkLayer.js';
import {FakeAdapter} from './fakeAdapter.js';

/** The fake adapter's map is 400 × 300 px; the container sits at the page's origin. */
const WIDTH = 400;
const HEIGHT = 300;

function createMap(): {map: MapWeave; adapter: FakeAdapter; container: HTMLElement} {
  const container = document.createElement('div');
  document.body.append(container);
  placeAt(container, 0, 0, WIDTH, HEIGHT);
  const adapter = new FakeAdapter();
  const network = new NetworkLayer({
    id: 'net',
    data: {
      a: {type: 'node', longitude: -10, latitude: -5},
      b: {type: 'node', longitude: 10, latitude: 5},
    },
  });
  const map = new MapWeave({container, adapter, layers: [network]});
  return {map, adapter, container};
}

/** jsdom has no layout: an element's box is what the test says it is. */
function placeAt(element: Element, left: number, top: number, width: number, height: number): void {
  element.getBoundingClientRect = () => DOMRect.fromRect({x: left, y: top, width, height});
}

function overlay(left: number, top: number, width: number, height: number): HTMLElement {
  const element = document.createElement('aside');
  document.body.append(element);
  placeAt(element, left, top, width, height);
  return element;
}

/** Where a coordinate is drawn in the adapter's view now. */
function pixelOf(adapter: FakeAdapter, longitude: number, latitude: number): [number, number] {
  const [x, y] = new WebMercatorViewport({...adapter.viewState, width: WIDTH, height: HEIGHT}).project([
    longitude,
    latitude,
  ]);
  return [x!, y!];
}

function codeOf(run: () => unknown): string | null {
  try {
    run();
    return null;
  } catch (error) {
    return error instanceof MapWeaveError ? error.code : 'not a MapWeaveError';
  }
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('fitBounds padding and avoid', () => {
  it('keeps the items inside a per-side padding', () => {
    const {map, adapter} = createMap();
    map.fitBounds({padding: 10, paddingBySide: {right: 150}, time: 0, maxZoom: 20});
    for (const [longitude, latitude] of [
      [-10, -5],
      [10, 5],
    ] as const) {
      const [x, y] = pixelOf(adapter, longitude, latitude);
      expect(x).toBeGreaterThanOrEqual(10 - 0.5);
      expect(x).toBeLessThanOrEqual(WIDTH - 150 + 0.5);
      expect(y).toBeGreaterThanOrEqual(10 - 0.5);
      expect(y).toBeLessThanOrEqual(HEIGHT - 10 + 0.5);
    }
    map.destroy();
  });

  it('keeps the default padding on the sides paddingBySide leaves out', () => {
    const {map, adapter} = createMap();
    map.fitBounds({paddingBySide: {left: 120}, time: 0, maxZoom: 20});
    const [x0, y0] = pixelOf(adapter, -10, -5);
    const [x1, y1] = pixelOf(adapter, 10, 5);
    expect(x0).toBeGreaterThanOrEqual(120 - 0.5);
    expect(x1).toBeLessThanOrEqual(WIDTH - 40 + 0.5);
    expect(y1).toBeGreaterThanOrEqual(40 - 0.5);
    expect(y0).toBeLessThanOrEqual(HEIGHT - 40 + 0.5);
    // The fit uses the room it has: one axis touches its padding.
    expect(Math.max((x1 - x0) / (WIDTH - 160), (y0 - y1) / (HEIGHT - 80))).toBeCloseTo(1, 2);
    map.destroy();
  });

  it('pads the side an avoided element covers, by its reach into the map', () => {
    const {map, adapter} = createMap();
    // A legend in the bottom-right corner of a wide map: 120 px from the right edge.
    const legend = overlay(WIDTH - 120, HEIGHT - 200, 120, 200);
    map.fitBounds({padding: 8, avoid: [legend], time: 0, maxZoom: 20});
    const [east] = pixelOf(adapter, 10, 5);
    const [west] = pixelOf(adapter, -10, -5);
    expect(east).toBeLessThanOrEqual(WIDTH - 120 - 8 + 0.5);
    expect(west).toBeGreaterThanOrEqual(8 - 0.5);
    // The fit uses the room it has: one side of the box touches its padding.
    expect(Math.min(west - 8, WIDTH - 128 - east)).toBeLessThan(1);
    map.destroy();
  });

  it('ignores elements outside the map and fits bounds it is given', () => {
    const {map, adapter} = createMap();
    const away = overlay(WIDTH + 20, 0, 100, 100);
    map.fitBounds({
      bounds: [
        [0, 40],
        [20, 50],
      ],
      padding: 0,
      avoid: [away],
      time: 0,
      maxZoom: 20,
    });
    const [x0, y0] = pixelOf(adapter, 0, 40);
    const [x1, y1] = pixelOf(adapter, 20, 50);
    // Without padding the wider side of the bounds spans the map.
    expect(Math.max((x1 - x0) / WIDTH, (y0 - y1) / HEIGHT)).toBeCloseTo(1, 2);
    map.destroy();
  });

  it('puts a single point, at the zoom cap, in the middle of the padded box', () => {
    const {map, adapter} = createMap();
    map.fitBounds({
      bounds: [
        [20, 10],
        [20, 10],
      ],
      padding: 0,
      paddingBySide: {right: 100, bottom: 40},
      maxZoom: 6,
      time: 0,
    });
    const [x, y] = pixelOf(adapter, 20, 10);
    expect(adapter.viewState.zoom).toBe(6);
    expect(x).toBeCloseTo((WIDTH - 100) / 2, 1);
    expect(y).toBeCloseTo((HEIGHT - 40) / 2, 1);
    map.destroy();
  });

  it('rejects bad padding, bounds and avoid lists with INVALID_OPTION and leaves the view as it was', () => {
    const {map, adapter} = createMap();
    const before = {...adapter.viewState};
    expect(codeOf(() => map.fitBounds({padding: -1}))).toBe('INVALID_OPTION');
    expect(codeOf(() => map.fitBounds({paddingBySide: {left: -4}}))).toBe('INVALID_OPTION');
    expect(codeOf(() => map.fitBounds({padding: {left: 4} as never}))).toBe('INVALID_OPTION');
    expect(codeOf(() => map.fitBounds({paddingBySide: {middle: 4} as never}))).toBe('INVALID_OPTION');
    expect(codeOf(() => map.fitBounds({paddingBySide: {left: 250, right: 150}}))).toBe('INVALID_OPTION');
    expect(codeOf(() => map.fitBounds({padding: 150}))).toBe('INVALID_OPTION');
    expect(codeOf(() => map.fitBounds({avoid: [{} as Element]}))).toBe('INVALID_OPTION');
    expect(codeOf(() => map.fitBounds({avoid: '#legend' as never}))).toBe('INVALID_OPTION');
    expect(
      codeOf(() =>
        map.fitBounds({
          bounds: [
            [0, 50],
            [10, 40],
          ],
        }),
      ),
    ).toBe('INVALID_OPTION');
    expect(
      codeOf(() =>
        map.fitBounds({
          bounds: [
            [0, 0],
            [10, 40],
          ],
          layerIds: ['net'],
        }),
      ),
    ).toBe('INVALID_OPTION');
    expect(adapter.viewState).toEqual(before);
    map.destroy();
  });

  it('names what is wrong with a padding that leaves no map', () => {
    const {map} = createMap();
    expect(() => map.fitBounds({paddingBySide: {top: 200, bottom: 100}})).toThrow(
      /leaves no room on the 400 × 300 px map/,
    );
    expect(() => map.flyTo({longitude: 0, latitude: 0, avoid: [document.body, 3 as never]})).toThrow(
      /entry 1 is not one/,
    );
    map.destroy();
  });
});

describe('flyTo padding and avoid', () => {
  it('puts the place in the middle of the padded box', () => {
    const {map, adapter} = createMap();
    map.flyTo({longitude: 20, latitude: 10, zoom: 4, paddingBySide: {right: 100, bottom: 40}, time: 0});
    const [x, y] = pixelOf(adapter, 20, 10);
    expect(x).toBeCloseTo((WIDTH - 100) / 2, 1);
    expect(y).toBeCloseTo((HEIGHT - 40) / 2, 1);
    expect(adapter.viewState.zoom).toBe(4);
    map.destroy();
  });

  it('keeps the place clear of an element along the top', () => {
    const {map, adapter} = createMap();
    const banner = overlay(0, 0, WIDTH, 60);
    map.flyTo({longitude: 20, latitude: 10, zoom: 4, avoid: [banner], time: 0});
    const [x, y] = pixelOf(adapter, 20, 10);
    expect(x).toBeCloseTo(WIDTH / 2, 1);
    expect(y).toBeCloseTo(60 + (HEIGHT - 60) / 2, 1);
    map.destroy();
  });

  it('centres the place as before without padding, and rejects bad padding with the view unchanged', () => {
    const {map, adapter} = createMap();
    map.flyTo({longitude: 20, latitude: 10, zoom: 4, time: 0});
    expect(adapter.viewState).toMatchObject({longitude: 20, latitude: 10});
    expect(codeOf(() => map.flyTo({longitude: 0, latitude: 0, paddingBySide: {left: 400}}))).toBe('INVALID_OPTION');
    expect(codeOf(() => map.flyTo({longitude: 0, latitude: 0, padding: Number.NaN}))).toBe('INVALID_OPTION');
    expect(adapter.viewState).toMatchObject({longitude: 20, latitude: 10});
    map.destroy();
  });
});
