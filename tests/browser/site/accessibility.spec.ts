import {expect, test} from '@playwright/test';

import {accessibilityViolations} from '../support/axe';
import {storeFrameworkCookie} from '../support/framework';
import {SITE_ORIGIN} from '../support/origins';
import {SPEC_ROUTES} from '../support/spec-routes';

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} mode`, () => {
    test.use({colorScheme});

    test.beforeEach(async ({context}) => {
      await storeFrameworkCookie(context, SITE_ORIGIN, 'react');
    });

    for (const route of [...SPEC_ROUTES, '/no/such/page']) {
      test(`axe finds nothing on ${route}`, async ({page}) => {
        await page.goto(route);
        await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
        await expect(page.locator('main h1, article h1').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(await accessibilityViolations(page)).toEqual([]);
      });
    }
  });
}

test('axe finds nothing on the framework chooser', async ({page}) => {
  await page.goto('/docs/getting-started');
  await expect(page.getByRole('dialog', {name: 'Select your framework'})).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
});
