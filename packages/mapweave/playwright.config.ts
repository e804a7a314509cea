import {defineConfig} from '@playwright/test';
import {chromiumLaunchOptions} from './scripts/chromium.mjs';

// WebGL runs in software here (see scripts/chromium.mjs): small viewport, two workers, generous timeouts,
// and tests wait for pixels instead of sleeping.
export default defineConfig({
  testDir: 'test/browser',
  testMatch: '**/*.spec.ts',
  globalSetup: './test/browser/support/global-setup.ts',
  timeout: 90_000,
  expect: {timeout: 30_000},
  workers: 2,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['./scripts/slowest-tests-reporter.mjs']],
  outputDir: 'test-results',
  use: {
    viewport: {width: 480, height: 320},
    launchOptions: chromiumLaunchOptions(),
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
