#!/usr/bin/env node
// Prints the JavaScript each page loads (gzip bytes, as a host would send it), split into the
// page's own scripts and those of the sandboxed runner frame and workers, plus the time from
// navigation to the runner's first frame where there is one. Debian's Chromium drives a build.
//
//   npm run build && npm run bench:weight [-- --build build] [-- /path ...]
import {readFile} from 'node:fs/promises';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {gzipSync} from 'node:zlib';
import {openBuildInChromium} from './serve-build.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const buildIndex = args.indexOf('--build');
const buildDir = join(root, buildIndex >= 0 ? args.splice(buildIndex, 2)[1] : 'build');
const paths =
  args.length > 0
    ? args
    : ['/docs/getting-started', '/examples/', '/examples/example?name=basic-network', '/playground'];
const PORT = 4198;
const {origin, browser, close} = await openBuildInChromium({buildDir, port: PORT, name: 'bench-page-weight'});

const gzipCache = new Map();
async function gzipBytes(url) {
  const {pathname} = new URL(url);
  if (!gzipCache.has(pathname))
    gzipCache.set(pathname, gzipSync(await readFile(join(buildDir, decodeURIComponent(pathname)))).length);
  return gzipCache.get(pathname);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
try {
  for (const path of paths) {
    const context = await browser.newContext({viewport: {width: 1280, height: 900}});
    await context.addCookies([{name: 'mapweave_user_framework', value: 'react', url: `${origin}/`}]);
    const page = await context.newPage();
    const scripts = [];
    const workerUrls = new Set();
    page.on('worker', (worker) => workerUrls.add(worker.url()));
    context.on('response', (response) => {
      const url = response.url();
      if (!url.startsWith(origin) || !/\.m?js$/.test(new URL(url).pathname) || !response.ok()) return;
      const request = response.request();
      let kind = 'prefetch';
      if (request.resourceType() === 'script') kind = request.frame().parentFrame() ? 'frame' : 'page';
      scripts.push({url, kind});
    });
    const started = Date.now();
    await page.goto(`${origin}${path}`, {waitUntil: 'load'});
    let firstFrame = '';
    await page.waitForLoadState('networkidle');
    if ((await page.locator('[data-runner-status]').count()) > 0) {
      const status = page.locator('[data-runner-status="drawn"], [data-runner-status="error"]');
      await status.first().waitFor({timeout: 120_000});
      firstFrame = `, navigation → first frame ${Date.now() - started} ms (${await status.first().textContent()})`;
    }
    await page.waitForLoadState('networkidle');
    const totals = {page: 0, frame: 0, worker: 0, prefetch: 0};
    // Worker scripts are requested as scripts of the page; the workers the page started name them.
    for (const {url, kind} of scripts) totals[workerUrls.has(url) ? 'worker' : kind] += await gzipBytes(url);
    console.log(
      `${path}: page JS ${kb(totals.page)}, runner frame JS ${kb(totals.frame)}, workers ${kb(totals.worker)}, prefetched for links ${kb(totals.prefetch)} (gzip)${firstFrame}`,
    );
    await context.close();
  }
} finally {
  await close();
}
