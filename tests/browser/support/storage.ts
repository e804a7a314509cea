import type {Page} from '@playwright/test';

/** Private mode or a sandboxed iframe: from the next navigation on, touching localStorage/sessionStorage throws. */
export async function refuseStorage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException(`${name} is disabled`, 'SecurityError');
        },
      });
    }
  });
}
