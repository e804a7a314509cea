// Runs bench/scale.ts bundles and prints the scale table:
//   node --expose-gc bench/scale-run.mjs <after bundle> [<before bundle>] [--only name,name]
// Each bundle exports `runScale` and the SDK modules it measures (bench/model.mjs writes them).
// Dependency-free, so the bundles and this file can be copied to another machine and run there.
import {cpus} from 'node:os';
import {pathToFileURL} from 'node:url';
import {resolve} from 'node:path';

const args = process.argv.slice(2);
const onlyIndex = args.indexOf('--only');
const only = onlyIndex === -1 ? undefined : new Set(args.splice(onlyIndex, 2)[1].split(','));
const [afterPath, beforePath] = args;
if (!afterPath)
  throw new Error(
    'usage: node --expose-gc bench/scale-run.mjs <after bundle> [<before bundle>] [--only load,million,…]',
  );

async function measure(path) {
  const sdk = await import(pathToFileURL(resolve(path)).href);
  return sdk.runScale(sdk, only ? (name) => only.has(name) : undefined);
}

const before = beforePath ? await measure(beforePath) : null;
const after = await measure(afterPath);
const rows = after.map((row) => ({
  measure: row.measure,
  ...(before ? {before: before.find((old) => old.measure === row.measure)?.value ?? 'n/a'} : {}),
  now: row.value,
  target: row.target,
  baseline: row.baseline,
}));
const columns = before ? ['measure', 'before', 'now', 'target', 'baseline'] : ['measure', 'now', 'target', 'baseline'];
const widths = columns.map((column) => Math.max(column.length, ...rows.map((row) => String(row[column] ?? '').length)));
const line = (cells) => `| ${cells.map((cell, i) => String(cell).padEnd(widths[i])).join(' | ')} |`;
console.log(
  `Scale targets — Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}${typeof gc === 'function' ? '' : ' (run with --expose-gc for the heap row)'}`,
);
if (before) console.log(`before: ${beforePath}; now: ${afterPath}; same process, before first`);
console.log('');
console.log(line(columns));
console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
for (const row of rows) console.log(line(columns.map((column) => row[column] ?? '')));
