import {expect, test, type APIRequestContext, type BrowserContext, type Page} from '@playwright/test';

import {storeFrameworkCookie} from '../support/framework';
import {gotoHydrated} from '../support/navigation';
import {SITE_ORIGIN} from '../support/origins';
import {collectConsoleErrors} from '../support/page-watch';

// Every page of the sitemap, opened once per check in one page of one browser context: a page
// is done when it has hydrated (its map, if it draws one, is not waited for).

async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  expect(paths.length).toBeGreaterThan(50);
  return paths;
}

/** After hydration, a frame and a moment more: React reports a recovered mismatch right after it hydrated. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
}

const COLOUR_MODES: Record<string, (context: BrowserContext, page: Page) => Promise<void>> = {
  light: (_context, page) => page.emulateMedia({colorScheme: 'light'}),
  // Chosen with the toggle (system → light → dark), over a light system: the choice is stored.
  dark: async (_context, page) => {
    await page.emulateMedia({colorScheme: 'light'});
    await gotoHydrated(page, '/docs/getting-started');
    const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
    await toggle.click();
    await toggle.click();
    await expect(toggle).toHaveAccessibleName(/currently dark mode/);
  },
  // No choice stored: the site follows the system.
  'system-dark': (_context, page) => page.emulateMedia({colorScheme: 'dark'}),
};

for (const [mode, setUp] of Object.entries(COLOUR_MODES)) {
  test(`every sitemap page hydrates without a console error in ${mode} mode`, async ({context, page, request}) => {
    test.setTimeout(600_000);
    await storeFrameworkCookie(context, SITE_ORIGIN, 'react');
    await setUp(context, page);
    const errors = collectConsoleErrors(page);
    for (const path of await sitemapPaths(request)) {
      await gotoHydrated(page, path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode === 'light' ? 'light' : 'dark');
      await settle(page);
    }
    expect(errors).toEqual([]);
  });
}

test('no sitemap page is wider than a 390 px phone', async ({context, page, request}) => {
  test.setTimeout(600_000);
  await storeFrameworkCookie(context, SITE_ORIGIN, 'react');
  await page.setViewportSize({width: 390, height: 844});
  const overflowing: string[] = [];
  for (const path of await sitemapPaths(request)) {
    await gotoHydrated(page, path);
    await settle(page);
    const overflow = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      if (document.documentElement.scrollWidth <= width) return null;
      // The outermost elements that reach past the right edge, to say what to fix.
      const wide = [...document.body.querySelectorAll<HTMLElement>('*')].filter(
        (element) =>
          getComputedStyle(element).position !== 'fixed' &&
          element.getBoundingClientRect().right > width + 1 &&
          element.parentElement !== null &&
          element.parentElement.getBoundingClientRect().right <= width + 1,
      );
      const describe = (element: HTMLElement) =>
        `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).join('.')}` : ''}`;
      return `${document.documentElement.scrollWidth} px: ${wide.slice(0, 3).map(describe).join(', ')}`;
    });
    if (overflow) overflowing.push(`${path} ${overflow}`);
  }
  expect(overflowing).toEqual([]);
});
