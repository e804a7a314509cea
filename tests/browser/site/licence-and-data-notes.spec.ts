import {expect, test} from '@playwright/test';

import {storeFrameworkCookie} from '../support/framework';
import {SITE_ORIGIN} from '../support/origins';
import {DEMO_IDS} from '../../spec-routes';

const LICENCE = /MapWeave is proprietary: the download includes a 30-day evaluation licence/;
const DATA_ORIGIN = 'Real places, ports and sea lanes from open data; invented people, vessels and events.';

test.beforeEach(async ({context}) => {
  await storeFrameworkCookie(context, SITE_ORIGIN, 'javascript');
});

for (const path of ['/', '/download', '/docs/getting-started', '/try']) {
  test(`${path} states the licence in one sentence with a link to its terms`, async ({page}) => {
    await page.goto(path);
    const note = page.locator('main p', {hasText: LICENCE});
    await expect(note).toHaveCount(1);
    const terms = note.getByRole('link', {name: 'licence terms'});
    await terms.click();
    await expect(page).toHaveURL(/\/docs\/obfuscation-requirements$/);
    await expect(page.locator('main')).toContainText('evaluation licence');
  });
}

test('the home page and every demo panel say the same about the data', async ({page}) => {
  await page.goto('/');
  await expect(page.locator('section[aria-labelledby="demos"]')).toContainText(DATA_ORIGIN);
  for (const id of DEMO_IDS) {
    await page.goto(`/demos/${id}`);
    await expect(page.getByRole('complementary').getByText(DATA_ORIGIN, {exact: true})).toBeVisible();
  }
});
