import {expect, test} from '@playwright/test';

import {expectDrawnMap, expectMapChanged, settledScreenshot, waitForMapReady} from '../support/demo-map';
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
  // The hour headers each on one line ("00", not "0" above "0").
  for (const hour of ['00', '06', '12', '18']) {
    const header = routine.getByRole('columnheader', {name: hour, exact: true});
    const lines = await header.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(lines, `lines of the ${hour} header`).toBe(1);
  }

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
});

test('choosing a week selects it on the time bar; the keyboard moves the subject and a reload restores it', async ({
  page,
}) => {
  await page.goto(PATH);
  const area = await waitForMapReady(page, 'pattern-of-life');
  const timeBar = page.getByRole('group', {name: 'Time (CEST)', exact: true});
  const end = timeBar.getByRole('slider', {name: 'End of time range'});
  const summary = timeBar.getByRole('status');
  await expect(summary).toContainText('Mon 1 Sep 00:00 to Mon 29 Sep 00:00');
  const before = await expectDrawnMap(page, area);

  // The weeks are named by their local days, as the time bar shows them.
  await expect(page.getByRole('option', {name: 'Week 2 (8 Sep 2025 – 14 Sep 2025)'})).toHaveCount(1);
  await page.getByLabel('Period').selectOption('2');
  await expect(summary).toContainText('Mon 8 Sep 00:00 to Mon 15 Sep 00:00');
  await expect(page).toHaveURL(/[?&]from=10080(&|$)/);
  await expect(page.getByRole('region', {name: 'What changed in week 2'})).toBeVisible();
  await expectMapChanged(area, before);
  const week = await settledScreenshot(area);

  // Sixty hours back, to Friday noon: the subject is at work, and the weekend's reports are gone.
  await end.focus();
  for (let press = 0; press < 6; press++) await page.keyboard.press('PageDown');
  await expect(end).toHaveAttribute('aria-valuetext', 'Fri 12 Sep 12:00');
  await expect(page).toHaveURL(/[?&]t=16560(&|$)/);
  await expectMapChanged(area, week);

  await page.reload();
  await waitForMapReady(page, 'pattern-of-life');
  await expect(summary).toContainText('Mon 8 Sep 00:00 to Fri 12 Sep 12:00');
  await expect(page.getByLabel('Period')).toHaveValue('2');
});
