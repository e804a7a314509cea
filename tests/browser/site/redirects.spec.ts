import {expect, test} from '@playwright/test';

import {frameworkCookie} from '../support/framework';
import {SITE_ORIGIN} from '../support/origins';

// /auth-scripts/redirects.js: legacy framework-prefixed URLs lead to the unprefixed page.
const cases = [
  {from: '/react/docs/getting-started?x=1#h', to: '/docs/getting-started?x=1#h', framework: 'react'},
  {from: '/javascript/docs/network-layer', to: '/docs/network-layer', framework: 'javascript'},
  {from: '/js/api/events?tab=2', to: '/api/events?tab=2', framework: 'javascript'},
];

for (const {from, to, framework} of cases) {
  test(`${from} redirects to ${to} and remembers ${framework}`, async ({page}) => {
    await page.goto(from);
    await expect(page).toHaveURL(`${SITE_ORIGIN}${to}`);
    await expect(page.locator('article h1').first()).toBeVisible();
    expect(await frameworkCookie(page.context())).toMatchObject({value: framework, path: '/'});
  });
}

test('redirects.js is loaded on every page', async ({request}) => {
  for (const path of ['/', '/docs/getting-started', '/download/1.5', '/no/such/page']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(/<script src="?\/auth-scripts\/redirects\.js"?[ >]/);
  }
});
