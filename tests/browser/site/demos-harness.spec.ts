import {expect, test} from '@playwright/test';

import {demoMap, expectDrawnMap, expectMapChanged, waitForMapReady} from '../support/demo-map';
import {storeFrameworkCookie} from '../support/framework';
import {SITE_ORIGIN} from '../support/origins';

test.use({viewport: {width: 1000, height: 560}});
// Software WebGL on a shared machine: maps can take tens of seconds to draw.
test.describe.configure({timeout: 180_000});
test.beforeEach(async ({context}) => {
  await storeFrameworkCookie(context, SITE_ORIGIN, 'react');
});

test('runs the scene of the URL on both sides and shows the measures and ratios; MapWeave takes records or columns; rounds alternate the sides', async ({
  page,
}) => {
  await page.goto('/demos/harness?n=1000&kind=lines&runs=1');
  await expect(page.getByLabel('Items')).toHaveValue('1000');
  const area = await waitForMapReady(page, 'harness');
  const table = page.getByRole('table');
  await expect(table.getByRole('caption')).toHaveText('1,000 items (500 nodes, 500 links)');
  for (const measure of [
    'Map with basemap → first frame',
    'Data → first frame',
    'Frame time panning, median',
    'JS heap growth',
  ]) {
    const row = table.getByRole('row', {name: new RegExp(`^${measure}`)});
    await expect(row.getByRole('cell').nth(0)).toHaveText(/^-?\d+(\.\d)? (ms|MB)$/);
    // A side's heap can shrink while it builds (a collection ran): then there is no ratio to show.
    await expect(row.getByRole('cell').nth(2)).toHaveText(
      measure === 'JS heap growth' ? /^(\d+\.\d\d×|–)$/ : /^\d+\.\d\d×$/,
    );
  }
  const mapweaveSide = area.getByRole('region', {name: 'MapWeave'});
  const before = await expectDrawnMap(page, mapweaveSide);
  await expectDrawnMap(page, area.getByRole('region', {name: 'Plain deck.gl'}));

  // Each side is timed alone: deck.gl's side is drawn first with no MapWeave canvas, MapWeave's
  // comes once deck.gl's is gone, the second round starts with MapWeave again, and both are back
  // for the comparison at the end.
  await page.evaluate(() => {
    const canvases = (name: string) => document.querySelectorAll(`section[aria-label="${name}"] canvas`).length;
    const seen: string[] = [];
    (window as unknown as {harnessSides: string[]}).harnessSides = seen;
    new MutationObserver(() => {
      const state = `mapweave ${canvases('MapWeave')}, deck.gl ${canvases('Plain deck.gl')}`;
      if (seen.at(-1) !== state) seen.push(state);
    }).observe(document.body, {childList: true, subtree: true});
  });
  await page.getByLabel('Layer kind').selectOption('observations');
  await page.getByLabel('MapWeave input').selectOption('columns');
  await page.getByLabel('Timed rounds').selectOption('3');
  await page.getByRole('button', {name: 'Run'}).click();
  await expect(demoMap(page, 'harness')).toHaveAttribute('data-state', 'running');
  await waitForMapReady(page, 'harness');
  const sides = await page.evaluate(() => (window as unknown as {harnessSides: string[]}).harnessSides);
  const deckAlone = sides.findIndex((state) => /^mapweave 0, deck\.gl [1-9]/.test(state));
  const mapweaveComes = sides.findIndex((state) => /^mapweave [1-9]/.test(state));
  expect(deckAlone, sides.join(' → ')).toBeGreaterThanOrEqual(0);
  expect(mapweaveComes, sides.join(' → ')).toBeGreaterThan(deckAlone);
  expect(sides[mapweaveComes], sides.join(' → ')).toMatch(/deck\.gl 0$/);
  expect(sides.join(' → ')).toMatch(
    /mapweave [1-9]\d*, deck\.gl 0 → mapweave 0, deck\.gl 0 → mapweave [1-9]\d*, deck\.gl 0/,
  );
  expect(sides.at(-1), sides.join(' → ')).toMatch(/^mapweave [1-9].*deck\.gl [1-9]/);
  // Medians with their range over the three rounds.
  await expect(
    table
      .getByRole('row', {name: /^Data → first frame/})
      .getByRole('cell')
      .nth(0),
  ).toHaveText(/^\d+(\.\d)? ms range \d+(\.\d)?–\d+(\.\d)?$/);
  await expect(table.getByRole('caption')).toHaveText('1,000 items (1,000 observations)');
  await expectMapChanged(mapweaveSide, before);
  await expect(page).toHaveURL(/kind=observations/);
  await expect(page).toHaveURL(/input=columns/);
  await expect(page).toHaveURL(/runs=3/);
  await expect(page.getByRole('status').filter({hasText: /^Done/})).toHaveText(
    'Done: 1,000 items, observations and trajectories, MapWeave given columns, 3 timed rounds.',
  );
});
