import {expect, test} from '@playwright/test';

import {expectDrawnMap, expectMapChanged, waitForMapReady} from '../support/demo-map';
import {storeFrameworkCookie} from '../support/framework';
import {SITE_ORIGIN} from '../support/origins';

const PATH = '/demos/pattern-of-life';

test.use({viewport: {width: 600, height: 400}});
test.beforeEach(async ({context}) => {
  // Software WebGL on a shared CPU: the first frame can take a minute. Nothing here is timed.
  test.setTimeout(180_000);
  await storeFrameworkCookie(context, SITE_ORIGIN, 'react');
});

test('infers home, work and what changed in the last week, and the hours of day change the map', async ({page}) => {
  await page.goto(PATH);
  const area = await waitForMapReady(page, 'pattern-of-life');
  const before = await expectDrawnMap(page, area);

  const changes = page.getByRole('region', {name: 'What changed in week 4'});
  await expect(changes).toContainText('New: Place 8 (near Maarssen), 2 visits, arriving at 22:00.');
  await expect(changes).toContainText('Not visited: Place 3 (near Utrecht) (usually 2 a week).');
  const routine = page.getByRole('table');
  await expect(routine.getByRole('rowheader')).toContainText(['Home', 'Work']);

  await page.getByLabel('Hours of day').selectOption('night');
  await expect(page).toHaveURL(/[?&]hours=night(&|$)/);
  await expectMapChanged(area, before);
});

test('a link with a week, hours and a place restores them', async ({page}) => {
  await page.goto(`${PATH}?w=2&hours=day&place=place-2`);
  await waitForMapReady(page, 'pattern-of-life');
  await expect(page.getByLabel('Period')).toHaveValue('2');
  await expect(page.getByLabel('Hours of day')).toHaveValue('day');
  await expect(page.getByRole('group', {name: 'Work (near De Uithof)'})).toContainText('20 stays');
  await expect(page.getByRole('region', {name: 'What changed in week 2'})).toContainText('Nothing unusual');
  // The time bar stays inside the chosen week (minutes 10080 to 20160).
  const time = page.getByRole('slider', {name: /^Time/});
  await expect(time).toHaveAttribute('min', '10080');
  await expect(time).toHaveAttribute('max', '20160');
});
