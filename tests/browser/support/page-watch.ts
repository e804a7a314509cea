import type {Page, Request} from '@playwright/test';

/** Collects the console warnings a page logs from now on. */
export function collectWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  return warnings;
}

/**
 * Collects console errors and uncaught page errors from now on: React reports a hydration
 * mismatch (error #418) as a console error, not a page error. The static test server has no
 * /selected-project-info, so the browser's note of that request's 404 is left out.
 */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (
      message.text().startsWith('Failed to load resource') &&
      message.location().url.endsWith('/selected-project-info')
    )
      return;
    errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

/** Collects uncaught page errors from now on. */
export function collectPageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return errors;
}

/** Collects the URL of every request the page's context makes from now on. */
export function collectRequests(page: Page): string[] {
  const urls: string[] = [];
  page.context().on('request', (request: Request) => urls.push(request.url()));
  return urls;
}

/** URLs that leave the given origin (data: and blob: URLs stay in the page). */
export function leavingOrigin(urls: readonly string[], origin: string): string[] {
  return urls.filter((url) => !/^(data|blob):/.test(url) && new URL(url).origin !== origin);
}

/**
 * Answers every request to another origin with an abort, so nothing leaves the machine even
 * when a build is configured to call a third party (the monitoring test build).
 */
export async function keepRequestsLocal(page: Page, origin: string): Promise<string[]> {
  const blocked: string[] = [];
  await page.context().route(
    (url) => url.origin !== origin,
    (route) => {
      blocked.push(route.request().url());
      return route.abort('blockedbyclient');
    },
  );
  return blocked;
}
