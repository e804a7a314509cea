import {expect, test, type Page, type Route} from '@playwright/test';

import {PROJECT_INFO_PATH, PROJECT_INFO_TIMEOUT_MS} from '../../../src/lib/project-info';
import {storeFrameworkCookie} from '../support/framework';
import {TEST_BUILD_ORIGIN} from '../support/origins';
import {collectPageErrors, collectWarnings, keepRequestsLocal} from '../support/page-watch';
import {collectScripts, isDatadogSdk} from '../support/scripts';
import {gotoHydrated} from '../support/navigation';

// The test build has monitoring on (application id "test-app"); Datadog's intake is blocked.
interface RumGlobal {
  getUser(): Record<string, unknown>;
  getInitConfiguration(): {applicationId: string; clientToken: string} | undefined;
}

function rum(page: Page) {
  return {
    user: () => page.evaluate(() => (window as unknown as {DD_RUM?: RumGlobal}).DD_RUM?.getUser() ?? null),
    applicationId: () =>
      page.evaluate(
        () => (window as unknown as {DD_RUM?: RumGlobal}).DD_RUM?.getInitConfiguration()?.applicationId ?? null,
      ),
  };
}

test.beforeEach(async ({page, context}) => {
  await storeFrameworkCookie(context, TEST_BUILD_ORIGIN, 'react');
  await keepRequestsLocal(page, TEST_BUILD_ORIGIN);
});

test('the email from project info becomes the monitoring user id', async ({page}) => {
  const warnings = collectWarnings(page);
  const scripts = collectScripts(page);
  await page.route(`**${PROJECT_INFO_PATH}`, (route) =>
    route.fulfill({json: {email: 'ada@example.com', project: 'p-1'}}),
  );
  await gotoHydrated(page, '/docs/getting-started');
  await expect.poll(rum(page).applicationId).toBe('test-app');
  await expect.poll(async () => (await rum(page).user())?.id).toBe('ada@example.com');
  expect(warnings).toEqual([]);
  // The same check that finds no monitoring code in the default build finds it here.
  expect((await scripts.bodies()).filter(isDatadogSdk)).toHaveLength(1);
});

test('a response without an email sets no user and warns about nothing', async ({page}) => {
  const warnings = collectWarnings(page);
  await page.route(`**${PROJECT_INFO_PATH}`, (route) => route.fulfill({json: {project: 'p-1'}}));
  const answered = page.waitForResponse(`**${PROJECT_INFO_PATH}`);
  await gotoHydrated(page, '/docs/getting-started');
  await answered;
  await expect.poll(rum(page).applicationId).toBe('test-app');
  expect(await rum(page).user()).toEqual({});
  expect(warnings).toEqual([]);
});

const failures: Array<{name: string; answer?: (route: Route) => Promise<void>}> = [
  {name: 'a server error', answer: (route) => route.fulfill({status: 500, body: 'boom'})},
  {
    name: 'a body that is not JSON',
    answer: (route) => route.fulfill({status: 200, contentType: 'application/json', body: '{"email": "ada@'}),
  },
  {
    name: 'an answer slower than the timeout',
    answer: async (route) => {
      await new Promise((resolve) => setTimeout(resolve, PROJECT_INFO_TIMEOUT_MS + 2000));
      await route.fulfill({json: {email: 'late@example.com'}}).catch(() => undefined);
    },
  },
  // No handler: the static host answers 404, as where the endpoint does not exist.
  {name: 'an absent endpoint (404)'},
];

for (const {name, answer} of failures) {
  test(`${name}: the page works, one warning, no user`, async ({page}) => {
    test.slow(name.includes('slower'));
    const warnings = collectWarnings(page);
    const errors = collectPageErrors(page);
    if (answer) await page.route(`**${PROJECT_INFO_PATH}`, answer);
    await gotoHydrated(page, '/docs/getting-started');
    await expect(page.locator('article h1').first()).toBeVisible();

    await expect.poll(() => warnings.length, {timeout: PROJECT_INFO_TIMEOUT_MS + 5000}).toBe(1);
    expect(warnings[0]).toContain(PROJECT_INFO_PATH);
    await expect.poll(rum(page).applicationId).toBe('test-app');
    expect(await rum(page).user()).toEqual({});
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Download'}).click();
    await expect(page.getByRole('heading', {level: 1}).first()).toBeVisible();
    expect(errors).toEqual([]);
    expect(warnings).toHaveLength(1);
  });
}
