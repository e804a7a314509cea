import type {Example} from './example-meta';
import type {BundlerContext} from './bundler-context';
import {exampleSummaries} from './example-summaries';

// See example-summaries.ts; raw-loader hands each source file over as its text.
declare const require: {context(directory: string, recursive: boolean, pattern: RegExp): BundlerContext};

const sources = require.context('!!raw-loader!../../examples', true, /^\.\/[^/]+\/(react\.tsx|javascript\.ts)$/);

function sourceOf(id: string, file: 'react.tsx' | 'javascript.ts'): string {
  const module = sources(`./${id}/${file}`) as {default?: unknown};
  if (typeof module.default !== 'string') throw new Error(`examples/${id}/${file}: raw-loader gave no text`);
  return module.default;
}

/** Every example in examples/ with its React and JavaScript source, sorted by title. */
export const EXAMPLES: readonly Example[] = exampleSummaries().map((summary) => ({
  ...summary,
  source: {react: sourceOf(summary.id, 'react.tsx'), javascript: sourceOf(summary.id, 'javascript.ts')},
}));
