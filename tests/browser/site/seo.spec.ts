import {expect, test} from '@playwright/test';

import {SPEC_ROUTES} from '../../spec-routes';

const withoutTrailingSlash = (path: string) => path.replace(/(.)\/$/, '$1');
/** Routes that ask search engines not to index them, and so are left out of the sitemap. */
const NOT_INDEXED = new Set(['/playground/view']);

test('sitemap.xml lists every route, changing weekly', async ({request}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1] ?? '');
  expect(entries.length).toBeGreaterThanOrEqual(SPEC_ROUTES.length);

  const paths = entries.map((entry) => {
    const loc = /<loc>([^<]+)<\/loc>/.exec(entry)?.[1];
    expect(loc, entry).toBeDefined();
    return withoutTrailingSlash(new URL(loc!).pathname);
  });
  for (const route of SPEC_ROUTES.filter((route) => !NOT_INDEXED.has(route)))
    expect(paths, route).toContain(withoutTrailingSlash(route));
  for (const route of NOT_INDEXED) expect(paths, route).not.toContain(route);

  for (const entry of entries) expect(entry).toContain('<changefreq>weekly</changefreq>');
});

test('pages ask search engines to index and follow', async ({request}) => {
  for (const path of ['/', '/docs/mapweave-basics', '/api/types', '/download/1.5']) {
    const html = await (await request.get(path)).text();
    const robots = [...html.matchAll(/<meta[^>]+name="?robots"?[ >][^>]*>?/g)].map((match) => match[0]);
    expect(robots, path).toHaveLength(1);
    expect(robots[0], path).toContain('content="index, follow"');
  }
  const robotsTxt = await request.get('/robots.txt');
  if (robotsTxt.status() === 200) expect(await robotsTxt.text()).not.toMatch(/^Disallow:\s*\/\s*$/m);
});

test('pages describe themselves for search results, the search page too', async ({request}) => {
  for (const path of ['/', '/docs/mapweave-basics', '/api/types', '/download/1.5', '/search']) {
    const html = await (await request.get(path)).text();
    const descriptions = [...html.matchAll(/<meta[^>]+name="?description"?[ >][^>]*>?/g)].map((match) => match[0]);
    expect(descriptions, path).toHaveLength(1);
    expect(descriptions[0], path).toMatch(/content="?[^"]{20,}/);
  }
});
