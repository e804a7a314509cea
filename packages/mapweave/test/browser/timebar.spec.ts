import {expect, test, type Page} from '@playwright/test';
import {countColor, MAP_SIZE, openHarness, project} from './support/harness';
import {decodePng} from './support/png.mjs';

const VIEW = {longitude: 0, latitude: 0, zoom: 3};
const HOUR = 3_600_000;
const RED: [number, number, number] = [255, 0, 0];
const GREEN: [number, number, number] = [0, 200, 0];
const RED_AT = project(VIEW, MAP_SIZE, -10, 0);
const GREEN_AT = project(VIEW, MAP_SIZE, 10, 0);

/** A red node at 00:00 and a green one at 10:00 (1 Jan 1970 UTC), a TimeBar below the map selecting 00:00 to 04:00. */
async function timeBarMap(page: Page): Promise<void> {
  await page.evaluate(
    async ({view, hour}) => {
      const {MapWeave, NetworkLayer, TimeBar} = window.mapweave;
      const map = new MapWeave({container: 'map', view});
      const network = new NetworkLayer({
        id: 'net',
        data: {
          early: {type: 'node', latitude: 0, longitude: -10, color: '#ff0000', size: 12, time: 0},
          late: {type: 'node', latitude: 0, longitude: 10, color: '#00c800', size: 12, time: 10 * hour},
        },
      });
      map.addLayer(network);
      const host = document.createElement('div');
      host.style.width = '480px';
      document.body.append(host);
      const timeBar = new TimeBar({container: host, layers: [network], bins: 10, range: [0, 4 * hour]});
      const changes: unknown[] = [];
      timeBar.on('change', (event) => changes.push(event));
      window.testState = {map, network, timeBar, changes};
      await map.whenRendered();
    },
    {view: VIEW, hour: HOUR},
  );
}

async function nodeColors(page: Page, map = '#map'): Promise<{red: number; green: number}> {
  await page.evaluate(() => window.testState.map?.whenRendered());
  const pixels = decodePng(await page.locator(map).screenshot());
  return {
    red: countColor(pixels, RED, {x: RED_AT[0], y: RED_AT[1], radius: 8}),
    green: countColor(pixels, GREEN, {x: GREEN_AT[0], y: GREEN_AT[1], radius: 8}),
  };
}

const filterRange = (page: Page) =>
  page.evaluate(() => window.testState.network.options().timeFilterRange as [number, number] | null);

test('the keyboard moves the handles and playback the range; the map and the summary follow', async ({page}) => {
  const errors = await openHarness(page, 'map.html');
  await timeBarMap(page);
  const summary = page.getByRole('status');
  await expect(summary).toHaveText('1 Jan 00:00 to 1 Jan 04:00, 1 item');
  expect(await filterRange(page)).toEqual([0, 4 * HOUR]);
  await expect.poll(() => nodeColors(page)).toMatchObject({green: 0});
  expect((await nodeColors(page)).red).toBeGreaterThan(20);

  const end = page.getByRole('slider', {name: 'End of time range'});
  await end.focus();
  await page.keyboard.press('ArrowRight');
  await expect(end).toHaveAttribute('aria-valuetext', '1 Jan 05:00');
  await page.keyboard.press('End');
  await expect(summary).toHaveText('1 Jan 00:00 to 1 Jan 10:00, 2 items');
  expect(await filterRange(page)).toEqual([0, 10 * HOUR]);
  await expect.poll(async () => (await nodeColors(page)).green).toBeGreaterThan(20);

  const start = page.getByRole('slider', {name: 'Start of time range'});
  await start.focus();
  await page.keyboard.press('Shift+ArrowRight');
  await expect(start).toHaveAttribute('aria-valuetext', '1 Jan 10:00');
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowRight');
  await expect(summary).toHaveText('1 Jan 01:00 to 1 Jan 10:00, 1 item');
  await expect.poll(() => nodeColors(page)).toMatchObject({red: 0});

  // Narrow the range to 01:00–03:00, then play it at 10× to the end of the data.
  await end.focus();
  await page.keyboard.press('Shift+ArrowLeft');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(summary).toHaveText('1 Jan 01:00 to 1 Jan 03:00, 0 items');
  await page.getByRole('combobox', {name: 'Playback speed'}).selectOption('10');
  await page.getByRole('button', {name: 'Play'}).press('Enter');
  await expect(page.getByRole('button', {name: 'Pause'})).toBeVisible();
  await expect(page.getByRole('button', {name: 'Play'})).toBeVisible({timeout: 15_000});
  await expect(summary).toHaveText('1 Jan 08:00 to 1 Jan 10:00, 1 item');
  expect(await filterRange(page)).toEqual([8 * HOUR, 10 * HOUR]);
  const played = await page.evaluate(() => window.testState.changes as {source: string}[]);
  // Several frames, not one jump; how many depends on the machine's frame rate.
  expect(played.filter((change) => change.source === 'playback').length).toBeGreaterThan(1);
  const colors = await nodeColors(page);
  expect(colors.red).toBe(0);
  expect(colors.green).toBeGreaterThan(20);
  expect(errors).toEqual([]);
});

test('cumulative mode pins the start at the data start; steps move the end', async ({page}) => {
  await openHarness(page, 'map.html');
  await timeBarMap(page);
  await page.getByRole('checkbox', {name: 'Cumulative'}).check();
  await page.getByRole('button', {name: 'Step forward'}).click();
  await expect(page.getByRole('status')).toHaveText('1 Jan 00:00 to 1 Jan 05:00, 1 item');
  // Switching the mode is reported even when the range stays, so a page can keep it in its state.
  await page.getByRole('checkbox', {name: 'Cumulative'}).uncheck();
  expect(await page.evaluate(() => window.testState.changes)).toEqual([
    {range: [0, 4 * HOUR], source: 'user', cumulative: true},
    {range: [0, 5 * HOUR], source: 'user', cumulative: true},
    {range: [0, 5 * HOUR], source: 'user', cumulative: false},
  ]);
  await page.getByRole('checkbox', {name: 'Cumulative'}).check();
  const start = page.locator('[role="slider"][aria-label="Start of time range"]');
  await expect(start).toHaveAttribute('aria-disabled', 'true');
  await expect(start).toBeHidden();
  await page.evaluate(() => window.testState.timeBar.destroy());
  expect(await filterRange(page)).toBeNull();
  await expect(page.locator('.mapweave-timebar')).toHaveCount(0);
});

test("a page's own button and select styles do not squeeze the controls", async ({page}) => {
  await openHarness(page, 'map.html');
  await page.addStyleTag({content: 'button, select { width: 100%; margin: 0 1rem; appearance: none; }'});
  await timeBarMap(page);
  await page.evaluate(() => {
    (document.querySelector('.mapweave-timebar')!.parentElement as HTMLElement).style.width = '310px';
  });
  const play = await page.getByRole('button', {name: 'Play'}).boundingBox();
  const speed = await page.getByRole('combobox', {name: 'Playback speed'}).boundingBox();
  const cumulative = await page.getByRole('checkbox', {name: 'Cumulative'}).boundingBox();
  // One row of controls, the play button as wide as its longest label.
  expect(play).toMatchObject({width: 56, height: 28});
  expect(speed!.width).toBeLessThan(80);
  expect(Math.abs(cumulative!.y + cumulative!.height / 2 - (play!.y + 14))).toBeLessThan(4);
  // …that fits inside a 310 px bar, as narrow as a demo's side panel.
  const bar = (await page.locator('.mapweave-timebar').boundingBox())!;
  const label = (await page.locator('.mapweave-timebar label').boundingBox())!;
  expect(label.x + label.width).toBeLessThanOrEqual(bar.x + bar.width - 8);
  expect(
    await page
      .getByRole('combobox', {name: 'Playback speed'})
      .evaluate((select) => getComputedStyle(select).appearance),
  ).toBe('auto');
});

test('<TimeBar> inside <MapWeave> filters the layer it names by id and reports changes', async ({page}) => {
  const errors = await openHarness(page, 'react.html');
  await page.evaluate(
    ({view, hour}) => {
      const {createElement, StrictMode} = window.React;
      const {MapWeave, NetworkLayer, TimeBar} = window.mapweaveReact;
      const root = window.ReactDOM.createRoot(document.getElementById('root')!);
      const changes: unknown[] = [];
      const data = {
        early: {type: 'node', latitude: 0, longitude: -10, color: '#ff0000', size: 12, time: 0},
        late: {type: 'node', latitude: 0, longitude: 10, color: '#00c800', size: 12, time: 10 * hour},
      };
      root.render(
        createElement(
          StrictMode,
          null,
          createElement(
            MapWeave,
            {view, fitOnFirstLoad: false, className: 'react-map', style: {width: 480, height: 320}},
            createElement(NetworkLayer, {id: 'net', data} as never),
            createElement(TimeBar, {
              layers: ['net'],
              bins: 10,
              defaultRange: [0, 4 * hour],
              onChange: (event) => changes.push(event.range),
            }),
          ),
        ),
      );
      window.testState = {changes};
    },
    {view: VIEW, hour: HOUR},
  );
  const summary = page.getByRole('status');
  await expect(summary).toHaveText('1 Jan 00:00 to 1 Jan 04:00, 1 item');
  await expect.poll(async () => (await nodeColors(page, '.react-map')).red).toBeGreaterThan(20);
  expect((await nodeColors(page, '.react-map')).green).toBe(0);
  await page.getByRole('slider', {name: 'End of time range'}).press('End');
  await expect(summary).toHaveText('1 Jan 00:00 to 1 Jan 10:00, 2 items');
  await expect.poll(async () => (await nodeColors(page, '.react-map')).green).toBeGreaterThan(20);
  expect(await page.evaluate(() => window.testState.changes)).toEqual([[0, 10 * HOUR]]);
  await expect(page.locator('.mapweave-timebar')).toHaveCount(1);
  expect(errors).toEqual([]);
});
