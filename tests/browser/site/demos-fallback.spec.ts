import {expect, test} from '@playwright/test';

import {DEMOS} from '../../../src/data/demos';
import {demoMap, withoutWebGL2} from '../support/demo-map';
import {storeFrameworkCookie} from '../support/framework';
import {SITE_ORIGIN} from '../support/origins';
import {collectRequests} from '../support/page-watch';

test.beforeEach(async ({context}) => {
  await storeFrameworkCookie(context, SITE_ORIGIN, 'react');
});

for (const {id, name} of DEMOS) {
  test(`${id}: without WebGL 2, a screenshot and a message instead of the map, and no map code`, async ({page}) => {
    await withoutWebGL2(page);
    const requests = collectRequests(page);
    await page.goto(`/demos/${id}`);
    const area = demoMap(page, id);
    await expect(area).toHaveAttribute('data-state', 'unsupported');
    const fallback = area.getByRole('alert');
    await expect(fallback).toContainText('This demo draws with WebGL 2, which this browser does not offer');
    const image = fallback.getByRole('img', {name: `Screenshot of the ${name} demo`});
    await expect(image).toBeVisible();
    // Visible is not loaded: wait for the image's pixels (a broken image never gets a width).
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
    expect(requests.filter((url) => url.includes('/data/demos/'))).toEqual([]);
  });
}
