import {expect, test} from '@playwright/test';

import {expectDrawnMap, expectMapChanged, waitForMapReady} from '../support/demo-map';
import {storeFrameworkCookie} from '../support/framework';
import {SITE_ORIGIN} from '../support/origins';

const PATH = '/demos/maritime-intelligence';

// Below the desktop breakpoint the map stacks under the panel: a small canvas for software WebGL.
test.use({viewport: {width: 600, height: 400}});
test.beforeEach(async ({context}) => {
  // Software WebGL on a shared CPU: the first frame can take a minute. Nothing here is timed.
  test.setTimeout(180_000);
  await storeFrameworkCookie(context, SITE_ORIGIN, 'react');
});

test('draws the tracks, flags the planted gaps and meetings, and the track window changes the map', async ({page}) => {
  await page.goto(PATH);
  const area = await waitForMapReady(page, 'maritime-intelligence');
  const before = await expectDrawnMap(page, area);

  const flagged = page.getByRole('region', {name: 'Flagged on the tracks'});
  await expect(flagged.getByRole('listitem')).toHaveCount(4);
  await expect(flagged).toContainText('Meeting at sea: Aurora Spirit and Kestrel');
  await expect(flagged).toContainText('Meeting at sea: Cassia and Levant Pearl');
  await expect(flagged).toContainText(/Transponder gap: Kestrel silent 17 h \d+ min/);
  await expect(flagged).toContainText('Transponder gap: Selene Bay');

  await page.getByLabel('Tracks drawn').selectOption('day');
  await expect(page).toHaveURL(/[?&]tracks=day(&|$)/);
  await expectMapChanged(area, before);
});

test('a link with a time and a vessel restores them, and Show jumps to a flag', async ({page}) => {
  await page.goto(`${PATH}?t=4680&v=v-kestrel&show=gaps`);
  await waitForMapReady(page, 'maritime-intelligence');
  await expect(page.getByLabel('Vessel', {exact: true})).toHaveValue('v-kestrel');
  await expect(page.getByRole('slider', {name: /^Time/})).toHaveValue('4680');
  await expect(page.getByRole('slider', {name: /^Time/})).toHaveAttribute('aria-valuetext', 'Thu 4 Sep, 06:00 UTC');
  await expect(page.getByRole('checkbox', {name: 'Meetings at sea'})).not.toBeChecked();

  const card = page.getByRole('group', {name: 'Vessel Kestrel'});
  await expect(card).toContainText('Blue Meridian Ship Management');
  await expect(card).toContainText('Halvard Maritime Holdings');
  await expect(card).toContainText('Same companies behind: Aurora Spirit');

  await page.getByRole('button', {name: 'Show the gap of Selene Bay'}).click();
  await expect(page.getByLabel('Vessel', {exact: true})).toHaveValue('v-selene');
  await expect(page).not.toHaveURL(/[?&]t=4680(&|$)/);
});
