import {expect, type Page} from '@playwright/test';

import {gotoHydrated} from './navigation';

/** Chooses a colour mode with the navbar's switch, as a reader does; the choice outlives the page. */
export async function chooseColorMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await gotoHydrated(page, '/docs/getting-started');
  const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
  for (
    let clicks = 0;
    clicks < 3 && !(await toggle.getAttribute('aria-label'))?.includes(`currently ${mode} mode`);
    clicks++
  )
    await toggle.click();
  await expect(toggle).toHaveAccessibleName(new RegExp(`currently ${mode} mode`));
}

/** Chromium's warnings that a `<link rel="preload">` fetched something the page did not use (about 3 s after load). */
export function watchUnusedPreloads(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/preloaded using link preload but not used/.test(message.text())) warnings.push(message.text());
  });
  return warnings;
}
