import {expect, test} from '@playwright/test';

import {storeFrameworkCookie} from '../support/framework';
import {gotoHydrated} from '../support/navigation';
import {SITE_ORIGIN} from '../support/origins';

/** What a reader types, and the page (and section) the first suggestion must open. */
const QUERIES: Array<[query: string, page: string, hash: RegExp]> = [
  ['fitBounds', '/api/types', /^#fitbounds/],
  ['proximityCombine', '/docs/network-layer', /^#proximity/],
  ['trajectory', '/docs/observations-layer', /^#trajectories$/],
  ['betweenness', '/docs/graph-analysis', /^(#size-nodes-by-betweenness)?$/],
  ['MapLibreAdapter', '/api/adapters/maplibre', /^$/],
  ['timeFilterRange', '/docs/filtering', /^#time-filters$/],
  ['tracker', '/docs/observations-layer', /^#tracker-nodes$/],
  ['MapWeaveError', '/api/types', /^(#errors)?$/],
  ['tooltip', '/api/types', /^#tooltips$/],
  ['toImage', '/api/types', /^#toimage-options$/],
];

test.beforeEach(async ({context}) => {
  await storeFrameworkCookie(context, SITE_ORIGIN, 'react');
});

for (const [query, expectedPage, expectedHash] of QUERIES) {
  test(`searching "${query}" opens ${expectedPage} first`, async ({page}) => {
    await gotoHydrated(page, '/content-terms');
    // A textbox until the search library turns it into a combobox on first focus.
    const search = page.getByRole('navigation', {name: 'Main'}).getByLabel('Search', {exact: true});
    await search.fill(query);
    // The dropdown lists the local index's results in order; the first one is preselected.
    const first = page.getByRole('option').first();
    await expect(first).toBeVisible();
    await search.press('Enter');
    await expect(page).not.toHaveURL(/\/content-terms$/);
    const url = new URL(page.url());
    expect(url.pathname, `first result for "${query}"`).toBe(expectedPage);
    expect(url.hash, `section of the first result for "${query}"`).toMatch(expectedHash);
  });
}
