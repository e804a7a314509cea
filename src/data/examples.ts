import {parseExampleMeta, type Example} from '../lib/examples';

interface BundlerContext {
  keys(): string[];
  (request: string): unknown;
}

// The bundler (webpack or Rspack) replaces `require.context` with the matching modules at
// build time, so every folder in examples/ is picked up without a list to keep in sync.
declare const require: {
  context(directory: string, recursive: boolean, pattern: RegExp): BundlerContext;
};

const metas = require.context('../../examples', true, /^\.\/[^/]+\/meta\.json$/);
const sources = require.context('!!raw-loader!../../examples', true, /^\.\/[^/]+\/(react\.tsx|javascript\.ts)$/);

function sourceOf(id: string, file: 'react.tsx' | 'javascript.ts'): string {
  const module = sources(`./${id}/${file}`) as {default?: unknown};
  if (typeof module.default !== 'string') throw new Error(`examples/${id}/${file} is missing`);
  return module.default;
}

/** Every example of examples/, sorted by title. */
export const EXAMPLES: readonly Example[] = metas
  .keys()
  .map((key) => {
    const id = key.split('/')[1] ?? '';
    return {
      id,
      ...parseExampleMeta(id, metas(key)),
      source: {react: sourceOf(id, 'react.tsx'), javascript: sourceOf(id, 'javascript.ts')},
    };
  })
  .sort((a, b) => a.title.localeCompare(b.title));
