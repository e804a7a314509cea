import {expect, test, type Page} from '@playwright/test';

import {storeFrameworkCookie} from '../support/framework';
import {SITE_ORIGIN} from '../support/origins';
import {gotoHydrated} from '../support/navigation';

// The desktop breakpoint is 996 px, Docusaurus' own.
// A page without a docs or blog sidebar, so the mobile sidebar opens on the navbar links.
const PLAIN_PAGE = '/content-terms';

test.beforeEach(async ({context}) => {
  await storeFrameworkCookie(context, SITE_ORIGIN, 'react');
});

function sidebarToggle(page: Page) {
  return page.getByRole('button', {name: 'Toggle navigation bar'});
}

function desktopDocsLink(page: Page) {
  return page.locator('.navbar__items').getByRole('link', {name: 'Docs', exact: true});
}

test('at 995 px the navbar collapses into the mobile sidebar', async ({page}) => {
  await page.setViewportSize({width: 995, height: 700});
  await gotoHydrated(page, PLAIN_PAGE);
  await expect(sidebarToggle(page)).toBeVisible();
  await expect(desktopDocsLink(page)).toBeHidden();

  await sidebarToggle(page).click();
  const sidebar = page.locator('.navbar-sidebar');
  await expect(sidebar.getByRole('link', {name: 'Docs', exact: true}).first()).toBeVisible();
  await page.getByRole('button', {name: 'Close navigation bar'}).click();
  await expect(sidebar.getByRole('link', {name: 'Docs', exact: true}).first()).toBeHidden();
});

test('at 390 px the phone menu lists each page once: Docs and Request a trial are not repeated under Help', async ({
  page,
}) => {
  await page.setViewportSize({width: 390, height: 844});
  await gotoHydrated(page, PLAIN_PAGE);
  await sidebarToggle(page).click();
  const menu = page.locator('.navbar-sidebar__item.menu').first();
  await expect(menu.getByText('Help', {exact: true})).toBeVisible();
  for (const name of ['Docs', 'Request a trial', 'API reference']) {
    await expect(menu.getByRole('link', {name, exact: true})).toHaveCount(1);
  }
  await expect(menu.getByRole('link', {name: /^Email support/})).toBeVisible();
});

test('at 997 px the desktop navbar shows its links', async ({page}) => {
  await page.setViewportSize({width: 997, height: 700});
  await gotoHydrated(page, PLAIN_PAGE);
  await expect(sidebarToggle(page)).toBeHidden();
  for (const name of ['Showcase', 'Examples', 'Playground', 'Docs', 'API', 'Download']) {
    await expect(page.locator('.navbar__items').getByRole('link', {name, exact: true})).toBeVisible();
  }
});

test('the mobile sidebar closes by itself when the window grows to desktop width', async ({page}) => {
  await page.setViewportSize({width: 995, height: 700});
  await gotoHydrated(page, PLAIN_PAGE);
  await sidebarToggle(page).click();
  await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
  await page.setViewportSize({width: 1200, height: 700});
  await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
  await expect(desktopDocsLink(page)).toBeVisible();
});

test('no link of the closed mobile sidebar touches the viewport, so none of their pages is prefetched on load', async ({
  page,
}) => {
  await page.setViewportSize({width: 412, height: 823});
  await gotoHydrated(page, '/docs/getting-started');
  const links = page.locator('.navbar-sidebar a[href^="/docs/"]');
  // The closed sidebar renders once the page is quiet (src/theme/Navbar/MobileSidebar).
  await expect.poll(() => links.count(), {timeout: 15_000}).toBeGreaterThan(5);
  // Docusaurus prefetches a link's page once an IntersectionObserver says it intersects.
  const intersecting = await links.evaluateAll(
    (elements) =>
      new Promise<string[]>((resolve) => {
        const observer = new IntersectionObserver((entries) => {
          observer.disconnect();
          resolve(
            entries.filter((entry) => entry.isIntersecting).map((entry) => entry.target.getAttribute('href') ?? ''),
          );
        });
        elements.forEach((element) => observer.observe(element));
      }),
  );
  expect(intersecting).toEqual([]);
  const prefetched = await page
    .locator('link[rel="prefetch"]')
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('href')));
  expect(prefetched.length, prefetched.join('\n')).toBeLessThan(40);
});
