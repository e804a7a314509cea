import {MapWeaveError, describeValue} from '../core/errors.js';
import {readOptions} from '../core/optionRules.js';
import type {NetworkData} from '../core/types.js';
import {toGraphInput} from './input.js';
import {ANALYZE_RULES} from './options.js';
import {UNREADABLE_REQUEST, type AnalysisRequest, type AnalysisResponse} from './protocol.js';
import type {AnalyzeOptions, AnalyzeRunOptions, GraphAlgorithm, GraphAlgorithmResults, GraphInput} from './types.js';
import {graphWorkerType, setGraphWorkerUrl, startGraphWorker} from './workerScript.js';

const ALGORITHMS: readonly GraphAlgorithm[] = ['betweenness', 'closeness', 'communities', 'components', 'degrees'];

interface PendingRequest {
  input: GraphInput;
  algorithm: GraphAlgorithm;
  options: AnalyzeRunOptions;
  resolve: (result: unknown) => void;
  reject: (error: unknown) => void;
}

/** `undefined`: not tried yet; `null`: no worker here (Node, no `Worker`, or it failed to load). */
let worker: Worker | null | undefined;
let nextRequestId = 1;
const pending = new Map<number, PendingRequest>();

/** Lets the page handle events before a long computation on the main thread. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function runOnMainThread(request: PendingRequest): Promise<void> {
  await nextTask();
  try {
    const {runGraphAlgorithm} = await import('./GraphEngine.js');
    request.resolve(runGraphAlgorithm(request.input, request.algorithm, request.options));
  } catch (error) {
    request.reject(
      error instanceof MapWeaveError
        ? error
        : analysisFailed(error instanceof Error ? error.message : describeValue(error)),
    );
  }
}

function analysisFailed(reason: string): MapWeaveError {
  return new MapWeaveError('ANALYSIS_FAILED', `Graph analysis failed: ${reason}`);
}

/** The worker's error as a MapWeaveError: with its code and ids when it was one, else ANALYSIS_FAILED. */
function toError(error: Extract<AnalysisResponse, {ok: false}>['error']): MapWeaveError {
  if (!error.code) return analysisFailed(error.message);
  const rebuilt = new MapWeaveError(error.code, '', error.ids ?? []);
  rebuilt.message = error.message;
  return rebuilt;
}

/** Rejects every analysis the worker was running. */
function rejectPending(error: MapWeaveError): void {
  const stranded = [...pending.values()];
  pending.clear();
  for (const request of stranded) request.reject(error);
}

function startWorker(): Worker | null {
  if (worker !== undefined) return worker;
  const started = startGraphWorker();
  if (!started) return (worker = null);
  started.onmessage = (event: MessageEvent<AnalysisResponse>) => {
    const response = event.data;
    if (response?.requestId === UNREADABLE_REQUEST && !response.ok) {
      rejectPending(toError(response.error));
      return;
    }
    const request = pending.get(response?.requestId);
    if (!request) return;
    pending.delete(response.requestId);
    if (response.ok) request.resolve(response.result);
    else request.reject(toError(response.error));
  };
  started.onerror = (event) => {
    // The worker script could not load or crashed: finish everything on the main thread.
    event.preventDefault();
    started.terminate();
    worker = null;
    const stranded = [...pending.values()];
    pending.clear();
    for (const request of stranded) void runOnMainThread(request);
  };
  started.onmessageerror = () => {
    // An answer that could not be read: which analysis it answered is unknown, so none can finish.
    rejectPending(analysisFailed('an answer of the analysis worker could not be read'));
  };
  return (worker = started);
}

/**
 * Runs a graph algorithm on network data without blocking the page: in a module Worker where
 * one can start, else asynchronously on the main thread. Invalid data rejects with the same
 * MapWeaveError a NetworkLayer throws.
 */
export async function analyzeInWorker<A extends GraphAlgorithm>(
  data: NetworkData,
  algorithm: A,
  options?: AnalyzeOptions,
): Promise<GraphAlgorithmResults[A]> {
  if (!ALGORITHMS.includes(algorithm)) {
    throw new MapWeaveError(
      'INVALID_OPTION',
      `Unknown graph algorithm ${describeValue(algorithm)} (use ${ALGORITHMS.join(', ')})`,
    );
  }
  const checked = options === undefined ? {} : readOptions<AnalyzeOptions>(ANALYZE_RULES, options, 'analyzeInWorker()');
  const {directed = false, weight = 'weight', normalized, resolution} = checked;
  // Weights become numbers here: a weight function cannot cross to the worker.
  const input = toGraphInput(data, weight);
  const cloneableOptions: AnalyzeRunOptions = {directed};
  if (normalized !== undefined) cloneableOptions.normalized = normalized;
  if (resolution !== undefined) cloneableOptions.resolution = resolution;
  return new Promise<GraphAlgorithmResults[A]>((resolve, reject) => {
    const request: PendingRequest = {
      input,
      algorithm,
      options: cloneableOptions,
      resolve: resolve as (result: unknown) => void,
      reject,
    };
    const target = startWorker();
    if (!target) {
      void runOnMainThread(request);
      return;
    }
    const requestId = nextRequestId++;
    pending.set(requestId, request);
    // setAnalysisWorkerUrl stops the worker, so the URL now is the one the running worker came from.
    const message: AnalysisRequest = {
      requestId,
      input,
      algorithm,
      options: cloneableOptions,
      workerType: graphWorkerType(),
    };
    try {
      target.postMessage(message);
    } catch (error) {
      pending.delete(requestId);
      reject(
        analysisFailed(
          `the request could not be sent to the worker: ${error instanceof Error ? error.message : describeValue(error)}`,
        ),
      );
    }
  });
}

/**
 * Where `analyzeInWorker` starts its worker from (like maplibre-gl's `setWorkerUrl`; started as a
 * classic worker, which `worker.js` can be), for
 * pages that cannot load `worker.js` next to the bundle: a sandboxed iframe with an opaque origin
 * passes a `blob:` URL made from the text of `dist/browser/worker.js` (self-contained). `null`
 * restores the default. A worker already started is stopped (analyses it was running reject with
 * DESTROYED); the next call starts one from the new URL.
 */
export function setAnalysisWorkerUrl(url: string | URL | null): void {
  if (url !== null && typeof url !== 'string' && !(typeof URL !== 'undefined' && url instanceof URL)) {
    throw new MapWeaveError(
      'INVALID_OPTION',
      `setAnalysisWorkerUrl takes a string, a URL or null (got ${describeValue(url)})`,
    );
  }
  if (typeof url === 'string' && url.trim() === '') {
    throw new MapWeaveError('INVALID_OPTION', 'setAnalysisWorkerUrl takes a non-empty URL (or null for the default)');
  }
  setGraphWorkerUrl(url);
  terminateAnalysisWorker();
}

/** Stops the shared analysis worker (a later call starts a new one); pending analyses reject. */
export function terminateAnalysisWorker(): void {
  if (worker) worker.terminate();
  worker = undefined;
  rejectPending(new MapWeaveError('DESTROYED', 'The analysis worker was stopped'));
}
