import {parseExampleMeta, type ExampleSummary} from './example-meta';
import type {BundlerContext} from './bundler-context';

// The bundler replaces `require.context` with the matching modules at build time, so every
// folder in examples/ is picked up without a list to keep in sync.
declare const require: {context(directory: string, recursive: boolean, pattern: RegExp): BundlerContext};

const metas = require.context('../../examples', true, /^\.\/[^/]+\/meta\.json$/);

let summaries: readonly ExampleSummary[] | undefined;

/**
 * Title, description and features of every example in examples/, sorted by title. Read on first
 * use: every MDX page's components include <PageExamples>, and a page that lists no examples
 * (release notes, most API pages) should not parse 30 files and start a collator on load.
 */
export function exampleSummaries(): readonly ExampleSummary[] {
  summaries ??= metas
    .keys()
    .map((key) => {
      const id = key.split('/')[1] ?? '';
      return {id, ...parseExampleMeta(id, metas(key))};
    })
    .sort((a, b) => a.title.localeCompare(b.title));
  return summaries;
}
