import {expect, test, type Page} from '@playwright/test';

import {storeFrameworkCookie} from '../support/framework';
import {gotoBeforeHydration, gotoHydrated} from '../support/navigation';
import {SITE_ORIGIN} from '../support/origins';
import {collectConsoleErrors} from '../support/page-watch';

/** Whether React has attached itself to the element (hydrated or rendered it). */
function hydrated(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactFiber'));
}

test('the variant the reader did not choose keeps its server HTML, hidden, and hydration reports no mismatch', async ({
  context,
  page,
}) => {
  await storeFrameworkCookie(context, SITE_ORIGIN, 'react');
  const errors = collectConsoleErrors(page);
  await gotoHydrated(page, '/docs/getting-started');
  const javascript = page.locator('.mw-only-javascript').first();
  const react = page.locator('.mw-only-react').first();
  await expect(javascript).toBeHidden();
  await expect(react).toBeVisible();
  // Indexable: the other framework's code is in the page as rendered on the server.
  expect(await javascript.textContent()).toContain("new StandaloneAdapter({ theme: 'light' })");
  await expect(javascript.locator('pre code')).toHaveCount(1);
  // Not hydrated: React has attached itself to the chosen variant's nodes only.
  expect(await react.locator('pre').first().evaluate(hydrated)).toBe(true);
  expect(await javascript.locator('pre').first().evaluate(hydrated)).toBe(false);
  expect(errors).toEqual([]);
});

test("the chosen variant's code blocks are interactive after hydration", async ({context, page}) => {
  await storeFrameworkCookie(context, SITE_ORIGIN, 'javascript');
  await gotoHydrated(page, '/docs/getting-started');
  const copy = page.locator('.mw-only-javascript').first().getByRole('button', {name: 'Copy code to clipboard'});
  await copy.click();
  await expect(page.locator('.mw-only-javascript').first().getByRole('button', {name: 'Copied'})).toBeVisible();
});

test('a first-time visitor sees the framework chooser in the first paint, then the interactive one', async ({page}) => {
  // Scripts are held back until the first paint has been checked: before any script runs, the
  // static copy is what shows (without the hold, a fast hydration can remove it before the check).
  let releaseScripts!: () => void;
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route('**/assets/js/**', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/api/layers/network-layer', {waitUntil: 'commit'});
  await expect(page.locator('.mw-chooser-placeholder')).toBeVisible();
  releaseScripts();
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: 30_000});
  await expect(page.locator('.mw-chooser-placeholder')).toHaveCount(0);
  await expect(page.getByRole('dialog', {name: 'Select your framework'})).toBeVisible();
});

test('behind the chooser on a first visit, both variants show their server HTML without being hydrated', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await gotoHydrated(page, '/docs/getting-started');
  await expect(page.getByRole('dialog', {name: 'Select your framework'})).toBeVisible();
  for (const variant of ['.mw-only-react', '.mw-only-javascript']) {
    const block = page.locator(variant).first();
    await expect(block).toBeVisible();
    await expect(block.locator('pre code')).toHaveCount(1);
    expect(await block.locator('pre').first().evaluate(hydrated), `${variant} hydrated`).toBe(false);
  }
  // The choice reloads the page, which then hydrates the chosen variant.
  await page.getByRole('dialog').getByRole('button', {name: 'JavaScript'}).click();
  await expect(page.locator('html')).toHaveAttribute('data-framework', 'javascript');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect.poll(() => page.locator('.mw-only-javascript pre').first().evaluate(hydrated)).toBe(true);
  expect(errors).toEqual([]);
});

test('a hydration error elsewhere in the page leaves every code block its lines', async ({context, page}) => {
  await storeFrameworkCookie(context, SITE_ORIGIN, 'react');
  const hydrate = await gotoBeforeHydration(page, '/docs/getting-started');
  const codeBlocks = page.locator('.mw-only-react pre code');
  const lines = await codeBlocks.allInnerTexts();
  expect(lines.length).toBeGreaterThan(1);
  // Text React does not expect: it gives up hydrating and renders the page anew in the browser.
  await page.locator('article h1').evaluate((heading) => {
    heading.textContent = 'Changed before hydration';
  });
  await hydrate();
  await expect.poll(() => codeBlocks.allInnerTexts()).toEqual(lines);
});

test('code blocks keep their highlighted server HTML through hydration (no Prism pass), then take the dark colours when the mode changes', async ({
  context,
  page,
}) => {
  await storeFrameworkCookie(context, SITE_ORIGIN, 'react');
  const errors = collectConsoleErrors(page);
  await gotoHydrated(page, '/docs/getting-started');
  const block = page.locator('.mw-only-react pre', {has: page.locator('.token.keyword')}).first();
  const keyword = block.locator('.token.keyword').first();
  expect(await block.evaluate(hydrated), 'the block').toBe(true);
  expect(await keyword.evaluate(hydrated), 'a token').toBe(false);
  const colourOf = () => keyword.evaluate((element) => getComputedStyle(element).color);
  const light = await colourOf();
  await page.emulateMedia({colorScheme: 'dark'});
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // The block renders again in the browser: plain lines, then Prism's once it has loaded.
  await expect.poll(colourOf).not.toBe(light);
  await expect.poll(() => keyword.evaluate(hydrated), {message: 'a token after the mode changed'}).toBe(true);
  expect(errors).toEqual([]);
});

test('a page opened in dark mode shows its code in the dark colours', async ({context, page}) => {
  await storeFrameworkCookie(context, SITE_ORIGIN, 'react');
  const token = page.locator('.mw-only-react pre .token-line .token.keyword').first();
  await gotoHydrated(page, '/docs/getting-started');
  const light = await token.evaluate((element) => getComputedStyle(element).color);
  await page.emulateMedia({colorScheme: 'dark'});
  await gotoHydrated(page, '/docs/getting-started');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect.poll(() => token.evaluate((element) => getComputedStyle(element).color)).not.toBe(light);
});

/** A string only Prism's script carries: its tokenizer's hook name. */
const PRISM_SIGNATURE = 'before-tokenize';

/** Records which scripts the page loaded that carry Prism. */
function watchPrismScripts(page: Page): string[] {
  const prismScripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script' || !response.ok()) return;
    const body = await response.text().catch(() => '');
    if (body.includes(PRISM_SIGNATURE)) prismScripts.push(response.url());
  });
  return prismScripts;
}

test('Prism is not part of a page load: code keeps its server colours, and Prism arrives when a block is rendered in the browser', async ({
  context,
  page,
}) => {
  await storeFrameworkCookie(context, SITE_ORIGIN, 'react');
  const errors = collectConsoleErrors(page);
  const prismScripts = watchPrismScripts(page);
  await gotoHydrated(page, '/docs/getting-started');
  await expect(page.locator('.mw-only-react pre .token.keyword').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(prismScripts, 'scripts with Prism after loading a page with code').toEqual([]);

  await gotoHydrated(page, '/download');
  await page.waitForLoadState('networkidle');
  expect(prismScripts, 'scripts with Prism after loading another page').toEqual([]);
  // A client-side navigation renders the next page's code blocks in the browser: Prism loads.
  await page.locator('main a[href="/docs/getting-started"]').first().click();
  await expect(page).toHaveURL(/\/docs\/getting-started$/);
  await expect(page.locator('.mw-only-react pre .token.keyword').first()).toBeVisible();
  // The listener reads each script's body before recording it.
  await expect.poll(() => prismScripts.length, {message: 'scripts with Prism after the navigation'}).toBeGreaterThan(0);
  expect(errors).toEqual([]);
});

test('when Prism cannot load, code rendered in the browser stays readable as plain lines, and a later block tries again', async ({
  context,
  page,
}) => {
  await storeFrameworkCookie(context, SITE_ORIGIN, 'react');
  let blockPrism = true;
  await page.route('**/assets/js/*.js', async (route) => {
    try {
      const response = await route.fetch();
      const body = await response.text();
      if (blockPrism && body.includes(PRISM_SIGNATURE)) await route.abort('failed');
      else await route.fulfill({response, body});
    } catch {
      // The page dropped the request meanwhile (a cancelled prefetch, or the page closing).
    }
  });
  await gotoHydrated(page, '/download');
  await page.locator('main a[href="/docs/getting-started"]').first().click();
  await expect(page).toHaveURL(/\/docs\/getting-started$/);
  const block = page.locator('.mw-only-react pre', {hasText: 'import'}).first();
  await expect(block.locator('.token-line .token.plain').first()).toBeVisible();
  expect(await block.locator('.token.keyword').count(), 'keywords while Prism cannot load').toBe(0);

  blockPrism = false;
  // Changing the colour mode renders every block again; this time Prism loads.
  await page.emulateMedia({colorScheme: 'dark'});
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(block.locator('.token.keyword').first()).toBeVisible();
});
