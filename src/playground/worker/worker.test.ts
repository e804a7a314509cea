import {readFileSync, readdirSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {createSystem, createVirtualTypeScriptEnvironment} from '@typescript/vfs';
import ts from 'typescript';
import {beforeAll, describe, expect, it} from 'vitest';
import {PLAYGROUND_FILE, playgroundCompilerOptions} from './compiler-options';
import {collectTypeFiles, libReferences, stripDocComments, typingsManifest, type TypeFiles} from './type-files';

const root = resolve(import.meta.dirname, '../../..');

describe('playground worker type files: pieces', () => {
  it('reads the libs a lib file references', () => {
    const source =
      '/// <reference no-default-lib="true"/>\n/// <reference lib="es2021" />\n///   <reference lib="ES2022.Array"/>\ninterface A {}';
    expect(libReferences(source)).toEqual(['lib.es2021.d.ts', 'lib.es2022.array.d.ts']);
  });

  it('drops doc comments and nothing else', () => {
    const source =
      '/// <reference lib="es2015" />\n/** Docs\n * more */\ninterface A { /** x */ x: string; y: "/* not a comment */" }\n';
    expect(stripDocComments(source)).toBe(
      '/// <reference lib="es2015" />\ninterface A { x: string; y: "/* not a comment */" }\n',
    );
  });

  it('keeps only the manifest fields module resolution reads', () => {
    const manifest = {
      name: 'p',
      version: '1.0.0',
      types: 'index.d.ts',
      exports: {'.': {types: './index.d.ts'}},
      scripts: {x: 'y'},
      dependencies: {a: '1'},
    };
    expect(JSON.parse(typingsManifest(manifest))).toEqual({
      name: 'p',
      version: '1.0.0',
      types: 'index.d.ts',
      exports: {'.': {types: './index.d.ts'}},
    });
  });
});

// The worker's TypeScript service, run here in Node on the same files and options.
describe('playground worker type files: a checked program', () => {
  let files: TypeFiles;
  let env: ReturnType<typeof createVirtualTypeScriptEnvironment>;

  beforeAll(async () => {
    files = await collectTypeFiles(root);
    env = createVirtualTypeScriptEnvironment(
      createSystem(new Map(Object.entries(files))),
      [],
      ts,
      playgroundCompilerOptions(ts),
    );
  }, 120_000);

  function diagnostics(path: string, code: string): string[] {
    if (env.getSourceFile(path)) env.updateFile(path, code);
    else env.createFile(path, code);
    return [
      ...env.languageService.getSyntacticDiagnostics(path),
      ...env.languageService.getSemanticDiagnostics(path),
    ].map((d) => {
      const {line} = ts.getLineAndCharacterOfPosition(d.file!, d.start ?? 0);
      return `${line + 1}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
    });
  }

  it('ships the SDK typings, React, GeoJSON, maplibre-gl and the libs they need', () => {
    for (const path of [
      '/node_modules/mapweave/package.json',
      '/node_modules/mapweave/dist/index.d.ts',
      '/node_modules/mapweave/dist/react/index.d.ts',
      '/node_modules/@types/react/index.d.ts',
      '/node_modules/@types/react/jsx-runtime.d.ts',
      '/node_modules/@types/react-dom/client.d.ts',
      '/node_modules/@types/geojson/index.d.ts',
      '/node_modules/maplibre-gl/dist/maplibre-gl.d.ts',
      '/lib.es5.d.ts',
      '/lib.es2022.d.ts',
      '/lib.dom.d.ts',
    ]) {
      expect(files, path).toHaveProperty([path]);
    }
    expect(Object.keys(files).filter((path) => path.includes('/ts5.0/') || path.endsWith('.map'))).toEqual([]);
  });

  // The examples' type-check test checks them all against the SDK's source; here a few, through
  // the built typings the playground ships (checking each costs about a second).
  it.each(
    readdirSync(join(root, 'examples'), {withFileTypes: true})
      .filter((entry) => entry.isDirectory())
      .slice(0, 3)
      .flatMap((entry) => [
        [`${entry.name}/react.tsx`, PLAYGROUND_FILE.react],
        [`${entry.name}/javascript.ts`, PLAYGROUND_FILE.javascript],
      ]),
  )(
    'examples/%s shows no error in the playground',
    (file, path) => {
      expect(diagnostics(path, readFileSync(join(root, 'examples', file), 'utf8'))).toEqual([]);
    },
    60_000,
  );

  it('reports a misuse of the SDK on its line, with the SDK type named', () => {
    const code = "import { NetworkLayer } from 'mapweave';\n\nconst layer = new NetworkLayer({ id: 42, data: {} });\n";
    const found = diagnostics(PLAYGROUND_FILE.javascript, code);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^3: Type 'number' is not assignable to type 'string'/);
  });

  it('resolves mapweave/react, react and react-dom/client in a React program', () => {
    const code = [
      "import { createRoot } from 'react-dom/client';",
      "import { MapWeave } from 'mapweave/react';",
      "import { useState } from 'react';",
      'export default function App() {',
      '  const [zoom] = useState<number>(2);',
      '  return <MapWeave view={{ longitude: 0, latitude: 0, zoom }} notAProp />;',
      '}',
      'createRoot(document.body);',
    ].join('\n');
    const found = diagnostics(PLAYGROUND_FILE.react, code);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^6: .*notAProp/s);
  });

  it('names an import the playground does not have', () => {
    expect(diagnostics(PLAYGROUND_FILE.javascript, "import leaflet from 'leaflet';\nconsole.log(leaflet);\n")).toEqual([
      "1: Cannot find module 'leaflet' or its corresponding type declarations.",
    ]);
  });
});
