import {expect, test, type Page} from '@playwright/test';
import {countColor, MAP_SIZE, openHarness, project, screenshotPixels, type Rgb} from './support/harness';

const AEGEAN = {longitude: 26.3, latitude: 36.3, zoom: 6};
const WORLD = {longitude: 10, latitude: 20, zoom: 0.5};
/** Inland points of islands (all but Crete missing at Natural Earth 1:110m), and a point of open sea. */
const ISLANDS = {naxos: [25.47, 37.06], paros: [25.16, 37.05], rhodes: [27.98, 36.2], crete: [24.9, 35.25]} as const;
const OPEN_SEA: [number, number] = [25.9, 36.45];
const LAND: Record<'light' | 'dark', Rgb> = {light: [247, 245, 239], dark: [37, 48, 62]};

/** Basemap data chunks the page has requested (the bundle's classic scripts next to it). */
function chunkRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    const name = request.url().split('/').pop() ?? '';
    if (name.startsWith('basemap-')) requested.push(name);
  });
  return requested;
}

async function openMap(page: Page, view: typeof AEGEAN, theme: 'light' | 'dark', labels = false): Promise<void> {
  await page.evaluate(
    async ({view, theme, labels}) => {
      const {MapWeave, StandaloneAdapter} = window.mapweave;
      const map = new MapWeave({container: 'map', view, adapter: new StandaloneAdapter({theme, labels})});
      await map.whenRendered();
      window.testState = {map};
    },
    {view, theme, labels},
  );
}

/** Land-coloured pixels within 2 px of a place. */
async function landAround(page: Page, theme: 'light' | 'dark', [longitude, latitude]: readonly [number, number]) {
  const [x, y] = project(AEGEAN, MAP_SIZE, longitude, latitude);
  return countColor(await screenshotPixels(page), LAND[theme], {x, y, radius: 2}, 6);
}

for (const theme of ['light', 'dark'] as const) {
  test(`the Aegean at zoom 6 shows its islands (${theme}), from the 1:10m chunk`, async ({page}) => {
    const errors = await openHarness(page, 'map.html');
    const requested = chunkRequests(page);
    await openMap(page, AEGEAN, theme);
    for (const [name, place] of Object.entries(ISLANDS)) {
      await expect.poll(() => landAround(page, theme, place), {message: `land on ${name}`}).toBe(25);
    }
    expect(await landAround(page, theme, OPEN_SEA)).toBe(0);
    expect(requested).toEqual(['basemap-topology10m.js']);
    expect(errors).toEqual([]);
  });
}

test('the world view loads no basemap chunk; zooming in loads the finer level', async ({page}) => {
  const errors = await openHarness(page, 'map.html');
  const requested = chunkRequests(page);
  await openMap(page, WORLD, 'light');
  // Land is drawn in the first frame, from the 1:110m data inside the bundle.
  expect(countColor(await screenshotPixels(page), LAND.light, undefined, 6)).toBeGreaterThan(2000);
  expect(requested).toEqual([]);

  await page.evaluate((view) => window.testState.map.setViewState(view), AEGEAN);
  await expect.poll(() => landAround(page, 'light', ISLANDS.naxos)).toBe(25);
  expect(requested).toEqual(['basemap-topology10m.js']);
  expect(errors).toEqual([]);
});

test('labels: true names countries and capitals from a chunk of their own, credited to GeoNames', async ({page}) => {
  const errors = await openHarness(page, 'map.html');
  const requested = chunkRequests(page);
  await openMap(page, {longitude: 10, latitude: 50, zoom: 3.5}, 'light');
  const plain = await screenshotPixels(page);
  await page.evaluate(() => window.testState.map.destroy());
  await openMap(page, {longitude: 10, latitude: 50, zoom: 3.5}, 'light', true);
  // Label text (dark grey on the light land) appears once the labels chunk is in.
  const LABEL: Rgb = [92, 88, 80];
  const textPixels = async () => countColor(await screenshotPixels(page), LABEL, undefined, 30);
  await expect.poll(textPixels).toBeGreaterThan(countColor(plain, LABEL, undefined, 30) + 200);
  expect(requested).toContain('basemap-labels.js');
  await expect(page.locator('#map')).toContainText('GeoNames');
  expect(errors).toEqual([]);
});
