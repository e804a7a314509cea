import {expect, test} from '@playwright/test';

import {expectAccessibleInBothModes} from '../support/axe';
import {waitForMapReady} from '../support/demo-map';
import {storeFrameworkCookie} from '../support/framework';
import {SITE_ORIGIN} from '../support/origins';

// The SDK's TimeBar appears in a demo's panel once its map is ready: the route checks run before.
test.use({viewport: {width: 1000, height: 560}});
// Software WebGL on a shared machine: maps can take tens of seconds to draw.
test.describe.configure({timeout: 180_000});
test.beforeEach(async ({context}) => {
  await storeFrameworkCookie(context, SITE_ORIGIN, 'react');
});

for (const id of ['cyber-threat-intelligence', 'maritime-intelligence', 'pattern-of-life']) {
  test(`${id}: axe finds nothing with the time bar in the panel, in light and dark mode`, async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await page.goto(`/demos/${id}`);
    await waitForMapReady(page, id);
    await expect(page.getByRole('group', {name: /^Time \((UTC|CEST)\)$/})).toBeVisible();
    await expectAccessibleInBothModes(page);
  });
}
