import {expect, type Page} from '@playwright/test';

// A page opened right after one that draws a map hydrates only once the GPU process has
// finished that page's frame: in SwiftShader (the fallback without Mesa, see
// packages/mapweave/scripts/chromium.mjs) 3-5 s on a 2-core host, 150-350 ms otherwise.
const HYDRATION_TIMEOUT_MS = 30_000;

/**
 * Opens a page and waits until React has hydrated it: before that, buttons rendered on the
 * server (navbar toggle, close buttons) do nothing when clicked.
 */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: HYDRATION_TIMEOUT_MS});
}

export async function reloadHydrated(page: Page): Promise<void> {
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: HYDRATION_TIMEOUT_MS});
}

/**
 * Opens a page with its scripts held back, so that a test can act on the server-rendered page
 * as a visitor can before it hydrates. The returned function lets the scripts load and waits
 * until React has hydrated the page.
 */
export async function gotoBeforeHydration(page: Page, path: string): Promise<() => Promise<void>> {
  const scripts = /\/assets\/js\/[^?#]*\.js([?#]|$)/;
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(scripts, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(path, {waitUntil: 'domcontentloaded'});
  return async () => {
    await expect(page.locator('html')).not.toHaveAttribute('data-has-hydrated', 'true');
    release();
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: HYDRATION_TIMEOUT_MS});
    await page.unroute(scripts);
  };
}
