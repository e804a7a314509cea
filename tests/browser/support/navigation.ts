import {expect, type Page} from '@playwright/test';

/**
 * Opens a page and waits until React has hydrated it: before that, buttons rendered on the
 * server (navbar toggle, close buttons) do nothing when clicked.
 */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

export async function reloadHydrated(page: Page): Promise<void> {
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}
