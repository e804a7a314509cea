import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {codeBlocks, codeBlocksUnder} from '../../plugins/hover-types/code-blocks';
import {ROOT} from './docs-content';

/**
 * Every sample that creates a MapLibre map, as a bundled app would run it: with maplibre-gl 6 (what
 * `npm install maplibre-gl` gives) the basemap stays empty without `setWorkerUrl`, and without the
 * stylesheet the attribution falls below the map.
 */
const fromFolders = ['docs', 'api'].flatMap((folder) =>
  codeBlocksUnder(path.join(ROOT, folder)).map((block) => ({...block, file: `${folder}/${block.file}`})),
);
const fromReadme = codeBlocks(readFileSync(path.join(ROOT, 'packages/mapweave/README.md'), 'utf8')).map((block) => ({
  ...block,
  file: 'packages/mapweave/README.md',
}));
const mapSamples = [...fromFolders, ...fromReadme].filter(
  ({language, code}) => /^(ts|tsx|js|jsx)$/.test(language) && /new maplibregl\.Map\(/.test(code),
);

describe('MapLibre samples in the docs', () => {
  it('finds the samples', () => {
    expect(mapSamples.length).toBeGreaterThanOrEqual(3);
  });

  it.each(mapSamples.map((sample) => [`${sample.file} (code block at line ${sample.line})`, sample] as const))(
    '%s sets the worker URL and imports the stylesheet',
    (_name, {code}) => {
      expect(code).toContain(
        "maplibregl.setWorkerUrl(new URL('maplibre-gl/dist/maplibre-gl-worker.mjs', import.meta.url).href);",
      );
      expect(code).toContain("import 'maplibre-gl/dist/maplibre-gl.css';");
    },
  );
});
