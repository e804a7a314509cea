import {build} from 'esbuild';
import {existsSync} from 'node:fs';
import {mkdir, mkdtemp, rm, writeFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {readmeQuickStarts} from './readme.mjs';
import {startServer} from './server.mjs';

const packageRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const require = createRequire(import.meta.url);

/**
 * Builds the harness scripts (React as page globals, the README quick starts as pages) into a
 * temp folder and serves them with dist/ and maplibre-gl on a local port (MAPWEAVE_TEST_URL).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  for (const bundle of ['mapweave.js', 'mapweave-react.js']) {
    if (!existsSync(join(packageRoot, 'dist', 'browser', bundle))) {
      throw new Error(`dist/browser/${bundle} is missing: run \`npm run build -w mapweave\` before the browser tests`);
    }
  }
  const built = await mkdtemp(join(tmpdir(), 'mapweave-harness-'));
  const quickStarts = readmeQuickStarts(join(packageRoot, 'README.md'));
  const sources = join(built, 'sources');
  await mkdir(sources);
  await writeFile(join(sources, 'readme-js.js'), quickStarts.js);
  await writeFile(join(sources, 'readme-react.jsx'), quickStarts.react);
  const common = {
    bundle: true,
    platform: 'browser',
    target: 'es2022',
    define: {'process.env.NODE_ENV': '"development"'},
    logLevel: 'warning',
  } as const;
  await build({
    ...common,
    entryPoints: [join(packageRoot, 'test', 'browser', 'harness', 'react-globals.ts')],
    outfile: join(built, 'react-globals.js'),
    format: 'iife',
  });
  await build({
    ...common,
    entryPoints: {
      'readme-js': join(sources, 'readme-js.js'),
      'readme-react': join(sources, 'readme-react.jsx'),
    },
    outdir: built,
    format: 'esm',
    jsx: 'automatic',
    nodePaths: [join(packageRoot, 'node_modules'), join(packageRoot, '..', '..', 'node_modules')],
  });
  const server = await startServer({
    '/dist/': join(packageRoot, 'dist'),
    '/harness/': join(packageRoot, 'test', 'browser', 'harness'),
    '/built/': built,
    '/vendor/maplibre-gl/': dirname(require.resolve('maplibre-gl')),
  });
  process.env.MAPWEAVE_TEST_URL = server.url;
  return async () => {
    await server.close();
    await rm(built, {recursive: true, force: true});
  };
}
