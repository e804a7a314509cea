import {expect, test, type Locator, type Page} from '@playwright/test';

import {settledScreenshot, waitForMapReady} from '../support/demo-map';
import {storeFrameworkCookie} from '../support/framework';
import {SITE_ORIGIN} from '../support/origins';

// The home page's map sits in a scrolling page: the wheel scrolls the page (with a hint) and
// only Ctrl + wheel zooms the map; zoomed out, the map still shows the whole world and network.
test.use({viewport: {width: 1000, height: 700}, colorScheme: 'light'});
test.describe.configure({timeout: 180_000});
test.beforeEach(async ({context}) => {
  await storeFrameworkCookie(context, SITE_ORIGIN, 'react');
});

interface RegionCounts {
  land: number;
  border: number;
  network: number;
}

/** Pixels of land, of borders and of the network's green links in a part of a screenshot (fractions of its size). */
async function countInRegion(
  page: Page,
  png: Buffer,
  region: {left: number; top: number; right: number; bottom: number},
): Promise<RegionCounts> {
  return page.evaluate(
    async ({base64, region}) => {
      const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob());
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      const x0 = Math.round(region.left * bitmap.width);
      const y0 = Math.round(region.top * bitmap.height);
      const {data} = context.getImageData(
        x0,
        y0,
        Math.round(region.right * bitmap.width) - x0,
        Math.round(region.bottom * bitmap.height) - y0,
      );
      const near = (i: number, [r, g, b]: number[], tolerance: number) =>
        Math.abs(data[i]! - r!) <= tolerance &&
        Math.abs(data[i + 1]! - g!) <= tolerance &&
        Math.abs(data[i + 2]! - b!) <= tolerance;
      const counts = {land: 0, border: 0, network: 0};
      for (let i = 0; i < data.length; i += 4) {
        // The light basemap's land and border colours (BASEMAP_COLORS.light), the backbone's green links.
        if (near(i, [247, 245, 239], 4)) counts.land++;
        else if (near(i, [190, 184, 170], 12)) counts.border++;
        else if (data[i + 1]! > data[i]! + 60 && data[i + 1]! > data[i + 2]! + 40) counts.network++;
      }
      return counts;
    },
    {base64: png.toString('base64'), region},
  );
}

async function pointAtCentre(page: Page, area: Locator): Promise<void> {
  const box = (await area.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
}

test('the wheel over the home map scrolls the page and leaves the map as it is, with a hint', async ({page}) => {
  await page.goto('/');
  const area = await waitForMapReady(page, 'home');
  const before = await settledScreenshot(area);
  await pointAtCentre(page, area);
  await page.mouse.wheel(0, 120);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const hint = area.locator('.mapweave-cooperative-hint');
  await expect(hint).toHaveText('Use Ctrl + scroll to zoom the map');
  await expect(hint).toHaveCSS('opacity', '1');
  await expect(hint).toHaveCSS('opacity', '0', {timeout: 10_000});
  // Back at the top, where the sticky navbar covers none of the map, it is drawn as before.
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(Buffer.compare(await settledScreenshot(area), before), 'the map did not move').toBe(0);
});

test('Ctrl + wheel zooms the home map out to a whole world: land, borders and network everywhere', async ({page}) => {
  await page.goto('/');
  const area = await waitForMapReady(page, 'home');
  await settledScreenshot(area);
  await pointAtCentre(page, area);
  // The screenshot scrolled the map into view (it reaches below the fold): the wheel must not scroll further.
  const scrollBefore = await page.evaluate(() => window.scrollY);
  await page.keyboard.down('Control');
  for (let tick = 0; tick < 4; tick++) await page.mouse.wheel(0, 120);
  await page.keyboard.up('Control');
  expect(await page.evaluate(() => window.scrollY), 'the page did not scroll').toBe(scrollBefore);
  const zoomedOut = await settledScreenshot(area);
  // The Americas on the left, Australia bottom right, Eurasia top right: every part of the map is drawn.
  const americas = await countInRegion(page, zoomedOut, {left: 0, top: 0.1, right: 0.35, bottom: 0.9});
  const australia = await countInRegion(page, zoomedOut, {left: 0.7, top: 0.55, right: 1, bottom: 0.95});
  const eurasia = await countInRegion(page, zoomedOut, {left: 0.45, top: 0.1, right: 1, bottom: 0.5});
  for (const [name, counts] of Object.entries({americas, australia, eurasia})) {
    expect(counts.land, `land in ${name}`).toBeGreaterThan(500);
    expect(counts.network, `network in ${name}`).toBeGreaterThan(50);
  }
  // Australia is one country: borders are checked where there are many.
  expect(americas.border, 'borders in the Americas').toBeGreaterThan(20);
  expect(eurasia.border, 'borders in Eurasia').toBeGreaterThan(20);
});

test('the home map says what it shows and how to explore it: a caption and a legend of its colours', async ({page}) => {
  await page.goto('/');
  const figure = page.getByRole('figure', {name: /A live MapWeave map: a fibre backbone/});
  await expect(figure).toBeVisible();
  await expect(figure).toContainText('Drag to pan, Ctrl + scroll or pinch to zoom');
  await expect(figure.getByRole('link', {name: 'Fail links in the network demo'})).toHaveAttribute(
    'href',
    '/demos/network-management',
  );
  const legend = figure.locator('details').filter({hasText: 'Link utilisation'});
  await expect(legend).toHaveAttribute('open', '');
  for (const band of ['No traffic', 'Under 50 %', '50–80 %', '80–100 %', 'Over 100 %', 'Core site', 'Edge site'])
    await expect(legend.getByRole('listitem').filter({hasText: band})).toHaveCount(1);
});
