import {expect, test, type Page} from '@playwright/test';
import {
  isNear,
  MAP_SIZE,
  openHarness,
  pixelAt,
  project,
  screenshotPixels,
  type Rgb,
  type View,
} from './support/harness';

// Links across the antimeridian are drawn the shorter way round and continuously: across the
// middle of a view of the Pacific, and leaving one side of a whole-world view to come back on the other.
const BLUE: Rgb = [0, 0, 255];
const GREEN: Rgb = [0, 170, 0];
const PLACES = {
  seattle: [-122.3, 47.6],
  tokyo: [139.7, 35.7],
  singapore: [103.8, 1.35],
} as const;

async function drawLinks(page: Page, view: View, shape: 'straight' | 'arc'): Promise<void> {
  await openHarness(page, 'map.html');
  await page.evaluate(
    async ({view, places, shape}) => {
      const {MapWeave, NetworkLayer} = window.mapweave;
      const map = new MapWeave({container: 'map', view});
      const node = (name: keyof typeof places) => ({
        type: 'node' as const,
        longitude: places[name][0],
        latitude: places[name][1],
        size: 2,
        color: '#ff0000',
      });
      map.addLayer(
        new NetworkLayer({
          id: 'routes',
          options: {labels: {visible: false}},
          data: {
            seattle: node('seattle'),
            tokyo: node('tokyo'),
            singapore: node('singapore'),
            pacific: {type: 'link', id1: 'tokyo', id2: 'seattle', color: '#0000ff', width: 4, shape},
            southern: {type: 'link', id1: 'seattle', id2: 'singapore', color: '#00aa00', width: 4, shape},
          },
        }),
      );
      await map.whenRendered();
    },
    {view, places: PLACES, shape},
  );
}

/** Pixels of `color` in the column band `x0..x1` of the map, top to bottom. */
async function inColumns(page: Page, color: Rgb, x0: number, x1: number): Promise<number> {
  const pixels = await screenshotPixels(page);
  let count = 0;
  for (let x = Math.max(0, x0); x <= Math.min(MAP_SIZE.width - 1, x1); x++) {
    for (let y = 0; y < MAP_SIZE.height; y++) if (isNear(pixelAt(pixels, x, y), color, 60)) count++;
  }
  return count;
}

for (const shape of ['straight', 'arc'] as const) {
  test(`a ${shape} link from Tokyo to Seattle crosses the Pacific in one piece`, async ({page}) => {
    const view = {longitude: -170, latitude: 35, zoom: 1.5};
    await drawLinks(page, view, shape);
    const [tokyoX] = project(view, MAP_SIZE, PLACES.tokyo[0] - 360, PLACES.tokyo[1]);
    const [seattleX] = project(view, MAP_SIZE, PLACES.seattle[0], PLACES.seattle[1]);
    // Every column band between the two ends holds some of the line.
    const bands = 6;
    const step = (seattleX - tokyoX) / bands;
    await expect
      .poll(async () => {
        const counts: number[] = [];
        for (let band = 0; band < bands; band++) {
          const x0 = Math.round(tokyoX + band * step + 2);
          counts.push(await inColumns(page, BLUE, x0, Math.round(x0 + step - 4)));
        }
        return counts.every((count) => count > 0);
      })
      .toBe(true);
  });
}

test('on the whole world, Seattle–Singapore leaves the west edge and comes back from the east', async ({page}) => {
  const view = {longitude: 0, latitude: 10, zoom: 0};
  await drawLinks(page, view, 'straight');
  const [seattleX] = project(view, MAP_SIZE, PLACES.seattle[0], PLACES.seattle[1]);
  const [singaporeX] = project(view, MAP_SIZE, PLACES.singapore[0], PLACES.singapore[1]);
  await expect.poll(() => inColumns(page, GREEN, 0, Math.round(seattleX) - 6)).toBeGreaterThan(10);
  await expect.poll(() => inColumns(page, GREEN, Math.round(singaporeX) + 6, MAP_SIZE.width - 1)).toBeGreaterThan(10);
  // Not the long way round, through Africa.
  expect(await inColumns(page, GREEN, MAP_SIZE.width / 2 - 10, MAP_SIZE.width / 2 + 10)).toBe(0);
});
