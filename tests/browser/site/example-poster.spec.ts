import {expect, test} from '@playwright/test';

import {storeFrameworkCookie} from '../support/framework';
import {gotoBeforeHydration} from '../support/navigation';
import {SITE_ORIGIN} from '../support/origins';

test.use({viewport: {width: 412, height: 823}});

test.beforeEach(({context}) => storeFrameworkCookie(context, SITE_ORIGIN, 'javascript'));

test('the named example’s thumbnail is in the map’s box from before hydration, its largest paint, until the example’s first frame', async ({
  page,
}) => {
  test.setTimeout(120_000);
  let startRunner = () => {};
  const runnerHeld = new Promise<void>((resolve) => {
    startRunner = resolve;
  });
  await page.route('**/runner/frame.html', async (route) => {
    await runnerHeld;
    await route.continue();
  });
  const hydrate = await gotoBeforeHydration(page, '/examples/example?name=basic-network');
  const poster = page.locator('main img[src$="/img/examples/basic-network-light.webp"]');
  await expect(poster).toBeVisible();
  await expect
    .poll(() => poster.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
  const lcpUrl = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & {url: string})[];
          resolve(entries.at(-1)!.url);
        }).observe({type: 'largest-contentful-paint', buffered: true});
      }),
  );
  expect(lcpUrl).toMatch(/\/img\/examples\/basic-network-light(@2x)?\.webp$/);
  const posterWidth = await poster.evaluate((image: HTMLImageElement) => image.width);
  await hydrate();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('A basic network', {timeout: 30_000});
  // Hydration keeps the picture over the runner's frame, at the same size: no new largest paint.
  await expect(poster).toBeVisible();
  await expect(poster).toHaveJSProperty('width', posterWidth);
  startRunner();
  await expect(page.getByText(/^First frame drawn in \d+ ms\.$/)).toBeVisible({timeout: 90_000});
  await expect(poster).toHaveCount(0);
});

test('a name that is no example shows no poster, and is never markup', async ({page}) => {
  const hydrate = await gotoBeforeHydration(page, '/examples/example?name=%3Cimg%20src%3Dx%3E');
  await expect(page.getByText('Loading the example…')).toBeVisible();
  await expect(page.locator('main img')).toBeHidden();
  expect(await page.locator('main img').getAttribute('src')).toBeNull();
  await hydrate();
});
