#!/usr/bin/env node
// Measures the demos in a built site with Debian's Chromium: per demo, data and code loaded
// (data-load-ms) and data → first frame (data-first-frame-ms) as the page reports them; then
// the harness's table for each scene asked for. A measurement to read, not a test. WebGL here
// is software (llvmpipe or SwiftShader; the script prints which): say so next to any number it gives.
//
//   node scripts/bench-demos.mjs [--build build] [--runs 3] [--port 4318] [--scenes 100000:lines,1000000:lines:columns] [demo-id …]
// A scene is count:kind[:input], input `records` (the default) or `columns`, as in the harness's URL;
// the harness makes --runs timed rounds of each scene (1, 3 or 5) and prints their medians and ranges.
import {existsSync} from 'node:fs';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {openBuildInChromium} from './serve-build.mjs';
import {demoIds} from './demo-ids.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
function option(name, fallback) {
  const index = args.indexOf(name);
  return index >= 0 ? args.splice(index, 2)[1] : fallback;
}
const buildDir = resolve(root, option('--build', 'build'));
const runs = Number(option('--runs', '3'));
const PORT = Number(option('--port', '4318'));
const scenes = option('--scenes', '')
  .split(',')
  .filter(Boolean)
  .map((scene) => scene.split(':'));
// The harness is measured by scene (--scenes), not as a demo.
const demos = args.length > 0 ? args : demoIds().filter((id) => id !== 'harness');
if (!existsSync(join(buildDir, 'index.html'))) {
  console.error(`bench-demos: ${buildDir} has no site; run \`npm run build\` first.`);
  process.exit(1);
}
const {origin, browser, close} = await openBuildInChromium({
  buildDir,
  port: PORT,
  name: 'bench-demos',
  chromiumArgs: ['--enable-precise-memory-info'],
});

const context = await browser.newContext({viewport: {width: 1280, height: 800}});
await context.addCookies([{name: 'mapweave_user_framework', value: 'react', url: `${origin}/`}]);
const renderer = await (async () => {
  const page = await context.newPage();
  const name = await page.evaluate(() => {
    const gl = document.createElement('canvas').getContext('webgl2');
    const info = gl?.getExtension('WEBGL_debug_renderer_info');
    return gl
      ? String(info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER))
      : 'no WebGL 2';
  });
  await page.close();
  return name;
})();

async function ready(path, id, timeout) {
  const page = await context.newPage();
  await page.goto(`${origin}${path}`);
  const area = page.locator(`[data-demo-map="${id}"]`);
  await area.and(page.locator('[data-state="ready"], [data-state="error"]')).waitFor({timeout});
  if ((await area.getAttribute('data-state')) !== 'ready') throw new Error(`${path}: the map failed`);
  return {page, area};
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
try {
  console.log(`WebGL renderer: ${renderer}\n`);
  console.log(`| demo | data + code loaded, ms | data → first frame, ms (median of ${runs}) |`);
  console.log('|---|---|---|');
  for (const id of demos) {
    const load = [];
    const frame = [];
    for (let run = 0; run < runs; run++) {
      const {page, area} = await ready(`/demos/${id}`, id, 180_000);
      load.push(Number(await area.getAttribute('data-load-ms')));
      frame.push(Number(await area.getAttribute('data-first-frame-ms')));
      await page.close();
    }
    console.log(`| ${id} | ${median(load)} | ${median(frame)} (${frame.join(', ')}) |`);
  }
  for (const [count, kind, input = 'records'] of scenes) {
    const started = Date.now();
    const {page} = await ready(
      `/demos/harness?n=${count}&kind=${kind}&input=${input}&runs=${runs}`,
      'harness',
      1_800_000,
    );
    const rows = await page.locator('table tr').allInnerTexts();
    console.log(
      `\nHarness ${count} ${kind}, MapWeave given ${input} (${Math.round((Date.now() - started) / 1000)} s in all)`,
    );
    console.log(await page.locator('table caption').innerText());
    for (const row of rows) console.log(`| ${row.split('\t').join(' | ')} |`);
    console.log(await page.locator('table + p').innerText());
    await page.close();
  }
} finally {
  await close();
}
