import {expect, test, type Page} from '@playwright/test';

import {KNOWN_ROUTES} from '../../../src/data/routes';
import {expectAccessibleInBothModes} from '../support/axe';
import {watchMapCode} from '../support/map-code';
import {SITE_ORIGIN} from '../support/origins';
import {storeFrameworkCookie} from '../support/framework';
import {collectConsoleErrors} from '../support/page-watch';
import {SPEC_ROUTES} from '../../spec-routes';

const NOT_FOUND_HEADING = 'Nothing at this address';

test.beforeEach(async ({context}) => {
  await storeFrameworkCookie(context, SITE_ORIGIN, 'react');
});

function mainHeading(page: Page) {
  return page.getByRole('heading', {level: 1}).first();
}

test('KNOWN_ROUTES, which the not-found page suggests from, lists exactly the spec routes', () => {
  expect(KNOWN_ROUTES.map((route) => route.path).sort()).toEqual([...SPEC_ROUTES].sort());
});

/** The not-found page's list of the known routes closest to the typed path, inside its main landmark. */
function suggestions(page: Page) {
  return page.getByRole('main').getByRole('navigation', {name: 'Did you mean'}).getByRole('listitem');
}

// Text pages must stay light: no deck.gl, luma.gl or MapLibre code, prefetching included.
const TEXT_PAGE = /^\/(docs|api|download)(\/|$)/;

// One visit per route checks everything a route owes, so CI loads each page once: it answers
// 200 with its own heading and a clean console in light mode (sitemap-pages.spec.ts checks the
// dark modes), axe finds nothing in light and dark mode, and text pages load no map code.
for (const route of SPEC_ROUTES) {
  const textPage = TEXT_PAGE.test(route);
  test(`${route} answers 200 with its own heading and no console error, axe finds nothing in light and dark mode${textPage ? ', no map code' : ''}`, async ({
    page,
  }) => {
    // The home page, demos and the playground draw live maps in software WebGL meanwhile.
    test.setTimeout(90_000);
    const errors = collectConsoleErrors(page);
    const mapCode = textPage ? watchMapCode(page) : null;
    await page.emulateMedia({colorScheme: 'light'});
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    const heading = mainHeading(page);
    await expect(heading).toBeVisible();
    await expect(heading).not.toHaveText(NOT_FOUND_HEADING);
    await expect(heading).not.toHaveText('');
    const version = /^\/download\/(\d[\d.]*)$/.exec(route)?.[1];
    if (version !== undefined) await expect(heading).toContainText(version);

    await expectAccessibleInBothModes(page);

    if (mapCode) {
      await page.waitForLoadState('networkidle');
      expect.soft(await mapCode(), 'map code').toEqual([]);
    }
    expect(errors).toEqual([]);
  });
}

test('an unknown path answers 404 with the not-found page and suggestions', async ({page}) => {
  const response = await page.goto('/docs/geting-started');
  expect(response?.status()).toBe(404);
  await expect(mainHeading(page)).toHaveText(NOT_FOUND_HEADING);
  const suggestion = suggestions(page).getByRole('link', {name: 'Getting started'});
  await expect(suggestion).toHaveAttribute('href', '/docs/getting-started');
  // The site's own words, not the theme's stock text, and the ways on: search, examples, docs.
  const main = page.getByRole('main');
  await expect(main).not.toContainText('contact the owner of the site');
  await expect(main.getByRole('link', {name: 'Search the site for “geting started”'})).toHaveAttribute(
    'href',
    '/search?q=geting%20started',
  );
  await expect(main.getByRole('link', {name: 'Browse the examples'})).toHaveAttribute('href', '/examples/');
  await expect(main.getByRole('link', {name: 'Read MapWeave basics'})).toHaveAttribute('href', '/docs/mapweave-basics');
});

test('/docs/ is not a page and suggests MapWeave basics', async ({page}) => {
  const response = await page.goto('/docs/');
  expect(response?.status()).toBe(404);
  await expect(mainHeading(page)).toHaveText(NOT_FOUND_HEADING);
  const suggestion = suggestions(page).getByRole('link', {name: 'MapWeave basics'});
  await expect(suggestion).toHaveAttribute('href', '/docs/mapweave-basics');
  await suggestion.click();
  await expect(page).toHaveURL(`${SITE_ORIGIN}/docs/mapweave-basics`);
  await expect(mainHeading(page)).not.toHaveText(NOT_FOUND_HEADING);
});

for (const suffix of ['.html', '/index.html']) {
  test(`a path ending in ${suffix} shows the page without the suffix`, async ({page}) => {
    await page.goto('/docs/getting-started');
    const expected = await mainHeading(page).textContent();
    expect(expected).toBeTruthy();

    await page.goto(`/docs/getting-started${suffix}`);
    await expect(mainHeading(page)).toHaveText(expected!);
  });
}

test('the test-only crash route does not exist in the real build', async ({page}) => {
  const response = await page.goto('/test/crash');
  expect(response?.status()).toBe(404);
  await expect(mainHeading(page)).toHaveText(NOT_FOUND_HEADING);
});
