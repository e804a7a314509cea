import {defineConfig} from '@playwright/test';

import {chromiumLaunchOptions} from './packages/mapweave/scripts/chromium.mjs';
import {SITE_ORIGIN, TEST_BUILD_ORIGIN} from './tests/browser/support/origins';

function staticServer(dir: string, origin: string) {
  return {
    command: `node scripts/serve.mjs ${dir} --port ${new URL(origin).port}`,
    url: `${origin}/`,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  };
}

export default defineConfig({
  testDir: 'tests/browser',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  retries: 0,
  reporter: [['list'], ['./packages/mapweave/scripts/slowest-tests-reporter.mjs']],
  timeout: 30_000,
  expect: {timeout: 10_000},
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    viewport: {width: 1280, height: 800},
    trace: 'off',
  },
  projects: [
    // The production build, as `npm run build` makes it: nothing configured.
    {name: 'site', testDir: 'tests/browser/site', use: {baseURL: SITE_ORIGIN}},
    // `npm run build:test`: monitoring on with test ids and the /test/crash route.
    {name: 'test-build', testDir: 'tests/browser/test-build', use: {baseURL: TEST_BUILD_ORIGIN}},
  ],
  // MAPWEAVE_TEST_BUILD_DIR / MAPWEAVE_TEST_BUILD_TEST_DIR test other build folders than the defaults.
  webServer: [
    staticServer(process.env.MAPWEAVE_TEST_BUILD_DIR ?? 'build', SITE_ORIGIN),
    staticServer(process.env.MAPWEAVE_TEST_BUILD_TEST_DIR ?? 'build-test', TEST_BUILD_ORIGIN),
  ],
});
