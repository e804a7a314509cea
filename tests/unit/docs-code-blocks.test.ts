import {mkdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {beforeAll, describe, expect, it} from 'vitest';
import {codeBlocks, listPages, readPage, ROOT, SDK_SRC, type ContentRoot} from './docs-content';

/** Code samples that use the SDK: ```ts / ```tsx blocks importing `mapweave` or `mapweave/react`. */
interface Sample {
  name: string;
  file: string;
  code: string;
}

const IMPORTS_SDK = /from\s+['"]mapweave(\/react)?['"]/;
// Inside the repository (gitignored), so that `react` and `maplibre-gl` resolve from its node_modules.
const OUT_DIR = path.join(ROOT, '.tmp', 'docs-code-blocks');

function collectSamples(): Sample[] {
  return (['docs', 'api'] as ContentRoot[]).flatMap((root) =>
    listPages(root).flatMap((page) =>
      codeBlocks(readPage(root, page))
        .filter((block) => (block.language === 'ts' || block.language === 'tsx') && IMPORTS_SDK.test(block.code))
        .map((block) => {
          const name = `${root}/${page} (code block at line ${block.line})`;
          const file = path.join(OUT_DIR, `${root}-${page.replaceAll('/', '-')}-${block.line}.${block.language}`);
          return {name, file, code: block.code};
        }),
    ),
  );
}

const samples = collectSamples();

const compilerOptions: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  noUncheckedIndexedAccess: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  types: ['geojson'],
  skipLibCheck: true,
  isolatedModules: true,
  paths: {
    mapweave: [path.join(SDK_SRC, 'index.ts')],
    'mapweave/react': [path.join(SDK_SRC, 'react', 'index.ts')],
  },
};

function format(diagnostic: ts.Diagnostic): string {
  const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
  if (!diagnostic.file || diagnostic.start === undefined) return message;
  const {line, character} = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
  return `line ${line + 1}:${character + 1} of the block: ${message}`;
}

describe('code samples in docs/ and api/ type-check against the SDK sources', () => {
  const errorsByFile = new Map<string, string[]>();

  beforeAll(() => {
    rmSync(OUT_DIR, {recursive: true, force: true});
    mkdirSync(OUT_DIR, {recursive: true});
    for (const sample of samples) writeFileSync(sample.file, sample.code);
    const program = ts.createProgram(
      samples.map((sample) => sample.file),
      compilerOptions,
    );
    for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
      const file = diagnostic.file?.fileName;
      if (!file) {
        errorsByFile.set('(global)', [...(errorsByFile.get('(global)') ?? []), format(diagnostic)]);
        continue;
      }
      errorsByFile.set(path.resolve(file), [...(errorsByFile.get(path.resolve(file)) ?? []), format(diagnostic)]);
    }
  }, 180_000);

  it('finds the samples', () => {
    expect(samples.length).toBeGreaterThan(30);
  });

  it('has no configuration error', () => {
    expect(errorsByFile.get('(global)') ?? []).toEqual([]);
  });

  it.each(samples.map((sample) => [sample.name, sample] as const))('%s', (_name, sample) => {
    expect(errorsByFile.get(sample.file) ?? []).toEqual([]);
  });
});
