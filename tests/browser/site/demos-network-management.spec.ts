import {expect, test} from '@playwright/test';

import {expectDrawnMap, expectMapChanged, waitForMapReady} from '../support/demo-map';
import {storeFrameworkCookie} from '../support/framework';
import {SITE_ORIGIN} from '../support/origins';

const PATH = '/demos/network-management';

test.use({viewport: {width: 1000, height: 560}});
// Software WebGL on a shared machine: maps can take tens of seconds to draw.
test.describe.configure({timeout: 180_000});
test.beforeEach(async ({context}) => {
  await storeFrameworkCookie(context, SITE_ORIGIN, 'react');
});

test('draws the backbone, and failing a site reroutes traffic and changes the map', async ({page}) => {
  await page.goto(PATH);
  const area = await waitForMapReady(page, 'network-management');
  const before = await expectDrawnMap(page, area);
  const stats = page.locator('dl').filter({hasText: 'Demands routed'});
  await expect(stats).toContainText('Traffic lost');
  await expect(stats.locator('dt:text("Traffic lost") + dd')).toHaveText('0 Gbps');

  await page.getByLabel('Fail a site').selectOption('london');
  await page.getByRole('button', {name: 'Fail site'}).click();

  await expect(page.getByRole('button', {name: 'Restore site London'})).toBeVisible();
  await expect(stats.locator('dt:text("Traffic lost") + dd')).not.toHaveText('0 Gbps');
  await expect(stats.locator('dt:text("Rerouted") + dd')).not.toHaveText('0');
  await expectMapChanged(area, before);
  await expect(page).toHaveURL(/[?&]fs=london(&|$)/);
});

test('a link with failures and a route restores them', async ({page}) => {
  await page.goto(`${PATH}?fl=london--paris,new-york-city--bude&from=london&to=sydney`);
  await waitForMapReady(page, 'network-management');
  await expect(page.getByRole('button', {name: 'Restore link London – Paris'})).toBeVisible();
  await expect(page.getByRole('button', {name: 'Restore link New York City – Bude'})).toBeVisible();
  await expect(page.getByLabel('From', {exact: true})).toHaveValue('london');
  await expect(page.getByLabel('To', {exact: true})).toHaveValue('sydney');
  await expect(page.getByRole('status').filter({hasText: '→'})).toContainText(/^London → .* → Sydney \(\d+ hops\)$/);

  await page.getByRole('button', {name: 'Restore all'}).click();
  await expect(page.getByRole('button', {name: /^Restore link/})).toHaveCount(0);
  await expect(page).not.toHaveURL(/fl=/);
});

test('the link and site lists filter as the reader types, and Enter fails the first match', async ({page}) => {
  await page.goto(PATH);
  await waitForMapReady(page, 'network-management');
  const links = page.getByLabel('Fail a link');
  const all = await links.locator('option').count();
  expect(all).toBeGreaterThan(100);

  const filter = page.getByRole('searchbox', {name: 'Filter the links to fail'});
  await filter.fill('cairo terr');
  const names = await links.locator('option').allTextContents();
  expect(names.length).toBeGreaterThan(0);
  expect(names.length).toBeLessThan(10);
  for (const name of names) expect(name).toMatch(/Cairo.*terrestrial/);
  await expect(page.getByRole('status').filter({hasText: 'links match'})).toHaveText(
    `${names.length} of ${all - 1} links match`,
  );
  await filter.press('Enter');
  await expect(page).toHaveURL(/[?&]fl=[^&]*cairo/);

  const sites = page.getByRole('searchbox', {name: 'Filter the sites to fail'});
  await sites.fill('sao paulo');
  await expect(page.getByLabel('Fail a site')).toHaveValue('sao-paulo');
});

test('the route ends filter their sites as the reader types, and Enter picks the first match', async ({page}) => {
  await page.goto(`${PATH}?to=sydney`);
  await waitForMapReady(page, 'network-management');
  const from = page.getByLabel('From', {exact: true});
  const all = await from.locator('option').count();
  expect(all).toBeGreaterThan(90);

  const filter = page.getByRole('searchbox', {name: 'Filter the sites for From'});
  await filter.fill('sao pau');
  await expect(from.locator('option')).toHaveText(['None', 'São Paulo (BR, core)']);
  await expect(page.getByRole('status').filter({hasText: 'sites match'})).toHaveText(`1 of ${all - 1} sites match`);
  await filter.press('Enter');
  await expect(from).toHaveValue('sao-paulo');
  await expect(page).toHaveURL(/[?&]from=sao-paulo/);
  await expect(page.getByRole('status').filter({hasText: '→'})).toContainText(/^São Paulo → .* → Sydney/);

  // The chosen end stays listed while another filter is typed, so the choice is never lost.
  const to = page.getByLabel('To', {exact: true});
  await page.getByRole('searchbox', {name: 'Filter the sites for To'}).fill('tokyo');
  await expect(to).toHaveValue('sydney');
  await expect(to.locator('option')).toHaveText(['None', 'Tokyo (JP, core)', 'Sydney (AU, core)']);
});
