import {expect, test, type Page} from '@playwright/test';

import {storeFrameworkCookie} from '../support/framework';
import {SITE_ORIGIN} from '../support/origins';
import {gotoHydrated, reloadHydrated} from '../support/navigation';

// The default build uses the "toggle" reading (MAPWEAVE_COLOR_MODE unset).
test.beforeEach(async ({context}) => {
  await storeFrameworkCookie(context, SITE_ORIGIN, 'react');
});

function toggle(page: Page) {
  return page.getByRole('button', {name: /Switch between dark and light mode/});
}

function theme(page: Page) {
  return page.locator('html');
}

test('follows the system colour scheme until a mode is chosen', async ({page}) => {
  await page.emulateMedia({colorScheme: 'dark'});
  await gotoHydrated(page, '/docs/getting-started');
  await expect(theme(page)).toHaveAttribute('data-theme', 'dark');
  await page.emulateMedia({colorScheme: 'light'});
  await expect(theme(page)).toHaveAttribute('data-theme', 'light');
  await expect(toggle(page)).toHaveAccessibleName(/system mode/);
});

test('the toggle switches the mode and the choice persists over the system scheme', async ({page}) => {
  await page.emulateMedia({colorScheme: 'light'});
  await gotoHydrated(page, '/docs/getting-started');
  await toggle(page).click();
  await expect(toggle(page)).toHaveAccessibleName(/currently light mode/);
  await toggle(page).click();
  await expect(toggle(page)).toHaveAccessibleName(/currently dark mode/);
  await expect(theme(page)).toHaveAttribute('data-theme', 'dark');

  await reloadHydrated(page);
  await expect(theme(page)).toHaveAttribute('data-theme', 'dark');
  await page.emulateMedia({colorScheme: 'light'});
  await gotoHydrated(page, '/download');
  await expect(theme(page)).toHaveAttribute('data-theme', 'dark');
  await expect(toggle(page)).toHaveAccessibleName(/currently dark mode/);
});
