import {expect, test, type Page} from '@playwright/test';
import {countColor, expectColor, MAP_SIZE, openHarness, pixelAt, project, screenshotPixels} from './support/harness';
import {readWords} from './support/ocr.mjs';

// One label placement per map, tooltips that follow their item, and a selection that stands out:
// judged on the drawn pixels and by OCR (labels in the map's theme: labels.spec.ts).

const VIEW = {longitude: 10, latitude: 50, zoom: 6};

/** How many times tesseract read each of `words`. */
function timesRead(read: string[], words: string[]): number[] {
  const tokens = read.map((token) => token.replace(/[^A-Za-z]/g, ''));
  return words.map((word) => tokens.filter((token) => token === word).length);
}

async function waitForFrames(page: Page): Promise<void> {
  await page.evaluate(() => window.testState.map.whenRendered());
}

test.describe('one label placement per map', () => {
  test.use({deviceScaleFactor: 2});

  test('two vessels meeting: each name is read once, the tracker node and its trajectory draw one label', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const errors = await openHarness(page, 'map.html');
    await page.evaluate(async (view) => {
      const {MapWeave, NetworkLayer, ObservationsLayer, StandaloneAdapter} = window.mapweave;
      const map = new MapWeave({container: 'map', view, adapter: new StandaloneAdapter()});
      const at = (longitude: number, latitude: number, time: number, entityId: string) => ({
        entityId,
        longitude,
        latitude,
        time,
      });
      map.addLayer(
        new ObservationsLayer({
          id: 'tracks',
          data: {
            entities: {aurora: {label: 'Aurora', size: 4}, kestrel: {label: 'Kestrel', size: 4}},
            observations: {
              a1: at(9, 49.6, 0, 'aurora'),
              a2: at(10, 50, 60_000, 'aurora'),
              k1: at(11, 50.4, 0, 'kestrel'),
              k2: at(10.02, 50.01, 60_000, 'kestrel'),
            },
          },
          options: {trajectory: {maximumInterval: 120_000}},
        }),
      );
      map.addLayer(
        new NetworkLayer({
          id: 'vessels',
          data: {
            aurora: {type: 'node', longitude: 0, latitude: 0, size: 6, label: 'Aurora'},
            kestrel: {type: 'node', longitude: 0, latitude: 0, size: 6, label: 'Kestrel'},
          },
        }),
      );
      await map.whenRendered();
      window.testState = {map};
    }, VIEW);
    await expect
      .poll(async () => timesRead(readWords(await page.screenshot(), {scale: 2}), ['Aurora', 'Kestrel']), {
        timeout: 90_000,
      })
      .toEqual([1, 1]);
    expect(errors).toEqual([]);
  });

  test("a label moves to another side rather than cover another node's symbol", async ({page}) => {
    test.setTimeout(240_000);
    const errors = await openHarness(page, 'map.html');
    // Red unlabelled nodes just below and just above the labelled one, where its label would hang.
    const centre = await page.evaluate(async (view) => {
      const {MapWeave, NetworkLayer, StandaloneAdapter} = window.mapweave;
      const map = new MapWeave({container: 'map', view, adapter: new StandaloneAdapter()});
      const [x, y] = map.project({longitude: view.longitude, latitude: view.latitude});
      const node = (dx: number, dy: number) => {
        const {longitude, latitude} = map.unproject([x + dx, y + dy]);
        return {type: 'node' as const, longitude, latitude, size: 6, color: '#ff0000', border: {width: 0}};
      };
      map.addLayer(
        new NetworkLayer({
          id: 'net',
          data: {
            labelled: {...node(0, 0), color: '#2563eb', label: 'Harbour'},
            below: node(0, 22),
            above: node(0, -22),
          },
        }),
      );
      await map.whenRendered();
      window.testState = {map};
      return [x, y];
    }, VIEW);
    const [x, y] = centre as [number, number];
    await expect
      .poll(async () => timesRead(readWords(await page.screenshot(), {scale: 2}), ['Harbour']), {timeout: 90_000})
      .toEqual([1]);
    const pixels = await screenshotPixels(page);
    const scale = pixels.width / MAP_SIZE.width;
    // Every pixel of both red dots' cores (11 × 11 device pixels) is still red: no letter or halo lies over them.
    for (const dy of [22, -22]) {
      const core = {x: x * scale, y: (y + dy) * scale, radius: 5};
      expect(countColor(pixels, [255, 0, 0], core, 60), `red node at dy ${dy}`).toBe(121);
    }
    expect(errors).toEqual([]);
  });
});

test.describe('tooltips stay true', () => {
  const tooltip = (page: Page) => page.locator('#map [role="tooltip"]');

  test("a tooltip updates when its item's data changes and closes when the item goes or its combo splits", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const errors = await openHarness(page, 'map.html');
    const view = {longitude: 0, latitude: 0, zoom: 3};
    await page.evaluate(async (view) => {
      const {MapWeave, NetworkLayer} = window.mapweave;
      const map = new MapWeave({
        container: 'map',
        view,
        tooltip: (item) =>
          item.type === 'combo-node' ? 'Combo' : `Traffic ${(item.data as {traffic: string}).traffic}`,
      });
      const layer = new NetworkLayer({
        id: 'net',
        data: {
          a: {type: 'node', longitude: -10, latitude: 10, size: 10, color: '#ff0000', data: {traffic: '80%'}},
          c1: {type: 'node', longitude: 10, latitude: -10, size: 8, color: '#ff0000'},
          c2: {type: 'node', longitude: 10.2, latitude: -10, size: 8, color: '#ff0000'},
        },
        options: {proximityCombine: {radius: 20}},
      });
      map.addLayer(layer);
      await map.whenRendered();
      window.testState = {map, layer};
    }, view);
    const [x, y] = project(view, MAP_SIZE, -10, 10);
    await expectColor(page, [255, 0, 0], {around: {x, y, radius: 3}, atLeast: 15});
    await page.mouse.move(x, y);
    await expect(tooltip(page)).toHaveText('Traffic 80%');
    await page.evaluate(async () => {
      window.testState.layer.merge({
        a: {type: 'node', longitude: -10, latitude: 10, size: 10, color: '#ff0000', data: {traffic: 'failed'}},
      });
      await window.testState.map.whenRendered();
    });
    await expect(tooltip(page)).toHaveText('Traffic failed');
    await page.evaluate(async () => {
      window.testState.layer.removeItems(['a']);
      await window.testState.map.whenRendered();
    });
    await expect(tooltip(page)).toBeHidden();

    const [cx, cy] = project(view, MAP_SIZE, 10.1, -10);
    await page.mouse.move(20, 20);
    await page.mouse.move(cx, cy);
    await expect(tooltip(page)).toHaveText('Combo');
    await page.evaluate(async () => {
      const {layer, map} = window.testState;
      const combo = layer.getFocusableItems().find((entry: {item: {type: string}}) => entry.item.type === 'combo-node');
      layer.expandCombo(combo.item.id);
      await map.whenRendered();
    });
    await expect(tooltip(page)).toBeHidden();
    expect(errors).toEqual([]);
  });
});

test.describe('selection looks like selection', () => {
  test('a selected node is ringed in magenta and the rest fade, unless dimUnselected is off', async ({page}) => {
    test.setTimeout(180_000);
    const errors = await openHarness(page, 'map.html');
    const view = {longitude: 0, latitude: 0, zoom: 3};
    await page.evaluate(async (view) => {
      const {MapWeave, NetworkLayer} = window.mapweave;
      const map = new MapWeave({container: 'map', view});
      const layer = new NetworkLayer({
        id: 'net',
        data: {
          chosen: {type: 'node', longitude: -10, latitude: 0, size: 10, color: '#0000ff'},
          other: {type: 'node', longitude: 10, latitude: 0, size: 10, color: '#0000ff'},
        },
      });
      map.addLayer(layer);
      layer.select(['chosen']);
      await map.whenRendered();
      window.testState = {map, layer};
    }, view);
    const [sx, sy] = project(view, MAP_SIZE, -10, 0);
    const [ox, oy] = project(view, MAP_SIZE, 10, 0);
    await expectColor(page, [255, 0, 255], {around: {x: sx, y: sy, radius: 18}, atLeast: 20, tolerance: 50});
    await expectColor(page, [0, 0, 255], {around: {x: sx, y: sy, radius: 3}, atLeast: 20});
    const dimmed = await screenshotPixels(page);
    // The other node is faded towards the basemap: far from its own blue.
    const [r, g, b] = pixelAt(dimmed, ox, oy);
    expect(r + g, `other node ${r},${g},${b}`).toBeGreaterThan(200);
    await page.evaluate(async () => {
      window.testState.layer.options({dimUnselected: false});
      await window.testState.map.whenRendered();
    });
    await expectColor(page, [0, 0, 255], {around: {x: ox, y: oy, radius: 3}, atLeast: 20});
    await waitForFrames(page);
    expect(errors).toEqual([]);
  });
});
