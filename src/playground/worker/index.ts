import {createHash} from 'node:crypto';
import {mkdir, readdir, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {build, type Plugin as EsbuildPlugin} from 'esbuild';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {collectTypeFiles} from './type-files';
import {PLAYGROUND_WORKER_PLUGIN_NAME, type PlaygroundWorkerData} from './types';

/** Served at /playground-worker/; the folder is a build output (gitignored). */
const OUTPUT_FOLDER = 'playground-worker';

/** TypeScript reaches for Node's modules only when it runs in Node; in the worker they are empty. */
const nodeBuiltinsEmpty: EsbuildPlugin = {
  name: 'node-builtins-empty',
  setup(builder) {
    const builtins = /^(node:)?(fs|path|os|crypto|perf_hooks|inspector|source-map-support|module|url|util|buffer)$/;
    builder.onResolve({filter: builtins}, (args) => ({path: args.path, namespace: 'empty-module'}));
    builder.onLoad({filter: /.*/, namespace: 'empty-module'}, () => ({contents: 'module.exports = {};', loader: 'js'}));
  },
};

function typeFilesModule(siteDir: string): EsbuildPlugin {
  return {
    name: 'playground-type-files',
    setup(builder) {
      builder.onResolve({filter: /^virtual:playground-type-files$/}, (args) => ({
        path: args.path,
        namespace: 'type-files',
      }));
      builder.onLoad({filter: /.*/, namespace: 'type-files'}, async () => ({
        contents: JSON.stringify(await collectTypeFiles(siteDir)),
        loader: 'json',
      }));
    },
  };
}

/** Bundles worker.ts (TypeScript, its libs, the SDK's and React's typings) into one minified script. */
export async function buildPlaygroundWorker(siteDir: string, staticDir: string): Promise<PlaygroundWorkerData> {
  const result = await build({
    entryPoints: [path.join(siteDir, 'src', 'playground', 'worker', 'worker.ts')],
    bundle: true,
    minify: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    write: false,
    legalComments: 'none',
    define: {'process.env.NODE_ENV': '"production"'},
    plugins: [nodeBuiltinsEmpty, typeFilesModule(siteDir)],
    logLevel: 'silent',
  });
  const output = result.outputFiles[0];
  if (output === undefined) throw new Error('playground worker: esbuild wrote no output');
  const hash = createHash('sha256').update(output.contents).digest('hex').slice(0, 12);
  const fileName = `ts-worker.${hash}.js`;
  const outDir = path.join(staticDir, OUTPUT_FOLDER);
  await mkdir(outDir, {recursive: true});
  // Earlier builds' workers are dropped: only the current one ships.
  for (const old of await readdir(outDir)) {
    if (old !== fileName) await rm(path.join(outDir, old), {force: true});
  }
  await writeFile(path.join(outDir, fileName), output.contents);
  return {workerPath: `/${OUTPUT_FOLDER}/${fileName}`};
}

/**
 * Builds the playground's TypeScript worker into static/playground-worker. It reads the SDK's
 * `.d.ts` from packages/mapweave/dist, so it runs once every plugin has loaded its content
 * (the sdk-download plugin builds the SDK in its own loadContent).
 */
export default function playgroundWorkerPlugin(context: LoadContext): Plugin {
  const staticDir = path.join(context.siteDir, 'static');
  // Bundling TypeScript takes seconds: once per process, not on every dev-server reload.
  let built: Promise<PlaygroundWorkerData> | null = null;
  return {
    name: PLAYGROUND_WORKER_PLUGIN_NAME,
    async allContentLoaded({actions}) {
      built ??= buildPlaygroundWorker(context.siteDir, staticDir).catch((error: unknown) => {
        built = null;
        throw error;
      });
      actions.setGlobalData(await built);
    },
  };
}
