import {expect, test} from '@playwright/test';

import {accessibilityViolations, expectAccessibleInBothModes} from '../support/axe';
import {storeFrameworkCookie} from '../support/framework';
import {gotoHydrated} from '../support/navigation';
import {SITE_ORIGIN} from '../support/origins';

// Every spec route is checked in light and dark mode by its visit in routes.spec.ts.

test('axe finds nothing on the not-found page in light and dark mode', async ({page, context}) => {
  await storeFrameworkCookie(context, SITE_ORIGIN, 'react');
  await page.emulateMedia({colorScheme: 'light'});
  await page.goto('/no/such/page');
  await expectAccessibleInBothModes(page);
});

test('axe finds nothing on the framework chooser', async ({page}) => {
  await page.goto('/docs/getting-started');
  await expect(page.getByRole('dialog', {name: 'Select your framework'})).toBeVisible();
  // The page behind it is checked on its own in routes.spec.ts.
  expect(await accessibilityViolations(page, {include: '[role="dialog"]'})).toEqual([]);
});

test('a table wider than a phone scrolls sideways from the keyboard; one that fits is no tab stop', async ({
  page,
  context,
}) => {
  await storeFrameworkCookie(context, SITE_ORIGIN, 'react');
  await page.setViewportSize({width: 360, height: 740});
  // Five columns of cookie names and durations: more than a phone's width even wrapped.
  await gotoHydrated(page, '/docs/about-this-website');
  const containers = page.locator('article .mw-table-scroll');
  const wide = containers.filter({has: page.locator('table')}).first();
  await expect(wide).toHaveAttribute('tabindex', '0');
  await expect(wide).toHaveAttribute('role', 'group');
  await expect(wide).toHaveAccessibleName('Table, scrolls sideways');
  // Wide enough for every table: none stays a tab stop, and the answer follows the resize.
  await page.setViewportSize({width: 3000, height: 740});
  await expect(page.locator('article .mw-table-scroll[tabindex]')).toHaveCount(0);
});

for (const width of [390, 1024, 1440]) {
  test(`the reference tables wrap to fit a ${width} px window, descriptions whole`, async ({page, context}) => {
    await storeFrameworkCookie(context, SITE_ORIGIN, 'react');
    await page.setViewportSize({width, height: 900});
    for (const path of ['/api/layers/network-layer', '/api/types']) {
      await gotoHydrated(page, path);
      const overflowing = await page
        .locator('article .mw-table-scroll')
        .evaluateAll((containers) =>
          containers
            .filter((container) => container.scrollWidth > container.clientWidth)
            .map((container) => container.querySelector('th')?.textContent),
        );
      expect(overflowing, `${path}: tables wider than the page`).toEqual([]);
    }
  });
}
