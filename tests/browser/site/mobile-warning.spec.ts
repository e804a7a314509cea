import {devices, expect, test, type Page} from '@playwright/test';

import {accessibilityViolations} from '../support/axe';
import {storeFrameworkCookie} from '../support/framework';
import {SITE_ORIGIN} from '../support/origins';
import {gotoHydrated} from '../support/navigation';

const WARNING = 'Showcases, Examples and Playgrounds are not currently supported on mobile.';
// A page without a docs or blog sidebar, so the mobile sidebar opens on the navbar links.
const START_PAGE = '/content-terms';

function warning(page: Page) {
  return page.getByRole('dialog').filter({hasText: WARNING});
}

/** Clicks a navbar link the way a phone user reaches it: through the mobile sidebar. */
async function clickSidebarLink(page: Page, name: string) {
  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  await page.locator('.navbar-sidebar').getByRole('link', {name, exact: true}).first().click();
}

test.describe('on a phone', () => {
  // Pixel 7: a mobile Chrome user agent, touch, a 412 px wide screen.
  const {viewport, userAgent, deviceScaleFactor, isMobile, hasTouch} = devices['Pixel 7'];
  test.use({viewport, userAgent, deviceScaleFactor, isMobile, hasTouch});

  test.beforeEach(async ({context, page}) => {
    await storeFrameworkCookie(context, SITE_ORIGIN, 'react');
    await gotoHydrated(page, START_PAGE);
  });

  test('Playground offers only Stay Here, which stays', async ({page}) => {
    await clickSidebarLink(page, 'Playground');
    const dialog = warning(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button')).toHaveText(['Stay Here']);
    await dialog.getByRole('button', {name: 'Stay Here'}).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(`${SITE_ORIGIN}${START_PAGE}`);
  });

  for (const link of [
    {name: 'Showcase', path: '/'},
    {name: 'Examples', path: '/examples/'},
  ]) {
    test(`${link.name} offers Continue Anyway and Stay Here; Continue Anyway goes there`, async ({page}) => {
      await clickSidebarLink(page, link.name);
      const dialog = warning(page);
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('button', {name: 'Continue Anyway'})).toBeVisible();
      await expect(dialog.getByRole('button', {name: 'Stay Here'})).toBeVisible();
      await expect(page).toHaveURL(`${SITE_ORIGIN}${START_PAGE}`);

      await dialog.getByRole('button', {name: 'Continue Anyway'}).click();
      await expect(page).toHaveURL(`${SITE_ORIGIN}${link.path}`);
      await expect(dialog).toBeHidden();
    });
  }

  test('Escape counts as Stay Here', async ({page}) => {
    await clickSidebarLink(page, 'Examples');
    await expect(warning(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(warning(page)).toBeHidden();
    await expect(page).toHaveURL(`${SITE_ORIGIN}${START_PAGE}`);
  });

  test('a click outside the warning counts as Stay Here', async ({page}) => {
    await clickSidebarLink(page, 'Showcase');
    const dialog = warning(page);
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box).not.toBeNull();
    const viewport = page.viewportSize()!;
    // Below the dialog box if there is room, otherwise above it.
    const y = box!.y + box!.height + 10 < viewport.height ? viewport.height - 5 : 5;
    await page.mouse.click(viewport.width / 2, y);
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(`${SITE_ORIGIN}${START_PAGE}`);
  });

  test('axe finds nothing on the warning', async ({page}) => {
    await clickSidebarLink(page, 'Examples');
    await expect(warning(page)).toBeVisible();
    expect(await accessibilityViolations(page, {include: '[role="dialog"]'})).toEqual([]);
  });

  test('links to other pages navigate without a warning', async ({page}) => {
    await clickSidebarLink(page, 'Download');
    await expect(page).toHaveURL(`${SITE_ORIGIN}/download`);
    await expect(warning(page)).toHaveCount(0);
  });
});

test.describe('on a desktop window 390 px wide', () => {
  test.use({viewport: {width: 390, height: 800}});

  test('Playground opens without a warning', async ({page, context}) => {
    await storeFrameworkCookie(context, SITE_ORIGIN, 'react');
    await gotoHydrated(page, START_PAGE);
    await clickSidebarLink(page, 'Playground');
    await expect(page).toHaveURL(`${SITE_ORIGIN}/playground`);
    await expect(warning(page)).toHaveCount(0);
  });
});
