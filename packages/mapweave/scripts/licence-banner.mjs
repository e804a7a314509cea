// Puts MapWeave's licence banner, a `/*! … */` comment that bundlers and minifiers keep, at the top
// of every JavaScript file of dist/ (after `tsc` and build-browser.mjs), so that an application
// that bundles MapWeave carries its notice. A file with a source map gets one more empty
// generated line at the top of its mappings, so that the map still points at the right lines.
import {readdir, readFile, writeFile} from 'node:fs/promises';
import {existsSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';

const packageRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/** `/*! MapWeave 1.5.0 | Copyright (c) 2026 MapWeave. All rights reserved. | … *\/`, from package.json and LICENSE. */
export async function licenceBanner() {
  const {version} = JSON.parse(await readFile(join(packageRoot, 'package.json'), 'utf8'));
  const copyright = (await readFile(join(packageRoot, 'LICENSE'), 'utf8'))
    .split('\n')
    .find((line) => line.startsWith('Copyright'));
  if (!copyright) throw new Error('LICENSE has no Copyright line');
  return `/*! MapWeave ${version} | ${copyright} | Proprietary: see LICENSE in the mapweave package */`;
}

async function addBanner(file, banner) {
  const code = await readFile(file, 'utf8');
  if (code.startsWith(banner)) return;
  await writeFile(file, `${banner}\n${code}`);
  const mapFile = `${file}.map`;
  if (!existsSync(mapFile)) return;
  const map = JSON.parse(await readFile(mapFile, 'utf8'));
  map.mappings = `;${map.mappings}`;
  await writeFile(mapFile, JSON.stringify(map));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const banner = await licenceBanner();
  const dist = join(packageRoot, 'dist');
  const files = (await readdir(dist, {recursive: true})).filter((file) => file.endsWith('.js'));
  await Promise.all(files.map((file) => addBanner(join(dist, file), banner)));
}
