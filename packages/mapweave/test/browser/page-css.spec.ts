import {expect, test} from '@playwright/test';
import {countColor, MAP_SIZE, openHarness, project, screenshotPixels} from './support/harness';

// Pages style the map's ancestors: both Vite starter templates centre the text of #root/#app.
const VIEW = {longitude: 0, latitude: 0, zoom: 3};
const RED: [number, number, number] = [255, 0, 0];

test('an ancestor with text-align: center moves neither the canvas nor what it draws', async ({page}) => {
  const errors = await openHarness(page, 'map.html');
  const boxes = await page.evaluate(async (view) => {
    const {MapWeave, NetworkLayer} = window.mapweave;
    const root = document.getElementById('map')!.parentElement!;
    root.style.textAlign = 'center';
    const map = new MapWeave({container: 'map', view});
    map.addLayer(
      new NetworkLayer({
        id: 'net',
        data: {
          west: {type: 'node', latitude: 0, longitude: -20, color: '#ff0000', size: 10},
          centre: {type: 'node', latitude: 0, longitude: 0, color: '#ff0000', size: 10},
        },
      }),
    );
    await map.whenRendered();
    const box = (element: Element) => {
      const {left, top, width, height} = element.getBoundingClientRect();
      return {left, top, width, height};
    };
    const container = document.getElementById('map')!;
    return {container: box(container), canvas: box(container.querySelector('canvas')!)};
  }, VIEW);
  expect(boxes.canvas).toEqual(boxes.container);
  const pixels = await screenshotPixels(page);
  for (const longitude of [-20, 0]) {
    const [x, y] = project(VIEW, MAP_SIZE, longitude, 0);
    expect(countColor(pixels, RED, {x, y, radius: 4}), `node at longitude ${longitude}`).toBeGreaterThan(20);
  }
  expect(errors).toEqual([]);
});
