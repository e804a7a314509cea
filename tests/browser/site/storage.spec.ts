import {expect, test} from '@playwright/test';

import {PROJECT_INFO_PATH} from '../../../src/lib/project-info';
import {frameworkCookie, storeFrameworkCookie} from '../support/framework';
import {SITE_ORIGIN} from '../support/origins';
import {collectPageErrors, collectWarnings} from '../support/page-watch';
import {gotoHydrated} from '../support/navigation';
import {refuseStorage} from '../support/storage';

test.beforeEach(async ({page}) => {
  await refuseStorage(page);
  // A working project-info call, so that the storage warning is the only expected one.
  await page.route(`**${PROJECT_INFO_PATH}`, (route) => route.fulfill({json: {email: 'ada@example.com'}}));
});

test('without storage the chooser still writes the cookie and reloads', async ({page}) => {
  const warnings = collectWarnings(page);
  const errors = collectPageErrors(page);
  await gotoHydrated(page, '/docs/getting-started');
  const dialog = page.getByRole('dialog', {name: 'Select your framework'});
  await expect(dialog).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(warnings).toHaveLength(1);
  expect(warnings[0]).toMatch(/storage/i);

  await dialog.getByRole('button', {name: 'React', exact: true}).click();
  await expect(page.locator('html')).toHaveAttribute('data-framework', 'react');
  await expect(dialog).toBeHidden();
  expect(await frameworkCookie(page.context())).toMatchObject({value: 'react'});
  expect(errors).toEqual([]);
});

test('without storage the site keeps working after one warning', async ({page, context}) => {
  await storeFrameworkCookie(context, SITE_ORIGIN, 'react');
  const warnings = collectWarnings(page);
  const errors = collectPageErrors(page);
  await gotoHydrated(page, '/docs/getting-started');
  await expect(page.locator('article h1').first()).toBeVisible();

  const html = page.locator('html');
  const themeBefore = await html.getAttribute('data-theme');
  await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
  await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
  await expect(html).not.toHaveAttribute('data-theme', themeBefore ?? '');

  const announcement = page.getByRole('banner').filter({has: page.getByRole('button', {name: 'Close'})});
  await announcement.getByRole('button', {name: 'Close'}).click();
  await expect(announcement).toHaveCount(0);

  const navbar = page.getByRole('navigation', {name: 'Main'});
  await navbar.getByRole('link', {name: 'Request a trial'}).click();
  await expect(page).toHaveURL(/\/try$/);
  const firstField = page.getByRole('main').getByRole('textbox').first();
  await firstField.fill('Ada Lovelace');
  await expect(firstField).toHaveValue('Ada Lovelace');

  expect(errors).toEqual([]);
  expect(warnings).toHaveLength(1);
  expect(warnings[0]).toMatch(/storage/i);
});
