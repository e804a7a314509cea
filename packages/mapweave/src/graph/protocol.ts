import type { MapWeaveErrorCode } from '../core/errors.js';
import type { Id } from '../core/types.js';
import type { AnalyzeRunOptions, GraphAlgorithm, GraphInput } from './GraphEngine.js';

/** Main thread -> worker. */
export interface AnalysisRequest {
  requestId: number;
  input: GraphInput;
  algorithm: GraphAlgorithm;
  options: AnalyzeRunOptions;
}

/** Worker -> main thread. */
export type AnalysisResponse =
  | { requestId: number; ok: true; result: unknown }
  | { requestId: number; ok: false; error: { message: string; code?: MapWeaveErrorCode; ids?: Id[] } };
