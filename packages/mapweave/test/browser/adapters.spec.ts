import {expect, test, type Page} from '@playwright/test';
import {
  countColor,
  createMapLibreMap,
  expectColor,
  MAP_SIZE,
  MAPLIBRE_BACKGROUND,
  openHarness,
  project,
  screenshotPixels,
  serverUrl,
  type Pixels,
} from './support/harness';

const VIEW = {longitude: 10, latitude: 50, zoom: 3};
const RED: [number, number, number] = [255, 0, 0];
const NODES = {
  paris: {type: 'node', latitude: 48.86, longitude: 2.35, color: '#ff0000', size: 8},
  berlin: {type: 'node', latitude: 52.52, longitude: 13.4, color: '#ff0000', size: 8},
} as const;
const around = (longitude: number, latitude: number) => {
  const [x, y] = project(VIEW, MAP_SIZE, longitude, latitude);
  return {x, y, radius: 3};
};

function meanLuminance(pixels: Pixels): number {
  let sum = 0;
  for (let i = 0; i < pixels.data.length; i += 4)
    sum += 0.2126 * pixels.data[i]! + 0.7152 * pixels.data[i + 1]! + 0.0722 * pixels.data[i + 2]!;
  return sum / (pixels.width * pixels.height);
}

/** Share of the pixels that differ from the most common colour: 0 for a blank map. */
function nonDominantShare(pixels: Pixels): number {
  const counts = new Map<number, number>();
  for (let i = 0; i < pixels.data.length; i += 4) {
    const key = (pixels.data[i]! << 16) | (pixels.data[i + 1]! << 8) | pixels.data[i + 2]!;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return 1 - Math.max(...counts.values()) / (pixels.width * pixels.height);
}

async function standaloneBasemap(page: Page, theme: 'light' | 'dark'): Promise<Pixels> {
  await page.evaluate(
    async ({view, theme}) => {
      const {MapWeave, StandaloneAdapter} = window.mapweave;
      const map = new MapWeave({container: 'map', view, adapter: new StandaloneAdapter({theme})});
      await map.whenRendered();
      window.testState = {map};
    },
    {view: VIEW, theme},
  );
  // Land, borders and sea make the embedded basemap anything but one flat colour.
  await expect.poll(async () => nonDominantShare(await screenshotPixels(page))).toBeGreaterThan(0.2);
  const pixels = await screenshotPixels(page);
  await page.evaluate(() => window.testState.map.destroy());
  return pixels;
}

test('StandaloneAdapter draws the embedded basemap in light and dark themes', async ({page}) => {
  const errors = await openHarness(page, 'map.html');
  const light = await standaloneBasemap(page, 'light');
  const dark = await standaloneBasemap(page, 'dark');
  expect(meanLuminance(light) - meanLuminance(dark)).toBeGreaterThan(60);
  expect(errors).toEqual([]);
});

test('StandaloneAdapter#setTheme switches an attached map from light to dark and keeps its layers', async ({page}) => {
  const errors = await openHarness(page, 'map.html');
  await page.evaluate(
    async ({view, nodes}) => {
      const {MapWeave, NetworkLayer, StandaloneAdapter} = window.mapweave;
      const adapter = new StandaloneAdapter();
      const map = new MapWeave({container: 'map', view, adapter});
      map.addLayer(new NetworkLayer({id: 'net', data: nodes}));
      await map.whenRendered();
      window.testState = {map, adapter};
    },
    {view: VIEW, nodes: NODES},
  );
  await expectColor(page, RED, {around: around(2.35, 48.86), atLeast: 15});
  const light = meanLuminance(await screenshotPixels(page));
  const background = await page.evaluate(() => {
    window.testState.adapter.setTheme('dark');
    return {
      theme: window.testState.adapter.theme,
      css: getComputedStyle(document.getElementById('map')!).backgroundColor,
    };
  });
  expect(background).toEqual({theme: 'dark', css: 'rgb(15, 23, 34)'});
  await expect.poll(async () => light - meanLuminance(await screenshotPixels(page))).toBeGreaterThan(60);
  await expectColor(page, RED, {around: around(2.35, 48.86), atLeast: 15});
  expect(errors).toEqual([]);
});

test('StandaloneAdapter draws raster tiles instead of the basemap when given a URL template', async ({page}) => {
  const errors = await openHarness(page, 'map.html');
  await page.evaluate(
    async ({view, url, nodes}) => {
      const {MapWeave, NetworkLayer, StandaloneAdapter} = window.mapweave;
      const map = new MapWeave({
        container: 'map',
        view,
        adapter: new StandaloneAdapter({tiles: `${url}/tiles/00ff00/{z}/{x}/{y}.png`}),
      });
      map.addLayer(new NetworkLayer({id: 'net', data: nodes}));
      await map.whenRendered();
    },
    {view: VIEW, url: serverUrl(), nodes: NODES},
  );
  await expectColor(page, [0, 255, 0], {atLeast: MAP_SIZE.width * MAP_SIZE.height * 0.7, tolerance: 10});
  await expectColor(page, RED, {around: around(2.35, 48.86), atLeast: 15});
  expect(errors).toEqual([]);
});

const BACKGROUND = MAPLIBRE_BACKGROUND;

for (const {adapter, interleaved} of [
  {adapter: 'MapLibreAdapter', interleaved: false},
  {adapter: 'MapLibreAdapter', interleaved: true},
  {adapter: 'MapboxAdapter', interleaved: false},
] as const) {
  test(`${adapter} (${interleaved ? 'interleaved' : 'overlaid'}) draws MapWeave layers on a maplibre-gl 5.24 map`, async ({
    page,
  }) => {
    const errors = await openHarness(page, 'map.html');
    await createMapLibreMap(page, VIEW);
    const canvases = await page.evaluate(
      async ({adapter, interleaved, nodes}) => {
        const api = window.mapweave;
        const basemap = window.testState.basemap;
        // The Mapbox adapter is given the maplibre-gl Map: it exposes the mapbox-gl v1 Map surface.
        const map = new api.MapWeave({adapter: new api[adapter]({map: basemap, interleaved})});
        map.addLayer(new api.NetworkLayer({id: 'net', data: nodes}));
        await map.whenRendered();
        window.testState.map = map;
        return document.querySelectorAll('#map canvas').length;
      },
      {adapter, interleaved, nodes: NODES},
    );
    // Interleaved: deck.gl draws into MapLibre's canvas; overlaid: on a canvas of its own above it.
    expect(canvases).toBe(interleaved ? 1 : 2);
    await expectColor(page, RED, {around: around(2.35, 48.86), atLeast: 15});
    await expectColor(page, RED, {around: around(13.4, 52.52), atLeast: 15});
    expect(countColor(await screenshotPixels(page), BACKGROUND, undefined, 6)).toBeGreaterThan(
      MAP_SIZE.width * MAP_SIZE.height * 0.8,
    );

    // The view comes from the basemap: moving it moves MapWeave's layers.
    const view = await page.evaluate(async () => {
      const {basemap, map} = window.testState;
      basemap.jumpTo({center: [2.35, 48.86], zoom: 5});
      await map.whenRendered();
      return map.getViewState();
    });
    expect(view.longitude).toBeCloseTo(2.35, 2);
    expect(view.zoom).toBeCloseTo(5, 5);
    await expectColor(page, RED, {around: {x: MAP_SIZE.width / 2, y: MAP_SIZE.height / 2, radius: 3}, atLeast: 15});
    expect(errors).toEqual([]);
  });
}
