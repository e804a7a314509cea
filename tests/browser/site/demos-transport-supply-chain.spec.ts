import {expect, test} from '@playwright/test';

import {expectDrawnMap, expectMapChanged, waitForMapReady} from '../support/demo-map';
import {storeFrameworkCookie} from '../support/framework';
import {SITE_ORIGIN} from '../support/origins';

const PATH = '/demos/transport-supply-chain';

test.use({viewport: {width: 600, height: 400}});
test.beforeEach(async ({context}) => {
  // Software WebGL on a shared CPU: the first frame can take a minute. Nothing here is timed.
  test.setTimeout(180_000);
  await storeFrameworkCookie(context, SITE_ORIGIN, 'react');
});

function stat(page: import('@playwright/test').Page, term: string) {
  return page.getByRole('region', {name: 'Impact downstream'}).locator(`dt:text("${term}") + dd`);
}

test('closing the Suez Canal detours the lanes, delays the stores and changes the map', async ({page}) => {
  await page.goto(PATH);
  const area = await waitForMapReady(page, 'transport-supply-chain');
  const before = await expectDrawnMap(page, area);
  await expect(stat(page, 'Stores hit')).toHaveText('none');
  await expect(stat(page, 'Sea lanes')).toHaveText('25 as planned, 0 detoured, 0 closed');

  await page.getByLabel('Disruption scenario').selectOption('suez');
  await expect(stat(page, 'Sea lanes')).toHaveText('5 as planned, 20 detoured, 0 closed');
  await expect(stat(page, 'Delivered')).toContainText('(0 % lost)');
  await expect(page.getByRole('region', {name: 'Impact downstream'}).getByRole('listitem').first()).toContainText(
    /\+\d+ days?/,
  );
  await expect(page).toHaveURL(/[?&]scenario=suez(&|$)/);
  await expectMapChanged(area, before);
});

test('a link with a scenario, a selected store and betweenness restores them', async ({page}) => {
  await page.goto(`${PATH}?scenario=strike&sel=st-amsterdam&size=betweenness`);
  await waitForMapReady(page, 'transport-supply-chain');
  await expect(page.getByLabel('Disruption scenario')).toHaveValue('strike');
  await expect(page.getByRole('radio', {name: 'By betweenness'})).toBeChecked();
  const card = page.getByRole('group', {name: 'Store Amsterdam'});
  // Rotterdam's imports land at Hamburg and are trucked on: all of it arrives, a day later.
  await expect(card).toContainText(/Receives (\d+) of \1 TEU per month, up to 1 day later by sea/);
  await expect(card).toContainText('Port of Hamburg');
  await expect(card).not.toContainText('no way left');
  await expect(page.getByRole('region', {name: 'Hubs by betweenness'}).getByRole('listitem')).toHaveCount(5);
});
