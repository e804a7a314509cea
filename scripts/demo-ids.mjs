/**
 * The ids of the demos for the Node scripts, which cannot import the registry
 * (src/data/demos.ts): the folders of src/demos/, one per demo. tests/unit/demos-layout.test.ts
 * checks that they are the registry's ids.
 */
import {readdirSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';

export const DEMOS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'demos');

/** Every demo id, sorted. */
export function demoIds() {
  return readdirSync(DEMOS_DIR, {withFileTypes: true})
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}
