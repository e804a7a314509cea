import type {Id} from '../core/types.js';
import {addInto, BETWEENNESS_PARTS, BetweennessParts, scaleBetweenness} from './centrality.js';
import {runGraphAlgorithm, valuesById} from './GraphEngine.js';
import type {BetweennessGraph, BetweennessPartRequest, BetweennessPartResponse, WorkerType} from './protocol.js';
import {buildSimpleGraph} from './simpleGraph.js';
import type {AnalyzeRunOptions, GraphInput} from './types.js';

/**
 * Below this much work (nodes × (nodes + 2 × links)) betweenness stays in the analysis worker
 * alone: starting helpers and copying the graph to them would cost more than they save.
 */
const PARALLEL_WORK = 2e7;
/** At most this many helpers, however many cores the machine reports. */
const MAX_HELPERS = 8;

interface Helper {
  worker: Worker;
  /** The job whose graph this helper holds. */
  job: number;
}

/**
 * Helper workers that the analysis worker starts from its own script, to compute the parts of a
 * betweenness sum side by side. Parts go one at a time to whichever helper is free and are added
 * up in part order, so the result has the same bits as on one thread. A helper that fails stops
 * them all: the analysis worker computes the parts still missing, and every later job, itself.
 */
export class BetweennessHelpers {
  private helpers: Helper[] | null = null;
  private broken = false;
  private jobs = 0;
  private queue: Promise<unknown> = Promise.resolve();

  private constructor(
    private readonly scriptUrl: string,
    private readonly type: WorkerType,
    private readonly size: number,
  ) {}

  /** Helpers started like the current worker, or null where there is one core or no nested Worker. */
  static forThisWorker(type: WorkerType): BetweennessHelpers | null {
    const cores = typeof navigator === 'undefined' ? 1 : navigator.hardwareConcurrency || 1;
    if (cores < 2 || typeof Worker === 'undefined' || typeof location === 'undefined') return null;
    return new BetweennessHelpers(location.href, type, Math.min(cores, MAX_HELPERS));
  }

  /** Every part of the graph's betweenness, added up in order (unscaled). Jobs run one after another. */
  sum(graph: BetweennessGraph): Promise<Float64Array> {
    const run = this.queue.then(() => this.run(graph));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private start(): Helper[] | null {
    if (this.broken) return null;
    if (this.helpers) return this.helpers;
    try {
      this.helpers = [];
      for (let i = 0; i < this.size; i++)
        this.helpers.push({worker: new Worker(this.scriptUrl, {type: this.type}), job: 0});
    } catch {
      // e.g. a browser without nested workers, or a CSP that forbids them here.
      this.stop();
    }
    return this.helpers;
  }

  private stop(): void {
    this.broken = true;
    for (const helper of this.helpers ?? []) helper.worker.terminate();
    this.helpers = null;
  }

  private run(graph: BetweennessGraph): Promise<Float64Array> {
    const job = ++this.jobs;
    const received: (Float64Array | undefined)[] = [];
    let total: Float64Array | undefined;
    let folded = 0;
    const fold = (): void => {
      for (let part = received[folded]; part; part = received[folded]) {
        received[folded++] = undefined;
        if (total) addInto(total, part);
        else total = part;
      }
    };
    const computeMissingHere = (): Float64Array => {
      const parts = new BetweennessParts(graph.adjacency, graph.directed, graph.weighted);
      for (let index = folded; index < BETWEENNESS_PARTS; index++) received[index] ??= parts.part(index);
      fold();
      return total!;
    };
    const helpers = this.start();
    if (!helpers) return Promise.resolve(computeMissingHere());
    return new Promise((resolve) => {
      let next = 0;
      let done = false;
      const fail = (): void => {
        if (done) return;
        done = true;
        this.stop();
        resolve(computeMissingHere());
      };
      const handOut = (helper: Helper): void => {
        if (next === BETWEENNESS_PARTS) return;
        const request: BetweennessPartRequest = {kind: 'betweenness-part', job, part: next++};
        if (helper.job !== job) {
          request.graph = graph;
          helper.job = job;
        }
        helper.worker.postMessage(request);
      };
      for (const helper of helpers) {
        helper.worker.onmessage = (event: MessageEvent<BetweennessPartResponse>) => {
          const response = event.data;
          if (done || response.job !== job) return;
          if ('error' in response) return fail();
          received[response.part] = response.sums;
          fold();
          if (folded === BETWEENNESS_PARTS) {
            done = true;
            resolve(total!);
          } else handOut(helper);
        };
        helper.worker.onerror = (event) => {
          event.preventDefault();
          fail();
        };
        helper.worker.onmessageerror = fail;
        handOut(helper);
      }
    });
  }
}

/**
 * Betweenness in the analysis worker: its parts computed by `helpers` when the graph is large
 * enough, else by the engine here.
 */
export async function betweennessWithHelpers(
  input: GraphInput,
  options: AnalyzeRunOptions,
  helpers: BetweennessHelpers | null,
): Promise<Record<Id, number>> {
  const nodes = input.nodes.length;
  if (!helpers || nodes * (nodes + 2 * input.linkIds.length) < PARALLEL_WORK)
    return runGraphAlgorithm(input, 'betweenness', options);
  const directed = options.directed ?? false;
  const graph = buildSimpleGraph(input, directed);
  const {offsets, targets, weights} = graph.out;
  const adjacency = graph.weighted ? {offsets, targets, weights} : {offsets, targets};
  const sums = await helpers.sum({adjacency, directed, weighted: graph.weighted});
  return valuesById(graph.ids, scaleBetweenness(sums, directed, options.normalized ?? false));
}
