import {readdirSync} from 'node:fs';
import {resolve} from 'node:path';
import {expect, test} from '@playwright/test';
import {SITE_ORIGIN} from '../support/origins';
import {storeFrameworkCookie} from '../support/framework';
import {gotoBeforeHydration, gotoHydrated} from '../support/navigation';

const ids = readdirSync(resolve(__dirname, '../../../examples'), {withFileTypes: true})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

test.beforeEach(async ({context}) => {
  await storeFrameworkCookie(context, SITE_ORIGIN, 'react');
});

test('the gallery lists every example with a thumbnail for the colour mode', async ({page}) => {
  await page.goto('/examples/');
  const cards = page.locator('main ul > li').filter({has: page.locator('h2')});
  await expect(cards).toHaveCount(ids.length);
  await expect(page.getByRole('status')).toHaveText(`${ids.length} examples`);
  for (const id of ids) {
    await expect(page.locator(`main h2 a[href="/examples/example?name=${id}"]`)).toHaveCount(1);
  }
  // Only the light thumbnails are displayed (and so fetched); each one decodes.
  const images = page.locator('main img:visible');
  await expect(images).toHaveCount(ids.length);
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveAttribute('src', /-light\.webp$/);
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
      .toBe(360);
    // One device pixel to the CSS pixel: the 360 px file, not the phones' 720 px one.
    expect(await image.evaluate((element: HTMLImageElement) => new URL(element.currentSrc).pathname)).toMatch(
      /-light\.webp$/,
    );
  }
  await expect(page.getByText(/They open in React, the framework you chose/)).toBeVisible();
});

test('the gallery filters by text and by feature', async ({page}) => {
  // The page paints before its scripts run: typing before hydration would not reach React.
  await gotoHydrated(page, '/examples/');
  await page.getByRole('searchbox', {name: 'Search'}).fill('trajectories tracker');
  await expect(page.getByRole('status')).toHaveText(/^\d+ of \d+ examples match$/);
  const titles = await page.locator('main h2').allTextContents();
  expect(titles.length).toBeGreaterThan(0);
  expect(titles.length).toBeLessThan(ids.length);

  await page.getByRole('searchbox', {name: 'Search'}).fill('');
  await page.getByRole('combobox', {name: 'Feature'}).selectOption('mapbox-adapter');
  await expect(page.locator('main h2')).toHaveText([/Mapbox/]);
  await page.getByRole('searchbox', {name: 'Search'}).fill('no example says this');
  await expect(page.getByRole('status')).toHaveText(`0 of ${ids.length} examples match`);
});

test("the gallery reads the user's words and misspellings as the site search does, and offers a way on", async ({
  page,
}) => {
  await gotoHydrated(page, '/examples/');
  const box = page.getByRole('searchbox', {name: 'Search'});
  for (const words of ['cluster', 'clustering', 'proximty combining']) {
    await box.fill(words);
    await expect(page.getByRole('status'), words).toHaveText(/^[1-9]\d* of \d+ examples match$/);
    await expect(page.locator('main h2').first(), words).toContainText(/combin/i);
  }
  await box.fill('qqqzzz');
  await expect(page.getByRole('link', {name: 'Search the guides and the API for it'})).toHaveAttribute(
    'href',
    '/search?q=qqqzzz',
  );
});

test('text typed into the search before the page hydrates is kept and filters the gallery', async ({page}) => {
  const hydrate = await gotoBeforeHydration(page, '/examples/');
  const search = page.getByRole('searchbox', {name: 'Search'});
  await search.fill('trajectories tracker');
  await hydrate();
  await expect(search).toHaveValue('trajectories tracker');
  await expect(page.getByRole('status')).toHaveText(/^\d+ of \d+ examples match$/);
  // The state follows the field from here on.
  await search.fill('no example says this');
  await expect(page.getByRole('status')).toHaveText(`0 of ${ids.length} examples match`);
});

test.describe('on a phone', () => {
  // Lighthouse's mobile device: 1.75 device pixels to the CSS pixel.
  test.use({viewport: {width: 412, height: 823}, deviceScaleFactor: 1.75, isMobile: true});

  test('the thumbnails in view come at twice the CSS size, in the colour mode shown', async ({page}) => {
    await page.goto('/examples/');
    const image = page.locator('main img:visible').first();
    await expect(image).toHaveAttribute('src', /-light\.webp$/);
    // naturalWidth is corrected for the candidate's density: 720 device pixels at 2x read 360.
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
      .toBe(360);
    const shown = await image.evaluate((element: HTMLImageElement) => ({
      src: new URL(element.currentSrc).pathname,
      width: element.getBoundingClientRect().width,
    }));
    expect(shown.src).toMatch(/^\/img\/examples\/[\w-]+-light@2x\.webp$/);
    // The 720 px file covers the device pixels the card shows it on.
    expect(720).toBeGreaterThanOrEqual(shown.width * 1.75);
  });
});
