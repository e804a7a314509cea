import {expect, test} from '@playwright/test';

import {storeFrameworkCookie} from '../support/framework';
import {SITE_ORIGIN} from '../support/origins';

// Lighthouse's phone: the page shows its footer before hydration unless the shell holds the map's box.
test.use({viewport: {width: 412, height: 823}});

test('an example page does not move when the example renders after hydration', async ({page, context}) => {
  test.setTimeout(90_000);
  await storeFrameworkCookie(context, SITE_ORIGIN, 'javascript');
  await page.goto('/examples/example?name=basic-network');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('A basic network', {timeout: 30_000});
  await expect(page.locator('iframe[sandbox]')).toBeVisible();
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {value: number; hadRecentInput: boolean})[])
            if (!entry.hadRecentInput) sum += entry.value;
          resolve(sum);
        }).observe({type: 'layout-shift', buffered: true});
        // No entry at all is no shift: the observer then never calls back.
        setTimeout(() => resolve(sum), 1000);
      }),
  );
  expect(shift).toBeLessThan(0.01);
});
