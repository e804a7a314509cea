import {expect, test} from '@playwright/test';

import {demoMap, expectDrawnMap, expectMapChanged, waitForMapReady} from '../support/demo-map';
import {storeFrameworkCookie} from '../support/framework';
import {SITE_ORIGIN} from '../support/origins';

test.use({viewport: {width: 1000, height: 560}});
// WebGL on SwiftShader, on a shared machine: maps take tens of seconds to draw.
test.describe.configure({timeout: 180_000});
test.beforeEach(async ({context}) => {
  await storeFrameworkCookie(context, SITE_ORIGIN, 'react');
});

test('runs the scene of the URL on both sides and shows the measures and ratios', async ({page}) => {
  await page.goto('/demos/harness?n=1000&kind=lines');
  await expect(page.getByLabel('Items')).toHaveValue('1000');
  const area = await waitForMapReady(page, 'harness');
  const table = page.getByRole('table');
  await expect(table.getByRole('caption')).toHaveText('1,000 items (500 nodes, 500 links)');
  for (const measure of ['Data → first frame', 'Frame time panning, median', 'JS heap growth']) {
    const row = table.getByRole('row', {name: new RegExp(`^${measure}`)});
    await expect(row.getByRole('cell').nth(0)).toHaveText(/^-?\d+(\.\d)? (ms|MB)$/);
    // A side's heap can shrink while it builds (a collection ran): then there is no ratio to show.
    await expect(row.getByRole('cell').nth(2)).toHaveText(measure === 'JS heap growth' ? /^(\d+\.\d\d×|–)$/ : /^\d+\.\d\d×$/);
  }
  const mapweaveSide = area.getByRole('region', {name: 'MapWeave'});
  const before = await expectDrawnMap(page, mapweaveSide);
  await expectDrawnMap(page, area.getByRole('region', {name: 'Plain deck.gl'}));

  await page.getByLabel('Layer kind').selectOption('observations');
  await page.getByRole('button', {name: 'Run'}).click();
  await expect(demoMap(page, 'harness')).toHaveAttribute('data-state', 'running');
  await waitForMapReady(page, 'harness');
  await expect(table.getByRole('caption')).toHaveText('1,000 items (1,000 observations)');
  await expectMapChanged(mapweaveSide, before);
  await expect(page).toHaveURL(/kind=observations/);
});
