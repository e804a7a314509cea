import {expect, test} from '@playwright/test';

import {demoMap, expectDrawnMap, expectMapChanged, waitForMapReady, withoutWebGL2} from '../support/demo-map';
import {watchMapCode} from '../support/map-code';
import {storeFrameworkCookie} from '../support/framework';
import {SITE_ORIGIN} from '../support/origins';
import {gotoHydrated} from '../support/navigation';
import {chooseColorMode, watchUnusedPreloads} from '../support/color-mode';
import {DEMO_IDS} from '../../spec-routes';

test.use({viewport: {width: 1000, height: 700}});
// Software WebGL on a shared machine: maps can take tens of seconds to draw.
test.describe.configure({timeout: 180_000});
test.beforeEach(async ({context}) => {
  await storeFrameworkCookie(context, SITE_ORIGIN, 'react');
});

test('the screenshot paints first, then the live map replaces it without a layout shift', async ({page}) => {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & {value: number}).value);
    }).observe({type: 'layout-shift', buffered: true});
    (window as unknown as {layoutShifts: number[]}).layoutShifts = shifts;
  });
  const mapRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/data/demos/')) mapRequests.push(request.url());
  });
  await page.goto('/');
  const frame = demoMap(page, 'home');
  const still = frame.getByRole('img', {name: /fibre backbone/});
  await expect(still).toBeVisible();
  // Where the map sits in the page: screenshots below scroll it into view, which moves its viewport box.
  const pageBox = () =>
    frame.evaluate((element) => {
      const {x, y, width, height} = element.getBoundingClientRect();
      return {x, y: y + window.scrollY, width, height};
    });
  const boxBefore = await pageBox();

  await waitForMapReady(page, 'home');
  await expect(still).toHaveCSS('opacity', '0');
  await expect(frame.locator('canvas')).toHaveCount(1);
  await expectDrawnMap(page, frame);
  expect(await pageBox()).toEqual(boxBefore);
  const shifts = await page.evaluate(() => (window as unknown as {layoutShifts: number[]}).layoutShifts);
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
  expect(mapRequests).toEqual([`${SITE_ORIGIN}/data/demos/network-management.json`]);
});

const CHOICES = [
  {mode: 'light', system: 'light', chosen: null},
  {mode: 'dark', system: 'dark', chosen: null},
  {mode: 'dark', system: 'light', chosen: 'dark'},
  {mode: 'light', system: 'dark', chosen: 'light'},
] as const;

for (const {mode, system, chosen} of CHOICES) {
  test(`the ${mode} screenshot is preloaded with high priority, and only that one is fetched (system ${system}${chosen ? `, ${chosen} chosen` : ''})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({colorScheme: system, viewport: {width: 1000, height: 700}});
    await storeFrameworkCookie(context, SITE_ORIGIN, 'react');
    const page = await context.newPage();
    if (chosen) await chooseColorMode(page, chosen);
    const unusedPreloads = watchUnusedPreloads(page);
    const stills: string[] = [];
    page.on('request', (request) => {
      if (/\/img\/home\/hero-/.test(request.url())) stills.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    const preload = page.locator(`head link[rel="preload"][as="image"][href="/img/home/hero-${mode}.webp"]`);
    await expect(preload).toHaveAttribute('fetchpriority', 'high');
    await expect(demoMap(page, 'home').getByRole('img', {name: /fibre backbone/})).toBeVisible();
    await page.waitForLoadState('load');
    expect(stills).toEqual([`/img/home/hero-${mode}.webp`]);
    // Chromium reports a preload nobody used about 3 s after the load event.
    await page.waitForTimeout(4000);
    expect(unusedPreloads).toEqual([]);
    await context.close();
  });
}

test('the live map draws in a worker, so the page loads no map code; drag, wheel and keys move it', async ({page}) => {
  const mapCode = watchMapCode(page);
  await page.goto('/');
  await waitForMapReady(page, 'home');
  const frame = demoMap(page, 'home');
  const workers = page.workers().map((worker) => new URL(worker.url()).pathname);
  expect(workers.filter((url) => url.includes('hero-map'))).toHaveLength(1);
  const pageMapCode = (await mapCode()).filter((entry) => !workers.some((url) => entry.startsWith(`${url}:`)));
  expect(pageMapCode).toEqual([]);

  let before = await expectDrawnMap(page, frame);
  const map = page.getByRole('application', {name: 'Fibre backbone map'});
  await map.focus();
  await page.keyboard.press('ArrowLeft');
  await expectMapChanged(frame, before);

  before = await expectDrawnMap(page, frame);
  const box = (await frame.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 80, box.y + box.height / 2 + 30, {steps: 4});
  await page.mouse.up();
  await expectMapChanged(frame, before);

  before = await expectDrawnMap(page, frame);
  await page.mouse.wheel(0, -300);
  await expectMapChanged(frame, before);
});

test('without WebGL 2 the screenshot stays and nothing else loads', async ({page}) => {
  await withoutWebGL2(page);
  await gotoHydrated(page, '/');
  const frame = demoMap(page, 'home');
  await expect(frame).toHaveAttribute('data-state', 'unsupported');
  await expect(frame.getByRole('img', {name: /fibre backbone/})).toHaveCSS('opacity', '1');
  await expect(frame.locator('canvas')).toHaveCount(0);
});

test('cards link every demo with its thumbnail; the hero offers its calls to action and the version', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  const cards = page.getByRole('region', {name: 'Demos'}).getByRole('listitem');
  await expect(cards).toHaveCount(DEMO_IDS.length);
  for (const id of DEMO_IDS) {
    const card = cards.filter({has: page.locator(`a[href="/demos/${id}"]`)});
    await expect(card).toHaveCount(1);
    const image = card.locator('img:visible');
    await image.scrollIntoViewIfNeeded();
    // The hero's live map starts meanwhile, and in software WebGL it can hold the main thread for seconds.
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth), {timeout: 60_000})
      .toBeGreaterThan(0);
  }
  const actions = page.getByRole('list', {name: 'Start here'});
  await expect(actions.getByRole('link')).toHaveText(['Get started', 'Playground']);
  await expect(page.getByRole('list', {name: 'Other ways in'}).getByRole('link')).toHaveText([
    'Request a trial',
    'Download',
  ]);
  await expect(page.getByText('Version 1.5.0, released October 16, 2025.')).toBeVisible();
});

test('the quick start shows the chosen framework', async ({context, page}) => {
  const quickStart = page.getByRole('region', {name: 'Quick start'});
  await gotoHydrated(page, '/');
  await expect(quickStart.getByText("from 'mapweave/react'")).toBeVisible();
  await expect(quickStart.getByText("new MapWeave({ container: 'map'")).toBeHidden();
  await storeFrameworkCookie(context, SITE_ORIGIN, 'javascript');
  await gotoHydrated(page, '/');
  await expect(quickStart.getByText("new MapWeave({ container: 'map'")).toBeVisible();
  await expect(quickStart.getByText("from 'mapweave/react'")).toBeHidden();
});

test('the first screen links to why MapWeave, which says where each alternative is stronger', async ({page}) => {
  await page.goto('/');
  const link = page.getByRole('link', {name: /^Why MapWeave rather than/});
  await expect(link).toBeInViewport();
  await link.click();
  const why = page.getByRole('region', {name: 'Why MapWeave'});
  await expect(why).toBeInViewport();
  for (const alternative of ['deck.gl + graphology', 'kepler.gl', 'KeyLines or Ogma']) {
    const card = why.getByRole('listitem').filter({has: page.getByRole('heading', {name: alternative})});
    await expect(card).toContainText('Stronger at:');
    await expect(card).toContainText('In MapWeave:');
  }
});
