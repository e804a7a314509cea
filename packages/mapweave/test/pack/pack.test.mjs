// The download is `npm pack -w mapweave`: pack it, check what is inside, install the tarball in
// scratch projects (React 19 and React 18) and import both entry points in plain Node, where
// there is no window or document.
import assert from 'node:assert/strict';
import {mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, before, test} from 'node:test';
import {licenceBanner} from '../../scripts/licence-banner.mjs';
import {packageRoot, packSdk, run} from './pack-sdk.mjs';

let scratch;
let tarball;
let packedFiles;

before(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'mapweave-pack-'));
  ({tarball, files: packedFiles} = await packSdk(scratch));
});

after(async () => {
  if (scratch) await rm(scratch, {recursive: true, force: true});
});

test('the tarball holds the build, README and LICENSE, and no sources or tests', () => {
  for (const expected of [
    'package.json',
    'README.md',
    'CHANGELOG.md',
    'LICENSE',
    'dist/index.js',
    'dist/index.d.ts',
    'dist/react/index.js',
    'dist/react/index.d.ts',
    'dist/graph/worker.js',
    'dist/browser/mapweave.js',
    'dist/browser/mapweave-react.js',
    'dist/browser/worker.js',
    // The basemap's finer levels, labels and place names: chunks for bundlers, scripts for the browser bundle.
    'dist/adapters/basemapData/topology50m.js',
    'dist/adapters/basemapData/topology10m.js',
    'dist/adapters/basemapData/labels.js',
    'dist/browser/basemap-topology50m.js',
    'dist/browser/basemap-topology10m.js',
    'dist/browser/basemap-labels.js',
    'dist/adapters/basemapPlaceChunks.js',
    'dist/adapters/basemapData/places0.js',
    'dist/adapters/basemapData/places9_e000_n045.js',
    'dist/browser/basemap-places0.js',
    'dist/browser/basemap-places9_e000_n045.js',
  ]) {
    assert.ok(packedFiles.includes(expected), `${expected} is missing from the tarball`);
  }
  const stray = packedFiles.filter((path) => /^(src|test|bench|scripts)\//.test(path) || path.endsWith('.tsbuildinfo'));
  assert.deepEqual(stray, []);
});

test("the ES modules' source maps carry their TypeScript; the script-tag bundles and declarations have none", async () => {
  const maps = packedFiles.filter((path) => path.endsWith('.map'));
  assert.deepEqual(
    maps.filter((path) => !path.endsWith('.js.map') || path.startsWith('dist/browser/')),
    [],
  );
  assert.ok(maps.includes('dist/index.js.map'));
  for (const path of maps) {
    const map = JSON.parse(await readFile(join(packageRoot, path), 'utf8'));
    assert.equal(map.sourcesContent?.length, map.sources.length, `${path} points at sources it does not carry`);
  }
});

test('every JavaScript file starts with the licence banner, naming this version', async () => {
  const banner = await licenceBanner();
  const {version} = JSON.parse(await readFile(join(packageRoot, 'package.json'), 'utf8'));
  assert.ok(banner.startsWith(`/*! MapWeave ${version} | Copyright`), banner);
  const scripts = packedFiles.filter((path) => path.endsWith('.js'));
  assert.ok(scripts.length > 50);
  const without = [];
  for (const path of scripts) {
    if (!(await readFile(join(packageRoot, path), 'utf8')).startsWith(`${banner}\n`)) without.push(path);
  }
  assert.deepEqual(without, []);
});

/** The package a bare import specifier names: `@deck.gl/core/typed` → `@deck.gl/core`. */
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

test('every package the declarations import is installed with the SDK (a dependency, its @types, or a peer)', async () => {
  const {dependencies, peerDependencies} = JSON.parse(await readFile(join(packageRoot, 'package.json'), 'utf8'));
  const installed = new Set([...Object.keys(dependencies), ...Object.keys(peerDependencies)]);
  const typesOf = (name) => `@types/${name.startsWith('@') ? name.slice(1).replace('/', '__') : name}`;
  const missing = new Set();
  for (const path of packedFiles.filter((file) => file.endsWith('.d.ts'))) {
    const declarations = await readFile(join(packageRoot, path), 'utf8');
    for (const [, specifier] of declarations.matchAll(/(?:from|import\()\s*'([^'.][^']*)'/g)) {
      const name = packageOf(specifier);
      if (!installed.has(name) && !installed.has(typesOf(name))) missing.add(`${name} (${path})`);
    }
  }
  assert.deepEqual([...missing], []);
});

const nodeCheck = `
if (typeof window !== 'undefined' || typeof document !== 'undefined') throw new Error('not plain Node');
const mapweave = await import('mapweave');
for (const name of ['MapWeave', 'NetworkLayer', 'ObservationsLayer', 'GeoJsonLayer', 'TileLayer',
  'StandaloneAdapter', 'MapLibreAdapter', 'MapboxAdapter', 'MapWeaveError', 'createGraphEngine', 'analyzeInWorker']) {
  if (typeof mapweave[name] !== 'function') throw new Error('mapweave does not export ' + name);
}
const engine = mapweave.createGraphEngine({
  a: { type: 'node', latitude: 0, longitude: 0 }, b: { type: 'node' }, ab: { type: 'link', id1: 'a', id2: 'b' },
});
const degrees = engine.degrees();
if (degrees.a !== 1 || degrees.b !== 1) throw new Error('graph engine degrees: ' + JSON.stringify(degrees));
const react = await import('mapweave/react');
const { createElement } = await import('react');
const { renderToString } = await import('react-dom/server');
const html = renderToString(createElement(react.MapWeave, { className: 'map' },
  createElement(react.NetworkLayer, { id: 'n', data: { a: { type: 'node', latitude: 1, longitude: 2 } } })));
if (!html.includes('class="map"')) throw new Error('server render: ' + html);
const { version } = (await import('react/package.json', { with: { type: 'json' } })).default;
console.log('react ' + version + ': ' + html);
`;

async function installAndImport(reactVersion) {
  const project = await mkdtemp(join(scratch, `react-${reactVersion}-`));
  await writeFile(join(project, 'package.json'), JSON.stringify({name: 'scratch', private: true, type: 'module'}));
  await run(
    'npm',
    [
      'install',
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      tarball,
      `react@${reactVersion}`,
      `react-dom@${reactVersion}`,
    ],
    {cwd: project},
  );
  const {stdout} = await run(process.execPath, ['--input-type=module', '-e', nodeCheck], {cwd: project});
  // CommonJS: Node 20.19+ loads the ES modules through the exports' "default" condition.
  const required = await run(
    process.execPath,
    ['-e', "console.log(typeof require('mapweave').MapWeave, typeof require('mapweave/react').MapWeave)"],
    {cwd: project},
  );
  assert.equal(required.stdout, 'function object\n');
  return stdout;
}

test('installed with React 19, both entry points import and server-render in Node', async () => {
  assert.match(await installAndImport('19'), /^react 19\.[\s\S]*<div class="map"/);
});

test('installed with React 18, both entry points import and server-render in Node', async () => {
  assert.match(await installAndImport('18'), /^react 18\.[\s\S]*<div class="map"/);
});
