// `npm run bench:model -w mapweave`: times the network model in Node (no browser): proximity
// combining per zoom, betweenness next to graphology-metrics on the same graph, and merging items
// into a model. Each time is the median of several runs, as wall-clock and as this process's CPU
// time (on a busy machine the CPU time is the steadier one). It reports; it never fails on a time.
// Then it prints the scale table (bench/scale.ts, run by bench/scale-run.mjs in a child
// process with --expose-gc). Flags:
//   --before <git ref>   also measure the SDK of that commit, in the same run, as a "before" column
//   --only a,b           only these scale rows (load, million, million-heap, merge-one, hub, combine,
//                        betweenness, observations)
//   --scale-only         skip the first table
//   --write-bundles dir  write the self-contained bundles and stop (run them elsewhere with
//                        `node --expose-gc scale-run.mjs dir/after.mjs dir/before.mjs`)
import {build} from 'esbuild';
import {execFileSync} from 'node:child_process';
import {existsSync, mkdirSync} from 'node:fs';
import {cpus, tmpdir} from 'node:os';
import {mkdtemp, rm} from 'node:fs/promises';
import {dirname, join} from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {performance} from 'node:perf_hooks';
import Graph from 'graphology';
import betweennessCentrality from 'graphology-metrics/centrality/betweenness.js';
import {random} from './random.mjs';

const packageRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const flags = process.argv.slice(2);
const flag = (name) => {
  const index = flags.indexOf(name);
  return index === -1 ? undefined : flags[index + 1];
};

/** The module of combineByProximity, in its folder of today or of older checkouts. */
function combineModule(srcDir) {
  const today = join(srcDir, 'layers', 'network', 'combining', 'combine.ts');
  return existsSync(today) ? today : join(srcDir, 'layers', 'network', 'combine.ts');
}

/** Bundles bench/scale.ts with the SDK sources in `srcDir` into one self-contained file. */
async function bundleScale(srcDir, outfile) {
  await build({
    stdin: {
      contents: [
        `export { NetworkLayer, ObservationsLayer, createGraphEngine } from ${JSON.stringify(join(srcDir, 'index.ts'))};`,
        `export { combineByProximity } from ${JSON.stringify(combineModule(srcDir))};`,
        `export { runScale } from ${JSON.stringify(join(packageRoot, 'bench', 'scale.ts'))};`,
      ].join('\n'),
      resolveDir: packageRoot,
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    platform: 'node',
    outfile,
    // An older checkout's sources resolve their packages from this package's node_modules.
    nodePaths: [join(packageRoot, 'node_modules'), join(packageRoot, '..', '..', 'node_modules')],
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    logLevel: 'error',
  });
}

/** The scale table: bundles now (and `--before`), runs them in a child with --expose-gc. */
async function scaleTable() {
  const dir = flag('--write-bundles') ?? (await mkdtemp(join(tmpdir(), 'mapweave-bench-scale-')));
  mkdirSync(dir, {recursive: true});
  try {
    await bundleScale(join(packageRoot, 'src'), join(dir, 'after.mjs'));
    const bundles = [join(dir, 'after.mjs')];
    const before = flag('--before');
    if (before) {
      const checkout = join(dir, 'before-src');
      mkdirSync(checkout, {recursive: true});
      const archive = execFileSync('git', ['archive', '--format=tar', before, 'src'], {
        cwd: packageRoot,
        maxBuffer: 1 << 30,
      });
      execFileSync('tar', ['-x', '-C', checkout], {input: archive});
      await bundleScale(join(checkout, 'src'), join(dir, 'before.mjs'));
      bundles.push(join(dir, 'before.mjs'));
    }
    if (flag('--write-bundles')) return;
    const only = flag('--only');
    execFileSync(
      process.execPath,
      [
        '--expose-gc',
        '--max-old-space-size=8192',
        join(packageRoot, 'bench', 'scale-run.mjs'),
        ...bundles,
        ...(only ? ['--only', only] : []),
      ],
      {
        stdio: 'inherit',
      },
    );
  } finally {
    if (!flag('--write-bundles')) await rm(dir, {recursive: true, force: true});
  }
}
if (flags.includes('--scale-only') || flags.includes('--write-bundles')) {
  await scaleTable();
  process.exit(0);
}
const RUNS = 5;
const SEED = 42;

const out = await mkdtemp(join(tmpdir(), 'mapweave-bench-model-'));
let model;
try {
  const entry = join(out, 'model.mjs');
  await build({
    stdin: {
      contents: [
        "export { combineByProximity } from './src/layers/network/combining/combine.ts';",
        "export { NetworkModel } from './src/network/NetworkModel.ts';",
        "export { createGraphEngine } from './src/graph/GraphEngine.ts';",
      ].join('\n'),
      resolveDir: packageRoot,
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    platform: 'node',
    outfile: entry,
    logLevel: 'warning',
  });
  model = await import(pathToFileURL(entry).href);
} finally {
  await rm(out, {recursive: true, force: true});
}
const {combineByProximity, NetworkModel, createGraphEngine} = model;

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function cpuMilliseconds() {
  const {user, system} = process.cpuUsage();
  return (user + system) / 1000;
}

/** Median wall and CPU milliseconds of `run()` over `runs` runs, after one warm-up run; returns the last result too. */
function time(run, runs = RUNS) {
  let result = run();
  const walls = [];
  const cpus = [];
  for (let i = 0; i < runs; i++) {
    const wallStart = performance.now();
    const cpuStart = cpuMilliseconds();
    result = run();
    cpus.push(cpuMilliseconds() - cpuStart);
    walls.push(performance.now() - wallStart);
  }
  return {wall: median(walls), cpu: median(cpus), result};
}

/** Wall and CPU time of one call, no warm-up. */
function timeOnce(run) {
  const wallStart = performance.now();
  const cpuStart = cpuMilliseconds();
  const result = run();
  return {cpu: cpuMilliseconds() - cpuStart, wall: performance.now() - wallStart, result};
}

const ms = (value) => `${value.toFixed(1)} ms`;
/** A table row from a measure, a timing and an optional target. */
const row = (measure, timing, target = '') => ({measure, wall: ms(timing.wall), cpu: ms(timing.cpu), target});
const rows = [];

// Proximity combining: 100k fixed nodes over Europe (as bench/page.ts), with and without 200k links.
{
  const next = random(SEED);
  const count = 100_000;
  const ids = Array.from({length: count}, (_, i) => `n${i}`);
  const positions = new Float64Array(count * 2);
  for (let i = 0; i < count; i++) {
    positions[i * 2] = -10 + next() * 40;
    positions[i * 2 + 1] = 35 + next() * 25;
  }
  const linkCount = 200_000;
  const linkIds = [];
  const ends = [];
  const endRows = new Int32Array(linkCount * 2);
  for (let i = 0; i < linkCount; i++) {
    const row1 = Math.floor(next() * count);
    const row2 = Math.floor(next() * count);
    linkIds.push(`l${i}`);
    ends.push({id1: ids[row1], id2: ids[row2]});
    endRows[i * 2] = row1;
    endRows[i * 2 + 1] = row2;
  }
  const nodes = {ids, positions};
  const noLinks = {ids: [], ends: []};
  const links = {ids: linkIds, ends, endRows};
  // The first call on an id list sorts its ids (kept for later zoom levels while the ids stay the same).
  const first = timeOnce(() => combineByProximity(nodes, links, {zoom: 6, radius: 40, maxZoom: 14}));
  rows.push(row('combine first call, zoom 6, with links (sorts ids)', first));
  for (const zoom of [0, 2, 4, 6, 8, 10, 12]) {
    const options = {zoom, radius: 40, maxZoom: 14};
    const alone = time(() => combineByProximity(nodes, noLinks, options));
    const linked = time(() => combineByProximity(nodes, links, options));
    rows.push(row(`combine 100k nodes, zoom ${zoom} (${alone.result.comboNodes.length} combos)`, alone, '≤ 50 ms'));
    rows.push(row(`  + 200k links (${linked.result.comboLinks.length} combo links)`, linked));
  }
}

// Betweenness: 5k nodes, 20k random links, against graphology-metrics on the same graph.
{
  const next = random(SEED);
  const data = {};
  for (let i = 0; i < 5000; i++) data[`n${i}`] = {type: 'node', longitude: 0, latitude: 0};
  for (let i = 0; i < 20_000; i++) {
    data[`l${i}`] = {type: 'link', id1: `n${Math.floor(next() * 5000)}`, id2: `n${Math.floor(next() * 5000)}`};
  }
  const engine = time(() => createGraphEngine(data));
  const ours = time(() => createGraphEngine(data).betweenness(), 3);
  const graph = new Graph({type: 'undirected'});
  for (const [id, item] of Object.entries(data)) {
    if (item.type === 'node') graph.addNode(id);
    else if (item.id1 !== item.id2 && !graph.hasEdge(item.id1, item.id2)) graph.addEdge(item.id1, item.id2);
  }
  // graphology-metrics takes several times longer: one timed run after the warm-up.
  const reference = time(() => betweennessCentrality(graph, {normalized: false}), 1);
  let largestDifference = 0;
  for (const [id, value] of Object.entries(ours.result)) {
    largestDifference = Math.max(largestDifference, Math.abs(value - reference.result[id]));
  }
  rows.push(row('graph engine from 5k nodes / 20k links', engine));
  rows.push(row('betweenness 5k / 20k (engine included)', ours, '≤ 1000 ms'));
  rows.push(
    row(
      'betweenness 5k / 20k, graphology-metrics',
      reference,
      `baseline; largest difference ${largestDifference.toExponential(1)}`,
    ),
  );
}

// Merging: 10k new nodes and 20k links into a model of 100k nodes and 200k links.
{
  const next = random(SEED);
  const base = {};
  for (let i = 0; i < 100_000; i++)
    base[`n${i}`] = {type: 'node', longitude: -10 + next() * 40, latitude: 35 + next() * 25};
  for (let i = 0; i < 200_000; i++) {
    base[`l${i}`] = {type: 'link', id1: `n${Math.floor(next() * 100_000)}`, id2: `n${Math.floor(next() * 100_000)}`};
  }
  const items = {};
  for (let i = 0; i < 10_000; i++)
    items[`m${i}`] = {type: 'node', longitude: -10 + next() * 40, latitude: 35 + next() * 25};
  for (let i = 0; i < 20_000; i++)
    items[`k${i}`] = {type: 'link', id1: `m${Math.floor(next() * 10_000)}`, id2: `n${Math.floor(next() * 100_000)}`};
  const load = time(() => new NetworkModel(base), 3);
  const models = Array.from({length: 4}, () => new NetworkModel(base));
  const merge = time(() => models.pop().merge(items), 3);
  rows.push(row('model from 100k nodes / 200k links', load));
  rows.push(row('merge 10k nodes / 20k links into it', merge));
}

printTable(rows, [
  `MapWeave model benchmark — Node ${process.version}, median of ${RUNS} runs (3 for the slow ones, 1 for graphology-metrics)`,
  `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}`,
]);

function printTable(tableRows, header) {
  const columns = ['measure', 'wall', 'cpu', 'target'];
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

console.log('');
await scaleTable();
