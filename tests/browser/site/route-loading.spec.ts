// Client-side navigation as Docusaurus provides it: a progress bar after
// 200 ms, and a full reload when the next route's code cannot be loaded.
import {expect, test, type Page, type Route} from '@playwright/test';

import {SCRIPTS_FALLBACK_MS} from '../../../src/lib/scripts-after-paint';
import {storeFrameworkCookie} from '../support/framework';
import {gotoHydrated} from '../support/navigation';
import {SITE_ORIGIN} from '../support/origins';

const SCRIPT_CHUNKS = '**/assets/js/*.js';

test.beforeEach(async ({context}) => {
  await storeFrameworkCookie(context, SITE_ORIGIN, 'react');
});

/** Marks the current document, so a test can tell a full reload from client navigation. */
async function markDocument(page: Page) {
  await page.evaluate(() => document.documentElement.setAttribute('data-test-same-document', ''));
}

function downloadLink(page: Page) {
  return page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Download'});
}

test('a slow navigation shows the progress bar, then the page', async ({page}) => {
  await gotoHydrated(page, '/content-terms');
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  // Hold the next route's code until the progress bar has been seen.
  await page.route(SCRIPT_CHUNKS, async (route: Route) => {
    await released;
    await route.continue();
  });
  await markDocument(page);

  await downloadLink(page).click();
  await expect(page.locator('#nprogress')).toBeAttached();
  release();
  await expect(page).toHaveURL(`${SITE_ORIGIN}/download`);
  await expect(page.getByRole('heading', {level: 1}).first()).toBeVisible();
  await expect(page.locator('#nprogress')).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('data-test-same-document', '');
});

test('when the next route fails to load, the page reloads at that route', async ({page}) => {
  await gotoHydrated(page, '/content-terms');
  let failed = 0;
  // The first script request fails, as after a deployment removed the old chunks.
  await page.route(SCRIPT_CHUNKS, (route: Route) => {
    if (failed > 0) return route.continue();
    failed += 1;
    return route.abort('failed');
  });
  await markDocument(page);

  await downloadLink(page).click();
  await expect(page.locator('html')).not.toHaveAttribute('data-test-same-document', '');
  expect(failed).toBe(1);
  await expect(page).toHaveURL(`${SITE_ORIGIN}/download`);
  await expect(page.getByRole('heading', {level: 1}).first()).toBeVisible();
});

test('a link that comes into view has its page prefetched in a later idle period, not in the same task', async ({
  page,
}) => {
  await gotoHydrated(page, '/content-terms');
  const appended = await page.evaluate(async () => {
    const count = () => document.querySelectorAll('link[rel="prefetch"]').length;
    const before = count();
    // What <Link> calls when its IntersectionObserver reports it; Docusaurus' own appends at once.
    const prefetched = window.docusaurus.prefetch('/docs/updating-mapweave');
    const inSameTask = count() - before;
    await prefetched;
    return {inSameTask, onItsTurn: count() - before};
  });
  expect(appended.inSameTask).toBe(0);
  expect(appended.onItsTurn).toBeGreaterThan(0);
});

test('prefetching fetches each script once, and every script the linked page then needs', async ({page}) => {
  await gotoHydrated(page, '/content-terms');
  const prefetched = await page.evaluate(async () => {
    // Docs pages share their layout's scripts: Docusaurus appended those again for each page.
    await Promise.all(
      ['/docs/updating-mapweave', '/docs/getting-started', '/docs/updating-mapweave'].map((path) =>
        window.docusaurus.prefetch(path),
      ),
    );
    return Array.from(
      document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]'),
      (link) => new URL(link.href).pathname,
    );
  });
  expect(prefetched.length).toBeGreaterThan(0);
  expect(new Set(prefetched).size).toBe(prefetched.length);

  const needed: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') needed.push(new URL(request.url()).pathname);
  });
  await page.evaluate(async () => {
    await window.docusaurus.preload('/docs/updating-mapweave');
  });
  // The route's own chunks, named by Docusaurus; like Docusaurus, prefetching leaves the shared
  // chunks they import (numbered by the bundler) to the navigation.
  const routeChunks = needed.filter((path) => !/\/assets\/js\/\d+\.[0-9a-f]+\.js$/.test(path));
  expect(routeChunks.length).toBeGreaterThan(0);
  expect(routeChunks.filter((path) => !prefetched.includes(path))).toEqual([]);
});

test('/download takes every release note’s preview from one script, loaded directly or by client navigation', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await gotoHydrated(page, '/download');
  const posts = page.locator('main article');
  const count = await posts.count();
  expect(count).toBeGreaterThanOrEqual(18);
  expect(scripts.filter((path) => path.includes('/blog-previews.'))).toHaveLength(1);

  await gotoHydrated(page, '/content-terms');
  await markDocument(page);
  await downloadLink(page).click();
  await expect(page).toHaveURL(`${SITE_ORIGIN}/download`);
  await expect(posts).toHaveCount(count);
  await expect(posts.last().getByRole('heading', {level: 2})).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-test-same-document', '');
});

/** A site script element as it was added to the page, with when. */
type AddedScript = {src: string; async: boolean; at: number};

test('the site’s scripts run once the page’s first contentful paint is on screen (or the fallback delay has passed), in order, and the page hydrates', async ({
  page,
}) => {
  // Each site script element as it is added, with when: the page's own HTML has none of them.
  await page.addInitScript(() => {
    const added: AddedScript[] = [];
    (window as unknown as {addedScripts: typeof added}).addedScripts = added;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof HTMLScriptElement && node.src.includes('/assets/js/'))
            added.push({src: new URL(node.src).pathname, async: node.async, at: performance.now()});
        }
      }
    }).observe(document, {childList: true, subtree: true});
  });
  await gotoHydrated(page, '/docs/network-layer');
  const {added, firstContentfulPaint} = await page.evaluate(() => ({
    added: (window as unknown as {addedScripts: AddedScript[]}).addedScripts,
    firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
  }));
  const html = await (await page.request.get('/docs/network-layer')).text();
  const preloaded = [...html.matchAll(/<link rel=preload as=script fetchpriority=low href=([^ >]+)/g)].map(
    (match) => match[1],
  );
  expect(html).not.toMatch(/<script[^>]* src=\/assets\//);
  expect(preloaded.map((src) => src?.replace(/\.[0-9a-f]+\.js$/, ''))).toEqual([
    '/assets/js/runtime~main',
    '/assets/js/main',
  ]);
  expect(added.slice(0, 2).map(({src, async}) => ({src, async}))).toEqual(
    preloaded.map((src) => ({src, async: false})),
  );
  expect(firstContentfulPaint).toBeDefined();
  // A loaded machine can paint later than the fallback, which starts after the body is parsed,
  // so never before SCRIPTS_FALLBACK_MS: scripts added earlier than both broke the wait.
  expect(added[0]!.at).toBeGreaterThanOrEqual(Math.min(firstContentfulPaint!, SCRIPTS_FALLBACK_MS));
});
