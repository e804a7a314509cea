#!/usr/bin/env node
// Screenshots every example as it runs on its page, in light and dark mode, into
// static/img/examples/<id>-<mode>.webp (360x225, at most 30 KB each) and, for screens with two
// device pixels to the CSS pixel (phones), <id>-<mode>@2x.webp (720x450, at most 60 KB), with
// Debian's Chromium.
//
//   npm run build && npm run thumbnails [-- --build build] [-- --mode light|dark] [-- example-id ...]
import {existsSync, readdirSync} from 'node:fs';
import {mkdir, stat, writeFile} from 'node:fs/promises';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {openBuildInChromium} from './serve-build.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const buildIndex = args.indexOf('--build');
const buildDir = buildIndex >= 0 ? args.splice(buildIndex, 2)[1] : 'build';
const modeIndex = args.indexOf('--mode');
const modes = modeIndex >= 0 ? [args.splice(modeIndex, 2)[1]] : ['light', 'dark'];
const outDir = join(root, 'static', 'img', 'examples');
const PORT = 4199;
const WIDTH = 360;
const HEIGHT = 225;
/** Device pixels per CSS pixel of each file, and its size limit. */
const DENSITIES = [
  {density: 1, suffix: '', maxBytes: 30_000},
  {density: 2, suffix: '@2x', maxBytes: 60_000},
];

if (!existsSync(join(root, buildDir, 'runner', 'frame.html'))) {
  console.error(`thumbnails: ${buildDir}/ has no runner; run \`npm run build\` first.`);
  process.exit(1);
}

const ids =
  args.length > 0
    ? args
    : readdirSync(join(root, 'examples'), {withFileTypes: true})
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort();

const {origin, browser, close} = await openBuildInChromium({
  buildDir: resolve(root, buildDir),
  port: PORT,
  name: 'thumbnails',
});

await mkdir(outDir, {recursive: true});
let failures = 0;
try {
  for (const mode of modes) {
    // Drawn at two device pixels to the CSS pixel, so the @2x file is not an upscaled 1x one.
    const context = await browser.newContext({
      viewport: {width: 1000, height: 900},
      deviceScaleFactor: 2,
      colorScheme: mode,
    });
    await context.addCookies([{name: 'mapweave_user_framework', value: 'javascript', url: `${origin}/`}]);
    await context.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    // The runner gets the thumbnail's aspect ratio, so the map lays itself and its panels out in
    // the picture's shape and the shot is the whole frame: a crop would cut the panels off.
    await page.goto(`${origin}/examples/example?name=${ids[0]}`);
    const {width: frameWidth} = await page.locator('iframe[sandbox]').boundingBox();
    await context.addInitScript(
      (height) => {
        document.addEventListener('DOMContentLoaded', () =>
          document.documentElement.style.setProperty('--mw-runner-height', `${height}px`),
        );
      },
      Math.round((frameWidth * HEIGHT) / WIDTH) + 2,
    );
    for (const id of ids) {
      const started = Date.now();
      await page.goto(`${origin}/examples/example?name=${id}`);
      const status = page.locator('[data-runner-status]');
      await status
        .and(page.locator('[data-runner-status="drawn"], [data-runner-status="error"]'))
        .waitFor({timeout: 120_000});
      if ((await status.getAttribute('data-runner-status')) !== 'drawn') {
        console.error(`${id} (${mode}): ${await status.textContent()}`);
        failures++;
        continue;
      }
      // Let transitions (fitBounds, fly-ins) settle before the shot.
      await page.waitForTimeout(1500);
      // The whole frame (to within the rounding of its height), scaled down to each file's size.
      const frame = await page.locator('iframe[sandbox]').boundingBox();
      const box = {...frame, height: (frame.width * HEIGHT) / WIDTH};
      const written = [];
      for (const {density, suffix, maxBytes} of DENSITIES) {
        const scale = (WIDTH * density) / box.width;
        let quality = 70;
        let bytes;
        for (;;) {
          const {data} = await cdp.send('Page.captureScreenshot', {
            format: 'webp',
            quality,
            clip: {...box, scale},
          });
          bytes = Buffer.from(data, 'base64');
          if (bytes.length <= maxBytes || quality <= 20) break;
          quality -= 10;
        }
        const file = join(outDir, `${id}-${mode}${suffix}.webp`);
        await writeFile(file, bytes);
        written.push(`${density}x ${(await stat(file)).size} bytes, quality ${quality}`);
      }
      console.log(`${id} (${mode}): ${written.join('; ')}, ${Date.now() - started} ms`);
    }
    await context.close();
  }
} finally {
  await close();
}
if (failures > 0) {
  console.error(`thumbnails: ${failures} example(s) did not draw`);
  process.exit(1);
}
