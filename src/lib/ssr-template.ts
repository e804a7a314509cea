import {createRequire} from 'node:module';
import {runScriptsAfterPaint} from './scripts-after-paint';

/** Docusaurus' own page template (`@docusaurus/core/lib/ssg/ssgTemplate.html`), a CommonJS module. */
const docusaurusTemplate = (
  createRequire(import.meta.url)('@docusaurus/core/lib/ssg/ssgTemplate.html.js') as {default: string}
).default;

/** Its one change, each part checked so that a Docusaurus upgrade that moves it fails the build. */
function replaced(template: string, part: RegExp, by: string): string {
  if (!part.test(template))
    throw new Error(`ssr-template: Docusaurus' page template no longer has ${part}; update src/lib/ssr-template.ts`);
  return template.replace(part, () => by);
}

/**
 * Docusaurus' page template with one change: the scripts are preloaded in the head at low
 * priority and run by `runScriptsAfterPaint` from the end of the body, instead of `defer`.
 */
export const ssrTemplate = replaced(
  replaced(
    docusaurusTemplate,
    /<script src="<%= it\.baseUrl %><%= script %>" defer><\/script>/,
    '<link rel="preload" as="script" fetchpriority="low" href="<%= it.baseUrl %><%= script %>" />',
  ),
  /<\/body>/,
  `<script>(${runScriptsAfterPaint})(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)).replace(/</g, '\\\\u003c') %>)</script>\n  </body>`,
);
