import {expect, test} from '@playwright/test';

import {storeFrameworkCookie} from '../support/framework';
import {TEST_BUILD_ORIGIN} from '../support/origins';

// What src/test-hooks/Crash.tsx throws: an error with a chain of two causes.
const CRASH_MESSAGE = 'Test hook crash: rendering /test/crash failed';
const CRASH_CAUSES = [
  'Test hook root cause: the data source is unreachable',
  'Test hook deepest cause: connection refused',
];

test.beforeEach(async ({context}) => {
  await storeFrameworkCookie(context, TEST_BUILD_ORIGIN, 'react');
});

test('a page that crashes shows the error page with the message and its causes', async ({page}) => {
  await page.goto('/test/crash');
  await expect(page).toHaveTitle(/^Page Error/);
  await expect(page.getByRole('heading', {name: 'This page crashed', level: 1})).toBeVisible();
  await expect(page.getByRole('button', {name: 'Try again'})).toBeVisible();
  const details = page.getByRole('region', {name: 'Error details'});
  await expect(details).toContainText(CRASH_MESSAGE);
  await expect(details.getByRole('listitem')).toHaveText(CRASH_CAUSES);
});

test('Try again renders the page again', async ({page}) => {
  await page.goto('/test/crash');
  const heading = page.getByRole('heading', {name: 'This page crashed', level: 1});
  await heading.evaluate((element) => element.setAttribute('data-before-retry', ''));
  await page.getByRole('button', {name: 'Try again'}).click();
  // The test route crashes every time, so trying again renders a new error page.
  await expect(page.locator('[data-before-retry]')).toHaveCount(0);
  await expect(heading).toBeVisible();
  await expect(page.getByRole('region', {name: 'Error details'})).toContainText(CRASH_MESSAGE);
});
