import {expect, test, type Page} from '@playwright/test';
import {decodePng} from './support/png.mjs';
import {
  countColor,
  createMapLibreMap,
  expectColor,
  MAP_SIZE,
  MAPLIBRE_BACKGROUND,
  openHarness,
  project,
  type Pixels,
  type Rgb,
} from './support/harness';

// Western Europe (inside a 300 × 200 image of this view too): land in Germany, sea in the Bay of
// Biscay, a red node in France.
const VIEW = {longitude: 5, latitude: 48, zoom: 3};
const LAND = {longitude: 10, latitude: 51};
const SEA = {longitude: -5, latitude: 46};
const NODE = {longitude: 2, latitude: 45};
const RED: Rgb = [255, 0, 0];

/** The PNG Blob of `toImage(options)` on `window.testState.map`, decoded. */
async function exportImage(page: Page, options: Record<string, number>): Promise<Pixels & {type: string}> {
  const {type, base64} = await page.evaluate(async (options) => {
    const blob: Blob = await window.testState.map.toImage(options);
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return {type: blob.type, base64: btoa(binary)};
  }, options);
  return {type, ...decodePng(Buffer.from(base64, 'base64'))};
}

/** Most of the 7×7 image pixels around a coordinate of an image of `size` CSS pixels at `ratio`. */
function expectAround(
  image: Pixels,
  size: {width: number; height: number},
  ratio: number,
  at: typeof LAND,
  color: Rgb,
) {
  const [x, y] = project(VIEW, size, at.longitude, at.latitude);
  expect(countColor(image, color, {x: x * ratio, y: y * ratio, radius: 3}, 24)).toBeGreaterThanOrEqual(30);
}

async function standaloneMap(page: Page, theme: 'light' | 'dark'): Promise<{ocean: Rgb; land: Rgb}> {
  return page.evaluate(
    async ({view, node, theme}) => {
      const {MapWeave, NetworkLayer, StandaloneAdapter, BASEMAP_COLORS} = window.mapweave;
      const map = new MapWeave({container: 'map', view, adapter: new StandaloneAdapter({theme})});
      map.addLayer(new NetworkLayer({id: 'net', data: {n: {type: 'node', ...node, color: '#ff0000', size: 14}}}));
      window.testState = {map};
      await map.whenRendered();
      const colors = BASEMAP_COLORS[theme];
      const ocean = colors.ocean;
      return {
        ocean: [1, 3, 5].map((i) => parseInt(ocean.slice(i, i + 2), 16)) as [number, number, number],
        land: colors.land.slice(0, 3) as [number, number, number],
      };
    },
    {view: VIEW, node: NODE, theme},
  );
}

for (const theme of ['light', 'dark'] as const) {
  test(`toImage() of a standalone map (${theme}) is a PNG of the requested size with its sea, land and layer`, async ({
    page,
  }) => {
    const errors = await openHarness(page, 'map.html');
    const colors = await standaloneMap(page, theme);
    const [nx, ny] = project(VIEW, MAP_SIZE, NODE.longitude, NODE.latitude);
    await expectColor(page, RED, {around: {x: nx, y: ny, radius: 3}, atLeast: 15});

    const size = {width: 300, height: 200};
    const image = await exportImage(page, {...size, pixelRatio: 2});
    expect(image.type).toBe('image/png');
    expect([image.width, image.height]).toEqual([600, 400]);
    expectAround(image, size, 2, SEA, colors.ocean);
    expectAround(image, size, 2, LAND, colors.land);
    expectAround(image, size, 2, NODE, RED);

    // The map's own canvas keeps preserveDrawingBuffer off.
    const preserved = await page.evaluate(
      () => document.querySelector('#map canvas')!.getContext('webgl2')?.getContextAttributes()?.preserveDrawingBuffer,
    );
    expect(preserved).toBe(false);
    expect(errors).toEqual([]);
  });
}

test('toImage() defaults to the map size and rejects a bad size with INVALID_OPTION', async ({page}) => {
  await openHarness(page, 'map.html');
  await standaloneMap(page, 'light');
  const image = await exportImage(page, {pixelRatio: 1});
  expect([image.width, image.height]).toEqual([MAP_SIZE.width, MAP_SIZE.height]);
  const codes = await page.evaluate(async () => {
    const attempts = [{width: -1}, {pixelRatio: 0}, {width: 9000}, {height: 'tall'}];
    return Promise.all(
      attempts.map((options) =>
        window.testState.map.toImage(options as never).then(
          () => 'resolved',
          (error: {code?: string}) => error.code,
        ),
      ),
    );
  });
  expect(codes).toEqual(['INVALID_OPTION', 'INVALID_OPTION', 'INVALID_OPTION', 'INVALID_OPTION']);
});

test('toImage() with MapLibre composites the map canvas and the layers at the map size', async ({page}) => {
  const errors = await openHarness(page, 'map.html');
  await createMapLibreMap(page, VIEW);
  await page.evaluate(
    async ({node}) => {
      const basemap = window.testState.basemap;
      const {MapWeave, MapLibreAdapter, NetworkLayer} = window.mapweave;
      const map = new MapWeave({adapter: new MapLibreAdapter({map: basemap})});
      map.addLayer(new NetworkLayer({id: 'net', data: {n: {type: 'node', ...node, color: '#ff0000', size: 14}}}));
      window.testState = {map};
      await map.whenRendered();
    },
    {node: NODE},
  );
  const image = await exportImage(page, {pixelRatio: 1});
  expect([image.width, image.height]).toEqual([MAP_SIZE.width, MAP_SIZE.height]);
  expectAround(image, MAP_SIZE, 1, SEA, MAPLIBRE_BACKGROUND);
  expectAround(image, MAP_SIZE, 1, NODE, RED);
  const code = await page.evaluate(() =>
    window.testState.map.toImage({width: 100, height: 100}).then(
      () => 'resolved',
      (error: {code?: string}) => error.code,
    ),
  );
  expect(code).toBe('INVALID_OPTION');
  expect(errors).toEqual([]);
});

test('the React ref exports the map with toImage()', async ({page}) => {
  const errors = await openHarness(page, 'react.html');
  await page.evaluate(
    ({view, node}) => {
      const {createElement, createRef} = window.React;
      const {MapWeave, NetworkLayer} = window.mapweaveReact;
      const ref = createRef<import('../../src/react/index.js').MapWeaveHandle>();
      const data = {n: {type: 'node', ...node, color: '#ff0000', size: 14}};
      window.ReactDOM.createRoot(document.getElementById('root')!).render(
        createElement(
          MapWeave,
          {ref, view, fitOnFirstLoad: false, style: {height: 320}},
          createElement(NetworkLayer, {id: 'net', data} as never),
        ),
      );
      window.testState = {
        get map() {
          return ref.current!;
        },
      };
    },
    {view: VIEW, node: NODE},
  );
  const [nx, ny] = project(VIEW, MAP_SIZE, NODE.longitude, NODE.latitude);
  await expectColor(page, RED, {around: {x: nx, y: ny, radius: 3}, atLeast: 15});
  const image = await exportImage(page, {width: 200, height: 160, pixelRatio: 1});
  expect([image.width, image.height]).toEqual([200, 160]);
  expectAround(image, {width: 200, height: 160}, 1, NODE, RED);
  expect(errors).toEqual([]);
});
