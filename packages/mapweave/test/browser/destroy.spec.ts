import {expect, test} from '@playwright/test';
import {expectColor, MAP_SIZE, openHarness, project, type Rgb} from './support/harness';

const VIEW = {longitude: 5, latitude: 48, zoom: 3};
const NODE = {longitude: 2, latitude: 45};
const RED: Rgb = [255, 0, 0];

test('24 maps destroyed right after new MapWeave() (as React StrictMode does) free their WebGL contexts: no warning, the last map draws', async ({
  page,
}) => {
  const errors = await openHarness(page, 'map.html');
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  await page.evaluate(async () => {
    const {MapWeave} = window.mapweave;
    for (let index = 0; index < 24; index++) {
      const container = document.createElement('div');
      container.style.cssText = 'width:120px;height:80px';
      document.body.append(container);
      new MapWeave({container}).destroy();
      // Each map's context is created asynchronously, after its destroy().
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  await page.evaluate(
    async ({view, node}) => {
      const {MapWeave, NetworkLayer} = window.mapweave;
      const map = new MapWeave({container: 'map', view});
      map.addLayer(new NetworkLayer({id: 'net', data: {n: {type: 'node', ...node, color: '#ff0000', size: 14}}}));
      window.testState = {map};
      await map.whenRendered();
    },
    {view: VIEW, node: NODE},
  );
  const [x, y] = project(VIEW, MAP_SIZE, NODE.longitude, NODE.latitude);
  await expectColor(page, RED, {around: {x, y, radius: 3}, atLeast: 15});
  const live = await page.evaluate(
    () =>
      [...document.querySelectorAll('canvas')].filter((canvas) => {
        const gl = canvas.getContext('webgl2');
        return gl !== null && !gl.isContextLost();
      }).length,
  );
  expect(warnings.filter((text) => /too many active webgl contexts/i.test(text))).toEqual([]);
  expect(live).toBe(1);
  expect(errors).toEqual([]);
});

test('16 exports at once leave the map drawing; a zero-pixel side and 8192² reject with INVALID_OPTION', async ({
  page,
}) => {
  const errors = await openHarness(page, 'map.html');
  const codes = await page.evaluate(
    async ({view}) => {
      const {MapWeave} = window.mapweave;
      const map = new MapWeave({container: 'map', view});
      window.testState = {map};
      await map.whenRendered();
      const codeOf = (options: Record<string, number>) =>
        map.toImage(options).then(
          () => 'ok',
          (error: {code?: string}) => error.code ?? String(error),
        );
      const rejected = await Promise.all([
        codeOf({width: 100, height: 0.001, pixelRatio: 1}),
        codeOf({width: 8192, height: 8192, pixelRatio: 1}),
        codeOf({width: 1e9, height: 100, pixelRatio: 8e-6}),
      ]);
      const exported = await Promise.all(
        Array.from({length: 16}, () => codeOf({width: 40, height: 30, pixelRatio: 1})),
      );
      const gl = document.querySelector<HTMLCanvasElement>('#map canvas')!.getContext('webgl2')!;
      return {rejected, exported, lost: gl.isContextLost()};
    },
    {view: VIEW},
  );
  expect(codes.rejected).toEqual(['INVALID_OPTION', 'INVALID_OPTION', 'INVALID_OPTION']);
  expect(codes.exported).toEqual(Array.from({length: 16}, () => 'ok'));
  expect(codes.lost).toBe(false);
  expect(errors).toEqual([]);
});
