import * as Comlink from 'comlink';
import type {WorkerShape} from '@valtown/codemirror-ts/worker';
import type {TypeScriptService} from './editor';

/** How long the worker may take to download and set up TypeScript before the editor goes on without it. */
const START_TIMEOUT_MS = 90_000;

export interface StartedTypeScript extends TypeScriptService {
  stop(): void;
}

/**
 * Starts the playground's TypeScript worker (built by src/playground/worker) and waits
 * until its language service holds every declaration file. Rejects with a reason to show.
 */
export function startTypeScriptWorker(url: string): Promise<StartedTypeScript> {
  const inner = new Worker(url, {name: 'playground-typescript'});
  const worker: WorkerShape = Comlink.wrap(inner);
  const stop = () => {
    worker[Comlink.releaseProxy]();
    inner.terminate();
  };
  return new Promise<StartedTypeScript>((resolve, reject) => {
    const fail = (reason: string) => {
      window.clearTimeout(timer);
      stop();
      reject(new Error(reason));
    };
    const timer = window.setTimeout(() => fail('TypeScript took too long to start.'), START_TIMEOUT_MS);
    // A worker script that does not load or throws while starting reports here, not through Comlink.
    inner.addEventListener('error', (event) => {
      event.preventDefault();
      fail(event.message ? `TypeScript could not start: ${event.message}` : 'TypeScript could not be loaded.');
    });
    worker.initialize().then(
      () => {
        window.clearTimeout(timer);
        resolve({worker, stop});
      },
      (error: unknown) => fail(`TypeScript could not start: ${error instanceof Error ? error.message : String(error)}`),
    );
  });
}
