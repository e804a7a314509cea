/**
 * Where playwright.config.ts serves the two builds (scripts/serve.mjs). `MAPWEAVE_TEST_PORT`
 * moves both (the test build one port above) so that several checkouts can test side by side.
 */
const basePort = Number(process.env.MAPWEAVE_TEST_PORT ?? 4173);
export const SITE_ORIGIN = `http://127.0.0.1:${basePort}`;
export const TEST_BUILD_ORIGIN = `http://127.0.0.1:${basePort + 1}`;
