import {expect, test} from '@playwright/test';

import {waitForMapReady} from '../support/demo-map';
import {storeFrameworkCookie} from '../support/framework';
import {watchMapCode} from '../support/map-code';
import {SITE_ORIGIN} from '../support/origins';

// That docs, API and release pages load no map code is checked on every route in routes.spec.ts;
// this checks that the check can fail.
test('the markers do find the map code, on a demo page', async ({page, context}) => {
  test.setTimeout(120_000);
  await storeFrameworkCookie(context, SITE_ORIGIN, 'react');
  const mapCode = watchMapCode(page);
  await page.setViewportSize({width: 800, height: 500});
  await page.goto('/demos/network-management');
  await waitForMapReady(page, 'network-management');
  const libraries = (await mapCode()).flatMap((entry) => entry.split(': ')[1]!.split(', '));
  expect(new Set(libraries)).toEqual(new Set(['deck.gl', 'luma.gl']));
});
