import {expect, test} from '@playwright/test';

import {readFileSync} from 'node:fs';
import {resolve} from 'node:path';

import {readWords} from '../../../packages/mapweave/test/browser/support/ocr.mjs';
import {adjacency, readOsintData} from '../../../src/demos/osint-investigations/model';
import {
  cameraInUrl,
  expectDrawnMap,
  expectMapChanged,
  projectInView,
  settledScreenshot,
  waitForMapReady,
} from '../support/demo-map';
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

test.describe('the link chart', () => {
  test.use({viewport: {width: 1100, height: 760}, reducedMotion: 'reduce'});

  test('opens on the chart with the subject named in its middle, with no date before the data is there', async ({
    page,
  }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/data/demos/osint-investigations.json', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(PATH);
    await expect(page.getByText('Loading the investigation…')).toBeVisible();
    await expect(page.getByText(/1970/)).toHaveCount(0);
    release();

    const area = await waitForMapReady(page, 'osint-investigations');
    await expect(page.getByRole('radio', {name: 'Link chart'})).toBeChecked();
    await settledScreenshot(area);
    // The middle half of the map (its centre is left of the map's for the legend on the right):
    // the radial chart grows from the subject there.
    const box = (await area.boundingBox())!;
    const middle = await page.screenshot({
      clip: {x: box.x + box.width / 4, y: box.y + box.height / 4, width: box.width / 2, height: box.height / 2},
    });
    const words = readWords(middle, {negate: false, scale: 3}).map((word) => word.replace(/[^\p{L}]/gu, ''));
    expect(words, words.join(' ')).toEqual(expect.arrayContaining(['Lina', 'Szabo']));
  });

  test('"On the map" moves the board to its places, a click opens a bubble of events, and the link keeps the view', async ({
    page,
  }) => {
    await page.goto(PATH);
    const area = await waitForMapReady(page, 'osint-investigations');
    const chart = await settledScreenshot(area);

    await page.getByRole('radio', {name: 'On the map'}).check();
    await expect(page).toHaveURL(/[?&]view=map(&|$)/);
    await expectMapChanged(area, chart);
    // On the map the opening fit's camera stands at the events in Central Europe, not at the chart.
    await expect.poll(() => cameraInUrl(page.url())?.zoom ?? 99).toBeLessThan(9);

    await page.reload();
    await waitForMapReady(page, 'osint-investigations');
    await expect(page.getByRole('radio', {name: 'On the map'})).toBeChecked();

    // On the map, the people round an event are combined with it: a click on the bubble flies in.
    const data = readOsintData(
      JSON.parse(readFileSync(resolve(__dirname, '../../../static/data/demos/osint-investigations.json'), 'utf8')).data,
    );
    const onBoard = adjacency(data.links).get(data.seed)!;
    const event = data.events.find(({id}) => onBoard.has(id))!;
    const canvas = area.locator('[data-view]');
    const zoomNow = async () => Number((await canvas.getAttribute('data-view'))!.split('/')[0]);
    await expect.poll(zoomNow).toBeLessThan(9);
    const [zoom, latitude, longitude] = (await canvas.getAttribute('data-view'))!.split('/').map(Number) as [
      number,
      number,
      number,
    ];
    const [x, y] = projectInView(
      {zoom, latitude, longitude},
      [event.longitude, event.latitude],
      (await canvas.boundingBox())!,
    );
    await canvas.click({position: {x, y}});
    await expect.poll(zoomNow).toBeGreaterThan(zoom + 2);
    await page.getByRole('radio', {name: 'Link chart'}).check();
    await expect(page).not.toHaveURL(/[?&]view=/);
  });
});
