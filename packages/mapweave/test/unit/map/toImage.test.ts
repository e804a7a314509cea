// @vitest-environment jsdom
import {afterEach, describe, expect, it} from 'vitest';
import {MapWeaveError} from '../../../src/core/errors.js';
import {MapWeave} from '../../../src/map/MapWeave.js';
import {MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE} from '../../../src/map/imageRequest.js';
import {FakeAdapter} from './fakeAdapter.js';

function createMap(adapter = new FakeAdapter()): MapWeave {
  const container = document.createElement('div');
  document.body.append(container);
  return new MapWeave({container, adapter});
}

async function rejection(promise: Promise<unknown>): Promise<MapWeaveError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof MapWeaveError) return error;
    throw error;
  }
  throw new Error('expected a rejection with a MapWeaveError');
}

afterEach(() => document.body.replaceChildren());

describe('toImage() sizes', () => {
  it.each([
    ['a CSS side of a billion pixels, however small the ratio', {width: 1e9, height: 100, pixelRatio: 8e-6}],
    ['an image side under one pixel (a raw DOMException before)', {width: 100, height: 0.001, pixelRatio: 1}],
    ['a side over the largest', {width: MAX_IMAGE_SIDE + 1, height: 10, pixelRatio: 1}],
    ['more pixels than the budget (8192²)', {width: 8192, height: 8192, pixelRatio: 1}],
    ["the map's own size when it has none", {}],
  ])('%s rejects with INVALID_OPTION before drawing anything', async (_name, options) => {
    const adapter = new FakeAdapter();
    const map = createMap(adapter);
    expect((await rejection(map.toImage(options))).code).toBe('INVALID_OPTION');
    expect(adapter.exports.requests).toEqual([]);
    map.destroy();
  });

  it('draws the largest image the budget allows', async () => {
    const adapter = new FakeAdapter();
    const map = createMap(adapter);
    const side = Math.sqrt(MAX_IMAGE_PIXELS);
    await expect(map.toImage({width: side, height: side, pixelRatio: 1})).resolves.toBeInstanceOf(Blob);
    await expect(map.toImage({width: MAX_IMAGE_SIDE, height: side / 2, pixelRatio: 1})).resolves.toBeInstanceOf(Blob);
    map.destroy();
  });
});

describe('toImage() concurrency and destroy()', () => {
  it('16 exports at once draw one at a time, across maps too, and all resolve', async () => {
    const adapter = new FakeAdapter(2);
    const first = createMap(adapter);
    const second = createMap(new FakeAdapter(2, adapter.exports));
    const exports = Array.from({length: 16}, (_, index) =>
      (index % 2 ? first : second).toImage({width: 10, height: 10, pixelRatio: 1}),
    );
    const blobs = await Promise.all(exports);
    expect(blobs).toHaveLength(16);
    expect(adapter.exports.requests).toHaveLength(16);
    expect(adapter.exports.mostAtOnce).toBe(1);
    first.destroy();
    second.destroy();
  });

  it('exports pending or queued when the map is destroyed reject with DESTROYED, and later ones still run', async () => {
    const adapter = new FakeAdapter(20);
    const map = createMap(adapter);
    const pending = [1, 2, 3].map(() => map.toImage({width: 10, height: 10, pixelRatio: 1}));
    const rendered = map.whenRendered();
    map.destroy();
    for (const promise of [...pending, rendered]) expect((await rejection(promise)).code).toBe('DESTROYED');
    const other = createMap();
    await expect(other.toImage({width: 10, height: 10, pixelRatio: 1})).resolves.toBeInstanceOf(Blob);
    other.destroy();
  });
});
