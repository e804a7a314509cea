import { expect, test } from '@playwright/test';
import { openHarness } from './support/harness';

test('analyzeInWorker from the browser bundle runs in dist/browser/worker.js and matches the main-thread engine', async ({ page }) => {
  const errors = await openHarness(page, 'map.html');
  const workerStarted = page.waitForEvent('worker');
  const result = await page.evaluate(async () => {
    const { analyzeInWorker, createGraphEngine } = window.mapweave;
    // A path a - b - c plus an isolated d: b lies on the only shortest path between a and c.
    const data = {
      a: { type: 'node', latitude: 0, longitude: 0 },
      b: { type: 'node', latitude: 0, longitude: 1 },
      c: { type: 'node', latitude: 0, longitude: 2 },
      d: { type: 'node' },
      ab: { type: 'link', id1: 'a', id2: 'b' },
      bc: { type: 'link', id1: 'b', id2: 'c' },
    } as const;
    return {
      inWorker: await analyzeInWorker(data, 'betweenness'),
      onMainThread: createGraphEngine(data).betweenness(),
      components: await analyzeInWorker(data, 'components'),
    };
  });
  expect((await workerStarted).url()).toMatch(/\/dist\/browser\/worker\.js$/);
  expect(result.inWorker).toEqual(result.onMainThread);
  expect(result.inWorker.b).toBeGreaterThan(result.inWorker.a!);
  expect(result.components).toEqual([['a', 'b', 'c'], ['d']]);
  expect(errors).toEqual([]);
});
