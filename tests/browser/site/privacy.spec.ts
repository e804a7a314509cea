import {expect, test} from '@playwright/test';

import {PROJECT_INFO_PATH} from '../../../src/lib/project-info';
import {storeFrameworkCookie} from '../support/framework';
import {SITE_ORIGIN} from '../support/origins';
import {collectRequests, collectWarnings, leavingOrigin} from '../support/page-watch';
import {collectScripts, isDatadogSdk} from '../support/scripts';
import {gotoHydrated} from '../support/navigation';

// The default build configures no analytics, tag manager or monitoring.
const PAGES = ['/', '/docs/getting-started', '/api/types', '/download', '/examples/', '/try', '/account'];

test('no request leaves the site when nothing is configured', async ({page, context}) => {
  // Seven pages, the next one waiting for the home page's map frame: 22 s here in SwiftShader.
  test.setTimeout(90_000);
  await storeFrameworkCookie(context, SITE_ORIGIN, 'react');
  const requests = collectRequests(page);
  for (const path of PAGES) {
    await gotoHydrated(page, path);
    await page.waitForLoadState('networkidle');
  }
  expect(requests.length).toBeGreaterThan(PAGES.length);
  expect(leavingOrigin(requests, SITE_ORIGIN)).toEqual([]);
});

test('no request leaves the site before a framework is chosen', async ({page}) => {
  const requests = collectRequests(page);
  await gotoHydrated(page, '/docs/getting-started');
  await expect(page.getByRole('dialog', {name: 'Select your framework'})).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(leavingOrigin(requests, SITE_ORIGIN)).toEqual([]);
});

test('monitoring is neither loaded nor defined when disabled', async ({page, context}) => {
  await storeFrameworkCookie(context, SITE_ORIGIN, 'react');
  const scripts = collectScripts(page);
  await page.route(`**${PROJECT_INFO_PATH}`, (route) => route.fulfill({json: {email: 'ada@example.com'}}));
  await gotoHydrated(page, '/docs/getting-started');
  await page.waitForLoadState('networkidle');

  expect(await page.evaluate(() => 'DD_RUM' in window)).toBe(false);
  const bodies = await scripts.bodies();
  expect(bodies.length).toBeGreaterThan(0);
  expect(bodies.filter(isDatadogSdk)).toEqual([]);
});

test('project info is fetched once per page load; its absence costs one warning', async ({page, context}) => {
  await storeFrameworkCookie(context, SITE_ORIGIN, 'react');
  const warnings = collectWarnings(page);
  const requests = collectRequests(page);
  await gotoHydrated(page, '/docs/getting-started');
  await page.waitForLoadState('networkidle');
  await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Download'}).click();
  await expect(page).toHaveURL(`${SITE_ORIGIN}/download`);
  await page.waitForLoadState('networkidle');

  expect(requests.filter((url) => new URL(url).pathname === PROJECT_INFO_PATH)).toHaveLength(1);
  expect(warnings).toHaveLength(1);
  expect(warnings[0]).toContain(PROJECT_INFO_PATH);
});
