/**
 * `npm run data [-- <data-set-id> …]`: builds every demo's data set (or the ones named) into
 * `static/data/demos/<data-set-id>.json`, which the demo pages fetch lazily.
 *
 * A demo's data modules live in its folder: `src/demos/<demo-id>/data.mjs` builds the data set
 * `<demo-id>`, `src/demos/<demo-id>/data-<part>.mjs` the data set `<demo-id>-<part>`. Each exports
 *   sources: string[]     names of the data sources, each a row of /content-terms
 *   build(): object       the data, built only from packages in node_modules and a seeded
 *                         RNG (lib/rng.mjs): no network, no clock, no Math.random
 * Running it twice writes the same bytes (tests/unit/demo-data.test.ts checks that, and
 * that the committed files are up to date).
 */
import {mkdirSync, readdirSync, writeFileSync} from 'node:fs';
import {dirname, join, relative} from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {DEMOS_DIR, demoIds} from '../demo-ids.mjs';
import {serializeDemoData} from './lib/output.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const OUTPUT_DIR = join(ROOT, 'static', 'data', 'demos');

const DATA_MODULE = /^data(-[a-z0-9]+(?:-[a-z0-9]+)*)?\.mjs$/;

/** The module of every data set, by data-set id. */
function dataModules() {
  const modules = new Map();
  for (const demo of demoIds()) {
    for (const name of readdirSync(join(DEMOS_DIR, demo))) {
      const match = DATA_MODULE.exec(name);
      if (match) modules.set(demo + (match[1] ?? ''), join(DEMOS_DIR, demo, name));
    }
  }
  return modules;
}

/** Ids of every data set, sorted. */
export function dataSetIds() {
  return [...dataModules().keys()].sort();
}

/** The file contents of one data set. */
export async function buildDataSet(id) {
  const path = dataModules().get(id);
  if (!path) throw new Error(`No data module for data set ${id} (known: ${dataSetIds().join(', ')})`);
  const module = await import(pathToFileURL(path).href);
  if (typeof module.build !== 'function') throw new Error(`${relative(ROOT, path)} must export a build() function`);
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
