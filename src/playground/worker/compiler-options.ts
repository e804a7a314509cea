import type ts from 'typescript';

/** The libraries user code is checked against: the same as the examples' type-check test. */
export const PLAYGROUND_LIBS = ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'];

/** The editor's file for each framework: `.tsx` for React, `.ts` for plain JavaScript. */
export const PLAYGROUND_FILE = {react: '/playground.tsx', javascript: '/playground.ts'} as const;

/**
 * How the worker checks user code: as the examples' type-check test does (strict, the same
 * libs), so an example that passes there shows no error in the playground.
 */
export function playgroundCompilerOptions(typescript: typeof ts): ts.CompilerOptions {
  return {
    strict: true,
    noUncheckedIndexedAccess: true,
    skipLibCheck: true,
    isolatedModules: true,
    // The editor's file is always a module, so a program without imports declares nothing global.
    moduleDetection: typescript.ModuleDetectionKind.Force,
    target: typescript.ScriptTarget.ES2022,
    module: typescript.ModuleKind.ESNext,
    moduleResolution: typescript.ModuleResolutionKind.Bundler,
    jsx: typescript.JsxEmit.ReactJSX,
    lib: PLAYGROUND_LIBS,
    types: [],
  };
}
