import {expect, test, type Page} from '@playwright/test';

import {TRIAL_REQUEST_FIELD_LABELS} from '../../../src/lib/trial-request';
import {storeFrameworkCookie} from '../support/framework';
import {gotoHydrated} from '../support/navigation';
import {TEST_BUILD_ORIGIN} from '../support/origins';
import {keepRequestsLocal} from '../support/page-watch';

// The test build POSTs trial requests to this endpoint (MAPWEAVE_TRIAL_REQUEST_URL in the root
// package.json "build:test"); each test answers it here, nothing leaves the machine.
const ENDPOINT = 'https://trials.mapweave.example/requests';

test.beforeEach(async ({page, context}) => {
  await storeFrameworkCookie(context, TEST_BUILD_ORIGIN, 'react');
  await keepRequestsLocal(page, TEST_BUILD_ORIGIN);
});

async function submitValidRequest(page: Page): Promise<void> {
  await gotoHydrated(page, '/try');
  const form = page.locator('main form');
  await form.getByLabel(TRIAL_REQUEST_FIELD_LABELS.name).fill('Ada Lovelace');
  await form.getByLabel(TRIAL_REQUEST_FIELD_LABELS.email).fill('ada@example.com');
  await form.getByLabel(TRIAL_REQUEST_FIELD_LABELS.company).fill('Analytical Engines');
  await form.getByLabel(TRIAL_REQUEST_FIELD_LABELS.intendedUse).fill('Mapping supplier networks for our team.');
  await form.getByRole('button', {name: 'Request a trial'}).click();
}

test('an answer the page may not read (CORS): the request may have arrived, and no resend is invited', async ({
  page,
}) => {
  const received: string[] = [];
  // The endpoint takes the request but its answer is not readable here: Playwright adds CORS
  // headers to a fulfilled answer that has none, so this one allows another origin instead, which
  // fails the CORS check the same way (fetch rejects with a TypeError, as when offline).
  await page.route(ENDPOINT, async (route) => {
    received.push(route.request().method());
    await route.fulfill({
      status: 201,
      headers: {'Access-Control-Allow-Origin': 'https://elsewhere.example'},
      contentType: 'application/json',
      body: '{"id": "t-1"}',
    });
  });
  await submitValidRequest(page);

  const outcome = page.locator('main form').getByRole('alert');
  await expect(outcome).toContainText('Your request may have reached the MapWeave team');
  await expect(outcome).toContainText("the server's answer could not be read");
  await expect(outcome).toContainText('Please do not send it again');
  await expect(outcome).not.toContainText(/try again|network is unavailable/i);
  await expect(outcome.getByRole('link', {name: 'support@mapweave.example'})).toHaveAttribute(
    'href',
    'mailto:support@mapweave.example',
  );
  expect(received).toContain('POST');
});

test('an endpoint that is down: the request was not sent, and a resend is invited', async ({page}) => {
  await page.route(ENDPOINT, (route) => route.abort('connectionrefused'));
  await submitValidRequest(page);

  const outcome = page.locator('main form').getByRole('alert');
  await expect(outcome).toContainText('Your request was not sent: the MapWeave server could not be reached');
  await expect(outcome).not.toContainText('do not send it again');
});

test('an answer with CORS headers says the request was sent', async ({page}) => {
  await page.route(ENDPOINT, (route) =>
    route.fulfill({
      status: 201,
      headers: {'Access-Control-Allow-Origin': TEST_BUILD_ORIGIN},
      contentType: 'application/json',
      body: '{}',
    }),
  );
  await submitValidRequest(page);
  await expect(page.locator('main form').getByRole('status')).toContainText(
    'Thank you, your trial request was sent. We will write to ada@example.com.',
  );
});
