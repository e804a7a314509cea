import type {BrowserContext} from '@playwright/test';

import {FRAMEWORK_COOKIE, type Framework} from '../../../src/lib/framework';

/** Stores a framework choice the way the site does, so a test starts past the chooser. */
export async function storeFrameworkCookie(
  context: BrowserContext,
  origin: string,
  value: Framework | string,
): Promise<void> {
  await context.addCookies([{name: FRAMEWORK_COOKIE, value, url: `${origin}/`, sameSite: 'Lax'}]);
}

export async function frameworkCookie(context: BrowserContext) {
  const cookies = await context.cookies();
  return cookies.find((cookie) => cookie.name === FRAMEWORK_COOKIE);
}
