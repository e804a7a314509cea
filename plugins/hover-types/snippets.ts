/**
 * The SDK's code samples (```ts / ```tsx blocks of docs/ and api/ that import `mapweave`), checked
 * and explained by one TypeScript language service against the SDK's published `.d.ts`
 * (packages/mapweave/dist, as an application sees it). The docs build and the docs-code-blocks test
 * both use it: the build fails on a type error in a sample, and each SDK name of a sample gets its
 * type and doc comment for the hover popups.
 */
import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import ts from 'typescript';
import type {HoverTypes} from '../../src/hover-types/data';
import {codeBlocksUnder} from './code-blocks';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SDK_DIST = path.join(ROOT, 'packages/mapweave/dist') + path.sep;
// Inside the repository, so that `mapweave`, `react` and `maplibre-gl` resolve from its node_modules. Never written to disk.
const SAMPLE_DIR = path.join(ROOT, '.tmp', 'snippets');

const IMPORTS_SDK = /from\s+['"]mapweave(\/react)?['"]/;

/** Whether a code block is a sample of the SDK's API, type-checked and given hover types. */
export function isSdkSample(language: string | null | undefined, code: string): language is 'ts' | 'tsx' {
  return (language === 'ts' || language === 'tsx') && IMPORTS_SDK.test(code);
}

export interface Sample {
  /** Its page and line: `docs/getting-started.mdx (code block at line 51)`. */
  name: string;
  language: 'ts' | 'tsx';
  code: string;
}

/** The SDK samples of the Markdown pages under these folders of the repository. */
export function sdkSamples(folders: readonly string[]): Sample[] {
  return folders.flatMap((folder) =>
    codeBlocksUnder(path.join(ROOT, folder)).flatMap(({file, line, language, code}) =>
      isSdkSample(language, code) ? [{name: `${folder}/${file} (code block at line ${line})`, language, code}] : [],
    ),
  );
}

const compilerOptions: ts.CompilerOptions = {
  strict: true,
  exactOptionalPropertyTypes: true,
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
};

/** What a bundler's client types declare (Vite's `vite/client`): a stylesheet import such as MapLibre's. */
const BUNDLER_TYPES = path.join(SAMPLE_DIR, 'bundler.d.ts');
const samples = new Map<string, string>([[BUNDLER_TYPES, "declare module '*.css';\n"]]);
let version = 0;

const host: ts.LanguageServiceHost = {
  getCompilationSettings: () => compilerOptions,
  getScriptFileNames: () => [...samples.keys()],
  getProjectVersion: () => String(version),
  getScriptVersion: () => '1',
  getScriptSnapshot: (file) => {
    const text = samples.get(file) ?? (existsSync(file) ? readFileSync(file, 'utf8') : undefined);
    return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text);
  },
  getCurrentDirectory: () => ROOT,
  getDefaultLibFileName: (options) => ts.getDefaultLibFilePath(options),
  fileExists: (file) => samples.has(file) || ts.sys.fileExists(file),
  readFile: (file) => samples.get(file) ?? ts.sys.readFile(file),
  readDirectory: ts.sys.readDirectory,
  directoryExists: ts.sys.directoryExists,
  getDirectories: ts.sys.getDirectories,
  realpath: ts.sys.realpath,
};

let service: ts.LanguageService | null = null;

/** The sample's file in the service (its name is its content's hash: the same code is checked once). */
function fileOf(language: 'ts' | 'tsx', code: string): string {
  return path.join(SAMPLE_DIR, `${createHash('sha1').update(code).digest('hex').slice(0, 16)}.${language}`);
}

/**
 * Adds samples to the service at once. Each change of its files makes a new program, whose type
 * checker merges the DOM's and the SDK's declarations again (about a second): adding every sample
 * before the first query checks them all in one program.
 */
export function addSamples(list: readonly Pick<Sample, 'language' | 'code'>[]): void {
  const before = samples.size;
  for (const {language, code} of list) samples.set(fileOf(language, code), code);
  if (samples.size > before) version += 1;
}

function sampleFile(language: 'ts' | 'tsx', code: string): string {
  addSamples([{language, code}]);
  service ??= ts.createLanguageService(host, ts.createDocumentRegistry());
  return fileOf(language, code);
}

function describe(diagnostic: ts.Diagnostic): string {
  const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
  if (!diagnostic.file || diagnostic.start === undefined) return message;
  const {line, character} = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
  return `line ${line + 1}:${character + 1} of the block: ${message}`;
}

/** The sample's type errors (and the configuration's), each with its line and column in the block. */
export function sampleErrors(language: 'ts' | 'tsx', code: string): string[] {
  const file = sampleFile(language, code);
  return [
    ...service!.getCompilerOptionsDiagnostics(),
    ...service!.getSyntacticDiagnostics(file),
    ...service!.getSemanticDiagnostics(file),
  ].map(describe);
}

function identifiers(node: ts.Node, found: ts.Identifier[] = []): ts.Identifier[] {
  if (ts.isIdentifier(node)) found.push(node);
  ts.forEachChild(node, (child) => void identifiers(child, found));
  return found;
}

/** Whether the name at `position` is declared by the SDK (an export, a member, an option key), not by the sample. */
function declaredBySdk(file: string, position: number): boolean {
  const definitions = service!.getDefinitionAtPosition(file, position) ?? [];
  return definitions.length > 0 && definitions.every((definition) => definition.fileName.startsWith(SDK_DIST));
}

const hoverTypesByFile = new Map<string, HoverTypes>();

/**
 * Each name of the sample that the SDK declares, with its type as the editor's quick info shows it
 * and its doc comment, keyed by the text of its line (what a rendered code line knows of itself).
 * Worked out once per sample: the server and client builds both ask, and the checker prints a
 * union's members in the order it first met them, which depends on what it was asked before, so
 * asking twice could print `"link" | "node"` for the server's HTML and `"node" | "link"` for the
 * page that hydrates it.
 */
export function sampleHoverTypes(language: 'ts' | 'tsx', code: string): HoverTypes {
  const file = sampleFile(language, code);
  let hoverTypes = hoverTypesByFile.get(file);
  if (!hoverTypes) {
    hoverTypes = quickInfoOfSdkNames(file, code);
    hoverTypesByFile.set(file, hoverTypes);
  }
  return hoverTypes;
}

function quickInfoOfSdkNames(file: string, code: string): HoverTypes {
  const source = service!.getProgram()!.getSourceFile(file)!;
  const lineTexts = code.split('\n');
  const entries: HoverTypes['entries'] = [];
  const entryIndex = new Map<string, number>();
  const lines: HoverTypes['lines'] = {};
  const lineOwner = new Map<string, number>();
  for (const identifier of identifiers(source)) {
    const start = identifier.getStart(source);
    if (!declaredBySdk(file, start)) continue;
    const info = service!.getQuickInfoAtPosition(file, start);
    if (!info) continue;
    const type = ts.displayPartsToString(info.displayParts);
    const doc = ts.displayPartsToString(info.documentation).trim();
    const key = `${type}\n${doc}`;
    let entry = entryIndex.get(key);
    if (entry === undefined) {
      entry = entries.push([type, doc]) - 1;
      entryIndex.set(key, entry);
    }
    const {line, character} = source.getLineAndCharacterOfPosition(start);
    const text = lineTexts[line]!;
    // Two lines with the same text show the same names: the first one's types stand for both.
    if ((lineOwner.get(text) ?? line) !== line) continue;
    lineOwner.set(text, line);
    (lines[text] ??= []).push([character, identifier.text.length, entry]);
  }
  return {entries, lines};
}
