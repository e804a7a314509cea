import {expect, test, type Page} from '@playwright/test';
import {expectColor, MAP_SIZE, openHarness, project} from './support/harness';

const VIEW = {longitude: 0, latitude: 0, zoom: 3};
const HOSTILE = '<img src=x onerror="window.hacked=1">';

/** Nodes a (left), edge (at the map's right edge) and evil (hostile label); tooltips give each label. */
async function tooltipMap(page: Page): Promise<void> {
  await page.evaluate(
    async ({view, hostile}) => {
      const {MapWeave, NetworkLayer} = window.mapweave;
      const labels: Record<string, string> = {
        a: 'Node Alpha',
        edge: 'Edge node with a long tooltip text',
        evil: hostile,
      };
      const map = new MapWeave({
        container: 'map',
        view,
        tooltip: (item) => (item.type === 'node' ? labels[item.id] : null),
      });
      map.addLayer(
        new NetworkLayer({
          id: 'net',
          data: {
            a: {type: 'node', latitude: 10, longitude: -10, color: '#ff0000', size: 10},
            edge: {type: 'node', latitude: 10, longitude: 20.5, color: '#ff0000', size: 10},
            evil: {type: 'node', latitude: -10, longitude: 0, color: '#ff0000', size: 10},
          },
        }),
      );
      window.testState = {map};
      await map.whenRendered();
    },
    {view: VIEW, hostile: HOSTILE},
  );
}

const tooltip = (page: Page) => page.locator('#map [role="tooltip"]');

/** The tooltip's box relative to the map's, to check it stays inside. */
async function tooltipBox(page: Page) {
  const map = (await page.locator('#map').boundingBox())!;
  const box = (await tooltip(page).boundingBox())!;
  return {
    left: box.x - map.x,
    top: box.y - map.y,
    right: box.x + box.width - map.x,
    bottom: box.y + box.height - map.y,
  };
}

test('hovering an item shows its tooltip text next to the pointer; Escape closes it', async ({page}) => {
  const errors = await openHarness(page, 'map.html');
  await tooltipMap(page);
  await expect(tooltip(page)).toBeHidden();
  const [x, y] = project(VIEW, MAP_SIZE, -10, 10);
  await expectColor(page, [255, 0, 0], {around: {x, y, radius: 3}, atLeast: 15});
  await page.mouse.move(x, y);
  await expect(tooltip(page)).toBeVisible();
  await expect(tooltip(page)).toHaveText('Node Alpha');
  const box = await tooltipBox(page);
  expect(box.left).toBeGreaterThan(x);
  expect(box.top).toBeGreaterThan(y);
  await page.keyboard.press('Escape');
  await expect(tooltip(page)).toBeHidden();
  // Off the item, the tooltip goes; back on it, it shows again.
  await page.mouse.move(20, 20);
  await page.mouse.move(x, y);
  await expect(tooltip(page)).toHaveText('Node Alpha');
  await page.mouse.move(20, 20);
  await expect(tooltip(page)).toBeHidden();
  expect(errors).toEqual([]);
});

test('a tooltip at the map edge flips and stays inside the map', async ({page}) => {
  await openHarness(page, 'map.html');
  await tooltipMap(page);
  const [x, y] = project(VIEW, MAP_SIZE, 20.5, 10);
  expect(x).toBeGreaterThan(MAP_SIZE.width - 40);
  await expectColor(page, [255, 0, 0], {around: {x, y, radius: 3}, atLeast: 10});
  await page.mouse.move(x, y);
  await expect(tooltip(page)).toHaveText('Edge node with a long tooltip text');
  const box = await tooltipBox(page);
  expect(box.left).toBeGreaterThanOrEqual(0);
  expect(box.top).toBeGreaterThanOrEqual(0);
  expect(box.right).toBeLessThanOrEqual(MAP_SIZE.width);
  expect(box.bottom).toBeLessThanOrEqual(MAP_SIZE.height);
  expect(box.right).toBeLessThan(x);
});

test('hostile tooltip text is shown as text, never as markup', async ({page}) => {
  const errors = await openHarness(page, 'map.html');
  await tooltipMap(page);
  const [x, y] = project(VIEW, MAP_SIZE, 0, -10);
  await expectColor(page, [255, 0, 0], {around: {x, y, radius: 3}, atLeast: 15});
  await page.mouse.move(x, y);
  await expect(tooltip(page)).toHaveText(HOSTILE);
  expect(await tooltip(page).locator('img').count()).toBe(0);
  expect(await page.evaluate(() => (window as {hacked?: number}).hacked)).toBeUndefined();
  expect(errors).toEqual([]);
});

test('keyboard focus steps through the items with ] and [, shows their tooltips and links them to the map', async ({
  page,
}) => {
  await openHarness(page, 'map.html');
  await tooltipMap(page);
  const map = page.locator('#map');
  await map.focus();
  // Reading order: a and edge (latitude 10, left to right), then evil.
  await page.keyboard.press(']');
  await expect(tooltip(page)).toHaveText('Node Alpha');
  const id = await tooltip(page).getAttribute('id');
  expect((await map.getAttribute('aria-describedby'))?.split(' ')).toContain(id);
  await page.keyboard.press(']');
  await expect(tooltip(page)).toHaveText('Edge node with a long tooltip text');
  await page.keyboard.press('[');
  await expect(tooltip(page)).toHaveText('Node Alpha');
  // Anchored at the node: below and right of its projected position.
  const [x, y] = project(VIEW, MAP_SIZE, -10, 10);
  const box = await tooltipBox(page);
  expect(Math.abs(box.left - (x + 12))).toBeLessThan(3);
  expect(Math.abs(box.top - (y + 12))).toBeLessThan(3);
  await page.keyboard.press('Escape');
  await expect(tooltip(page)).toBeHidden();
  expect((await map.getAttribute('aria-describedby'))?.split(' ')).not.toContain(id);
  // Closed from the keyboard, the item's tooltip still shows when the pointer comes onto it.
  await page.mouse.move(x, y);
  await expect(tooltip(page)).toBeVisible();
  await expect(tooltip(page)).toHaveText('Node Alpha');
});

test('setTooltip(null) turns tooltips off and setTooltip rejects a non-function', async ({page}) => {
  await openHarness(page, 'map.html');
  await tooltipMap(page);
  const error = await page.evaluate(() => {
    try {
      window.testState.map.setTooltip('text' as never);
      return null;
    } catch (thrown) {
      return (thrown as {code?: string}).code;
    }
  });
  expect(error).toBe('INVALID_OPTION');
  await page.evaluate(() => window.testState.map.setTooltip(null));
  await page.locator('#map').focus();
  await page.keyboard.press(']');
  await expect(tooltip(page)).toBeHidden();
});

test('<MapWeave tooltip> renders React elements into the tooltip, and text as text', async ({page}) => {
  const errors = await openHarness(page, 'react.html');
  await page.evaluate(
    ({view}) => {
      const {createElement} = window.React;
      const {MapWeave, NetworkLayer} = window.mapweaveReact;
      const root = window.ReactDOM.createRoot(document.getElementById('root')!);
      const data = {
        a: {type: 'node', latitude: 0, longitude: -10, color: '#ff0000', size: 10},
        b: {type: 'node', latitude: 0, longitude: 10, color: '#ff0000', size: 10},
      };
      root.render(
        createElement(
          MapWeave,
          {
            view,
            fitOnFirstLoad: false,
            style: {height: 320},
            tooltip: (item: {id: string}) =>
              item.id === 'a' ? createElement('strong', null, 'Rich ', createElement('em', null, 'Alpha')) : '<b>B</b>',
          },
          createElement(NetworkLayer, {id: 'net', data} as never),
        ),
      );
    },
    {view: VIEW},
  );
  const root = page.locator('#root');
  const [ax, ay] = project(VIEW, MAP_SIZE, -10, 0);
  await expectColor(page, [255, 0, 0], {around: {x: ax, y: ay, radius: 3}, atLeast: 15});
  const origin = (await root.boundingBox())!;
  await page.mouse.move(origin.x + ax, origin.y + ay);
  const tip = root.locator('[role="tooltip"]');
  await expect(tip.locator('strong em')).toHaveText('Alpha');
  const [bx, by] = project(VIEW, MAP_SIZE, 10, 0);
  await page.mouse.move(origin.x + bx, origin.y + by);
  await expect(tip).toHaveText('<b>B</b>');
  expect(await tip.locator('b').count()).toBe(0);
  expect(errors).toEqual([]);
});
