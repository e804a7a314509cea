// `npm run bench -w mapweave [-- scenario]`: bundles bench/page.ts from the sources, runs every scenario in a
// fresh headless-Chromium page and prints one table. It reports; it never fails on a time.
import {build} from 'esbuild';
import {cpus, loadavg} from 'node:os';
import {mkdtemp, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {basename, dirname, join} from 'node:path';
import {gzipSync} from 'node:zlib';
import {fileURLToPath} from 'node:url';
import {chromium} from 'playwright-core';
import {chromiumLaunchOptions} from '../scripts/chromium.mjs';
import {startServer} from '../test/browser/support/server.mjs';

const packageRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const VIEWPORT = {width: 480, height: 320};

const out = await mkdtemp(join(tmpdir(), 'mapweave-bench-'));
const common = {bundle: true, format: 'esm', platform: 'browser', target: 'es2022', minify: true, logLevel: 'warning'};
// Split, as an application's bundler splits them: the basemap's finer levels are chunks of their own.
await build({...common, entryPoints: [join(packageRoot, 'bench', 'page.ts')], outdir: out, splitting: true});
// analyzeInWorker starts ./worker.js next to the module that calls it: the page bundle here.
await build({
  ...common,
  entryPoints: [join(packageRoot, 'src', 'graph', 'worker.ts')],
  outfile: join(out, 'worker.js'),
});
await writeFile(
  join(out, 'index.html'),
  `<!doctype html><html><head><meta charset="utf-8"><style>html,body{margin:0}#map{width:${VIEWPORT.width}px;height:${VIEWPORT.height}px}</style></head>` +
    `<body><div id="map"></div><script type="module" src="page.js"></script></body></html>`,
);

const server = await startServer({'/': out});
const browser = await chromium.launch(chromiumLaunchOptions());

async function openPage() {
  const page = await browser.newPage({viewport: VIEWPORT});
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  await page.goto(`${server.url}/index.html`);
  await page.waitForFunction(() => 'runBenchScenario' in globalThis);
  return page;
}

const rows = [];
const only = process.argv[2];
// Timings on a shared machine mean little without how busy it was.
const loadAtStart = loadAverage();
if (!only || 'basemap-world-view'.includes(only)) rows.push(...(await basemapBytes()));
try {
  const first = await openPage();
  // `npm run bench -w mapweave -- first-frame` runs only the scenarios whose name contains it.
  const scenarios = (await first.evaluate(() => globalThis.benchScenarios)).filter(
    (name) => !only || name.includes(only),
  );
  const renderer = await first.evaluate(() => globalThis.benchRenderer());
  await first.close();
  for (const scenario of scenarios) {
    process.stderr.write(`running ${scenario}…\n`);
    const page = await openPage();
    try {
      rows.push(...(await page.evaluate((name) => globalThis.runBenchScenario(name), scenario)));
    } catch (error) {
      rows.push({measure: scenario, value: `failed: ${error.message.split('\n')[0]}`});
    }
    await page.close();
  }
  printTable(rows, [
    `MapWeave benchmark — Chromium ${browser.version()}, viewport ${VIEWPORT.width}×${VIEWPORT.height}`,
    `Renderer: ${renderer}`,
    `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}`,
    `Load average (1, 5, 15 min): ${loadAtStart} at the start, ${loadAverage()} at the end`,
  ]);
} finally {
  await browser.close();
  await server.close();
  await rm(out, {recursive: true, force: true});
}

/**
 * What the embedded basemap adds to an application bundle (deck.gl left out), before and after
 * levels of detail: the code and data loaded for the world view, and each lazily loaded chunk.
 */
async function basemapBytes() {
  const size = (text) => `${kib(Buffer.byteLength(text))} raw, ${kib(gzipSync(text).length)} gzip`;
  const bundle = async (contents) => {
    const result = await build({
      ...common,
      stdin: {contents, resolveDir: join(packageRoot, 'bench'), loader: 'ts'},
      outdir: join(out, 'bytes'),
      splitting: true,
      write: false,
      external: ['@deck.gl/*'],
    });
    return result.outputFiles.map((file) => ({name: basename(file.path), text: file.text}));
  };
  const before = await bundle(`export {createBasemapLayersBefore} from './basemapBefore.ts';`);
  const after = await bundle(`export {createBasemapLayers} from '../src/adapters/basemap.ts';`);
  const entry = (files) => files.find((file) => file.name === 'stdin.js');
  const chunks = after.filter((file) => /^topology|^labels/.test(file.name));
  return [
    {measure: 'world view basemap bytes (code + 1:110m data): before', value: size(entry(before).text)},
    {measure: 'world view basemap bytes (code + 1:110m data): after', value: size(entry(after).text)},
    ...chunks.map((chunk) => ({
      measure: `basemap chunk ${chunk.name.replace(/-[A-Z0-9]+\.js$/, '')} (loaded on demand)`,
      value: size(chunk.text),
    })),
  ];
}

function loadAverage() {
  return loadavg()
    .map((load) => load.toFixed(2))
    .join(', ');
}

function kib(bytes) {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

function printTable(tableRows, header) {
  const columns = ['measure', 'value', 'target'];
  const widths = columns.map((column) =>
    Math.max(column.length, ...tableRows.map((row) => String(row[column] ?? '').length)),
  );
  const line = (cells) => `| ${cells.map((cell, i) => String(cell).padEnd(widths[i])).join(' | ')} |`;
  console.log(header.join('\n'));
  console.log('');
  console.log(line(columns));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of tableRows) console.log(line(columns.map((column) => row[column] ?? '')));
}
