import {expect, test} from '@playwright/test';

import {DEMOS, demoPath} from '../../../src/data/demos';
import {demoMap} from '../support/demo-map';
import {storeFrameworkCookie} from '../support/framework';
import {SITE_ORIGIN} from '../support/origins';

// A phone: the map comes after the demo's title and summary, before its panel of text and controls.
test.use({viewport: {width: 390, height: 844}});
// A shared, loaded machine: the pages are slow to load, though nothing here waits for a map.
test.describe.configure({timeout: 120_000});
test.beforeEach(async ({context}) => {
  await storeFrameworkCookie(context, SITE_ORIGIN, 'react');
});

for (const {id} of DEMOS) {
  test(`${id}: on a phone the map's top is in the first screen, above the controls`, async ({page}) => {
    await page.goto(demoPath(id));
    const map = await demoMap(page, id).boundingBox();
    expect(map, 'the map area').not.toBeNull();
    expect(map!.y).toBeLessThan(844 - 100);
    const controls = await page.getByRole('region', {name: 'Controls'}).boundingBox();
    expect(controls!.y).toBeGreaterThan(map!.y + map!.height - 1);
  });
}
