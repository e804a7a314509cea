import {expect, test, type Browser, type Page} from '@playwright/test';

import {demoMap, pixelSummary, waitForMapReady, withoutWebGL2} from '../support/demo-map';
import {storeFrameworkCookie} from '../support/framework';
import {SITE_ORIGIN} from '../support/origins';
import {collectRequests} from '../support/page-watch';
import {chooseColorMode, watchUnusedPreloads} from '../support/color-mode';

// The demo with the smallest data and map: software WebGL on a shared CPU is slow.
const ID = 'osint-investigations';
const PATH = `/demos/${ID}`;
const POSTER = 'Screenshot of the OSINT investigations demo; the live map replaces it once loaded';
const DESKTOP = {width: 1000, height: 560};
const PHONE = {width: 390, height: 800};

test.describe.configure({timeout: 180_000});

async function openPage(
  browser: Browser,
  colorScheme: 'light' | 'dark',
  viewport: {width: number; height: number},
): Promise<Page> {
  const context = await browser.newContext({colorScheme, viewport});
  await storeFrameworkCookie(context, SITE_ORIGIN, 'react');
  return context.newPage();
}

/** Holds the demo's data request until `release` is called, so the poster can be looked at before the map. */
async function holdData(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/data/demos/${ID}.json`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

for (const mode of ['light', 'dark'] as const) {
  test(`${mode} mode: the ${mode} screenshot fills the map's box until the live map replaces it in place`, async ({
    browser,
  }) => {
    const page = await openPage(browser, mode, DESKTOP);
    const screenshots: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/img/demos/')) screenshots.push(new URL(request.url()).pathname);
    });
    const release = await holdData(page);
    await page.goto(PATH);
    const area = demoMap(page, ID);
    const poster = area.getByRole('img', {name: POSTER});
    await expect(poster).toBeVisible();
    await expect(poster).toHaveCSS(
      'background-image',
      new RegExp(`/img/demos/${ID}${mode === 'dark' ? '-dark' : ''}\\.webp`),
    );
    // The map is wanted (in view beside the panel) and loading under the poster.
    await expect(area).toHaveAttribute('data-state', 'loading');
    await expect(area.getByRole('status')).toHaveText('Loading the map…');
    const boxBefore = await area.boundingBox();

    release();
    await waitForMapReady(page, ID);
    await expect(poster).toHaveCount(0);
    await expect(area.getByRole('status')).toHaveCount(0);
    expect(await area.boundingBox()).toEqual(boxBefore);
    // The live map is what shows: many colours (the poster is gone, the box's plain background is one).
    expect((await pixelSummary(page, await area.screenshot())).colours).toBeGreaterThan(12);
    // Nothing lies over the live map: its centre is the map's own canvas.
    const centre = await area.evaluate((element) => {
      const {x, y, width, height} = element.getBoundingClientRect();
      return document.elementFromPoint(x + width / 2, y + height / 2)?.tagName;
    });
    expect(centre).toBe('CANVAS');
    expect([...new Set(screenshots)]).toEqual([`/img/demos/${ID}${mode === 'dark' ? '-dark' : ''}.webp`]);
    await page.context().close();
  });
}

test("a reader who chose the mode the system does not show fetches only that mode's screenshot, and no preload goes unused", async ({
  browser,
}) => {
  const page = await openPage(browser, 'light', DESKTOP);
  await chooseColorMode(page, 'dark');
  const screenshots: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/img/demos/')) screenshots.push(new URL(request.url()).pathname);
  });
  const unusedPreloads = watchUnusedPreloads(page);
  const release = await holdData(page);
  await page.goto(PATH);
  const poster = demoMap(page, ID).getByRole('img', {name: POSTER});
  await expect(poster).toHaveCSS('background-image', new RegExp(`/img/demos/${ID}-dark\\.webp`));
  await page.waitForLoadState('load');
  // Chromium reports a preload nobody used about 3 s after the load event; the poster is still up.
  await page.waitForTimeout(4000);
  expect(unusedPreloads).toEqual([]);
  expect([...new Set(screenshots)]).toEqual([`/img/demos/${ID}-dark.webp`]);
  release();
  await page.context().close();
});

test('on a phone the map sits in the first screen and draws without a scroll', async ({browser}) => {
  const page = await openPage(browser, 'light', PHONE);
  const requests = collectRequests(page);
  await page.goto(PATH);
  const area = demoMap(page, ID);
  await expect(area).toHaveAttribute('data-state', 'ready', {timeout: 120_000});
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const box = await area.boundingBox();
  expect(box!.y).toBeLessThan(PHONE.height);
  expect(requests.filter((url) => url.includes('/data/demos/'))).toEqual([`${SITE_ORIGIN}/data/demos/${ID}.json`]);
  await page.context().close();
});

test('on a phone a shared link opens the live map at its state without a scroll or a click', async ({browser}) => {
  const page = await openPage(browser, 'light', PHONE);
  await page.goto(`${PATH}?x=o-7,o-5&sel=o-7&to=120&map=5/52.5/13.4`);
  const area = demoMap(page, ID);
  await expect(area).toHaveAttribute('data-state', 'ready', {timeout: 120_000});
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('slider', {name: /^Reported until/})).toHaveValue('120');
  await expect(page.getByRole('group', {name: 'Kuruc Consulting Kft'})).toBeVisible();
  expect(new URL(page.url()).searchParams.get('map')).toBe('5/52.5/13.4');
  await page.context().close();
});

test('without WebGL 2 in dark mode, the fallback shows the dark screenshot', async ({browser}) => {
  const page = await openPage(browser, 'dark', DESKTOP);
  await withoutWebGL2(page);
  await page.goto(PATH);
  const area = demoMap(page, ID);
  await expect(area).toHaveAttribute('data-state', 'unsupported');
  const image = area.getByRole('alert').getByRole('img', {name: 'Screenshot of the OSINT investigations demo'});
  await expect(image).toHaveAttribute('src', `/img/demos/${ID}-dark.webp`);
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  await expect(area.getByRole('img', {name: POSTER})).toHaveCount(0);
});
