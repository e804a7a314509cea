import {copyFile, mkdir} from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';
import {build} from 'esbuild';

/**
 * Writes the example runner's files to `outDir` (static/runner, gitignored): the frame page, the
 * control kit of example panels (panel.css), the script that loads the others (boot.js), its
 * runtime (React, ReactDOM, sucrase, acorn and the frame's own code as one classic script) and
 * the classic bundles of maplibre-gl and pmtiles, each loaded only by programs that import it. The SDK's bundles, which the frame loads from /sdk/, are copied there
 * by the sdk-download plugin.
 */
export async function buildRunner(siteDir: string, outDir: string): Promise<void> {
  const require = createRequire(path.join(siteDir, 'package.json'));
  const maplibreDist = path.dirname(require.resolve('maplibre-gl/dist/maplibre-gl.js'));
  const pmtilesDist = path.join(path.dirname(require.resolve('pmtiles/package.json')), 'dist');
  await mkdir(outDir, {recursive: true});
  await Promise.all([
    build({
      entryPoints: ['boot', 'runtime'].map((name) => path.join(siteDir, 'src', 'runner', 'frame', `${name}.ts`)),
      bundle: true,
      format: 'iife',
      platform: 'browser',
      target: 'es2022',
      minify: true,
      legalComments: 'linked',
      define: {'process.env.NODE_ENV': '"production"'},
      outdir: outDir,
      logLevel: 'warning',
    }),
    ...['frame.html', 'panel.css'].map((file) =>
      copyFile(path.join(siteDir, 'src', 'runner', 'frame', file), path.join(outDir, file)),
    ),
    copyFile(path.join(maplibreDist, 'maplibre-gl.js'), path.join(outDir, 'maplibre-gl.js')),
    copyFile(path.join(maplibreDist, 'maplibre-gl.css'), path.join(outDir, 'maplibre-gl.css')),
    copyFile(path.join(pmtilesDist, 'pmtiles.js'), path.join(outDir, 'pmtiles.js')),
  ]);
}
