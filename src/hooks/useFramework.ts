import {useSyncExternalStore} from 'react';
import Cookies from 'js-cookie';
import {
  FRAMEWORK_COOKIE,
  FRAMEWORK_COOKIE_ATTRIBUTES,
  frameworkFromCookies,
  shadowingCookiePaths,
  type Framework,
} from '@site/src/lib/framework';

const listeners = new Set<() => void>();
let warnedCookiesRefused = false;
/**
 * The reader's choice: read from the cookie once per page (every code block asks while the page
 * hydrates, and reading `document.cookie` is slow), then whatever this page chose, saved or not.
 */
let choice: Framework | null | undefined;

function readFramework(): Framework | null {
  if (choice === undefined) choice = frameworkFromCookies(document.cookie);
  return choice;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Saves the choice in the framework cookie and reloads so every page renders for it.
 * When cookies are refused the choice holds for this page only (one warning), instead
 * of reloading into the chooser again.
 */
export function chooseFramework(framework: Framework): void {
  if (saveFramework(framework)) {
    window.location.reload();
    return;
  }
  applyInThisPage(framework);
}

/**
 * Saves the choice like `chooseFramework` but applies it in this page without a reload: for
 * a page that switches its own content (the playground's framework switch).
 */
export function rememberFramework(framework: Framework): void {
  saveFramework(framework);
  applyInThisPage(framework);
}

/**
 * Writes the site-wide cookie, first removing any on this page's more specific paths, which would
 * win over it; `false` when the browser refused it (one warning per page).
 */
function saveFramework(framework: Framework): boolean {
  for (const path of shadowingCookiePaths(window.location.pathname)) Cookies.remove(FRAMEWORK_COOKIE, {path});
  Cookies.set(FRAMEWORK_COOKIE, framework, FRAMEWORK_COOKIE_ATTRIBUTES);
  choice = framework;
  if (frameworkFromCookies(document.cookie) === framework) return true;
  if (!warnedCookiesRefused) {
    warnedCookiesRefused = true;
    console.warn('MapWeave: cookies are disabled; the framework choice applies to this page only.');
  }
  return false;
}

function applyInThisPage(framework: Framework): void {
  document.documentElement.dataset.framework = framework;
  listeners.forEach((listener) => listener());
}

/**
 * The framework from the cookie: `undefined` while rendering on the server and hydrating
 * (the cookie is unknown there), then the valid choice or `null` when there is none.
 */
export function useFramework(): Framework | null | undefined {
  return useSyncExternalStore(subscribe, readFramework, () => undefined);
}
