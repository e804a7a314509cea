import {expect, test, type Locator, type Page} from '@playwright/test';

import {waitForMapReady} from '../support/demo-map';
import {storeFrameworkCookie} from '../support/framework';
import {SITE_ORIGIN} from '../support/origins';

test.use({viewport: {width: 1000, height: 560}});
// Software WebGL on a shared machine: maps can take tens of seconds to draw.
test.describe.configure({timeout: 180_000});
test.beforeEach(async ({context}) => {
  await storeFrameworkCookie(context, SITE_ORIGIN, 'react');
});

/** The pixels (page coordinates) the tooltip may point at: it sits 12 px from its anchor on one side or the other. */
async function anchorCandidates(tooltip: Locator): Promise<[number, number][]> {
  const box = (await tooltip.boundingBox())!;
  const xs = [box.x - 12, box.x + box.width + 12];
  const ys = [box.y - 12, box.y + box.height + 12];
  return xs.flatMap((x) => ys.map((y): [number, number] => [x, y]));
}

async function hoverUntilTooltip(page: Page, tooltip: Locator, candidates: [number, number][], text: string) {
  for (const [x, y] of candidates) {
    await page.mouse.move(x, y);
    try {
      await expect(tooltip).toBeVisible({timeout: 5_000});
      await expect(tooltip).toHaveText(text);
      return;
    } catch {
      // Not this side of the tooltip: try the next one.
    }
  }
  throw new Error(`No tooltip "${text}" at ${JSON.stringify(candidates)}`);
}

test('a demo map shows a site tooltip on keyboard focus and on hover, and Escape closes it', async ({page}) => {
  await page.goto('/demos/network-management');
  const area = await waitForMapReady(page, 'network-management');
  const map = area.locator('[role="application"]');
  const tooltip = area.locator('[role="tooltip"]');
  await expect(tooltip).toBeHidden();

  await map.focus();
  await page.keyboard.press(']');
  await expect(tooltip).toBeVisible();
  const text = (await tooltip.textContent()) ?? '';
  // "London, United Kingdom" then "core site, up": the site's name and state from the demo's data.
  expect(text).toMatch(/^.+, .+\n(core|edge) site, up$/);
  expect((await map.getAttribute('aria-describedby'))?.split(' ')).toContain(await tooltip.getAttribute('id'));
  const candidates = await anchorCandidates(tooltip);
  await page.keyboard.press('Escape');
  await expect(tooltip).toBeHidden();

  await hoverUntilTooltip(page, tooltip, candidates, text);
  const mapBox = (await map.boundingBox())!;
  const tipBox = (await tooltip.boundingBox())!;
  expect(tipBox.x).toBeGreaterThanOrEqual(mapBox.x);
  expect(tipBox.x + tipBox.width).toBeLessThanOrEqual(mapBox.x + mapBox.width);
  await page.keyboard.press('Escape');
  await expect(tooltip).toBeHidden();
});
