// The playground's TypeScript service, run in a Web Worker: bundled with esbuild by index.ts,
// with every declaration file it needs inlined, so it works offline and asks no server.
import ts from 'typescript';
import {createSystem, createVirtualTypeScriptEnvironment} from '@typescript/vfs';
import * as Comlink from 'comlink';
import {createWorker} from '@valtown/codemirror-ts/worker';
import typeFiles from 'virtual:playground-type-files';
import {playgroundCompilerOptions} from './compiler-options';

Comlink.expose(
  createWorker(async () => {
    const system = createSystem(new Map(Object.entries(typeFiles)));
    return createVirtualTypeScriptEnvironment(system, [], ts, playgroundCompilerOptions(ts));
  }),
);
