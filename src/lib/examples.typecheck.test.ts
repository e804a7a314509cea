import {readdirSync} from 'node:fs';
import {join, relative, resolve} from 'node:path';
import ts from 'typescript';
import {beforeAll, describe, expect, it} from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const examplesDir = join(root, 'examples');
const sdkSource = join(root, 'packages/mapweave/src');

const exampleFiles = readdirSync(examplesDir, {withFileTypes: true})
  .filter((entry) => entry.isDirectory())
  .flatMap((entry) => ['react.tsx', 'javascript.ts'].map((file) => join(examplesDir, entry.name, file)));

// The examples are type-checked against the SDK's source, as a user's strict project would
// check them against the published typings.
const compilerOptions: ts.CompilerOptions = {
  strict: true,
  noUncheckedIndexedAccess: true,
  noEmit: true,
  skipLibCheck: true,
  isolatedModules: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  types: ['geojson', 'react'],
  typeRoots: [join(root, 'node_modules/@types')],
  paths: {
    mapweave: [join(sdkSource, 'index.ts')],
    'mapweave/react': [join(sdkSource, 'react/index.ts')],
  },
};

function formatDiagnostic(diagnostic: ts.Diagnostic): string {
  const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
  if (!diagnostic.file || diagnostic.start === undefined) return message;
  const {line, character} = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
  return `${relative(root, diagnostic.file.fileName)}:${line + 1}:${character + 1} ${message}`;
}

describe('examples type-check against the SDK', () => {
  const errorsByFile = new Map<string, string[]>();

  // Building the checker is the slow part (seconds): once, for every example together.
  beforeAll(() => {
    const program = ts.createProgram(exampleFiles, compilerOptions);
    for (const file of exampleFiles) {
      const sourceFile = program.getSourceFile(file);
      if (!sourceFile) {
        errorsByFile.set(file, [`${relative(root, file)} is not in the program`]);
        continue;
      }
      const diagnostics = [
        ...program.getSyntacticDiagnostics(sourceFile),
        ...program.getSemanticDiagnostics(sourceFile),
      ];
      errorsByFile.set(file, diagnostics.map(formatDiagnostic));
    }
  }, 180_000);

  it('has examples to check', () => {
    expect(exampleFiles.length).toBeGreaterThanOrEqual(8);
  });

  it.each(exampleFiles.map((file) => [relative(root, file), file] as const))('%s has no type errors', (_name, file) => {
    expect(errorsByFile.get(file)).toEqual([]);
  });
});
