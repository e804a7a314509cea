#!/usr/bin/env node
// Lighthouse (mobile, the default config) on pages of one or more static builds, each served
// by scripts/serve.mjs as a host would (gzip, /selected-project-info answering 200 JSON).
// Runs are interleaved across builds, so that machine load hits all of them alike; it prints
// the median of the runs per page and where the main thread's time went. A measurement to
// read, not a test: never turn its numbers into assertions.
//
//   node scripts/bench-lighthouse.mjs [--runs 3] [--out file.json] \
//     --site ours=build:/docs/getting-started,/api/layers/network-layer,/download \
//     --site anchor=/tmp/anchor/build:/docs/intro,/blog
//
// `npm run bench:lighthouse` measures this site's build/ on the three pages.
import {spawn} from 'node:child_process';
import {mkdir, mkdtemp, rm, writeFile} from 'node:fs/promises';
import {createServer} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const DEFAULT_SITE = 'ours=build:/docs/getting-started,/api/layers/network-layer,/download';

class UsageError extends Error {}

function parseArgs(argv) {
  const sites = [];
  let runs = 3;
  let out = null;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const value = argv[i + 1];
    if (!['--site', '--runs', '--out'].includes(arg)) throw new UsageError(`unknown argument "${arg}"`);
    if (value === undefined) throw new UsageError(`${arg} needs a value`);
    i += 1;
    if (arg === '--runs') {
      runs = Number(value);
      if (!Number.isInteger(runs) || runs < 1)
        throw new UsageError(`--runs must be a positive integer, got "${value}"`);
    } else if (arg === '--out') {
      out = value;
    } else {
      const match = /^([\w-]+)=([^:]+):(\/.*)$/.exec(value);
      if (!match) throw new UsageError(`--site must be name=dir:/path,/path, got "${value}"`);
      sites.push({name: match[1], dir: path.resolve(match[2]), paths: match[3].split(',')});
    }
  }
  if (sites.length === 0) return parseArgs(['--site', DEFAULT_SITE, ...argv]);
  return {sites, runs, out};
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts scripts/serve.mjs on a free port; resolves once it listens. */
async function serve(dir, projectInfoFile) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [path.join(ROOT, 'scripts/serve.mjs'), dir, '--port', String(port), '--project-info', projectInfoFile],
    {stdio: ['ignore', 'pipe', 'pipe']},
  );
  await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`serve.mjs ${dir} exited with ${code}`)));
    child.stdout.once('data', resolve);
  });
  return {origin: `http://127.0.0.1:${port}`, stop: () => child.kill()};
}

const ms = (audit) => Math.round(audit?.numericValue ?? NaN);

/** The first DOM node an audit's details name, however deeply its tables and lists nest. */
function firstNode(details) {
  if (details === null || typeof details !== 'object') return undefined;
  if (details.type === 'node') return details;
  for (const value of Object.values(details)) {
    const node = Array.isArray(value) ? value.map(firstNode).find(Boolean) : firstNode(value);
    if (node) return node;
  }
  return undefined;
}

function summarise(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
  const resources = lhr.audits['resource-summary']?.details?.items ?? [];
  const script = resources.find((item) => item.resourceType === 'script');
  const breakdown = Object.fromEntries(
    (lhr.audits['mainthread-work-breakdown']?.details?.items ?? []).map((item) => [
      item.groupLabel ?? item.group,
      Math.round(item.duration),
    ]),
  );
  const bootup = (lhr.audits['bootup-time']?.details?.items ?? []).slice(0, 6).map((item) => ({
    url: String(item.url).replace(/^https?:\/\/[^/]+/, ''),
    total: Math.round(item.total),
    scripting: Math.round(item.scripting),
  }));
  const failed = ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
      .map((ref) => `${category}:${ref.id}`),
  );
  // Lighthouse 12 names the element in an audit, 13 in its LCP breakdown insight.
  const lcpNode =
    firstNode(lhr.audits['largest-contentful-paint-element']?.details) ??
    firstNode(lhr.audits['lcp-breakdown-insight']?.details);
  return {
    lighthouseVersion: lhr.lighthouseVersion,
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? NaN),
    lcpElement: lcpNode ? `${lcpNode.selector ?? ''} ${String(lcpNode.snippet ?? '').slice(0, 80)}` : '',
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: ms(lhr.audits['largest-contentful-paint']),
    tbt: ms(lhr.audits['total-blocking-time']),
    fcp: ms(lhr.audits['first-contentful-paint']),
    cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
    mainThread: ms(lhr.audits['mainthread-work-breakdown']),
    jsKb: Math.round((script?.transferSize ?? NaN) / 1024),
    breakdown,
    bootup,
    failed,
  };
}

function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : Math.round((sorted[middle - 1] + sorted[middle]) / 2);
}

const NUMERIC = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'lcp',
  'tbt',
  'fcp',
  'cls',
  'mainThread',
  'jsKb',
];

function medianOf(runs) {
  const result = Object.fromEntries(NUMERIC.map((key) => [key, median(runs.map((run) => run[key]))]));
  // The run whose performance score is the median shows where the time went.
  const representative = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)];
  return {
    ...result,
    lcpElement: representative.lcpElement,
    breakdown: representative.breakdown,
    bootup: representative.bootup,
    failed: [...new Set(runs.flatMap((run) => run.failed))],
  };
}

async function main() {
  const {sites, runs, out} = parseArgs(process.argv.slice(2));
  const work = await mkdtemp(path.join(tmpdir(), 'bench-lighthouse-'));
  const projectInfo = path.join(work, 'selected-project-info.json');
  await writeFile(projectInfo, JSON.stringify({email: 'bench@mapweave.example'}));
  const servers = await Promise.all(sites.map((site) => serve(site.dir, projectInfo)));
  await mkdir(path.join(work, 'profile'));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
    ],
    userDataDir: path.join(work, 'profile'),
  });
  const results = new Map();
  try {
    for (let run = 1; run <= runs; run += 1) {
      for (const [index, site] of sites.entries()) {
        for (const pagePath of site.paths) {
          const url = servers[index].origin + pagePath;
          const {lhr} = await lighthouse(url, {port: chrome.port, output: 'json', logLevel: 'error'});
          if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
          const key = `${site.name} ${pagePath}`;
          results.set(key, [...(results.get(key) ?? []), summarise(lhr)]);
          const latest = results.get(key).at(-1);
          console.error(
            `run ${run}/${runs} ${key}: perf ${latest.performance}, LCP ${latest.lcp} ms, TBT ${latest.tbt} ms, CLS ${latest.cls}`,
          );
          // Every run is kept as it comes, so a long measurement that is cut short still counts.
          if (out) await writeFile(out, JSON.stringify({runs, results: Object.fromEntries(results)}, null, 2));
        }
      }
    }
  } finally {
    await chrome.kill();
    for (const server of servers) server.stop();
    await rm(work, {recursive: true, force: true});
  }

  const medians = [...results].map(([key, list]) => ({page: key, runs: list.length, ...medianOf(list)}));
  const versions = [...new Set([...results.values()].flat().map((run) => run.lighthouseVersion))].join(', ');
  // Lighthouse's own CPU benchmark of this host: its docs scale the CPU slowdown by it (a higher
  // index is a faster host), so a page that scores low on a high index is not slowed by the CPU alone.
  const benchmarkIndex = median([...results.values()].flat().map((run) => run.benchmarkIndex));
  console.log(
    `Lighthouse ${versions} mobile, median of ${runs}, one run, ${new Date().toISOString()}, benchmarkIndex ${benchmarkIndex}\n`,
  );
  console.log('| page | perf | a11y | BP | SEO | LCP ms | TBT ms | FCP ms | CLS | main thread ms | JS KB |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const row of medians) {
    console.log(
      `| ${row.page} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${row.lcp} | ${row.tbt} | ${row.fcp} | ${row.cls} | ${row.mainThread} | ${row.jsKb} |`,
    );
  }
  for (const row of medians) {
    console.log(`\n${row.page}: main thread ${JSON.stringify(row.breakdown)}`);
    console.log(`  LCP element: ${row.lcpElement}`);
    for (const script of row.bootup) console.log(`  ${script.total} ms (${script.scripting} scripting) ${script.url}`);
    if (row.failed.length > 0) console.log(`  below 100: ${row.failed.join(', ')}`);
  }
  if (out) await writeFile(out, JSON.stringify({runs, results: Object.fromEntries(results), medians}, null, 2));
}

main().catch((error) => {
  console.error(`bench-lighthouse: ${error instanceof UsageError ? error.message : error.stack}`);
  process.exit(1);
});
