import {expect, test} from '@playwright/test';

import {storeFrameworkCookie} from '../support/framework';
import {gotoBeforeHydration} from '../support/navigation';
import {SITE_ORIGIN} from '../support/origins';

test.use({viewport: {width: 412, height: 823}});

test.beforeEach(({context}) => storeFrameworkCookie(context, SITE_ORIGIN, 'javascript'));

test('before hydration, the example page shows the named example’s thumbnail in the map’s box, its largest paint', async ({
  page,
}) => {
  test.setTimeout(90_000);
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
  await hydrate();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('A basic network', {timeout: 30_000});
  await expect(poster).toHaveCount(0);
});

test('a name that is no example shows no poster, and is never markup', async ({page}) => {
  const hydrate = await gotoBeforeHydration(page, '/examples/example?name=%3Cimg%20src%3Dx%3E');
  await expect(page.getByText('Loading the example…')).toBeVisible();
  await expect(page.locator('main img')).toBeHidden();
  expect(await page.locator('main img').getAttribute('src')).toBeNull();
  await hydrate();
});
