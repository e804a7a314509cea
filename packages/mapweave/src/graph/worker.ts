import { MapWeaveError } from '../core/errors.js';
import { runGraphAlgorithm } from './GraphEngine.js';
import type { AnalysisRequest, AnalysisResponse } from './protocol.js';

/** The parts of a dedicated worker's global scope used here (the DOM lib types `self` as Window). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<AnalysisRequest>) => void) | null;
  postMessage(message: AnalysisResponse): void;
}

const scope = globalThis as unknown as WorkerScope;

scope.onmessage = (event) => {
  const { requestId, input, algorithm, options } = event.data;
  try {
    scope.postMessage({ requestId, ok: true, result: runGraphAlgorithm(input, algorithm, options) });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const details = error instanceof MapWeaveError ? { code: error.code, ids: error.ids } : {};
    scope.postMessage({ requestId, ok: false, error: { message, ...details } });
  }
};
