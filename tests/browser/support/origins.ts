/** Where playwright.config.ts serves the two builds (scripts/serve.mjs). */
export const SITE_ORIGIN = 'http://127.0.0.1:4173';
export const TEST_BUILD_ORIGIN = 'http://127.0.0.1:4174';
