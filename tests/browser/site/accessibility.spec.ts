import {expect, test} from '@playwright/test';

import {accessibilityViolations, expectAccessibleInBothModes} from '../support/axe';
import {storeFrameworkCookie} from '../support/framework';
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
