// `npm run bench:size -w mapweave [-- --no-build] [--baseline <dir>] [scene …]`: builds the SDK, then
// builds each scene of bench/size/scenes twice with Vite as an app would (production, minified,
// tree-shaken), once with MapWeave and once in plain deck.gl, and prints the gzip sizes side by side.
// `--baseline <dir>` also builds the MapWeave scenes against another built copy of the package (a
// `packages/mapweave` with its dist/, e.g. of an older commit) and prints that column in the same run.
// `--check` (`npm run test:size`, part of `npm test`): builds only the MapWeave scenes and fails when one
// weighs more than bench/size/budget.json allows. `--update-budget`: writes the budget as today's
// sizes plus its `margin`, after a growth that is meant (commit it with the reason).
import {spawnSync} from 'node:child_process';
import {readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {gzipSync} from 'node:zlib';
import {build} from 'vite';

const packageRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const sceneDir = join(packageRoot, 'bench', 'size', 'scenes');
const budgetFile = join(packageRoot, 'bench', 'size', 'budget.json');
const args = process.argv.slice(2);
const baselineIndex = args.indexOf('--baseline');
const baselineDir = baselineIndex === -1 ? null : resolve(args.splice(baselineIndex, 2)[1]);
const onlyScenes = args.filter((arg) => !arg.startsWith('--'));
const check = args.includes('--check');
const updateBudget = args.includes('--update-budget');
/** Room above today's sizes (`margin` in the budget file): gzip output moves with any dependency's patch release. */
const BUDGET_MARGIN = JSON.parse(readFileSync(budgetFile, 'utf8')).margin;

if (!args.includes('--no-build')) {
  const built = spawnSync('npm', ['run', 'build'], {cwd: packageRoot, stdio: 'inherit'});
  if (built.status !== 0) process.exit(built.status ?? 1);
}

/** Bytes after gzip (level 9). */
const gzipped = (code) => gzipSync(code, {level: 9}).length;

/**
 * Builds one scene and splits its output: what the page loads at start (the entry chunk and the
 * chunks it imports statically) and what loads only when used (dynamic chunks, workers, assets).
 */
async function measure(entry, packageDir = null) {
  const output = await build({
    configFile: false,
    root: sceneDir,
    logLevel: 'silent',
    // The baseline's entry points in place of this package's.
    ...(packageDir && {
      resolve: {
        alias: [
          {find: /^mapweave$/, replacement: join(packageDir, 'dist', 'index.js')},
          {find: /^mapweave\/react$/, replacement: join(packageDir, 'dist', 'react', 'index.js')},
        ],
      },
    }),
    build: {write: false, rollupOptions: {input: entry}, chunkSizeWarningLimit: Infinity},
  });
  const files = new Map(
    (Array.isArray(output) ? output : [output]).flatMap((result) => result.output).map((file) => [file.fileName, file]),
  );
  const initial = new Set();
  const visit = (name) => {
    if (initial.has(name)) return;
    initial.add(name);
    for (const imported of files.get(name)?.imports ?? []) visit(imported);
  };
  for (const file of files.values()) if (file.type === 'chunk' && file.isEntry) visit(file.fileName);
  const sizes = {initial: 0, lazy: 0};
  for (const [name, file] of files) {
    if (name.endsWith('.map')) continue;
    sizes[initial.has(name) ? 'initial' : 'lazy'] += gzipped(file.type === 'chunk' ? file.code : file.source);
  }
  return sizes;
}

const kB = (bytes) => (bytes / 1000).toFixed(1);
const scenes = readdirSync(sceneDir)
  .filter((name) => name.endsWith('.mapweave.js'))
  .map((name) => name.replace('.mapweave.js', ''))
  .filter((scene) => onlyScenes.length === 0 || onlyScenes.includes(scene));

const rows = [];
const measured = {};
for (const scene of scenes) {
  const mapweave = await measure(join(sceneDir, `${scene}.mapweave.js`));
  measured[scene] = mapweave;
  if (check || updateBudget) continue;
  const baseline = baselineDir ? await measure(join(sceneDir, `${scene}.mapweave.js`), baselineDir) : null;
  const plainEntry = readdirSync(sceneDir).includes(`${scene}.deck.js`) ? `${scene}.deck.js` : null;
  const plain = plainEntry ? await measure(join(sceneDir, plainEntry)) : null;
  rows.push([
    scene,
    ...(baselineDir ? [baseline ? kB(baseline.initial) : '–'] : []),
    kB(mapweave.initial),
    kB(mapweave.lazy),
    plain ? kB(plain.initial) : '–',
    plain ? kB(plain.lazy) : '–',
    plain ? `${mapweave.initial >= plain.initial ? '+' : ''}${kB(mapweave.initial - plain.initial)}` : '–',
  ]);
}

const header = [
  'scene',
  ...(baselineDir ? ['baseline at start'] : []),
  'MapWeave at start',
  'MapWeave on use',
  'deck.gl at start',
  'deck.gl on use',
  'difference at start',
];
const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
const line = (cells) =>
  cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
if (rows.length > 0) {
  console.log('\nkB gzip (level 9), Vite production builds of bench/size/scenes, same run');
  console.log(line(header));
  if (baselineDir) console.log(`baseline: ${baselineDir}`);
  for (const row of rows) console.log(line(row));
}

if (updateBudget) {
  const scenes = Object.fromEntries(
    Object.entries(measured).map(([scene, sizes]) => [
      scene,
      {initial: Math.ceil(sizes.initial * (1 + BUDGET_MARGIN)), lazy: Math.ceil(sizes.lazy * (1 + BUDGET_MARGIN))},
    ]),
  );
  writeFileSync(budgetFile, `${JSON.stringify({margin: BUDGET_MARGIN, scenes}, null, 2)}\n`);
  console.log(`wrote ${budgetFile}`);
}

if (check) {
  const budget = JSON.parse(readFileSync(budgetFile, 'utf8'));
  const over = [];
  for (const [scene, sizes] of Object.entries(measured)) {
    const limit = budget.scenes[scene];
    if (!limit) {
      over.push(`${scene}: no budget in bench/size/budget.json`);
      continue;
    }
    for (const part of ['initial', 'lazy']) {
      const verdict = sizes[part] > limit[part] ? 'OVER' : 'ok';
      console.log(
        `${scene} ${part === 'initial' ? 'at start' : 'on use'}: ${kB(sizes[part])} of ${kB(limit[part])} kB gzip ${verdict}`,
      );
      if (verdict === 'OVER') over.push(`${scene} ${part}: ${kB(sizes[part])} kB > ${kB(limit[part])} kB`);
    }
  }
  if (over.length > 0) {
    console.error(
      `Over the size budget:\n  ${over.join('\n  ')}\nIf the growth is meant, run \`npm run bench:size -w mapweave -- --update-budget\` and commit bench/size/budget.json with the reason.`,
    );
    process.exitCode = 1;
  }
}
