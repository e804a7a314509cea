// What a new user does with the tarball, in two fresh Vite apps (test/pack/consumer/): React with
// strict TypeScript, and vanilla TypeScript with maplibre-gl 6 on the SDK's offline style, each with
// its template's centred #root/#app. Each is type-checked, built, served and loaded in Chromium: it
// draws where the map projects, a click fires, `load` carries the layer ids, nothing is logged as an
// error and no request leaves the machine. The React app also mounts 20 maps under StrictMode (no
// WebGL context warning), warns about lat/lng data, and analyses on mount from a parent's effect
// through the ref with the 1.0-style synchronous getGraphEngine(). publint and
// arethetypeswrong check the tarball. The two apps share one install (pinned versions from npm,
// through the local cache) to keep the test under two minutes on 2 cores.
import assert from 'node:assert/strict';
import {cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, before, test} from 'node:test';
import {chromium} from 'playwright-core';
import {chromiumLaunchOptions} from '../../scripts/chromium.mjs';
import {decodePng} from '../browser/support/png.mjs';
import {startServer} from '../browser/support/server.mjs';
import {packageRoot, packSdk, run} from './pack-sdk.mjs';

const APPS = ['react', 'maplibre'];
const RED = [255, 0, 0];
const LAND = [247, 245, 239];

/** The tarball checkers, installed beside the apps (not in them: attw brings a TypeScript of its own). */
const TOOLS = {'@arethetypeswrong/cli': '0.18.5', publint: '0.3.25'};
const INSTALL = ['install', '--prefer-offline', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'];

let scratch;
let tarball;
let toolsInstalled;
let server;
let browser;
const started = Date.now();
const bin = (name, folder = scratch) => join(folder, 'node_modules', '.bin', name);
const step = (name) => console.log(`# ${((Date.now() - started) / 1000).toFixed(1)} s: ${name}`);

before(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'mapweave-consumer-'));
  await cp(join(packageRoot, 'test', 'pack', 'consumer'), scratch, {recursive: true});
  ({tarball} = await packSdk(scratch));
  step('packed');
  const tools = join(scratch, 'tools');
  await mkdir(tools);
  await writeFile(join(tools, 'package.json'), JSON.stringify({private: true, devDependencies: TOOLS}));
  toolsInstalled = run('npm', INSTALL, {cwd: tools}).then(() => tools);
  const manifest = JSON.parse(await readFile(join(scratch, 'package.json'), 'utf8'));
  manifest.dependencies = {mapweave: `file:${tarball}`};
  await writeFile(join(scratch, 'package.json'), JSON.stringify(manifest, null, 2));
  await run('npm', INSTALL, {cwd: scratch});
  step('apps installed');
});

after(async () => {
  await browser?.close();
  await server?.close();
  if (scratch) await rm(scratch, {recursive: true, force: true});
});

test('publint and arethetypeswrong find nothing wrong with the tarball', async () => {
  const tools = await toolsInstalled;
  const [publint, attw] = await Promise.all([
    run(bin('publint', tools), ['run', tarball, '--strict']),
    // ESM-only by choice: require() of it works from Node 20.19 on (its "default" condition), which
    // attw does not model; every other problem fails the test (attw exits with 1).
    run(bin('attw', tools), [tarball, '--ignore-rules', 'cjs-resolves-to-esm', '--format', 'table'], {
      env: {...process.env, FORCE_COLOR: '0'},
    }),
  ]);
  assert.match(publint.stdout, /All good!/);
  console.log(attw.stdout);
  step('publint, attw');
});

test('both apps type-check with strict TypeScript and build with Vite, without a warning', async () => {
  await Promise.all(APPS.map((app) => run(bin('tsc'), ['-p', join(scratch, app)])));
  step('type-checked');
  await Promise.all(
    APPS.map(async (app) => {
      const {stdout, stderr} = await run(bin('vite'), ['build', '--base', `/${app}/`, '--logLevel', 'warn'], {
        cwd: join(scratch, app),
        // Plain text: colour codes would survive the removal of the expected warning below.
        env: {...process.env, FORCE_COLOR: '0', NO_COLOR: '1'},
      });
      // deck.gl and maplibre-gl make chunks over Vite's 500 kB advice: the one warning expected.
      const output = `${stdout}${stderr}`.replace(
        /\[plugin builtin:vite-reporter\]\s*\n?\s*\(!\) Some chunks are larger[\s\S]*?(\n\n|$)/,
        '',
      );
      assert.equal(output.trim(), '', `${app} build`);
    }),
  );
  step('built');
});

test("both builds pass the obfuscation requirements' checks, and the React app keeps MapWeave's notice", async () => {
  for (const app of APPS) {
    const dist = join(scratch, app, 'dist');
    const files = await readdir(dist, {recursive: true});
    assert.deepEqual(
      files.filter((file) => file.endsWith('.map')),
      [],
      `${app}: no source map is published`,
    );
    assert.deepEqual(
      files.filter((file) => file.includes('mapweave')),
      [],
      `${app}: no MapWeave file is copied as it is`,
    );
    for (const file of files.filter((name) => /\.(m?js|css|html)$/.test(name))) {
      const text = await readFile(join(dist, file), 'utf8');
      assert.ok(!text.includes('sourceMappingURL=data:'), `${app}: ${file} carries no inline source map`);
    }
  }
  const notices = await readFile(join(scratch, 'react', 'dist', '.vite', 'license.md'), 'utf8');
  const {version} = JSON.parse(await readFile(join(packageRoot, 'package.json'), 'utf8'));
  assert.match(
    notices,
    new RegExp(`## mapweave - ${version.replaceAll('.', '\\.')}[\\s\\S]*Copyright \\(c\\) \\d{4} MapWeave`),
  );
});

/** Pixels near `color` in the screenshot (within `tolerance` per channel), around a point if given. */
function countColor({width, height, data}, color, tolerance, around) {
  let count = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (around && Math.hypot(x - around[0], y - around[1]) > 6) continue;
      const i = (y * width + x) * 4;
      if (color.every((value, channel) => Math.abs(data[i + channel] - value) <= tolerance)) count++;
    }
  }
  return count;
}

async function openApp(app) {
  server ??= await startServer(Object.fromEntries(APPS.map((name) => [`/${name}/`, join(scratch, name, 'dist')])));
  browser ??= await chromium.launch(chromiumLaunchOptions());
  const page = await browser.newPage({viewport: {width: 480, height: 320}});
  const problems = [];
  const warnings = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    // Chrome's "Too many active WebGL contexts" is a warning; so are MapWeave's.
    if (message.type() === 'warning') warnings.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await page.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(`${server.url}/`)) return route.continue();
    problems.push(`request left the machine: ${url}`);
    return route.abort();
  });
  await page.goto(`${server.url}/${app}/index.html`);
  return {page, problems, warnings};
}

for (const app of APPS) {
  test(`the ${app} app draws, reports its layers on load and fires a click`, async () => {
    const {page, problems, warnings} = await openApp(app);
    await page.waitForFunction(() => window.consumer.loads.length > 0, null, {timeout: 60_000});
    const nodePixel = await page.evaluate(() => window.consumer.nodePixel);
    assert.ok(nodePixel, 'the app read the node position in its load handler');
    let pixels;
    for (let tries = 0; tries < 100; tries++) {
      pixels = decodePng(await page.screenshot());
      if (countColor(pixels, RED, 30, nodePixel) > 20 && countColor(pixels, LAND, 3) > 2000) break;
      await page.waitForTimeout(200);
    }
    assert.ok(countColor(pixels, RED, 30, nodePixel) > 20, 'the node is drawn where the map projects it');
    assert.ok(countColor(pixels, LAND, 3) > 2000, 'the basemap draws land');
    // deck.gl counts a click as a tap only when the button comes up soon enough, which a busy
    // machine can miss: click again until one lands, as a user would.
    for (let tries = 0; tries < 10; tries++) {
      await page.mouse.move(nodePixel[0], nodePixel[1]);
      await page.mouse.click(nodePixel[0], nodePixel[1]);
      const clicked = await page
        .waitForFunction(() => window.consumer.clicks.length > 0, null, {timeout: 5_000})
        .catch(() => null);
      if (clicked) break;
    }
    const report = await page.evaluate(() => window.consumer);
    assert.deepEqual(report.loads, [{layerIds: ['routes'], refLayerIds: ['routes']}]);
    assert.ok(report.clicks.length > 0, 'a click fires');
    assert.deepEqual(new Set(report.clicks), new Set(['lagos']));
    assert.deepEqual(problems, []);
    // The templates centre #root/#app's text: the map still fills its box (the node pixels above
    // are read where the map projects the node, in page coordinates).
    if (app === 'react') {
      assert.equal(report.strictMounts, 20);
      assert.deepEqual(
        warnings.filter((text) => /WebGL/i.test(text)),
        [],
        '20 StrictMode mounts leave no WebGL context behind',
      );
      const leafletStyle = warnings.filter((text) => text.includes('UNKNOWN_FIELD'));
      assert.equal(leafletStyle.length, 2, 'lat and lng warn once each');
      assert.match(leafletStyle[0], /"lat" that MapWeave does not read; did you mean latitude\/longitude\?/);
      assert.deepEqual(report.effect, {zoom: 2, betweenness: {lagos: 0, nairobi: 0}});
    }
    await page.close();
    step(`${app} app checked`);
  });
}
