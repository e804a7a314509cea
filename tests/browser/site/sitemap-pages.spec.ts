import {expect, test, type APIRequestContext, type Page} from '@playwright/test';

import {storeFrameworkCookie} from '../support/framework';
import {gotoHydrated} from '../support/navigation';
import {SITE_ORIGIN} from '../support/origins';
import {collectConsoleErrors} from '../support/page-watch';
import {SPEC_ROUTES} from '../../spec-routes';

// Every page of the sitemap, opened in one page of one browser context per walk: a page is done
// when it has hydrated (its map, if it draws one, is not waited for).

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

/** Chooses dark with the toggle (system → light → dark) over a light system: the choice is stored. */
async function chooseDarkMode(page: Page): Promise<void> {
  await page.emulateMedia({colorScheme: 'light'});
  await gotoHydrated(page, '/docs/getting-started');
  const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
  await toggle.click();
  await toggle.click();
  await expect(toggle).toHaveAccessibleName(/currently dark mode/);
}

/** What reaches past the right edge of a page, to say what to fix; null when nothing does. */
function horizontalOverflow(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return null;
    // The outermost elements that reach past the right edge.
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
}

/**
 * Opens each path in turn, checks that it shows `theme` and settles, and calls `check` on it; the
 * console errors logged meanwhile.
 */
async function walk(
  page: Page,
  paths: readonly string[],
  theme: 'light' | 'dark',
  check: (path: string) => Promise<void> = async () => {},
): Promise<string[]> {
  const errors = collectConsoleErrors(page);
  for (const path of paths) {
    await gotoHydrated(page, path);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await settle(page);
    await check(path);
  }
  return errors;
}

// Each page is walked once per colour mode, each mode at one width: routes.spec.ts opens every
// spec route in light mode on a desktop and checks its console there, so the light walk here
// covers the other sitemap pages only; the dark mode the reader chose is walked on a phone.
test('every sitemap page that is not a spec route hydrates without a console error in light mode', async ({
  context,
  page,
  request,
}) => {
  test.setTimeout(300_000);
  await storeFrameworkCookie(context, SITE_ORIGIN, 'react');
  await page.emulateMedia({colorScheme: 'light'});
  const specRoutes = new Set(SPEC_ROUTES);
  const paths = (await sitemapPaths(request)).filter((path) => !specRoutes.has(path));
  expect(await walk(page, paths, 'light')).toEqual([]);
});

test('every sitemap page hydrates without a console error when the system is dark', async ({
  context,
  page,
  request,
}) => {
  test.setTimeout(600_000);
  await storeFrameworkCookie(context, SITE_ORIGIN, 'react');
  await page.emulateMedia({colorScheme: 'dark'});
  expect(await walk(page, await sitemapPaths(request), 'dark')).toEqual([]);
});

test('on a 390 px phone in the dark mode the reader chose, no sitemap page logs a console error or is wider than the phone', async ({
  context,
  page,
  request,
}) => {
  test.setTimeout(600_000);
  await storeFrameworkCookie(context, SITE_ORIGIN, 'react');
  // Chosen on a desktop, where the toggle is in the navbar (a phone has it in the menu).
  await chooseDarkMode(page);
  await page.setViewportSize({width: 390, height: 844});
  const overflowing: string[] = [];
  const errors = await walk(page, await sitemapPaths(request), 'dark', async (path) => {
    const overflow = await horizontalOverflow(page);
    if (overflow) overflowing.push(`${path} ${overflow}`);
  });
  expect(errors).toEqual([]);
  expect(overflowing).toEqual([]);
});
