/**
 * `npm run data [-- <demo-id> …]`: builds every demo's data set (or the ones named) into
 * `static/data/demos/<demo-id>.json`, which the demo pages fetch lazily.
 *
 * One module per data set, `scripts/data/<demo-id>.mjs`, found by file name; it exports
 *   sources: string[]     names of the data sources, each a row of /content-terms
 *   build(): object       the data, built only from packages in node_modules and a seeded
 *                         RNG (lib/rng.mjs): no network, no clock, no Math.random
 * Running it twice writes the same bytes (tests/unit/demo-data.test.ts checks that, and
 * that the committed files are up to date).
 */
import {mkdirSync, readdirSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {serializeDemoData} from './lib/output.mjs';

const SCRIPTS_DIR = dirname(fileURLToPath(import.meta.url));
export const OUTPUT_DIR = join(SCRIPTS_DIR, '..', '..', 'static', 'data', 'demos');

/** Ids of every data module in scripts/data/, sorted. */
export function dataSetIds() {
  return readdirSync(SCRIPTS_DIR)
    .filter((name) => name.endsWith('.mjs') && name !== 'index.mjs')
    .map((name) => name.slice(0, -'.mjs'.length))
    .sort();
}

/** The file contents of one data set. */
export async function buildDataSet(id) {
  if (!dataSetIds().includes(id)) throw new Error(`No data module scripts/data/${id}.mjs (known: ${dataSetIds().join(', ')})`);
  const module = await import(pathToFileURL(join(SCRIPTS_DIR, `${id}.mjs`)).href);
  if (typeof module.build !== 'function') throw new Error(`scripts/data/${id}.mjs must export a build() function`);
  return serializeDemoData(id, module.sources, await module.build());
}

async function main(ids) {
  const wanted = ids.length > 0 ? ids : dataSetIds();
  mkdirSync(OUTPUT_DIR, {recursive: true});
  for (const id of wanted) {
    const started = performance.now();
    const text = await buildDataSet(id);
    writeFileSync(join(OUTPUT_DIR, `${id}.json`), text);
    const kb = (Buffer.byteLength(text) / 1024).toFixed(1);
    console.log(`${id}.json  ${kb} KB  (${Math.round(performance.now() - started)} ms)`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
