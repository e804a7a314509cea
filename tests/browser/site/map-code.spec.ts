import {expect, test, type Page} from '@playwright/test';

import {waitForMapReady} from '../support/demo-map';
import {storeFrameworkCookie} from '../support/framework';
import {SITE_ORIGIN} from '../support/origins';
import {gotoHydrated} from '../support/navigation';
import {API_PAGES, DOC_IDS, RELEASE_VERSIONS} from '../support/spec-routes';

/**
 * Strings that survive minification in each map library's code and that no prose contains
 * (the docs name deck.gl and MapLibre often): deck.gl's and luma.gl's version-conflict
 * errors, the CSS class prefix maplibre-gl gives its elements.
 */
const MAP_CODE_MARKERS: Record<string, string> = {
  'deck.gl': 'deck.gl - multiple versions detected',
  'luma.gl': 'luma.gl - multiple versions detected',
  maplibre: 'maplibregl-',
};

function markersIn(body: string): string[] {
  return Object.entries(MAP_CODE_MARKERS)
    .filter(([, marker]) => body.includes(marker))
    .map(([library]) => library);
}

test.beforeEach(async ({context}) => {
  await storeFrameworkCookie(context, SITE_ORIGIN, 'react');
});

/** Opens the page, lets it settle (prefetching included) and returns the scripts it loaded with the markers they contain. */
async function scriptsWithMapCode(page: Page, path: string): Promise<string[]> {
  const scripts: Promise<string | null>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || !response.ok()) return;
    scripts.push(
      response.text().then((body) => {
        const found = markersIn(body);
        return found.length > 0 ? `${new URL(response.url()).pathname}: ${found.join(', ')}` : null;
      }),
    );
  });
  await gotoHydrated(page, path);
  await page.waitForLoadState('networkidle');
  return (await Promise.all(scripts)).filter((entry): entry is string => entry !== null);
}

// Every docs and API page; the release pages share one template, so the list, the archive
// and the newest release stand for them.
const PAGES = [
  ...DOC_IDS.map((id) => `/docs/${id}`),
  ...API_PAGES.map((api) => `/api/${api}`),
  '/download',
  '/download/archive',
  `/download/${RELEASE_VERSIONS[RELEASE_VERSIONS.length - 1]}`,
];

for (const path of PAGES) {
  test(`${path} loads no map code`, async ({page}) => {
    expect(await scriptsWithMapCode(page, path)).toEqual([]);
  });
}

test('the markers do find the map code, on a demo page', async ({page}) => {
  test.setTimeout(120_000);
  const found: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script' || !response.ok()) return;
    const body = await response.text();
    found.push(...markersIn(body));
  });
  await page.setViewportSize({width: 800, height: 500});
  await page.goto('/demos/network-management');
  await waitForMapReady(page, 'network-management');
  expect(new Set(found)).toEqual(new Set(['deck.gl', 'luma.gl']));
});
