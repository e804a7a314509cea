import type {WorkerType} from './protocol.js';

/** Set by `setAnalysisWorkerUrl`; null: the worker next to this module. */
let workerUrl: string | URL | null = null;

export function setGraphWorkerUrl(url: string | URL | null): void {
  workerUrl = url;
}

/** How `startGraphWorker` starts the worker now. */
export function graphWorkerType(): WorkerType {
  return workerUrl ? 'classic' : 'module';
}

/**
 * Starts a graph worker (analysis and layouts share its script), or returns null where none can
 * start: no `Worker` (Node), a bundle without the worker file, a CSP that forbids workers.
 */
export function startGraphWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    // worker.js has no imports, so a URL set by setAnalysisWorkerUrl starts it as a classic worker:
    // an opaque-origin frame (the site's sandboxed runner) may start classic workers from blob:
    // URLs but not module workers (Chromium 156).
    return workerUrl
      ? new Worker(workerUrl, {type: 'classic'})
      : new Worker(new URL('./worker.js', import.meta.url), {type: 'module'});
  } catch {
    return null;
  }
}
