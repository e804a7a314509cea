import {expect, test} from '@playwright/test';

import {storeFrameworkCookie} from '../support/framework';
import {gotoHydrated} from '../support/navigation';
import {TEST_BUILD_ORIGIN} from '../support/origins';

// The test build is configured with the other reading of the spec: light colour mode only,
// and no account icon or help popup (MAPWEAVE_COLOR_MODE=light, MAPWEAVE_NAVBAR_ACCOUNT=0,
// MAPWEAVE_NAVBAR_HELP=0; see the root package.json "build:test").
test.beforeEach(async ({context}) => {
  await storeFrameworkCookie(context, TEST_BUILD_ORIGIN, 'react');
});

test('light mode only: no switch, and a dark system scheme is not followed', async ({page}) => {
  await page.emulateMedia({colorScheme: 'dark'});
  await gotoHydrated(page, '/docs/getting-started');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.getByRole('button', {name: /Switch between dark and light mode/})).toHaveCount(0);
});

test('switched-off navbar extras are gone; the rest of the navbar stays', async ({page}) => {
  await gotoHydrated(page, '/docs/getting-started');
  const navbar = page.getByRole('navigation', {name: 'Main'});
  await expect(navbar.getByRole('link', {name: 'Download', exact: true})).toBeVisible();
  await expect(navbar.getByRole('link', {name: /^Log in/})).toBeVisible();
  await expect(navbar.getByRole('button', {name: /^Framework: React/})).toBeVisible();
  await expect(navbar.getByRole('link', {name: 'Account', exact: true})).toHaveCount(0);
  await expect(navbar.getByRole('button', {name: 'Help'})).toHaveCount(0);

  const account = await page.goto('/account');
  expect(account?.status()).toBe(200);
});
