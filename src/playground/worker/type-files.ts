import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import {PLAYGROUND_LIBS} from './compiler-options';

/**
 * The declaration files the playground's TypeScript worker sees, keyed by their path in its
 * virtual file system: TypeScript's own `lib.*.d.ts` at the root (where @typescript/vfs looks
 * for them) and each package under `/node_modules/<name>/`, as a real project would have them.
 */
export type TypeFiles = Record<string, string>;

/** The lib names a lib file pulls in with `/// <reference lib="…" />`, as file names. */
export function libReferences(source: string): string[] {
  return [...source.matchAll(/^\/\/\/\s*<reference\s+lib="([^"]+)"\s*\/>/gm)].map(
    (match) => `lib.${(match[1] ?? '').toLowerCase()}.d.ts`,
  );
}

/**
 * The source without its `/** … *\/` comments. Used on the DOM libs only: their MDN notes are
 * two thirds of the worker's declarations and document the browser, not MapWeave.
 */
export function stripDocComments(source: string): string {
  return source.replace(/\/\*\*[\s\S]*?\*\/[ \t]*\r?\n?/g, '');
}

const DOM_LIB = /^lib\.dom\./;

/** The root lib files and every lib they reference, directly or not. */
export async function collectLibFiles(libDir: string, roots: readonly string[]): Promise<TypeFiles> {
  const files: TypeFiles = {};
  const queue = [...roots];
  for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
    if (`/${name}` in files) continue;
    let source: string;
    try {
      source = await readFile(path.join(libDir, name), 'utf8');
    } catch {
      throw new Error(`playground worker: TypeScript has no ${name} in ${libDir}`);
    }
    files[`/${name}`] = DOM_LIB.test(name) ? stripDocComments(source) : source;
    queue.push(...libReferences(source));
  }
  return files;
}

async function declarationFiles(dir: string, skip: (relative: string) => boolean, base = dir): Promise<string[]> {
  const entries = await readdir(dir, {withFileTypes: true});
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const full = path.join(dir, entry.name);
      const relative = path.relative(base, full).split(path.sep).join('/');
      if (skip(relative)) return [];
      if (entry.isDirectory()) return declarationFiles(full, skip, base);
      return entry.name.endsWith('.d.ts') ? [relative] : [];
    }),
  );
  return nested.flat();
}

/** The package.json fields module resolution reads, without scripts and dependencies. */
export function typingsManifest(manifest: Record<string, unknown>): string {
  const kept: Record<string, unknown> = {};
  for (const key of ['name', 'version', 'type', 'types', 'typings', 'typesVersions', 'exports', 'main']) {
    if (manifest[key] !== undefined) kept[key] = manifest[key];
  }
  return JSON.stringify(kept);
}

export interface TypedPackage {
  /** The name user code imports, e.g. `mapweave` or `@types/react`. */
  name: string;
  /** Where the package is on disk. */
  dir: string;
  /** The folders (relative, `/`-separated) to take declarations from; default: the whole package. */
  only?: readonly string[];
  /** Folders or files (relative, `/`-separated) whose declarations are left out. */
  skip?: readonly string[];
}

export async function collectPackageFiles({name, dir, only = ['.'], skip = []}: TypedPackage): Promise<TypeFiles> {
  const files: TypeFiles = {};
  const manifest = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8')) as Record<string, unknown>;
  files[`/node_modules/${name}/package.json`] = typingsManifest(manifest);
  const skipped = (relative: string) => relative === 'node_modules' || skip.includes(relative);
  const declarations = (
    await Promise.all(only.map((folder) => declarationFiles(path.join(dir, folder), skipped, dir)))
  ).flat();
  if (declarations.length === 0)
    throw new Error(`playground worker: ${name} has no .d.ts files in ${dir} (is it built?)`);
  for (const relative of declarations.sort()) {
    files[`/node_modules/${name}/${relative}`] = await readFile(path.join(dir, relative), 'utf8');
  }
  return files;
}

/** Everything the worker needs, from the site's checkout. */
export async function collectTypeFiles(siteDir: string): Promise<TypeFiles> {
  const modules = path.join(siteDir, 'node_modules');
  const packages: TypedPackage[] = [
    // The SDK's own typings as `npm run build -w mapweave` writes them; the browser bundle is not a module.
    {name: 'mapweave', dir: path.join(siteDir, 'packages', 'mapweave'), only: ['dist'], skip: ['dist/browser']},
    {name: '@types/react', dir: path.join(modules, '@types', 'react'), skip: ['ts5.0']},
    {name: '@types/react-dom', dir: path.join(modules, '@types', 'react-dom')},
    {name: '@types/geojson', dir: path.join(modules, '@types', 'geojson')},
    {name: 'maplibre-gl', dir: path.join(modules, 'maplibre-gl'), only: ['dist']},
    {name: 'pmtiles', dir: path.join(modules, 'pmtiles'), only: ['dist/esm']},
  ];
  const parts = await Promise.all([
    collectLibFiles(path.join(modules, 'typescript', 'lib'), PLAYGROUND_LIBS),
    ...packages.map(collectPackageFiles),
  ]);
  return Object.assign({}, ...parts) as TypeFiles;
}
