import {MapWeaveError, describeValue} from '../core/errors.js';
import {BetweennessHelpers, betweennessWithHelpers} from './betweennessHelpers.js';
import {BetweennessParts} from './centrality.js';
import {runGraphAlgorithm} from './GraphEngine.js';
import {computeLayout} from '../layout/computeLayout.js';
import {
  UNREADABLE_REQUEST,
  type AnalysisRequest,
  type AnalysisResponse,
  type BetweennessPartRequest,
  type BetweennessPartResponse,
  type LayoutRequest,
  type LayoutResponse,
} from './protocol.js';

/**
 * The parts of a dedicated worker's global scope used here (the DOM lib types `self` as Window).
 * The same script runs as the analysis worker, as its betweenness helpers and as a layout's worker.
 */
interface WorkerScope {
  onmessage: ((event: MessageEvent<AnalysisRequest | BetweennessPartRequest | LayoutRequest>) => void) | null;
  onmessageerror: (() => void) | null;
  postMessage(message: AnalysisResponse | BetweennessPartResponse | LayoutResponse, transfer?: Transferable[]): void;
}

const scope = globalThis as unknown as WorkerScope;

/** In the analysis worker: `undefined` until the first betweenness asks for them. */
let helpers: BetweennessHelpers | null | undefined;

function analyze({input, algorithm, options, workerType}: AnalysisRequest): Promise<unknown> | unknown {
  if (algorithm !== 'betweenness') return runGraphAlgorithm(input, algorithm, options);
  if (helpers === undefined) helpers = BetweennessHelpers.forThisWorker(workerType);
  return betweennessWithHelpers(input, options, helpers);
}

async function answerAnalysis(request: AnalysisRequest): Promise<void> {
  const {requestId} = request;
  try {
    scope.postMessage({requestId, ok: true, result: await analyze(request)});
  } catch (error) {
    const message = error instanceof Error ? error.message : describeValue(error);
    const details = error instanceof MapWeaveError ? {code: error.code, ids: error.ids} : {};
    scope.postMessage({requestId, ok: false, error: {message, ...details}});
  }
}

/** In a helper: the graph of the job it is working on. */
let current: {job: number; parts: BetweennessParts} | undefined;

function answerPart({job, part, graph}: BetweennessPartRequest): void {
  try {
    if (graph) current = {job, parts: new BetweennessParts(graph.adjacency, graph.directed, graph.weighted)};
    if (current?.job !== job) throw new Error(`No graph for betweenness job ${job}`);
    const sums = current.parts.part(part);
    scope.postMessage({kind: 'betweenness-part', job, part, sums}, [sums.buffer]);
  } catch (error) {
    scope.postMessage({
      kind: 'betweenness-part',
      job,
      part,
      error: error instanceof Error ? error.message : describeValue(error),
    });
  }
}

function answerLayout({requestId, input, options}: LayoutRequest): void {
  try {
    const result = computeLayout(input, options);
    scope.postMessage({kind: 'layout', requestId, ok: true, result}, [result.positions.buffer]);
  } catch (error) {
    scope.postMessage({
      kind: 'layout',
      requestId,
      ok: false,
      error: error instanceof Error ? error.message : describeValue(error),
    });
  }
}

scope.onmessageerror = () => {
  scope.postMessage({
    requestId: UNREADABLE_REQUEST,
    ok: false,
    error: {message: 'a request could not be read by the analysis worker'},
  });
};

scope.onmessage = (event) => {
  const message = event.data;
  if (!('kind' in message)) void answerAnalysis(message);
  else if (message.kind === 'layout') answerLayout(message);
  else answerPart(message);
};
