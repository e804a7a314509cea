import {expect, test, type Page} from '@playwright/test';

import {FRAMEWORK_COOKIE_MAX_AGE_SECONDS} from '../../../src/lib/framework';
import {frameworkCookie, storeFrameworkCookie} from '../support/framework';
import {SITE_ORIGIN} from '../support/origins';
import {gotoHydrated} from '../support/navigation';

const DOC_WITH_BOTH_VARIANTS = '/docs/getting-started';

function chooser(page: Page) {
  return page.getByRole('dialog', {name: 'Select your framework'});
}

async function expectOnlyVariant(page: Page, shown: 'react' | 'javascript') {
  const hidden = shown === 'react' ? 'javascript' : 'react';
  await expect(page.locator('html')).toHaveAttribute('data-framework', shown);
  await expect(page.locator(`.mw-only-${shown}`).first()).toBeVisible();
  const hiddenVariants = page.locator(`.mw-only-${hidden}`);
  expect(await hiddenVariants.count()).toBeGreaterThan(0);
  for (const variant of await hiddenVariants.all()) await expect(variant).toBeHidden();
}

/** Reloading is part of choosing: wait for the new document, not just a re-render. */
async function chooseAndWaitForReload(page: Page, click: () => Promise<void>) {
  const reloaded = page.waitForEvent('framenavigated', (frame) => frame === page.mainFrame());
  await click();
  await reloaded;
  await page.waitForLoadState('load');
}

test('without a cookie a blocking chooser appears that only a choice dismisses', async ({page}) => {
  await gotoHydrated(page, DOC_WITH_BOTH_VARIANTS);
  const dialog = chooser(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(dialog).toContainText(/React API/);
  await expect(dialog).toContainText(/plain JavaScript API/);
  await expect(dialog).toContainText(/docs and examples/i);
  await expect(dialog.getByRole('button', {name: 'React', exact: true})).toBeVisible();
  await expect(dialog.getByRole('button', {name: 'JavaScript', exact: true})).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await page.mouse.click(3, 3);
  await expect(dialog).toBeVisible();
  expect(await frameworkCookie(page.context())).toBeUndefined();
});

test('the chooser keeps keyboard focus inside it', async ({page}) => {
  await gotoHydrated(page, DOC_WITH_BOTH_VARIANTS);
  const dialog = chooser(page);
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await dialog.evaluate((element) => element.contains(document.activeElement)), key).toBe(true);
  }
});

test('an invalid cookie value counts as no choice', async ({page, context}) => {
  await storeFrameworkCookie(context, SITE_ORIGIN, 'vue');
  await gotoHydrated(page, DOC_WITH_BOTH_VARIANTS);
  await expect(chooser(page)).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-framework', /.+/);
});

test('choosing writes a year-long site-wide cookie, reloads and shows only that framework', async ({page}) => {
  await gotoHydrated(page, DOC_WITH_BOTH_VARIANTS);
  await chooseAndWaitForReload(page, () =>
    chooser(page).getByRole('button', {name: 'JavaScript', exact: true}).click(),
  );

  const cookie = await frameworkCookie(page.context());
  const now = Date.now() / 1000;
  expect(cookie).toMatchObject({value: 'javascript', path: '/', sameSite: 'Lax'});
  expect(cookie!.expires).toBeGreaterThan(now + FRAMEWORK_COOKIE_MAX_AGE_SECONDS - 120);
  expect(cookie!.expires).toBeLessThan(now + FRAMEWORK_COOKIE_MAX_AGE_SECONDS + 120);

  await expect(chooser(page)).toBeHidden();
  await expectOnlyVariant(page, 'javascript');
});

test('the choice holds on every later page load', async ({page, context}) => {
  await storeFrameworkCookie(context, SITE_ORIGIN, 'react');
  await gotoHydrated(page, DOC_WITH_BOTH_VARIANTS);
  await expectOnlyVariant(page, 'react');
  await gotoHydrated(page, '/docs/network-layer');
  await expect(chooser(page)).toBeHidden();
  await expect(page.locator('html')).toHaveAttribute('data-framework', 'react');
});

test('the navbar framework icon shows the choice and switches it', async ({page, context}) => {
  await storeFrameworkCookie(context, SITE_ORIGIN, 'react');
  await gotoHydrated(page, DOC_WITH_BOTH_VARIANTS);
  const navbar = page.getByRole('navigation', {name: 'Main'});
  const icon = navbar.getByRole('button', {name: /framework/i});
  await expect(icon).toHaveAccessibleName(/React/);
  await icon.click();

  await chooseAndWaitForReload(page, () =>
    navbar.getByRole('group', {name: 'Framework'}).getByRole('button', {name: 'JavaScript'}).click(),
  );
  expect(await frameworkCookie(page.context())).toMatchObject({value: 'javascript'});
  await expect(navbar.getByRole('button', {name: /framework/i})).toHaveAccessibleName(/JavaScript/);
  await expectOnlyVariant(page, 'javascript');
});

test('a valid cookie on a more specific path does not pin the framework', async ({page}) => {
  await page.goto('/404-cookie-setup');
  await page.evaluate(() => {
    document.cookie = 'mapweave_user_framework=react; path=/docs';
  });
  await gotoHydrated(page, DOC_WITH_BOTH_VARIANTS);
  await expectOnlyVariant(page, 'react');
  const navbar = page.getByRole('navigation', {name: 'Main'});
  await navbar.getByRole('button', {name: /framework/i}).click();
  await chooseAndWaitForReload(page, () =>
    navbar.getByRole('group', {name: 'Framework'}).getByRole('button', {name: 'JavaScript'}).click(),
  );
  await expectOnlyVariant(page, 'javascript');
  expect(await page.evaluate(() => document.cookie)).not.toContain('mapweave_user_framework=react');
});

/**
 * Hostile values of the framework cookie, written as `document.cookie` assignments: the head
 * script (before paint) and the page (after hydration) must read the same choice, else the page
 * is inert behind a chooser that never opens.
 */
const HOSTILE_COOKIES: Array<{name: string; cookies: string[]; chosen: 'react' | 'javascript' | null}> = [
  {name: 'quoted', cookies: ['mapweave_user_framework="react"; path=/'], chosen: null},
  {name: 'percent-encoded', cookies: ['mapweave_user_framework=%72eact; path=/'], chosen: null},
  {name: 'malformed escape', cookies: ['mapweave_user_framework=%E0%A4%A; path=/'], chosen: null},
  {name: 'empty', cookies: ['mapweave_user_framework=; path=/'], chosen: null},
  {name: 'unicode', cookies: ['mapweave_user_framework=réact; path=/'], chosen: null},
  {
    name: 'duplicated, an invalid one first',
    cookies: ['mapweave_user_framework="react"; path=/docs', 'mapweave_user_framework=javascript; path=/'],
    chosen: 'javascript',
  },
];

for (const {name, cookies, chosen} of HOSTILE_COOKIES) {
  test(`a hostile framework cookie (${name}) is read the same before and after hydration`, async ({page}) => {
    await page.goto('/404-cookie-setup');
    await page.evaluate((values) => {
      for (const value of values) document.cookie = value;
    }, cookies);
    await gotoHydrated(page, DOC_WITH_BOTH_VARIANTS);
    const app = page.locator('#__docusaurus');
    if (chosen) {
      await expectOnlyVariant(page, chosen);
      await expect(chooser(page)).toBeHidden();
      await expect(app).not.toHaveAttribute('inert', /.*/);
      return;
    }
    await expect(page.locator('html')).not.toHaveAttribute('data-framework', /.+/);
    await expect(chooser(page)).toBeVisible();
    await chooseAndWaitForReload(page, () => chooser(page).getByRole('button', {name: 'React', exact: true}).click());
    await expectOnlyVariant(page, 'react');
    await expect(app).not.toHaveAttribute('inert', /.*/);
  });
}
