import {expect, test, type Locator, type Page} from '@playwright/test';

import {demoMap, withoutWebGL2} from '../support/demo-map';
import {storeFrameworkCookie} from '../support/framework';
import {SITE_ORIGIN} from '../support/origins';
import {gotoHydrated} from '../support/navigation';
import {DEMO_IDS} from '../../spec-routes';

// The home page's layout at a phone, a small laptop and a desktop width. The live map is left
// out (no WebGL 2): these tests are about the page around it.
const WIDTHS = [390, 1024, 1440] as const;

test.describe.configure({timeout: 120_000});
test.beforeEach(async ({context, page}) => {
  await storeFrameworkCookie(context, SITE_ORIGIN, 'react');
  await withoutWebGL2(page);
});

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function boxes(items: Locator): Promise<Box[]> {
  return items.evaluateAll((elements) =>
    elements.map((element) => {
      const {x, y, width, height} = element.getBoundingClientRect();
      return {x, y, width, height};
    }),
  );
}

/** Each row's items from left to right, rows from top to bottom. */
function rowsOf(cards: Box[]): Box[][] {
  const rows = new Map<number, Box[]>();
  for (const card of cards) {
    const top = Math.round(card.y);
    rows.set(top, [...(rows.get(top) ?? []), card]);
  }
  return [...rows.entries()].sort(([a], [b]) => a - b).map(([, row]) => row.sort((a, b) => a.x - b.x));
}

/** Every row of the grid spans it from its left to its right edge: no card is missing from a row. */
async function expectFullRows(page: Page, grid: Locator, name: string): Promise<void> {
  const gridBox = (await grid.boundingBox())!;
  const rows = rowsOf(await boxes(grid.locator(':scope > li')));
  expect(rows.length, `${name}: rows`).toBeGreaterThan(0);
  for (const [index, row] of rows.entries()) {
    const first = row[0]!;
    const last = row[row.length - 1]!;
    expect(Math.abs(first.x - gridBox.x), `${name}, row ${index + 1}: starts at the left edge`).toBeLessThan(1);
    expect(
      Math.abs(last.x + last.width - (gridBox.x + gridBox.width)),
      `${name}, row ${index + 1} of ${row.length} cards: ends at the right edge`,
    ).toBeLessThan(1);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({viewport: {width, height: 900}});

    test('the headline says what MapWeave does, the brand stands above it', async ({page}) => {
      await gotoHydrated(page, '/');
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Draw your network on a map, then analyse it');
      await expect(page.locator('header').getByText('MapWeave', {exact: true})).toBeVisible();
    });

    test('two calls to action in one row, the trial and download as links in one row below', async ({page}) => {
      await gotoHydrated(page, '/');
      const primary = page.getByRole('list', {name: 'Start here'}).getByRole('link');
      await expect(primary).toHaveText(['Get started', 'Playground']);
      await expect(primary.first()).toHaveAttribute('href', '/docs/getting-started');
      await expect(primary.last()).toHaveAttribute('href', '/playground');
      const secondary = page.getByRole('list', {name: 'Other ways in'}).getByRole('link');
      // The right edge of the hero's text, inside the container's padding.
      const contentRight = await page.locator('main header .container').evaluate((element) => {
        const {right} = element.getBoundingClientRect();
        return right - parseFloat(getComputedStyle(element).paddingRight);
      });
      await expect(secondary).toHaveText(['Request a trial', 'Download']);
      await expect(secondary.first()).not.toHaveClass(/button/);
      for (const links of [primary, secondary]) {
        const linkBoxes = await boxes(links);
        expect(new Set(linkBoxes.map((box) => Math.round(box.y))).size, 'one row').toBe(1);
        for (const box of linkBoxes)
          expect(box.x + box.width, 'inside the page margin').toBeLessThanOrEqual(contentRight);
      }
      const [button] = await boxes(primary);
      const [link] = await boxes(secondary);
      expect(link!.y, 'the links sit below the buttons').toBeGreaterThanOrEqual(button!.y + button!.height);
    });

    test('the map runs edge to edge', async ({page}) => {
      await gotoHydrated(page, '/');
      const box = (await demoMap(page, 'home').boundingBox())!;
      expect(box.x).toBe(0);
      const viewportWidth = await page.evaluate(() => document.documentElement.clientWidth);
      expect(box.width).toBe(viewportWidth);
    });

    test('the demo and feature grids have no holes', async ({page}) => {
      await gotoHydrated(page, '/');
      const demos = page.getByRole('region', {name: 'Demos'}).getByRole('list');
      const features = page.getByRole('region', {name: 'What you get'}).getByRole('list');
      await expect(demos.locator(':scope > li')).toHaveCount(DEMO_IDS.length);
      await expect(features.locator(':scope > li')).toHaveCount(7);
      await expectFullRows(page, demos, 'demos');
      await expectFullRows(page, features, 'features');
    });
  });
}

for (const mode of ['light', 'dark'] as const) {
  test(`in ${mode} mode the demo cards load the ${mode} thumbnails only`, async ({browser}) => {
    const context = await browser.newContext({colorScheme: mode, viewport: {width: 1440, height: 900}});
    await storeFrameworkCookie(context, SITE_ORIGIN, 'react');
    const page = await context.newPage();
    await withoutWebGL2(page);
    const thumbnails = new Set<string>();
    page.on('request', (request) => {
      const {pathname} = new URL(request.url());
      if (pathname.startsWith('/img/demos/')) thumbnails.add(pathname);
    });
    await gotoHydrated(page, '/');
    const cards = page.getByRole('region', {name: 'Demos'}).getByRole('listitem');
    for (const id of DEMO_IDS) {
      const image = cards.filter({has: page.locator(`a[href="/demos/${id}"]`)}).locator('img:visible');
      await expect(image).toHaveCount(1);
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
    }
    const suffix = mode === 'dark' ? '-dark' : '';
    expect([...thumbnails].sort()).toEqual(DEMO_IDS.map((id) => `/img/demos/${id}${suffix}.webp`).sort());
    await context.close();
  });
}
