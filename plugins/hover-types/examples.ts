/**
 * Hover types for the example pages' code: each example's two programs (examples/<id>/react.tsx and
 * javascript.ts) explained by the same language service as the docs' samples (./snippets), written
 * as static/hover-types/examples/<id>/<file>.json (a build output, gitignored). The example page
 * fetches the one it shows: the gallery holds 30-odd examples, and no page should carry them all.
 */
import {mkdir, readdir, readFile, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {EXAMPLE_HOVER_TYPES_DIR} from '../../src/hover-types/examples';
import {EXAMPLE_SOURCE_FILES} from '../../src/data/example-meta';
import {addSamples, sampleHoverTypes} from './snippets';

export default function exampleHoverTypesPlugin(context: LoadContext): Plugin {
  const examplesDir = path.join(context.siteDir, 'examples');
  const outDir = path.join(context.siteDir, 'static', EXAMPLE_HOVER_TYPES_DIR);
  return {
    name: 'example-hover-types',
    async loadContent() {
      const ids = (await readdir(examplesDir, {withFileTypes: true})).filter((entry) => entry.isDirectory());
      const programs = await Promise.all(
        ids.flatMap(({name: id}) =>
          Object.values(EXAMPLE_SOURCE_FILES).map(async ({file, language}) => ({
            id,
            file,
            language,
            code: await readFile(path.join(examplesDir, id, file), 'utf8'),
          })),
        ),
      );
      // One program for all of them: adding files one by one would rebuild it for each.
      addSamples(programs);
      await rm(outDir, {recursive: true, force: true});
      for (const {id, file, language, code} of programs) {
        await mkdir(path.join(outDir, id), {recursive: true});
        await writeFile(path.join(outDir, id, `${file}.json`), JSON.stringify(sampleHoverTypes(language, code)));
      }
      return null;
    },
  };
}
