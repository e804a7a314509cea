import {expect, test, type Page} from '@playwright/test';
import {openHarness} from './support/harness';

const CODE = 'CONTAINER_HAS_NO_SIZE';

/** The console warnings that carry the code, collected from the moment the page opens. */
async function openCollectingWarnings(page: Page): Promise<string[]> {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().includes(CODE)) warnings.push(message.text());
  });
  const errors = await openHarness(page, 'map.html');
  expect(errors).toEqual([]);
  return warnings;
}

/** Mounts a map in a new container styled by `style`, and waits for its first frame. */
async function mountMap(page: Page, style: string): Promise<void> {
  await page.evaluate(async (style) => {
    const container = document.createElement('div');
    container.id = 'sized';
    container.style.cssText = style;
    document.body.append(container);
    const map = new window.mapweave.MapWeave({container});
    window.testState = {map, container};
    await map.whenRendered();
  }, style);
}

/** Two animation frames: a ResizeObserver reports a layout change before the next paint. */
async function afterLayout(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

test('a container without a height warns once with CONTAINER_HAS_NO_SIZE, also after resizes', async ({page}) => {
  const warnings = await openCollectingWarnings(page);
  await mountMap(page, 'width: 300px');
  await expect.poll(() => warnings.length).toBe(1);
  expect(warnings[0]).toBe(
    `MapWeave: the map container is 300×0 px, so the map cannot be seen; give it a width and a height, e.g. with CSS (${CODE})`,
  );
  await page.evaluate(() => (window.testState.container.style.width = '200px'));
  await afterLayout(page);
  expect(warnings).toHaveLength(1);
});

test('a sized container does not warn; shrinking it to no width warns once', async ({page}) => {
  const warnings = await openCollectingWarnings(page);
  await mountMap(page, 'width: 240px; height: 160px');
  await afterLayout(page);
  expect(warnings).toEqual([]);
  await page.evaluate(() => (window.testState.container.style.width = '0'));
  await expect.poll(() => warnings.length).toBe(1);
  expect(warnings[0]).toContain('0×160 px');
  await page.evaluate(() => (window.testState.container.style.height = '1px'));
  await afterLayout(page);
  expect(warnings).toHaveLength(1);
});

test('a container that is not displayed is hidden on purpose: no warning until it shows without a size', async ({
  page,
}) => {
  const warnings = await openCollectingWarnings(page);
  await page.evaluate(() => {
    const container = document.createElement('div');
    container.style.cssText = 'display: none; width: 240px';
    document.body.append(container);
    window.testState = {map: new window.mapweave.MapWeave({container}), container};
  });
  await afterLayout(page);
  expect(warnings).toEqual([]);
  await page.evaluate(() => (window.testState.container.style.display = 'block'));
  await expect.poll(() => warnings.length).toBe(1);
  expect(warnings[0]).toContain('240×0 px');
});

test('a destroyed map no longer watches its container', async ({page}) => {
  const warnings = await openCollectingWarnings(page);
  await mountMap(page, 'width: 240px; height: 160px');
  await page.evaluate(() => {
    window.testState.map.destroy();
    window.testState.container.style.height = '0';
  });
  await afterLayout(page);
  expect(warnings).toEqual([]);
});
