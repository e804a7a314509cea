import {readdirSync, readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {expect, test} from '@playwright/test';
import {usesSdkWorker} from '../../../src/runner/host/sdk-worker';
import {CONTROL_KIT_EXAMPLES, expectPanelsWearTheKit} from '../support/panel-kit';
import {distinctColours, mountRunnerFrame, runInFrame, runnerMessages, waitForRunnerMessage} from '../support/runner';

// Every example, in both frameworks, runs in the sandboxed runner and draws: one pass per
// framework through all examples on one page, each in a fresh small frame (the page around the
// runner is checked in example-page.spec.ts; here only the programs and what they draw matter).
// The examples that use the control kit between them also have their panels checked against it
// in both colour modes, in a frame large enough for the panels.
const examplesDir = resolve(__dirname, '../../../examples');
const ids = readdirSync(examplesDir, {withFileTypes: true})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

const SOURCE_FILE = {react: 'react.tsx', javascript: 'javascript.ts'} as const;
const FRAME = {width: 360, height: 240};
const KIT_FRAME = {width: 640, height: 420};

// Software WebGL on 2 cores: about 1–3 s an example on llvmpipe, 5–8 s on SwiftShader (the
// fallback without Mesa), with room for a loaded machine; the kit checks run axe twice.
test.setTimeout(ids.length * 20_000 + CONTROL_KIT_EXAMPLES.size * 30_000);

for (const framework of ['react', 'javascript'] as const) {
  test(`every example runs and draws in ${framework}, the control kit’s panels in both colour modes`, async ({
    page,
  }) => {
    await page.goto('/examples/');
    const workerSource = await (await page.request.get('/sdk/worker.js')).text();
    const timings: string[] = [];
    for (const id of ids) {
      const source = readFileSync(join(examplesDir, id, SOURCE_FILE[framework]), 'utf8');
      const started = Date.now();
      await mountRunnerFrame(page, CONTROL_KIT_EXAMPLES.has(id) ? KIT_FRAME : FRAME);
      const loaded = Date.now();
      // As the site's Runner does: the SDK worker's text only for programs that use it.
      await runInFrame(page, source, framework, usesSdkWorker(source) ? workerSource : undefined);
      await waitForRunnerMessage(page, 'first-frame', () => true, 60_000).catch(() => undefined);
      timings.push(`${id} ${loaded - started}+${Date.now() - loaded}`);
      const messages = await runnerMessages(page);
      expect
        .soft(
          messages.filter((message) => message.type === 'error'),
          `${id}: errors`,
        )
        .toEqual([]);
      // What the frame's Content-Security-Policy refused, the runtime names in the console.
      expect
        .soft(
          messages.filter((message) => String(message.text).startsWith('The runner ')),
          `${id}: refused by the CSP`,
        )
        .toEqual([]);
      expect
        .soft(
          messages.some((message) => message.type === 'first-frame'),
          `${id}: first frame`,
        )
        .toBe(true);
      expect.soft(await distinctColours(page, '#harness-runner'), `${id}: colours drawn`).toBeGreaterThan(8);
      // The map's screen-reader summary counts what its layers draw: not just a basemap.
      const runner = await (await page.locator('#harness-runner').elementHandle())!.contentFrame();
      await expect.soft
        .poll(
          () =>
            runner!.evaluate(() =>
              [...document.querySelectorAll('[role="application"] *')]
                .map((element) => element.textContent ?? '')
                .find((text) => / visible$/.test(text)),
            ),
          {message: `${id}: items drawn`},
        )
        .toMatch(/^[1-9]/);
      if (CONTROL_KIT_EXAMPLES.has(id)) await expectPanelsWearTheKit(page, runner!, id);
    }
    // Not a pass/fail measure: frame load + run to first frame per example, in ms, for the log.
    console.log(`${framework}: ${timings.join(', ')}`);
  });
}
