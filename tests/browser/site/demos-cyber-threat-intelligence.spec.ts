import {expect, test} from '@playwright/test';

import {expectDrawnMap, expectMapChanged, waitForMapReady} from '../support/demo-map';
import {storeFrameworkCookie} from '../support/framework';
import {SITE_ORIGIN} from '../support/origins';

const PATH = '/demos/cyber-threat-intelligence';

test.use({viewport: {width: 1000, height: 560}});
// Software WebGL on a shared machine: maps can take tens of seconds to draw.
test.describe.configure({timeout: 180_000});
test.beforeEach(async ({context}) => {
  await storeFrameworkCookie(context, SITE_ORIGIN, 'react');
});

function attackCount(text: string | null): number {
  const match = /(\d+) attacks in the window/.exec(text ?? '');
  if (!match) throw new Error(`No attack count in "${text}"`);
  return Number(match[1]);
}

test('draws the attacks of the window, and filtering by type changes the map and the count', async ({page}) => {
  await page.goto(`${PATH}?win=168&t=168`);
  const area = await waitForMapReady(page, 'cyber-threat-intelligence');
  const before = await expectDrawnMap(page, area);
  const status = page.getByRole('status').filter({hasText: 'attacks in the window'});
  const all = attackCount(await status.textContent());
  expect(all).toBeGreaterThan(100);

  await page.getByRole('checkbox', {name: 'DDoS'}).uncheck();
  await expect.poll(async () => attackCount(await status.textContent())).toBeLessThan(all);
  await expectMapChanged(area, before);
  await expect(page).toHaveURL(/types=phishing,ransomware,credential-stuffing,exploitation/);
});

test('a link with time, filters, sizing and a selected source restores them', async ({page}) => {
  await page.goto(`${PATH}?t=38&win=6&sev=3&size=betweenness&sel=src-1`);
  await waitForMapReady(page, 'cyber-threat-intelligence');
  await expect(page.getByRole('slider', {name: /^Time \(UTC\)/})).toHaveValue('38');
  await expect(page.getByText('Tue 7 Oct, 14:00 UTC')).toBeVisible();
  await expect(page.getByRole('radio', {name: '6 hours'})).toBeChecked();
  await expect(page.getByRole('slider', {name: /^Minimum severity/})).toHaveValue('3');
  await expect(page.getByRole('radio', {name: 'By betweenness'})).toBeChecked();
  // The betweenness the nodes are sized by reaches the panel (the analysis code loads on demand).
  await expect(page.getByRole('heading', {name: 'Highest betweenness now'})).toBeVisible();
  const card = page.getByRole('group', {name: /^Source network AS\d+$/});
  await expect(card).toBeVisible();
  await expect(card.getByRole('listitem').first()).toContainText('attacks on');
});
