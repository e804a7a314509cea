export const FRAMEWORK_COOKIE = 'mapweave_user_framework';

export const FRAMEWORKS = ['react', 'javascript'] as const;

export type Framework = (typeof FRAMEWORKS)[number];

export const FRAMEWORK_LABELS: Record<Framework, string> = {
  react: 'React',
  javascript: 'JavaScript',
};

export const FRAMEWORK_COOKIE_MAX_AGE_SECONDS = 31_536_000;

/** js-cookie attributes: `expires` is in days there, one year = 31 536 000 s. */
export const FRAMEWORK_COOKIE_ATTRIBUTES = {
  expires: FRAMEWORK_COOKIE_MAX_AGE_SECONDS / 86_400,
  path: '/',
  sameSite: 'lax',
} as const;

/** The words of the "Select your framework" chooser: its dialog and its pre-hydration placeholder. */
export const FRAMEWORK_CHOOSER_TEXT = {
  title: 'Select your framework',
  paragraphs: [
    'MapWeave provides a React API and a plain JavaScript API.',
    'Docs and examples display for the framework you choose. You can switch later from the navbar.',
  ],
} as const;

export const FRAMEWORK_CHOOSER_PLACEHOLDER_CLASS = 'mw-chooser-placeholder';

/**
 * Static markup of the chooser, in every page's HTML and shown by CSS only while `<html>` has
 * no `data-framework`: a first-time visitor sees the chooser with the first paint instead of
 * after hydration. Inert and hidden from assistive technology; the interactive dialog replaces
 * it as soon as the page has hydrated.
 */
export function frameworkChooserPlaceholderHtml(): string {
  const escape = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
  const paragraphs = FRAMEWORK_CHOOSER_TEXT.paragraphs.map((text) => `<p>${escape(text)}</p>`).join('');
  const buttons = FRAMEWORKS.map(
    (framework) => `<span class="button button--primary button--lg">${FRAMEWORK_LABELS[framework]}</span>`,
  ).join('');
  return (
    `<div class="mw-modal-backdrop ${FRAMEWORK_CHOOSER_PLACEHOLDER_CLASS}" aria-hidden="true" inert>` +
    `<div class="mw-modal"><h2 class="mw-modal__title">${escape(FRAMEWORK_CHOOSER_TEXT.title)}</h2>` +
    `<div>${paragraphs}</div><div class="mw-modal__actions">${buttons}</div></div></div>`
  );
}

export function parseFramework(value: unknown): Framework | null {
  return FRAMEWORKS.find((framework) => framework === value) ?? null;
}

/**
 * The framework the cookie header (`document.cookie`) holds: the first cookie named `name`
 * whose value is exactly one of `frameworks`; any other value (quoted, percent-encoded, empty,
 * another word) counts as no choice. Self-contained, because the head script inlines its source:
 * the head script and the page then read the cookie the same way.
 */
export function readFrameworkCookie(cookieHeader: string, name: string, frameworks: readonly string[]): string | null {
  for (const pair of cookieHeader.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
    const value = pair.slice(separator + 1).trim();
    if (frameworks.indexOf(value) >= 0) return value;
  }
  return null;
}

/**
 * The paths, other than `/`, on which a cookie can shadow the site-wide framework cookie on the
 * page at `pathname`: each ancestor path, with and without its trailing slash. A cookie on a more
 * specific path comes first in `document.cookie`, so one left there would pin the framework.
 */
export function shadowingCookiePaths(pathname: string): string[] {
  const segments = pathname.split('/').filter(Boolean);
  return segments.flatMap((_, index) => {
    const path = `/${segments.slice(0, index + 1).join('/')}`;
    return [path, `${path}/`];
  });
}

/** The reader's framework from a cookie header (`document.cookie`), or null when none is chosen. */
export function frameworkFromCookies(cookieHeader: string): Framework | null {
  return parseFramework(readFrameworkCookie(cookieHeader, FRAMEWORK_COOKIE, FRAMEWORKS));
}

/**
 * Source of the inline head script that marks `<html data-framework>` from the cookie
 * before first paint, so only the chosen framework's content is ever displayed.
 */
export function frameworkHeadScript(): string {
  const read = `(${readFrameworkCookie.toString()})(document.cookie,${JSON.stringify(FRAMEWORK_COOKIE)},${JSON.stringify(FRAMEWORKS)})`;
  return `(function(){try{var v=${read};if(v){document.documentElement.dataset.framework=v;}}catch(e){}})();`;
}

/**
 * Source of the inline script at the end of the body that makes the page behind the chooser
 * inert when no framework is chosen: the page is inert from its first style pass, before
 * hydration, instead of restyling every element once the dialog opens (the dialog sets the same
 * attribute and removes it when it closes).
 */
export function frameworkChooserInertScript(): string {
  return `(function(){if(!document.documentElement.dataset.framework){var a=document.getElementById('__docusaurus');if(a)a.setAttribute('inert','');}})();`;
}
