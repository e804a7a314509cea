import {readdirSync, readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {expect, test} from '@playwright/test';
import {SITE_ORIGIN} from '../support/origins';
import {storeFrameworkCookie} from '../support/framework';
import {distinctColours, shownCode} from '../support/runner';

// Every example, in both frameworks, runs on its page in the sandboxed runner and draws.
const examplesDir = resolve(__dirname, '../../../examples');
const ids = readdirSync(examplesDir, {withFileTypes: true})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

const SOURCE_FILE = {react: 'react.tsx', javascript: 'javascript.ts'} as const;

// SwiftShader draws slowly on a loaded 2-core machine: room for the scripts and the first frame.
test.setTimeout(120_000);
test.use({viewport: {width: 640, height: 720}});

for (const id of ids) {
  for (const framework of ['react', 'javascript'] as const) {
    test(`${id} (${framework}) runs and draws`, async ({page, context}) => {
      await storeFrameworkCookie(context, SITE_ORIGIN, framework);
      const pageErrors: Error[] = [];
      page.on('pageerror', (error) => pageErrors.push(error));
      await page.goto(`/examples/example?name=${id}`);
      const status = page.locator('[data-runner-status]');
      await expect(status).toHaveAttribute('data-runner-status', /^(drawn|error)$/, {timeout: 90_000});
      expect(await status.textContent()).toMatch(/^First frame drawn in \d+ ms\.$/);
      expect(await distinctColours(page, 'iframe[sandbox]')).toBeGreaterThan(8);
      // The map's screen-reader summary counts what its layers draw: not just a basemap.
      const runner = page.frames().find((frame) => frame.url().endsWith('/runner/frame.html'));
      await expect
        .poll(() =>
          runner?.evaluate(() =>
            [...document.querySelectorAll('[role="application"] *')]
              .map((element) => element.textContent ?? '')
              .find((text) => / visible$/.test(text)),
          ),
        )
        .toMatch(/^[1-9]/);

      const source = readFileSync(join(examplesDir, id, SOURCE_FILE[framework]), 'utf8');
      expect((await shownCode(page)).trimEnd()).toBe(source.trimEnd());
      expect(pageErrors).toEqual([]);
    });
  }
}
