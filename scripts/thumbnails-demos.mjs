#!/usr/bin/env node
// Screenshots each demo's map, and the home page's live map in light and dark mode, with
// Debian's Chromium from a built site:
//   static/img/demos/<demo-id>.webp       480x300, the light demo cards' thumbnails and the WebGL 2 fallback
//   static/img/demos/<demo-id>-dark.webp  480x300, the demo cards' thumbnails in dark mode
//   static/img/home/hero-<mode>.webp      1280 px wide, in the aspect of the home map's full-width box
//                                         at 1280x800: what the home page paints before its live map
//                                         (without its legend, which the page draws over both)
// Every file at most 40 KB (the WebP quality steps down until it fits).
//
//   npm run build && npm run thumbnails:demos [-- --build build] [-- --mode light|dark] [-- demo-id … | home]
import {existsSync} from 'node:fs';
import {mkdir, writeFile} from 'node:fs/promises';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {openBuildInChromium} from './serve-build.mjs';
import {demoIds} from './demo-ids.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const buildIndex = args.indexOf('--build');
const buildDir = buildIndex >= 0 ? args.splice(buildIndex, 2)[1] : 'build';
const modeIndex = args.indexOf('--mode');
const modes = modeIndex >= 0 ? [args.splice(modeIndex, 2)[1]] : ['light', 'dark'];
if (!modes.every((mode) => mode === 'light' || mode === 'dark')) {
  console.error(`thumbnails:demos: --mode is light or dark, not ${modes.join(', ')}`);
  process.exit(1);
}
const DEMO_IDS = demoIds();
const targets = args.length > 0 ? args : [...DEMO_IDS, 'home'];
const unknown = targets.filter((target) => target !== 'home' && !DEMO_IDS.includes(target));
if (unknown.length > 0) {
  console.error(`thumbnails:demos: unknown demo ${unknown.join(', ')} (known: ${DEMO_IDS.join(', ')}, home)`);
  process.exit(1);
}
if (!existsSync(resolve(root, buildDir, 'index.html'))) {
  console.error(`thumbnails:demos: ${buildDir}/ has no site; run \`npm run build\` first.`);
  process.exit(1);
}
const MAX_BYTES = 40_000;
const PORT = 4319;

const {origin, browser, close} = await openBuildInChromium({
  buildDir: resolve(root, buildDir),
  port: PORT,
  name: 'thumbnails:demos',
});

/** Screenshots the element's middle at width x height (its aspect ratio), as WebP of at most MAX_BYTES. */
async function shoot(page, selector, width, height, file) {
  const cdp = await page.context().newCDPSession(page);
  // In page coordinates: the clip of Page.captureScreenshot ignores the scroll position.
  const area = await page.locator(selector).evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return {x: rect.x + window.scrollX, y: rect.y + window.scrollY, width: rect.width, height: rect.height};
  });
  const clipWidth = Math.min(area.width, (area.height * width) / height);
  const clip = {
    x: area.x + (area.width - clipWidth) / 2,
    y: area.y,
    width: clipWidth,
    height: (clipWidth * height) / width,
  };
  let quality = 80;
  let bytes;
  for (;;) {
    const {data} = await cdp.send('Page.captureScreenshot', {
      format: 'webp',
      quality,
      clip: {...clip, scale: width / clip.width},
    });
    bytes = Buffer.from(data, 'base64');
    if (bytes.length <= MAX_BYTES || quality <= 20) break;
    quality -= 10;
  }
  if (bytes.length > MAX_BYTES) throw new Error(`${file}: ${bytes.length} bytes even at quality ${quality}`);
  await mkdir(dirname(file), {recursive: true});
  await writeFile(file, bytes);
  console.log(`${file.slice(root.length + 1)}: ${bytes.length} bytes, quality ${quality}`);
}

async function openReady(context, path, id) {
  const page = await context.newPage();
  await page.goto(`${origin}${path}`);
  const area = page.locator(`[data-demo-map="${id}"]`);
  await area
    .and(page.locator('[data-state="ready"], [data-state="error"], [data-state="unsupported"]'))
    .waitFor({timeout: 180_000});
  const state = await area.getAttribute('data-state');
  if (state !== 'ready') throw new Error(`${path}: the map did not draw (state ${state})`);
  // The map may still be easing to its fitted view or fading in; wait until frames stop changing.
  let previous = null;
  for (let tries = 0; tries < 20; tries++) {
    const shot = await area.screenshot();
    if (previous && shot.equals(previous)) break;
    previous = shot;
    await page.waitForTimeout(300);
  }
  return page;
}

let failures = 0;
try {
  for (const mode of modes) {
    const context = await browser.newContext({
      viewport: {width: 1280, height: 800},
      deviceScaleFactor: 2,
      colorScheme: mode,
    });
    await context.addCookies([{name: 'mapweave_user_framework', value: 'react', url: `${origin}/`}]);
    await context.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
    for (const target of targets) {
      try {
        if (target === 'home') {
          const page = await openReady(context, '/', 'home');
          // The home page draws its legend over the still as over the live map: keep it out of the still.
          await page
            .locator('[data-demo-map="home"] details')
            .evaluateAll((legends) => legends.forEach((legend) => (legend.style.visibility = 'hidden')));
          const box = await page.locator('[data-demo-map="home"]').boundingBox();
          await shoot(
            page,
            '[data-demo-map="home"]',
            1280,
            Math.round((1280 * box.height) / box.width),
            join(root, 'static', 'img', 'home', `hero-${mode}.webp`),
          );
          await page.close();
        } else {
          const page = await openReady(context, `/demos/${target}`, target);
          await shoot(
            page,
            `[data-demo-map="${target}"]`,
            480,
            300,
            join(root, 'static', 'img', 'demos', `${target}${mode === 'dark' ? '-dark' : ''}.webp`),
          );
          await page.close();
        }
      } catch (error) {
        console.error(`${target} (${mode}): ${error instanceof Error ? error.message : error}`);
        failures++;
      }
    }
    await context.close();
  }
} finally {
  await close();
}
if (failures > 0) {
  console.error(`thumbnails:demos: ${failures} screenshot(s) failed`);
  process.exit(1);
}
