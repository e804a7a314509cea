import {expect, test} from '@playwright/test';

import {storeFrameworkCookie} from '../support/framework';
import {gotoHydrated} from '../support/navigation';
import {SITE_ORIGIN} from '../support/origins';
import {collectRequests} from '../support/page-watch';

// WebGL is software-rendered here: a small window keeps each frame cheap.
test.use({viewport: {width: 640, height: 480}});
test.describe.configure({timeout: 90_000});

const SNIPPETS = [
  {page: '/docs/getting-started', framework: 'javascript', code: "new MapWeave({\n  container: 'map'"},
  {page: '/docs/mapweave-basics', framework: 'react', code: 'export function WorldMap()'},
  {page: '/docs/geojson-layer', framework: 'javascript', code: "id: 'north-sea'"},
] as const;

for (const {page: path, framework, code} of SNIPPETS) {
  test(`Run on a ${framework} snippet of ${path} runs it in the sandboxed runner in place`, async ({context, page}) => {
    await storeFrameworkCookie(context, SITE_ORIGIN, framework);
    const requests = collectRequests(page);
    await gotoHydrated(page, path);
    const block = page.locator(`.mw-only-${framework}`).filter({hasText: code}).first();
    await expect(block).toBeVisible();
    // Nothing of the runner or the SDK is loaded before Run is pressed.
    expect(requests.filter((url) => /\/(runner|sdk)\//.test(url))).toEqual([]);

    await block.getByRole('button', {name: 'Run', exact: true}).click();
    const frame = block.locator('iframe[sandbox="allow-scripts"]');
    await expect(frame).toBeVisible();
    await expect(block.locator('[data-runner-status]')).toHaveAttribute('data-runner-status', 'drawn', {
      timeout: 60_000,
    });
    expect(requests.some((url) => url.endsWith('/runner/frame.html'))).toBe(true);
    await expect(block.getByRole('button', {name: 'Run again'})).toBeVisible();
  });
}

test('Open in playground carries the snippet to the playground', async ({context, page}) => {
  await storeFrameworkCookie(context, SITE_ORIGIN, 'javascript');
  await gotoHydrated(page, '/docs/getting-started');
  const block = page.locator('.mw-only-javascript').filter({hasText: "container: 'map'"}).first();
  await block.getByRole('button', {name: 'Open in playground'}).click();
  await expect(page).toHaveURL(/\/playground#code=[A-Za-z0-9_-]+$/);
});
