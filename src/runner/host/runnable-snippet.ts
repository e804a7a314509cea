import type {Framework} from '../../lib/framework';

/** A code block of a docs or API page that runs as it is in the sandboxed runner. */
export interface RunnableSnippet {
  framework: Framework;
  /** The block's code, plus `export default App;` when a React block names its component. */
  source: string;
}

const IMPORTS_SDK = /from\s+['"]mapweave['"]/;
const IMPORTS_SDK_REACT = /from\s+['"]mapweave\/react['"]/;

/**
 * Whether a fenced code block is a whole program the runner can run, and how:
 * - JavaScript (`ts`): imports `mapweave` and draws into the element with id `map`, which is
 *   what the runner's frame provides;
 * - React (`tsx`): imports `mapweave/react` and default-exports its component, or exports
 *   exactly one function component that takes no props (the runner renders the default
 *   export, so one is added after the code, leaving its line numbers as the reader sees them).
 * Blocks that are fragments (a layer without a map, a component that needs props) are not.
 */
export function runnableSnippet(language: string, code: string): RunnableSnippet | null {
  if (
    language === 'ts' &&
    IMPORTS_SDK.test(code) &&
    !IMPORTS_SDK_REACT.test(code) &&
    /\bcontainer:\s*['"]map['"]/.test(code)
  ) {
    return {framework: 'javascript', source: code};
  }
  if (language !== 'tsx' || !IMPORTS_SDK_REACT.test(code)) return null;
  if (/^export default\b/m.test(code)) return {framework: 'react', source: code};
  const exported = [...code.matchAll(/^export function ([A-Z]\w*)\s*\(([^)]*)\)/gm)];
  if (exported.length !== 1 || exported[0]![2]!.trim() !== '') return null;
  return {framework: 'react', source: `${code.replace(/\s+$/, '')}\n\nexport default ${exported[0]![1]};\n`};
}

/** The language of a fenced code block from its `className` (`language-tsx`), or ''. */
export function codeBlockLanguage(className: string | undefined): string {
  return /(?:^|\s)language-(\S+)/.exec(className ?? '')?.[1] ?? '';
}
