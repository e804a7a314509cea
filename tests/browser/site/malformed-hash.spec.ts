import {expect, test, type Page} from '@playwright/test';

import {storeFrameworkCookie} from '../support/framework';
import {gotoHydrated} from '../support/navigation';
import {SITE_ORIGIN} from '../support/origins';
import {collectPageErrors} from '../support/page-watch';

// Docusaurus scrolls to decodeURIComponent(location.hash) after each navigation, which throws
// "URI malformed" on a hash like #100% or #%E0%A4%A.
const DOC = '/docs/getting-started';

test.beforeEach(async ({context}) => {
  await storeFrameworkCookie(context, SITE_ORIGIN, 'react');
});

async function expectWorkingPage(page: Page, errors: Error[]): Promise<void> {
  await expect(page.getByText('This page crashed')).toHaveCount(0);
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  expect(errors.map((error) => error.message)).toEqual([]);
}

test('a page opened with a malformed hash works, and so does one that sets it after load', async ({page}) => {
  const errors = collectPageErrors(page);
  await gotoHydrated(page, `${DOC}#100%`);
  await expectWorkingPage(page, errors);

  for (const hash of ['%E0%A4%A', '100%', '%', '%zz%C3']) {
    await page.evaluate((value) => {
      window.location.hash = value;
    }, hash);
    await page.waitForFunction(() => window.location.hash !== '');
    await expectWorkingPage(page, errors);
  }

  // A link to such a hash in the page.
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '#50%';
    link.textContent = 'Fifty per cent';
    document.querySelector('main')!.prepend(link);
  });
  await page.getByRole('link', {name: 'Fifty per cent'}).click();
  await expect(page).toHaveURL(/#50%25$/);
  await expectWorkingPage(page, errors);

  // Back and forward through these entries, then on to another page with the client router.
  await page.goBack();
  await page.goForward();
  await expectWorkingPage(page, errors);
  await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Examples', exact: true}).click();
  await expect(page).toHaveURL(/\/examples\/?$/);
  await expectWorkingPage(page, errors);
});

test('a well-formed encoded hash still scrolls to its heading', async ({page}) => {
  await gotoHydrated(page, DOC);
  const id = await page.locator('main h2[id]').nth(1).getAttribute('id');
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, encodeURIComponent(id!));
  await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
});
