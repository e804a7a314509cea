import {expect, test} from '@playwright/test';

import {TRIAL_REQUEST_FIELD_LABELS} from '../../../src/lib/trial-request';
import {storeFrameworkCookie} from '../support/framework';
import {SITE_ORIGIN} from '../support/origins';
import {gotoBeforeHydration, gotoHydrated, reloadHydrated} from '../support/navigation';

test.beforeEach(async ({context}) => {
  await storeFrameworkCookie(context, SITE_ORIGIN, 'react');
});

test('an invalid request is refused with announced errors, and the input survives it and a reload', async ({page}) => {
  await gotoHydrated(page, '/try');
  const form = page.locator('main form');
  await form.getByLabel(TRIAL_REQUEST_FIELD_LABELS.name).fill('Ada Lovelace');
  await form.getByLabel(TRIAL_REQUEST_FIELD_LABELS.email).fill('ada-at-example');
  await form.getByLabel(TRIAL_REQUEST_FIELD_LABELS.company).fill('Analytical Engines');

  await form.getByRole('button', {name: 'Request a trial'}).click();
  const summary = form.getByRole('alert');
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Work email');
  await expect(form.getByLabel(TRIAL_REQUEST_FIELD_LABELS.email)).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel(TRIAL_REQUEST_FIELD_LABELS.intendedUse)).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel(TRIAL_REQUEST_FIELD_LABELS.name)).toHaveValue('Ada Lovelace');

  await reloadHydrated(page);
  await expect(form.getByLabel(TRIAL_REQUEST_FIELD_LABELS.name)).toHaveValue('Ada Lovelace');
  await expect(form.getByLabel(TRIAL_REQUEST_FIELD_LABELS.email)).toHaveValue('ada-at-example');
  await expect(form.getByLabel(TRIAL_REQUEST_FIELD_LABELS.company)).toHaveValue('Analytical Engines');
});

test('text typed before the page hydrates is kept over the saved draft, and saved', async ({page}) => {
  await gotoHydrated(page, '/try');
  const form = page.locator('main form');
  await form.getByLabel(TRIAL_REQUEST_FIELD_LABELS.name).fill('Ada Lovelace');
  await form.getByLabel(TRIAL_REQUEST_FIELD_LABELS.company).fill('Analytical Engines');

  const hydrate = await gotoBeforeHydration(page, '/try');
  await form.getByLabel(TRIAL_REQUEST_FIELD_LABELS.name).fill('Ada King');
  await form.getByLabel(TRIAL_REQUEST_FIELD_LABELS.email).fill('ada@example.com');
  await hydrate();
  await expect(form.getByLabel(TRIAL_REQUEST_FIELD_LABELS.name)).toHaveValue('Ada King');
  await expect(form.getByLabel(TRIAL_REQUEST_FIELD_LABELS.email)).toHaveValue('ada@example.com');
  await expect(form.getByLabel(TRIAL_REQUEST_FIELD_LABELS.company)).toHaveValue('Analytical Engines');

  await reloadHydrated(page);
  await expect(form.getByLabel(TRIAL_REQUEST_FIELD_LABELS.name)).toHaveValue('Ada King');
  await expect(form.getByLabel(TRIAL_REQUEST_FIELD_LABELS.email)).toHaveValue('ada@example.com');
  await expect(form.getByLabel(TRIAL_REQUEST_FIELD_LABELS.company)).toHaveValue('Analytical Engines');
});
