import {expect, test} from '@playwright/test';

import {expectDrawnMap, expectMapChanged, waitForMapReady} from '../support/demo-map';
import {storeFrameworkCookie} from '../support/framework';
import {SITE_ORIGIN} from '../support/origins';

const PATH = '/demos/osint-investigations';

test.use({viewport: {width: 600, height: 400}});
test.beforeEach(async ({context}) => {
  // Software WebGL on a shared CPU: the first frame can take a minute. Nothing here is timed.
  test.setTimeout(180_000);
  await storeFrameworkCookie(context, SITE_ORIGIN, 'react');
});

test('starts from the subject and grows the board by expanding a node', async ({page}) => {
  await page.goto(PATH);
  const area = await waitForMapReady(page, 'osint-investigations');
  const before = await expectDrawnMap(page, area);
  const status = page.getByRole('status').filter({hasText: 'nodes on the board'});
  await expect(status).toHaveText(/^7 of 93 nodes on the board, from Lina Szabo;/);

  await page.getByLabel('Expand a node').selectOption({label: 'Kuruc Consulting Kft'});
  await page.getByRole('button', {name: "Expand the chosen node's neighbours"}).click();
  await expect(status).not.toHaveText(/^7 of 93/);
  await expect(page).toHaveURL(/[?&]x=o-7(&|$)/);
  await expectMapChanged(area, before);
});

test('a link with expansions, a selection, a period and communities restores them', async ({page}) => {
  await page.goto(`${PATH}?x=o-7,o-5&sel=o-7&to=120&comm=1`);
  await waitForMapReady(page, 'osint-investigations');
  await expect(page.getByRole('checkbox', {name: 'Colour by community'})).toBeChecked();
  await expect(page.getByText(/\d+ communit(y|ies) among the links reported in the period/)).toBeVisible();
  await expect(page.getByRole('slider', {name: /^Reported until/})).toHaveValue('120');
  const card = page.getByRole('group', {name: 'Kuruc Consulting Kft'});
  await expect(card).toContainText(/community \d+/);
  await expect(page.getByRole('button', {name: /^Start over from Lina Szabo$/})).toBeVisible();
});
