// Packs the SDK as the download is made (`npm pack -w mapweave`) from the dist/ already built.
import assert from 'node:assert/strict';
import {execFile} from 'node:child_process';
import {existsSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {promisify} from 'node:util';

export const run = promisify(execFile);
export const packageRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const repoRoot = join(packageRoot, '..', '..');

/** Packs into `destination`; resolves to the tarball's path and the paths of the files in it. */
export async function packSdk(destination) {
  assert.ok(
    existsSync(join(packageRoot, 'dist', 'index.js')),
    'dist/ is missing: run `npm run build -w mapweave` first',
  );
  // dist/ is already built; --ignore-scripts skips the prepack rebuild.
  const {stdout} = await run(
    'npm',
    ['pack', '-w', 'mapweave', '--json', '--ignore-scripts', '--pack-destination', destination],
    {cwd: repoRoot},
  );
  const [packed] = JSON.parse(stdout);
  return {tarball: join(destination, packed.filename), files: packed.files.map((file) => file.path)};
}
