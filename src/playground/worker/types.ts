/** What the playground-worker plugin puts in its global data. */
export interface PlaygroundWorkerData {
  /** Site path (without the base URL) of the worker script, content-hashed. */
  workerPath: string;
}

export const PLAYGROUND_WORKER_PLUGIN_NAME = 'mapweave-playground-worker';
