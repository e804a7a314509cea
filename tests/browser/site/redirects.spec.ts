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

// A legacy URL whose rest reads as another host (`//host`, `/\host`) stays on this site.
const offSiteAttempts = [
  '/react//evil.example/phish',
  '/js//evil.example/phish',
  '/react/\\evil.example/phish',
  '//evil.example/phish.html',
];
for (const from of offSiteAttempts) {
  test(`${from} stays on the site`, async ({page}) => {
    const offSite: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(SITE_ORIGIN)) offSite.push(request.url());
    });
    await page.goto(`${SITE_ORIGIN}${from}`);
    await expect(page).toHaveURL(`${SITE_ORIGIN}/evil.example/phish`);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    expect(offSite).toEqual([]);
  });
}

test('redirects.js is loaded on every page', async ({request}) => {
  for (const path of ['/', '/docs/getting-started', '/download/1.5', '/no/such/page']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(/<script src="?\/auth-scripts\/redirects\.js"?[ >]/);
  }
});
