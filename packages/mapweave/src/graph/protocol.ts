import type {MapWeaveErrorCode} from '../core/errors.js';
import type {Id} from '../core/types.js';
import type {AnalyzeRunOptions, CompactAdjacency, GraphAlgorithm, GraphInput} from './types.js';
import type {LayoutInput, LayoutResult, LayoutRunOptions} from '../layout/types.js';

/** How a worker script is started. */
export type WorkerType = 'classic' | 'module';

/** Main thread -> analysis worker. */
export interface AnalysisRequest {
  requestId: number;
  input: GraphInput;
  algorithm: GraphAlgorithm;
  options: AnalyzeRunOptions;
  /** How the analysis worker was started: its betweenness helpers are started the same way. */
  workerType: WorkerType;
}

/** The `requestId` of the error a worker answers when a request could not be read: no request can finish. */
export const UNREADABLE_REQUEST = -1;

/** Analysis worker -> main thread. */
export type AnalysisResponse =
  | {requestId: number; ok: true; result: unknown}
  | {requestId: number; ok: false; error: {message: string; code?: MapWeaveErrorCode; ids?: Id[]}};

/** The graph a betweenness helper needs: adjacency only, no ids. */
export interface BetweennessGraph {
  adjacency: CompactAdjacency;
  directed: boolean;
  weighted: boolean;
}

/** Analysis worker -> helper: one part of a betweenness sum (see `BETWEENNESS_PARTS`). */
export interface BetweennessPartRequest {
  kind: 'betweenness-part';
  job: number;
  part: number;
  /** Sent with a helper's first part of each job. */
  graph?: BetweennessGraph;
}

/** Helper -> analysis worker. */
export type BetweennessPartResponse =
  | {kind: 'betweenness-part'; job: number; part: number; sums: Float64Array}
  | {kind: 'betweenness-part'; job: number; part: number; error: string};

/** Main thread -> a layout's worker: lay out this graph. */
export interface LayoutRequest {
  kind: 'layout';
  requestId: number;
  input: LayoutInput;
  options: LayoutRunOptions;
}

/** A layout's worker -> main thread. */
export type LayoutResponse =
  | {kind: 'layout'; requestId: number; ok: true; result: LayoutResult}
  | {kind: 'layout'; requestId: number; ok: false; error: string};
