// Builds the script-tag bundles in dist/browser:
//   mapweave.js        IIFE, global `mapweave` (the whole JS API, deck.gl and graphology included)
//   mapweave-react.js  IIFE, global `mapweaveReact`; React, ReactDOM and mapweave come from globals
//   worker.js          the graph-analysis module worker that mapweave.js starts next to itself
//   basemap-*.js       the basemap's finer levels and labels, classic scripts mapweave.js loads when needed
import {build} from 'esbuild';
import {mkdir, readdir, readFile, writeFile} from 'node:fs/promises';
import {dirname, join, relative, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';

const packageRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const src = join(packageRoot, 'src');
const out = join(packageRoot, 'dist', 'browser');

const common = {
  bundle: true,
  platform: 'browser',
  target: 'es2022',
  minify: true,
  // No source maps: they would hold deck.gl's, luma.gl's and graphology's sources (6.7 MB). The ES
  // modules in dist/ carry maps with MapWeave's TypeScript inside, for debugging.
  sourcemap: false,
  legalComments: 'linked',
  // Class names appear in error messages (`NetworkLayer "routes"`) and React display names.
  keepNames: true,
  logLevel: 'warning',
};

/** Resolves the listed bare imports to `globalThis[name]`, so the bundle uses the page's copy. */
function globalsPlugin(globals) {
  const filter = new RegExp(
    `^(${Object.keys(globals)
      .map((name) => name.replace(/[/.]/g, '\\$&'))
      .join('|')})$`,
  );
  return {
    name: 'globals',
    setup(builder) {
      builder.onResolve({filter}, (args) => ({path: args.path, namespace: 'global'}));
      builder.onLoad({filter: /.*/, namespace: 'global'}, (args) => ({
        contents: `module.exports = globalThis[${JSON.stringify(globals[args.path])}];`,
        loader: 'js',
      }));
    },
  };
}

/**
 * The React bindings reach the core only through `src/index.ts`; in the React bundle that import
 * becomes the `mapweave` global, so a page shares one copy of the core between both bundles.
 */
function coreAsGlobalPlugin() {
  const reactDir = join(src, 'react');
  const coreEntry = join(src, 'index.ts');
  return {
    name: 'core-as-global',
    setup(builder) {
      builder.onResolve({filter: /^\./}, (args) => {
        const target = resolve(args.resolveDir, args.path).replace(/\.js$/, '.ts');
        if (!relative(reactDir, target).startsWith('..')) return undefined;
        if (target === coreEntry) return {path: 'mapweave', namespace: 'global'};
        return {errors: [{text: `React bindings must import the core through ../index.js, not ${args.path}`}]};
      });
    },
  };
}

/** `import.meta.url` has no meaning in a classic script: use the URL the bundle was loaded from. */
const bundleUrlShim = join(packageRoot, 'scripts', 'bundle-url.js');

const basemapData = join(src, 'adapters', 'basemapData');
const basemapChunks = (await readdir(basemapData))
  .filter((file) => file.endsWith('.ts'))
  .map((file) => file.slice(0, -3));

/**
 * An IIFE cannot split chunks: each generated basemap data module becomes a classic script of its
 * own, and the bundle gets a loader for it in its place (scripts/basemap-chunk-loader.js).
 */
function basemapChunksPlugin() {
  return {
    name: 'basemap-chunks',
    setup(builder) {
      builder.onLoad({filter: /[\\/]basemapData[\\/]\w+\.ts$/}, async (args) => {
        const chunk = args.path.replace(/^.*[\\/](\w+)\.ts$/, '$1');
        const loader = await readFile(join(packageRoot, 'scripts', 'basemap-chunk-loader.js'), 'utf8');
        return {contents: loader.replaceAll('__MAPWEAVE_CHUNK__', JSON.stringify(chunk)), loader: 'js'};
      });
    },
  };
}

async function writeBasemapChunks() {
  await mkdir(out, {recursive: true});
  for (const chunk of basemapChunks) {
    const source = await readFile(join(basemapData, `${chunk}.ts`), 'utf8');
    const json = source.match(/JSON\.parse\(("(?:[^"\\]|\\.)*")\)/)?.[1];
    if (!json) throw new Error(`${chunk}.ts is not a generated basemap data module`);
    await writeFile(
      join(out, `basemap-${chunk}.js`),
      `(globalThis.mapweaveBasemapData ??= {})[${JSON.stringify(chunk)}] = JSON.parse(${json});\n`,
    );
  }
}

// Started by analyzeInWorker as `new URL('./worker.js', import.meta.url)`: next to mapweave.js.
const workerEntry = join(src, 'graph', 'worker.ts');

await Promise.all([
  build({
    ...common,
    entryPoints: [join(src, 'index.ts')],
    format: 'iife',
    globalName: 'mapweave',
    outfile: join(out, 'mapweave.js'),
    define: {'import.meta.url': '__mapweaveBundleUrl'},
    inject: [bundleUrlShim],
    plugins: [basemapChunksPlugin()],
  }),
  writeBasemapChunks(),
  build({
    ...common,
    entryPoints: [join(src, 'react', 'index.ts')],
    format: 'iife',
    globalName: 'mapweaveReact',
    outfile: join(out, 'mapweave-react.js'),
    plugins: [
      globalsPlugin({react: 'React', 'react-dom': 'ReactDOM', 'react-dom/client': 'ReactDOM', mapweave: 'mapweave'}),
      coreAsGlobalPlugin(),
    ],
  }),
  build({
    ...common,
    entryPoints: [workerEntry],
    format: 'esm',
    outfile: join(out, 'worker.js'),
    metafile: true,
  }).then(({metafile}) => {
    // Pages that cannot load workers from their origin start it from a blob: URL of its text,
    // where no relative import could resolve.
    for (const [file, output] of Object.entries(metafile.outputs)) {
      if (file.endsWith('.js') && (output.imports.length > 0 || output.exports.length > 0)) {
        throw new Error(
          `${file} must be a self-contained module worker (imports: ${output.imports.map((i) => i.path).join(', ') || 'none'}, exports: ${output.exports.join(', ') || 'none'})`,
        );
      }
    }
  }),
]);
