import {expect, test, type Page} from '@playwright/test';

import {accessibilityViolations, COLOUR_RULES} from '../support/axe';
import {storeFrameworkCookie} from '../support/framework';
import {SITE_ORIGIN} from '../support/origins';
import {SPEC_ROUTES} from '../support/spec-routes';

// The home page, demos, examples and the playground draw live maps in SwiftShader while axe runs.
test.setTimeout(90_000);

async function expectTheme(page: Page, theme: 'light' | 'dark') {
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

// Every route in light mode with every rule, then in dark mode with the rules that depend on
// colours (the site follows the system scheme until a mode is chosen, so emulating the
// scheme switches the page live, code highlighting included).
for (const route of [...SPEC_ROUTES, '/no/such/page']) {
  test(`axe finds nothing on ${route} in light and dark mode`, async ({page, context}) => {
    await storeFrameworkCookie(context, SITE_ORIGIN, 'react');
    await page.emulateMedia({colorScheme: 'light'});
    await page.goto(route);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(page.getByRole('heading', {level: 1}).first()).toBeVisible();
    await expectTheme(page, 'light');
    expect.soft(await accessibilityViolations(page), 'light mode').toEqual([]);

    // Colours must be checked once settled: Infima's transitions would show axe in-between values.
    await page.addStyleTag({content: '*, *::before, *::after { transition: none !important; }'});
    await page.emulateMedia({colorScheme: 'dark'});
    await expectTheme(page, 'dark');
    expect(await accessibilityViolations(page, {rules: COLOUR_RULES}), 'dark mode').toEqual([]);
  });
}

test('axe finds nothing on the framework chooser', async ({page}) => {
  await page.goto('/docs/getting-started');
  await expect(page.getByRole('dialog', {name: 'Select your framework'})).toBeVisible();
  // The page behind it is checked on its own above.
  expect(await accessibilityViolations(page, {include: '[role="dialog"]'})).toEqual([]);
});
