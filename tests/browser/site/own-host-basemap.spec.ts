import {readFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {readWords} from '../../../packages/mapweave/test/browser/support/ocr.mjs';
import {SITE_ORIGIN} from '../support/origins';
import {
  mountRunnerFrame,
  runInFrame,
  runnerMessages,
  screenshotPixels,
  waitForRunnerMessage,
  type Pixels,
} from '../support/runner';

// The example "A labelled basemap from your own host" in the sandboxed runner: MapLibre draws the
// site's own vector tiles (static/basemap/world.pmtiles) with their glyphs, and no request leaves
// the site. The style's background is water: land colour shows that tiles were drawn, and water
// beside it the lakes and rivers (its view is the Alps) cut out of it.
const exampleDir = resolve(__dirname, '../../../examples/own-host-basemap');
const SOURCE_FILE = {react: 'react.tsx', javascript: 'javascript.ts'} as const;
const FRAME = {width: 640, height: 420};
// The example's light palette.
const LAND: [number, number, number] = [0xf3, 0xf1, 0xea];
const WATER: [number, number, number] = [0xb7, 0xd3, 0xe9];
/** Names of the basemap's places in the view; the network's stations are not labelled. */
const PLACE_NAMES = ['Bern', 'Vaduz', 'Lyon', 'Turin', 'Milan', 'Grenoble', 'Genève', 'Zürich', 'Basel', 'Lausanne'];

test.setTimeout(180_000);
test.use({viewport: {width: 800, height: 600}});

function share({width, height, data}: Pixels, colour: [number, number, number]): number {
  let count = 0;
  for (let i = 0; i < width * height; i++) {
    if (colour.every((channel, c) => Math.abs(data[i * 4 + c]! - channel) <= 3)) count++;
  }
  return count / (width * height);
}

/** The place names tesseract reads in the frame, accents and all. */
async function placeNamesRead(page: Page): Promise<string[]> {
  const words = readWords(await page.locator('#harness-runner').screenshot(), {scale: 3});
  return PLACE_NAMES.filter((name) => words.some((word) => word.replace(/[^\p{L}]/gu, '') === name));
}

for (const framework of ['javascript', 'react'] as const) {
  test(`${framework}: the map draws land, lakes and rivers and names places from the site's own tiles, and no request leaves the site`, async ({
    page,
    context,
  }) => {
    const requests: string[] = [];
    context.on('request', (request) => requests.push(request.url()));
    await page.goto('/examples/');
    await mountRunnerFrame(page, FRAME);
    await runInFrame(page, readFileSync(resolve(exampleDir, SOURCE_FILE[framework]), 'utf8'), framework);

    await expect.poll(async () => (await placeNamesRead(page)).length, {timeout: 120_000}).toBeGreaterThanOrEqual(3);
    const pixels = await screenshotPixels(page, '#harness-runner');
    expect(share(pixels, LAND), 'land').toBeGreaterThan(0.3);
    expect(share(pixels, WATER), 'lakes and rivers').toBeGreaterThan(0.002);
    const runner = page.frameLocator('#harness-runner');
    await expect(runner.locator('.maplibregl-ctrl-attrib')).toContainText('GeoNames (CC BY 4.0)');

    const messages = await runnerMessages(page);
    expect(messages.filter((message) => message.type === 'error')).toEqual([]);
    expect(messages.filter((message) => String(message.text).startsWith('The runner '))).toEqual([]);
    expect(requests.filter((url) => url.includes('/basemap/world.pmtiles')).length).toBeGreaterThan(1);
    expect(requests.some((url) => /\/basemap\/fonts\/Noto%20Sans%20Regular\/0-255\.pbf$/.test(url))).toBe(true);
    expect(
      requests.filter((url) => !url.startsWith(`${SITE_ORIGIN}/`) && !/^(data|blob):/.test(url)),
      'requests to other places',
    ).toEqual([]);
  });
}

test('a program may fetch the site’s /basemap/ folder and no other file of the site', async ({page}) => {
  await page.goto('/examples/');
  await mountRunnerFrame(page);
  // /sdk/ sends CORS headers too: only the frame's Content-Security-Policy keeps it out of reach.
  await runInFrame(
    page,
    `Promise.all(['/basemap/world.pmtiles', '/sdk/mapweave.js'].map((path) =>
  fetch(location.origin + path, { headers: { Range: 'bytes=0-6' } }).then((response) => response.status, (error) => error.name),
)).then((results) => console.log('fetched ' + results.join(' ')));`,
  );
  const report = await waitForRunnerMessage(page, 'console', (message) => String(message.text).startsWith('fetched'));
  expect(report.text).toBe('fetched 206 TypeError');
});
