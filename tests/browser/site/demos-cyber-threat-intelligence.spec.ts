import {expect, test} from '@playwright/test';

import {expectDrawnMap, expectMapChanged, settledScreenshot, waitForMapReady} from '../support/demo-map';
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

function countOf(text: string | null, pattern: RegExp): number {
  const match = pattern.exec(text ?? '');
  if (!match) throw new Error(`No count matching ${pattern} in "${text}"`);
  return Number(match[1]);
}

test('the panel, the time bar and the map summary count the window in one unit: links, two per attack', async ({
  page,
}) => {
  await page.goto(`${PATH}?win=30&t=60`);
  await waitForMapReady(page, 'cyber-threat-intelligence');
  const panel = page.getByRole('status').filter({hasText: 'attacks in the window'});
  const attacks = attackCount(await panel.textContent());
  expect(attacks).toBeGreaterThan(0);
  expect(countOf(await panel.textContent(), /drawn as (\d+) links?/)).toBe(attacks * 2);
  const timeBar = page.getByRole('group', {name: 'Time (UTC)', exact: true});
  await expect
    .poll(async () => countOf(await timeBar.getByRole('status').textContent(), /, (\d+) items?$/))
    .toBe(attacks * 2);
  const summary = page.locator('[data-demo-map="cyber-threat-intelligence"] .mapweave-summary');
  await expect.poll(async () => countOf(await summary.textContent(), /(\d+) links?/)).toBe(attacks * 2);
});

test('a link with time, filters, sizing and a selected source restores them', async ({page}) => {
  await page.goto(`${PATH}?t=38&win=6&sev=3&size=betweenness&sel=src-1`);
  await waitForMapReady(page, 'cyber-threat-intelligence');
  const timeBar = page.getByRole('group', {name: 'Time (UTC)', exact: true});
  await expect(timeBar.getByRole('slider', {name: 'End of time range'})).toHaveAttribute(
    'aria-valuetext',
    'Tue 7 Oct 14:00',
  );
  await expect(timeBar.getByRole('slider', {name: 'Start of time range'})).toHaveAttribute(
    'aria-valuetext',
    'Tue 7 Oct 08:00',
  );
  await expect(page.getByRole('slider', {name: /^Minimum severity/})).toHaveValue('3');
  await expect(page.getByRole('radio', {name: 'By betweenness'})).toBeChecked();
  // The betweenness the nodes are sized by reaches the panel (the analysis code loads on demand).
  await expect(page.getByRole('heading', {name: 'Highest betweenness now'})).toBeVisible();
  const card = page.getByRole('group', {name: /^Source network AS\d+$/});
  await expect(card).toBeVisible();
  await expect(card.getByRole('listitem').first()).toContainText('attacks on');
});

test('the time bar, driven by keyboard, filters the attacks drawn; the link keeps its range and mode', async ({
  page,
}) => {
  await page.goto(`${PATH}?t=48&win=24`);
  const area = await waitForMapReady(page, 'cyber-threat-intelligence');
  const timeBar = page.getByRole('group', {name: 'Time (UTC)', exact: true});
  const start = timeBar.getByRole('slider', {name: 'Start of time range'});
  const end = timeBar.getByRole('slider', {name: 'End of time range'});
  await expect(start).toHaveAttribute('aria-valuetext', 'Tue 7 Oct 00:00');
  await expect(end).toHaveAttribute('aria-valuetext', 'Wed 8 Oct 00:00');
  const status = page.getByRole('status').filter({hasText: 'attacks in the window'});
  const dayCount = attackCount(await status.textContent());
  const before = await expectDrawnMap(page, area);

  // Ten hours more at the end: more attacks drawn and counted.
  await end.focus();
  await page.keyboard.press('Shift+ArrowRight');
  await expect(end).toHaveAttribute('aria-valuetext', 'Wed 8 Oct 10:00');
  await expect(page).toHaveURL(/[?&]t=58(&|$)/);
  await expect(page).toHaveURL(/[?&]win=34(&|$)/);
  await expect.poll(async () => attackCount(await status.textContent())).toBeGreaterThan(dayCount);
  await expectMapChanged(area, before);

  // The week so far: the range starts with the week.
  await timeBar.getByRole('checkbox', {name: 'Cumulative'}).focus();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/[?&]cum=1(&|$)/);
  await expect(start).toBeHidden();
  await expect(timeBar.getByRole('status')).toContainText('Mon 6 Oct 00:00 to Wed 8 Oct 10:00');
  const weekCount = attackCount(await status.textContent());

  await page.reload();
  await waitForMapReady(page, 'cyber-threat-intelligence');
  await expect(end).toHaveAttribute('aria-valuetext', 'Wed 8 Oct 10:00');
  await expect(timeBar.getByRole('checkbox', {name: 'Cumulative'})).toBeChecked();
  await expect(timeBar.getByRole('status')).toContainText('Mon 6 Oct 00:00 to Wed 8 Oct 10:00');
  expect(attackCount(await status.textContent())).toBe(weekCount);
});

test('the link chart lays the infrastructure out by its links, keeps the filters, and goes back to the map', async ({
  page,
}) => {
  await page.emulateMedia({reducedMotion: 'reduce'});
  await page.goto(`${PATH}?win=168&t=168`);
  const area = await waitForMapReady(page, 'cyber-threat-intelligence');
  const onMap = await expectDrawnMap(page, area);

  await page.getByRole('radio', {name: 'Link chart'}).check();
  await expect(page).toHaveURL(/[?&]view=chart(&|$)/);
  await expectMapChanged(area, onMap);
  const chart = await settledScreenshot(area);
  await page.getByRole('checkbox', {name: 'Credential stuffing'}).uncheck();
  await expectMapChanged(area, chart);
  const filtered = await settledScreenshot(area);

  await page.getByRole('radio', {name: 'On the map'}).check();
  await expect(page).not.toHaveURL(/[?&]view=/);
  await expectMapChanged(area, filtered);
});
