import {expect, test, type Locator, type Page} from '@playwright/test';

import {accessibilityViolations} from '../support/axe';
import {storeFrameworkCookie} from '../support/framework';
import {gotoHydrated} from '../support/navigation';
import {SITE_ORIGIN} from '../support/origins';

/** The first shown `NetworkLayer` of the page's code samples, and the popup that describes it. */
async function networkLayerName(page: Page): Promise<{name: Locator; tip: Locator}> {
  const name = page
    .locator('pre [data-hover-name]')
    .filter({hasText: /^NetworkLayer$/, visible: true})
    .first();
  await expect(name).toBeVisible();
  const id = await name.getAttribute('aria-describedby');
  expect(id).toBeTruthy();
  return {name, tip: page.locator(`[id="${id}"]`)};
}

test.describe('hover types in code samples', () => {
  test.beforeEach(({context}) => storeFrameworkCookie(context, SITE_ORIGIN, 'javascript'));

  test('hovering an SDK name shows its type and doc comment from the SDK, beside it, without moving the page', async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/getting-started');
    const {name, tip} = await networkLayerName(page);
    await expect(tip).toBeHidden();
    await expect(tip).toHaveAttribute('role', 'tooltip');
    const block = name.locator('xpath=ancestor::pre');
    // The popups are not part of the code's text.
    expect(await block.textContent()).toContain('const routes = new NetworkLayer({');
    await name.scrollIntoViewIfNeeded();
    const blockBefore = await block.boundingBox();
    const heightBefore = await page.evaluate(() => document.documentElement.scrollHeight);

    await name.hover();
    await expect(tip).toBeVisible();
    await expect(tip).toContainText('class NetworkLayer');
    // The doc comment of the class in packages/mapweave/dist, as text.
    await expect(tip).toContainText('Nodes and links on the map: fixed and free nodes');
    const nameBox = (await name.boundingBox())!;
    const tipBox = (await tip.boundingBox())!;
    expect(
      Math.abs(tipBox.y - (nameBox.y + nameBox.height)) < 2 || Math.abs(tipBox.y + tipBox.height - nameBox.y) < 2,
    ).toBe(true);
    expect(tipBox.x).toBeGreaterThanOrEqual(0);
    expect(tipBox.x + tipBox.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    expect(await block.boundingBox()).toEqual(blockBefore);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(heightBefore);

    await page.mouse.move(0, 0);
    await expect(tip).toBeHidden();
  });

  test('keyboard focus shows the popup, Escape closes it, focusing again reopens it', async ({page}) => {
    await gotoHydrated(page, '/docs/getting-started');
    const {name, tip} = await networkLayerName(page);
    // Reached with Tab from the code block's scrolling box.
    await name.locator('xpath=ancestor::pre').focus();
    for (
      let presses = 0;
      presses < 20 && !(await name.evaluate((element) => element === document.activeElement));
      presses++
    )
      await page.keyboard.press('Tab');
    await expect(name).toBeFocused();
    await expect(tip).toBeVisible();
    await expect(tip).toContainText('class NetworkLayer');
    expect(await accessibilityViolations(page, {include: 'main'})).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(tip).toBeHidden();
    await expect(name).toBeFocused();

    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(name).toBeFocused();
    await expect(tip).toBeVisible();
  });

  test('members and option keys the SDK declares have their types too; the sample’s own names have none', async ({
    page,
  }) => {
    await gotoHydrated(page, '/docs/getting-started');
    const names = page.locator('pre [data-hover-name]').filter({visible: true});
    await expect(names.filter({hasText: /^fitBounds$/}).first()).toBeVisible();
    await expect(names.filter({hasText: /^container$/}).first()).toBeVisible();
    await expect(names.filter({hasText: /^routes$/})).toHaveCount(0);
    const fitBounds = names.filter({hasText: /^fitBounds$/}).first();
    await fitBounds.hover();
    await expect(page.locator(`[id="${await fitBounds.getAttribute('aria-describedby')}"]`)).toContainText(
      'MapWeave.fitBounds(',
    );
  });
});

test.describe('hover types in example programs', () => {
  for (const framework of ['javascript', 'react'] as const) {
    test(`an example's ${framework} program shows its SDK names' types on hover`, async ({context, page}) => {
      await storeFrameworkCookie(context, SITE_ORIGIN, framework);
      await gotoHydrated(page, '/examples/example?name=basic-network');
      const {name, tip} = await networkLayerName(page);
      await name.scrollIntoViewIfNeeded();
      await name.hover();
      await expect(tip).toBeVisible();
      await expect(tip).toContainText(framework === 'react' ? 'NetworkLayer' : 'class NetworkLayer');
    });
  }
});
