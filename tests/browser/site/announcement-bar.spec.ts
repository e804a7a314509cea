import {expect, test, type Page} from '@playwright/test';

import {storeFrameworkCookie} from '../support/framework';
import {SITE_ORIGIN} from '../support/origins';
import {gotoHydrated, reloadHydrated} from '../support/navigation';

test.beforeEach(async ({context}) => {
  await storeFrameworkCookie(context, SITE_ORIGIN, 'react');
});

function announcementBar(page: Page) {
  return page
    .getByRole('banner')
    .filter({has: page.getByRole('link', {name: /1\.5/})})
    .first();
}

test('announces 1.5 with a link to its release page', async ({page}) => {
  await gotoHydrated(page, '/docs/getting-started');
  await expect(announcementBar(page)).toBeVisible();
  await expect(announcementBar(page).getByRole('link', {name: /1\.5/})).toHaveAttribute('href', '/download/1.5');
});

test('once closed it stays closed, until the announcement id changes', async ({page}) => {
  await gotoHydrated(page, '/docs/getting-started');
  await announcementBar(page).getByRole('button', {name: 'Close'}).click();
  await expect(announcementBar(page)).toHaveCount(0);

  await reloadHydrated(page);
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(announcementBar(page)).toHaveCount(0);

  // The stored dismissal belongs to another announcement, as after a new release. Docusaurus
  // suffixes its storage keys with a hash of the site's address.
  await page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.startsWith('docusaurus.announcement.id'));
    if (key === undefined) throw new Error(`no stored announcement id in ${Object.keys(localStorage)}`);
    localStorage.setItem(key, 'release-1.4.0');
  });
  // The first page load after the change must show it (not only the one after).
  await reloadHydrated(page);
  await expect(announcementBar(page)).toBeVisible();
});
