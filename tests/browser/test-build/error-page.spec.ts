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
  await expect(page.getByRole('heading', {name: 'Page Error'})).toBeVisible();
  await expect(page.getByText('This page crashed')).toBeVisible();
  await expect(page.getByRole('button', {name: 'Try again'})).toBeVisible();
  await expect(page.getByRole('main')).toContainText(CRASH_MESSAGE);
  for (const cause of CRASH_CAUSES) await expect(page.getByRole('main')).toContainText(cause);
});

test('Try again renders the page again', async ({page}) => {
  await page.goto('/test/crash');
  await page.getByRole('button', {name: 'Try again'}).click();
  // The test route crashes every time, so trying again lands on the error page again.
  await expect(page.getByRole('heading', {name: 'Page Error'})).toBeVisible();
  await expect(page.getByRole('main')).toContainText(CRASH_MESSAGE);
});
