import {expect, test, type Locator} from '@playwright/test';

import {readFileSync} from 'node:fs';
import {resolve} from 'node:path';

import {GAP_COLOR} from '../../../src/demos/maritime-intelligence/colors';
import {GAP_MS, findGaps, readMaritimeData} from '../../../src/demos/maritime-intelligence/model';
import {
  cameraInUrl,
  expectDrawnMap,
  expectMapChanged,
  pixelsOfColour,
  projectInView,
  settledScreenshot,
  waitForMapReady,
} from '../support/demo-map';
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

test("draws the tracks, flags the planted gaps and meetings, and a meeting's Show sets the time bar", async ({
  page,
}) => {
  await page.goto(PATH);
  const area = await waitForMapReady(page, 'maritime-intelligence');
  const before = await expectDrawnMap(page, area);

  const flagged = page.getByRole('region', {name: 'Flagged on the tracks'});
  await expect(flagged.getByRole('listitem')).toHaveCount(4);
  await expect(flagged).toContainText('Meeting at sea: Aurora Spirit and Kestrel');
  await expect(flagged).toContainText('Meeting at sea: Cassia and Levant Pearl');
  await expect(flagged).toContainText('Transponder gap: Kestrel silent 16 h 42 min');
  await expect(flagged).toContainText('Transponder gap: Selene Bay');

  // The meeting of Cassia and Levant Pearl: the tracks drawn end where it starts.
  await page.getByRole('button', {name: 'Show the meeting of Cassia and Levant Pearl'}).click();
  await expect(page).toHaveURL(/[?&]t=\d+(&|$)/);
  const minute = Number(new URL(page.url()).searchParams.get('t'));
  const end = page
    .getByRole('group', {name: 'Time (UTC)', exact: true})
    .getByRole('slider', {name: 'End of time range'});
  await expect(end).toHaveAttribute('aria-valuenow', String(Date.UTC(2025, 8, 1) + minute * 60_000));
  await expectMapChanged(area, before);
});

test('a link with a time and a vessel restores them, and Show jumps to a flag', async ({page}) => {
  await page.goto(`${PATH}?t=4680&v=v-kestrel&show=gaps`);
  await waitForMapReady(page, 'maritime-intelligence');
  await expect(page.getByLabel('Vessel', {exact: true})).toHaveValue('v-kestrel');
  const timeBar = page.getByRole('group', {name: 'Time (UTC)', exact: true});
  await expect(timeBar.getByRole('slider', {name: 'End of time range'})).toHaveAttribute(
    'aria-valuetext',
    'Thu 4 Sep 06:00',
  );
  await expect(timeBar.getByRole('checkbox', {name: 'Cumulative'})).toBeChecked();
  await expect(page.getByRole('checkbox', {name: 'Meetings at sea'})).not.toBeChecked();

  const card = page.getByRole('group', {name: 'Vessel Kestrel'});
  await expect(card).toContainText('Blue Meridian Ship Management');
  await expect(card).toContainText('Halvard Maritime Holdings');
  await expect(card).toContainText('Same companies behind: Aurora Spirit');

  await page.getByRole('button', {name: 'Show the gap of Selene Bay'}).click();
  await expect(page.getByLabel('Vessel', {exact: true})).toHaveValue('v-selene');
  await expect(page).not.toHaveURL(/[?&]t=4680(&|$)/);
});

test('the time bar, driven by keyboard, draws the tracks of its range; playback moves it; a reload restores it', async ({
  page,
}) => {
  await page.goto(`${PATH}?t=4680`);
  const area = await waitForMapReady(page, 'maritime-intelligence');
  const timeBar = page.getByRole('group', {name: 'Time (UTC)', exact: true});
  const start = timeBar.getByRole('slider', {name: 'Start of time range'});
  const end = timeBar.getByRole('slider', {name: 'End of time range'});
  const summary = timeBar.getByRole('status');
  // The tracks so far (cumulative): from the data's start to the link's time.
  await expect(summary).toContainText('Mon 1 Sep 00:00 to Thu 4 Sep 06:00');
  await expect(start).toBeHidden();
  const before = await expectDrawnMap(page, area);

  // Ten hours back: the vessels and their tracks go back with the end of the range.
  await end.focus();
  await page.keyboard.press('PageDown');
  await expect(end).toHaveAttribute('aria-valuetext', 'Wed 3 Sep 20:00');
  await expect(page).toHaveURL(/[?&]t=4080(&|$)/);
  const earlier = await settledMapAfterChange(area, before);

  // A window of ten hours instead of the tracks so far.
  await timeBar.getByRole('checkbox', {name: 'Cumulative'}).focus();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/[?&]cum=0(&|$)/);
  await start.focus();
  await page.keyboard.press('End');
  await page.keyboard.press('Shift+ArrowLeft');
  await expect(summary).toContainText('Wed 3 Sep 10:00 to Wed 3 Sep 20:00');
  await expect(page).toHaveURL(/[?&]from=3480(&|$)/);
  await expectMapChanged(area, earlier);

  await page.reload();
  await waitForMapReady(page, 'maritime-intelligence');
  await expect(summary).toContainText('Wed 3 Sep 10:00 to Wed 3 Sep 20:00');
  await expect(timeBar.getByRole('checkbox', {name: 'Cumulative'})).not.toBeChecked();

  // Played at 10× the window runs to the end of the data, and the link follows it.
  await timeBar.getByRole('combobox', {name: 'Playback speed'}).selectOption('10');
  await timeBar.getByRole('button', {name: 'Play'}).focus();
  await page.keyboard.press('Enter');
  await expect(timeBar.getByRole('button', {name: 'Play'})).toBeVisible({timeout: 60_000});
  await expect(summary).toContainText('Wed 10 Sep 14:00 to Thu 11 Sep 00:00');
  await expect(page).toHaveURL(/[?&]from=13800(&|$)/);
  // The end of the data is the default time, which the link leaves out.
  expect(new URL(page.url()).searchParams.has('t')).toBe(false);
});

test("a gap's Show frames the whole gap, drawn in the legend's colour, apart from the meeting it led to", async ({
  page,
}) => {
  const data = readMaritimeData(
    JSON.parse(readFileSync(resolve(__dirname, '../../../static/data/demos/maritime-intelligence.json'), 'utf8')).data,
  );
  const gap = findGaps(data.vessels, GAP_MS).find(({vesselId}) => vesselId === 'v-kestrel')!;
  await page.goto(PATH);
  const area = await waitForMapReady(page, 'maritime-intelligence');
  await expectDrawnMap(page, area);

  await page.getByRole('button', {name: 'Show the meeting of Aurora Spirit and Kestrel'}).click();
  await expect.poll(() => cameraInUrl(page.url())).not.toBeNull();
  await settledScreenshot(area);
  const meetingView = cameraInUrl(page.url())!;

  await page.getByRole('button', {name: 'Show the gap of Kestrel'}).click();
  await expect.poll(() => cameraInUrl(page.url())).not.toEqual(meetingView);
  const shot = await settledScreenshot(area);
  const gapView = cameraInUrl(page.url())!;
  const box = (await area.boundingBox())!;
  for (const end of [gap.lastSeen, gap.reappeared]) {
    const [x, y] = projectInView(gapView, end, box);
    expect(x, `x of ${end.join(', ')}`).toBeGreaterThan(0);
    expect(x).toBeLessThan(box.width);
    expect(y, `y of ${end.join(', ')}`).toBeGreaterThan(0);
    expect(y).toBeLessThan(box.height);
  }
  // The selected vessel's gap is drawn in the legend's crimson, not the selection colour.
  expect(await pixelsOfColour(page, shot, GAP_COLOR)).toBeGreaterThan(60);
});

/** Waits for the map to change from `before` and settle, and returns what it shows then. */
async function settledMapAfterChange(area: Locator, before: Buffer): Promise<Buffer> {
  await expectMapChanged(area, before);
  return settledScreenshot(area);
}
