import {chromium, expect, test, type Page} from '@playwright/test';
import {openHarness} from './support/harness';
import {readWords} from './support/ocr.mjs';
import {chromiumLaunchOptions} from '../../scripts/chromium.mjs';

// The embedded basemap's place names, read back by OCR as a reader would: Utrecht at zoom 9, a
// capital at the world view, De Bilt at zoom 12, in both themes; and nothing of them with places off.

type Theme = 'light' | 'dark';
const UTRECHT = {longitude: 5.12, latitude: 52.09, zoom: 9};
const DE_BILT = {longitude: 5.18, latitude: 52.11, zoom: 12};
/** Amsterdam (a capital) and Utrecht (a city named from zoom 7) both in view. */
const AMSTERDAM_AND_UTRECHT = {longitude: 5, latitude: 52.22, zoom: 8};
const WORLD = {longitude: 10, latitude: 30, zoom: 0.7};
/** Capitals of three million people or more: the ones the world view names. */
const LARGE_CAPITALS = ['Moscow', 'Tokyo', 'Beijing', 'London', 'Cairo', 'Seoul', 'Jakarta', 'Bangkok', 'Tehran'];
const LARGE_CAPITALS_ALSO = [
  'Lima',
  'Bogota',
  'Santiago',
  'Baghdad',
  'Riyadh',
  'Madrid',
  'Berlin',
  'Ankara',
  'Kinshasa',
];

/** Basemap data chunks the page has requested (the bundle's classic scripts next to it). */
function chunkRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    const name = request.url().split('/').pop() ?? '';
    if (name.startsWith('basemap-')) requested.push(name);
  });
  return requested;
}

async function openMap(page: Page, view: typeof UTRECHT, theme: Theme, places = true): Promise<void> {
  await page.evaluate(
    async ({view, theme, places}) => {
      const {MapWeave, StandaloneAdapter} = window.mapweave;
      const adapter = new StandaloneAdapter({theme, labels: true, basemap: {places}});
      const map = new MapWeave({container: 'map', view, adapter});
      await map.whenRendered();
      window.testState = {map};
    },
    {view, theme, places},
  );
}

/** The words tesseract reads in the map now, letters only; `scale` brings 11 px labels to ~30 px. */
async function wordsOnMap(page: Page, theme: Theme, scale = 3): Promise<string[]> {
  const png = await page.locator('#map').screenshot();
  return readWords(png, {negate: theme === 'dark', scale}).map((word) => word.replace(/[^A-Za-z]/g, ''));
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`place names, ${theme} theme`, () => {
    test('Utrecht is named at zoom 9, from the chunks of its zoom and cell only', async ({page}) => {
      test.setTimeout(150_000);
      const errors = await openHarness(page, 'map.html');
      const requested = chunkRequests(page);
      await openMap(page, UTRECHT, theme);
      await expect.poll(() => wordsOnMap(page, theme), {timeout: 90_000}).toContain('Utrecht');
      expect(requested.filter((name) => name.startsWith('basemap-places')).sort()).toEqual([
        'basemap-places0.js',
        'basemap-places6_e000_n000.js',
        'basemap-places9_e000_n045.js',
      ]);
      await expect(page.locator('#map')).toContainText('Places: GeoNames (CC BY 4.0)');
      expect(errors).toEqual([]);
    });

    test('the world view names capitals', async ({page}) => {
      test.setTimeout(150_000);
      const errors = await openHarness(page, 'map.html');
      await openMap(page, WORLD, theme);
      const capitalsRead = async () => {
        const words = await wordsOnMap(page, theme);
        return [...LARGE_CAPITALS, ...LARGE_CAPITALS_ALSO].filter((capital) => words.includes(capital));
      };
      await expect.poll(async () => (await capitalsRead()).length, {timeout: 90_000}).toBeGreaterThanOrEqual(2);
      expect(errors).toEqual([]);
    });
  });
}

test.describe('place names, zoom 12 and turned off', () => {
  test('De Bilt is named at zoom 12', async ({page}) => {
    test.setTimeout(150_000);
    const errors = await openHarness(page, 'map.html');
    await openMap(page, DE_BILT, 'light');
    await expect.poll(() => wordsOnMap(page, 'light'), {timeout: 90_000}).toContain('Bilt');
    expect(errors).toEqual([]);
  });

  test('basemap.places: false names no city, loads no place chunk and credits only the capitals', async ({page}) => {
    test.setTimeout(150_000);
    const errors = await openHarness(page, 'map.html');
    const requested = chunkRequests(page);
    await openMap(page, AMSTERDAM_AND_UTRECHT, 'light', false);
    // The capital still shows (the labels are on), so the map has been read with its labels.
    await expect.poll(() => wordsOnMap(page, 'light'), {timeout: 90_000}).toContain('Amsterdam');
    const words = await wordsOnMap(page, 'light');
    expect(words).not.toContain('Utrecht');
    expect(requested.filter((name) => name.startsWith('basemap-places'))).toEqual([]);
    await expect(page.locator('#map')).toContainText('Capitals: GeoNames (CC BY 4.0)');
    expect(errors).toEqual([]);
  });
});

test.describe('basemap labels at device pixel ratio 2', () => {
  test.use({deviceScaleFactor: 2});

  for (const theme of ['light', 'dark'] as const) {
    test(`Utrecht and Amsterdam are named at zoom 8 (${theme})`, async ({page}) => {
      test.setTimeout(150_000);
      const errors = await openHarness(page, 'map.html');
      await openMap(page, AMSTERDAM_AND_UTRECHT, theme);
      // The screenshot already has two pixels per CSS pixel: a smaller scale reaches the same text size.
      const read = () => wordsOnMap(page, theme, 2);
      await expect.poll(read, {timeout: 90_000}).toEqual(expect.arrayContaining(['Amsterdam', 'Utrecht']));
      expect(errors).toEqual([]);
    });
  }
});

test('basemap labels draw where Chromium sees 2 device pixels per CSS pixel but a devicePixelRatio of 1', async () => {
  test.setTimeout(150_000);
  // A forced device scale factor sizes the canvas's device-pixel box at ratio 2 and leaves the page's ratio at 1.
  const browser = await chromium.launch(chromiumLaunchOptions(['--force-device-scale-factor=2']));
  try {
    const page = await browser.newPage({viewport: {width: 480, height: 320}});
    const errors = await openHarness(page, 'map.html');
    await openMap(page, AMSTERDAM_AND_UTRECHT, 'light');
    const read = () => wordsOnMap(page, 'light', 2);
    await expect.poll(read, {timeout: 90_000}).toEqual(expect.arrayContaining(['Amsterdam', 'Utrecht']));
    expect(errors).toEqual([]);
  } finally {
    await browser.close();
  }
});
