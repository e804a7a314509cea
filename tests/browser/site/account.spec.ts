import {expect, test} from '@playwright/test';

import {PROJECT_INFO_PATH, PROJECT_INFO_TIMEOUT_MS} from '../../../src/lib/project-info';
import {storeFrameworkCookie} from '../support/framework';
import {gotoHydrated} from '../support/navigation';
import {SITE_ORIGIN} from '../support/origins';
import {collectWarnings} from '../support/page-watch';

// What /selected-project-info answers is server input: the account page shows it only as
// bounded, direction-safe text, and the one warning names what went wrong.
test.beforeEach(async ({context}) => {
  await storeFrameworkCookie(context, SITE_ORIGIN, 'react');
});

// 1 MB: enough to show the bound, small enough that the route delivers it well within the
// project-info timeout on a loaded machine (10 MB took more than its 4 s there).
test('an email of 1 MB is not rendered; a short note says why', async ({page}) => {
  const warnings = collectWarnings(page);
  const email = `${'a'.repeat(1024 * 1024)}@example.com`;
  await page.route(`**${PROJECT_INFO_PATH}`, (route) => route.fulfill({json: {email}}));
  await gotoHydrated(page, '/account');
  await expect(page.getByRole('status').filter({hasText: 'is not shown'})).toContainText(
    `the account service sent ${email.length.toLocaleString('en')} characters`,
  );
  expect(await page.evaluate(() => document.body.innerText.length)).toBeLessThan(20_000);
  await expect.poll(() => warnings.join('\n')).toContain(`returned an email of ${email.length} characters`);
});

test('text-direction controls in the email are removed and the address is shown isolated', async ({page}) => {
  await page.route(`**${PROJECT_INFO_PATH}`, (route) =>
    route.fulfill({json: {email: 'ada\u202Emoc.elpmaxe\u202C@example.com\u2066'}}),
  );
  await gotoHydrated(page, '/account');
  const shown = page.locator('strong bdi');
  await expect(shown).toHaveText('adamoc.elpmaxe@example.com');
  expect(
    await shown.evaluate((element) => /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/.test(element.textContent ?? '')),
  ).toBe(false);
  await expect(page.getByRole('status').filter({hasText: 'text-direction'})).toBeVisible();
});

test('a body that trickles past the timeout is reported as a timeout', async ({page}) => {
  test.slow();
  const warnings = collectWarnings(page);
  // The route API cannot trickle a body, so the page's fetch answers with a stream that sends the
  // start of the JSON and then stalls; like a real fetch, it errors when the request is aborted.
  await page.addInitScript((path) => {
    const realFetch = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      if (String(input) !== path) return realFetch(input, init);
      const body = new ReadableStream<Uint8Array>({
        start(stream) {
          stream.enqueue(new TextEncoder().encode('{"email": "ada@'));
          init?.signal?.addEventListener('abort', () =>
            stream.error(new DOMException('The user aborted a request.', 'AbortError')),
          );
        },
      });
      return new Response(body, {status: 200, headers: {'Content-Type': 'application/json'}});
    };
  }, PROJECT_INFO_PATH);
  await gotoHydrated(page, '/account');
  await expect(page.getByText('You are not signed in.')).toBeVisible({timeout: PROJECT_INFO_TIMEOUT_MS + 10_000});
  expect(warnings).toEqual([
    `MapWeave: could not read the signed-in user: ${PROJECT_INFO_PATH} timed out after ${PROJECT_INFO_TIMEOUT_MS} ms`,
  ]);
});
