import {expect, test, type Page} from '@playwright/test';
import {SITE_ORIGIN} from '../support/origins';
import {storeFrameworkCookie} from '../support/framework';

// Live maps inside pages (examples, docs snippets) take cooperative gestures: the wheel over
// them scrolls the page. The playground, which is the map, keeps the wheel for the map.
test.setTimeout(150_000);
test.use({viewport: {width: 800, height: 600}});

test.beforeEach(async ({context}) => {
  await storeFrameworkCookie(context, SITE_ORIGIN, 'javascript');
});

async function waitForDrawnMap(page: Page): Promise<void> {
  await expect(page.locator('[data-runner-status]').first()).toHaveAttribute('data-runner-status', 'drawn', {
    timeout: 120_000,
  });
}

test('the wheel over an example’s live map scrolls the example page, with the hint', async ({page}) => {
  await page.goto('/examples/example?name=basic-network');
  await waitForDrawnMap(page);
  const frame = page.locator('iframe[sandbox]');
  const box = (await frame.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + Math.min(box.height / 2, 200));
  await page.mouse.wheel(0, 150);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const hint = page.frameLocator('iframe[sandbox]').locator('.mapweave-cooperative-hint');
  await expect(hint).toHaveText('Use Ctrl + scroll to zoom the map');
});

test('the playground’s map keeps the wheel: no cooperative gestures there', async ({page}) => {
  await page.goto('/playground?example=basic-network');
  await expect(page.locator('.cm-content')).toBeVisible({timeout: 60_000});
  await page.getByRole('button', {name: 'Run', exact: true}).click();
  await expect(page.frameLocator('iframe[sandbox]').locator('canvas').first()).toBeVisible({timeout: 120_000});
  await expect(page.frameLocator('iframe[sandbox]').locator('.mapweave-cooperative-hint')).toHaveCount(0);
});
