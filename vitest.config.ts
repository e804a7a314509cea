import {defineConfig} from 'vitest/config';

// Site unit tests. Files that need a DOM opt in with `// @vitest-environment jsdom`;
// the SDK in packages/ has its own Vitest setup, browser tests run under Playwright.
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Files share their worker's module registry instead of re-importing it per file: 59 s -> 28 s
    // on 2 cores. Every file that stubs a global or mocks undoes it in afterEach.
    isolate: false,
  },
});
