import {expect, test} from '@playwright/test';

import {waitForMapReady} from '../support/demo-map';
import {storeFrameworkCookie} from '../support/framework';
import {SITE_ORIGIN} from '../support/origins';
import {collectPageErrors} from '../support/page-watch';

// A link's query is the reader's input: ids the data does not have, malformed and huge numbers,
// repeated parameters and hostile strings are ignored with a note, and the demo opens.
test.use({viewport: {width: 1000, height: 560}});
// Software WebGL on a shared machine: maps can take tens of seconds to draw.
test.describe.configure({timeout: 180_000});
test.beforeEach(async ({context}) => {
  await storeFrameworkCookie(context, SITE_ORIGIN, 'react');
});

const HOSTILE = encodeURIComponent('"><img src=x onerror=alert(1)>\u202E');

const BAD_LINKS = [
  ['network-management', '?from=nope&to=nope2&fl=nope--x&combine=yes', 'fl, from, to, combine'],
  [
    'cyber-threat-intelligence',
    `?sel=src-999999&t=${'9'.repeat(40)}&sev=1e3&types=ddos,nope&win=169`,
    't, win, types, sev, sel',
  ],
  ['maritime-intelligence', `?v=v-nope&t=-1&owners=__proto__&from=${HOSTILE}`, 't, from, owners, v'],
  ['osint-investigations', '?x=z-999&sel=q-1&from=abc&to=184', 'x, sel, from, to'],
  ['pattern-of-life', '?place=place-99999&w=5&hours=night&hours=day', 'w, hours, place'],
  ['transport-supply-chain', `?x=nope&sel=nope&scenario=__proto__&size=${HOSTILE}`, 'scenario, x, sel, size'],
  ['harness', '?n=__proto__&kind=constructor&input=toString', 'n, kind, input'],
] as const;

for (const [id, query, ignored] of BAD_LINKS) {
  test(`${id}: a link with settings it cannot use opens the default view with a note`, async ({page}) => {
    const errors = collectPageErrors(page);
    await page.goto(`/demos/${id}${query}`);
    await waitForMapReady(page, id);
    await expect(page.getByRole('status').filter({hasText: 'This link has'})).toHaveText(
      new RegExp(`^This link has settings the demo cannot use \\(${ignored}\\), so it shows the defaults for them\\.$`),
    );
    await expect(page.getByText('This page crashed')).toHaveCount(0);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
}

test('network-management: unknown route ends show no route and leave the selects empty; a change drops them from the link', async ({
  page,
}) => {
  await page.goto('/demos/network-management?from=nope&to=nope2&combine=1');
  await waitForMapReady(page, 'network-management');
  await expect(page.getByRole('status').filter({hasText: 'This link has'})).toContainText('(from, to)');
  await expect(page.getByLabel('From', {exact: true})).toHaveValue('');
  await expect(page.getByLabel('To', {exact: true})).toHaveValue('');
  await expect(page.getByRole('checkbox', {name: /Combine nearby sites/})).toBeChecked();

  await page.getByLabel('From', {exact: true}).selectOption('london');
  await expect(page).toHaveURL(/\?combine=1&from=london$|\?from=london&combine=1$/);
  await expect(page.getByRole('status').filter({hasText: 'This link has'})).toHaveCount(0);
});
