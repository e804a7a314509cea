import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {BetweennessHelpers} from '../../../src/graph/betweennessHelpers.js';
import {BETWEENNESS_PARTS, BetweennessParts, type CompactAdjacency} from '../../../src/graph/centrality.js';
import type {BetweennessGraph, BetweennessPartRequest} from '../../../src/graph/protocol.js';

/** A stand-in for a helper Worker: computes the parts it is sent, or fails on `failOnPart`. */
class PartWorker {
  static instances: PartWorker[] = [];
  static failOnPart: number | null = null;
  onmessage: ((event: {data: unknown}) => void) | null = null;
  onerror: ((event: {preventDefault(): void}) => void) | null = null;
  terminated = false;
  requests: BetweennessPartRequest[] = [];
  private parts: BetweennessParts | undefined;

  constructor(
    readonly url: string,
    readonly options: {type: string},
  ) {
    PartWorker.instances.push(this);
  }

  postMessage(request: BetweennessPartRequest): void {
    this.requests.push(request);
    setTimeout(() => {
      if (this.terminated) return;
      if (request.part === PartWorker.failOnPart) return this.onerror?.({preventDefault: () => undefined});
      if (request.graph)
        this.parts = new BetweennessParts(request.graph.adjacency, request.graph.directed, request.graph.weighted);
      const sums = this.parts!.part(request.part);
      this.onmessage?.({data: {kind: 'betweenness-part', job: request.job, part: request.part, sums}});
    }, 0);
  }

  terminate(): void {
    this.terminated = true;
  }
}

/** 600 nodes and 2,400 seeded random links, undirected, every link listed both ways. */
function randomGraph(): CompactAdjacency {
  const order = 600;
  let state = 3;
  const next = () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) % order;
  const neighbours = Array.from({length: order}, () => new Set<number>());
  for (let i = 0; i < 2400; i++) {
    const [a, b] = [next(), next()];
    if (a === b) continue;
    neighbours[a]!.add(b);
    neighbours[b]!.add(a);
  }
  const offsets = new Int32Array(order + 1);
  neighbours.forEach((set, node) => (offsets[node + 1] = offsets[node]! + set.size));
  const targets = new Int32Array(offsets[order]!);
  neighbours.forEach((set, node) =>
    targets.set(
      [...set].sort((x, y) => x - y),
      offsets[node]!,
    ),
  );
  return {offsets, targets};
}

const graph: BetweennessGraph = {adjacency: randomGraph(), directed: false, weighted: false};
const onOneThread = new BetweennessParts(graph.adjacency, false, false).sum();

beforeEach(() => {
  PartWorker.instances = [];
  PartWorker.failOnPart = null;
  vi.stubGlobal('Worker', PartWorker);
  vi.stubGlobal('navigator', {hardwareConcurrency: 3});
  vi.stubGlobal('location', {href: 'https://example.test/dist/browser/worker.js'});
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('BetweennessHelpers', () => {
  it('shares the parts among one helper per core, started like the analysis worker, and adds them up in part order', async () => {
    const helpers = BetweennessHelpers.forThisWorker('classic')!;
    const sums = await helpers.sum(graph);
    expect(Array.from(sums)).toEqual(Array.from(onOneThread));
    expect(PartWorker.instances.map((worker) => [worker.url, worker.options.type])).toEqual(
      Array(3).fill(['https://example.test/dist/browser/worker.js', 'classic']),
    );
    const requests = PartWorker.instances.flatMap((worker) => worker.requests);
    expect(requests.map((request) => request.part).sort((a, b) => a - b)).toEqual([...Array(BETWEENNESS_PARTS).keys()]);
    // The graph crosses once per helper and job.
    expect(PartWorker.instances.map((worker) => worker.requests.filter((request) => request.graph).length)).toEqual([
      1, 1, 1,
    ]);
    expect(Array.from(await helpers.sum(graph))).toEqual(Array.from(onOneThread));
    expect(PartWorker.instances).toHaveLength(3);
  });

  it('finishes the job itself, with the same bits, when a helper fails, and starts no helpers afterwards', async () => {
    PartWorker.failOnPart = 5;
    const helpers = BetweennessHelpers.forThisWorker('module')!;
    expect(Array.from(await helpers.sum(graph))).toEqual(Array.from(onOneThread));
    expect(PartWorker.instances.every((worker) => worker.terminated)).toBe(true);
    expect(Array.from(await helpers.sum(graph))).toEqual(Array.from(onOneThread));
    expect(PartWorker.instances).toHaveLength(3);
  });

  it('is not used on one core or where workers cannot start workers', async () => {
    vi.stubGlobal('navigator', {hardwareConcurrency: 1});
    expect(BetweennessHelpers.forThisWorker('module')).toBeNull();
    vi.stubGlobal('navigator', {hardwareConcurrency: 4});
    vi.stubGlobal('Worker', undefined);
    expect(BetweennessHelpers.forThisWorker('module')).toBeNull();
  });

  it('computes every part itself when a helper cannot be constructed', async () => {
    vi.stubGlobal('Worker', function Refused() {
      throw new Error('SecurityError');
    });
    expect(Array.from(await BetweennessHelpers.forThisWorker('module')!.sum(graph))).toEqual(Array.from(onOneThread));
  });
});
