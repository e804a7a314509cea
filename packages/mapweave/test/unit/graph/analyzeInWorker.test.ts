import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import type {NetworkData} from '../../../src/core/types.js';
import {analyzeInWorker, setAnalysisWorkerUrl, terminateAnalysisWorker} from '../../../src/graph/analyzeInWorker.js';
import {runGraphAlgorithm} from '../../../src/graph/GraphEngine.js';
import type {GraphInput} from '../../../src/graph/types.js';

const data: NetworkData = {
  a: {type: 'node', latitude: 0, longitude: 0},
  b: {type: 'node', latitude: 1, longitude: 1},
  c: {type: 'node'},
  ab: {type: 'link', id1: 'a', id2: 'b'},
  bc: {type: 'link', id1: 'b', id2: 'c'},
};

describe('analyzeInWorker without a Worker (Node)', () => {
  it('runs asynchronously on the main thread', async () => {
    let settled = false;
    const promise = analyzeInWorker(data, 'betweenness').then((result) => {
      settled = true;
      return result;
    });
    expect(settled).toBe(false);
    // b is the only node between two others (a–c).
    expect(await promise).toEqual({a: 0, b: 1, c: 0});
  });

  it('passes options', async () => {
    // Normalized by (3-1)(3-2)/2 = 1 pair: still 1 for b.
    expect(await analyzeInWorker(data, 'betweenness', {normalized: true})).toEqual({a: 0, b: 1, c: 0});
    expect(await analyzeInWorker(data, 'components', {directed: true})).toEqual([['a', 'b', 'c']]);
  });

  it('rejects invalid data with a MapWeaveError', async () => {
    const bad: NetworkData = {...data, x: {type: 'link', id1: 'a', id2: 'missing'}};
    await expect(analyzeInWorker(bad, 'degrees')).rejects.toMatchObject({
      name: 'MapWeaveError',
      code: 'UNKNOWN_LINK_END',
      ids: ['x'],
    });
  });

  it('rejects unknown algorithms', async () => {
    await expect(analyzeInWorker(data, 'nope' as 'degrees')).rejects.toMatchObject({code: 'INVALID_OPTION'});
  });
});

describe('setAnalysisWorkerUrl', () => {
  /** A stand-in for the browser's Worker that answers like worker.ts, recording where it started from. */
  class FakeWorker {
    static started: {url: string; options: unknown}[] = [];
    static terminated = 0;
    onmessage: ((event: {data: unknown}) => void) | null = null;
    onerror: ((event: {preventDefault(): void}) => void) | null = null;
    constructor(url: string | URL, options: unknown) {
      FakeWorker.started.push({url: String(url), options});
    }
    postMessage(message: {requestId: number; input: GraphInput; algorithm: 'degrees'; options: object}): void {
      const result = runGraphAlgorithm(message.input, message.algorithm, message.options);
      queueMicrotask(() => this.onmessage?.({data: {requestId: message.requestId, ok: true, result}}));
    }
    terminate(): void {
      FakeWorker.terminated++;
    }
  }

  beforeEach(() => {
    FakeWorker.started = [];
    FakeWorker.terminated = 0;
    vi.stubGlobal('Worker', FakeWorker);
    terminateAnalysisWorker();
  });
  afterEach(() => {
    setAnalysisWorkerUrl(null);
    terminateAnalysisWorker();
    vi.unstubAllGlobals();
  });

  it('starts the default worker next to the module, then the given URL, replacing the running worker', async () => {
    expect(await analyzeInWorker(data, 'degrees')).toEqual({a: 1, b: 2, c: 1});
    expect(FakeWorker.started).toHaveLength(1);
    expect(FakeWorker.started[0]!.url).toMatch(/\/worker\.js$/);
    expect(FakeWorker.started[0]!.options).toEqual({type: 'module'});

    setAnalysisWorkerUrl('blob:null/1234');
    expect(FakeWorker.terminated).toBe(1);
    expect(await analyzeInWorker(data, 'degrees')).toEqual({a: 1, b: 2, c: 1});
    expect(await analyzeInWorker(data, 'components')).toEqual([['a', 'b', 'c']]);
    expect(FakeWorker.started.map((s) => s.url)).toEqual([FakeWorker.started[0]!.url, 'blob:null/1234']);

    setAnalysisWorkerUrl(new URL('https://example.com/w.js'));
    await analyzeInWorker(data, 'degrees');
    setAnalysisWorkerUrl(null);
    await analyzeInWorker(data, 'degrees');
    expect(FakeWorker.started.map((s) => s.url).slice(2)).toEqual([
      'https://example.com/w.js',
      FakeWorker.started[0]!.url,
    ]);
  });

  it('rejects what is not a URL', () => {
    for (const bad of [42, {}, '', undefined]) {
      expect(() => setAnalysisWorkerUrl(bad as string)).toThrow(expect.objectContaining({code: 'INVALID_OPTION'}));
    }
  });
});

describe('analyzeInWorker never hangs', () => {
  /** A worker whose answer to each request the test decides. */
  class ScriptedWorker {
    static answer: (worker: ScriptedWorker, message: {requestId: number}) => void = () => {};
    static posted = 0;
    onmessage: ((event: {data: unknown}) => void) | null = null;
    onerror: ((event: {preventDefault(): void}) => void) | null = null;
    onmessageerror: ((event: unknown) => void) | null = null;
    postMessage(message: {requestId: number}): void {
      ScriptedWorker.posted++;
      ScriptedWorker.answer(this, message);
    }
    terminate(): void {}
  }

  beforeEach(() => {
    ScriptedWorker.posted = 0;
    vi.stubGlobal('Worker', ScriptedWorker);
    terminateAnalysisWorker();
  });
  afterEach(() => {
    terminateAnalysisWorker();
    vi.unstubAllGlobals();
  });

  it('rejects invalid input before posting anything', async () => {
    await expect(analyzeInWorker({a: {type: 'bogus'}} as unknown as NetworkData, 'degrees')).rejects.toMatchObject({
      name: 'MapWeaveError',
      code: 'INVALID_TYPE',
      ids: ['a'],
    });
    expect(ScriptedWorker.posted).toBe(0);
  });

  it("rejects with ANALYSIS_FAILED and the worker's message for an error that is no MapWeaveError", async () => {
    ScriptedWorker.answer = (worker, {requestId}) =>
      queueMicrotask(() => worker.onmessage?.({data: {requestId, ok: false, error: {message: 'out of memory'}}}));
    const error = await analyzeInWorker(data, 'degrees').catch((caught: unknown) => caught);
    expect(error).toMatchObject({name: 'MapWeaveError', code: 'ANALYSIS_FAILED'});
    expect((error as Error).message).toContain('out of memory');
  });

  it('rejects when an answer cannot be read (messageerror)', async () => {
    ScriptedWorker.answer = (worker) => queueMicrotask(() => worker.onmessageerror?.({}));
    await expect(analyzeInWorker(data, 'degrees')).rejects.toMatchObject({code: 'ANALYSIS_FAILED'});
  });

  it('rejects when the request cannot be sent', async () => {
    ScriptedWorker.answer = () => {
      throw new Error('could not be cloned');
    };
    await expect(analyzeInWorker(data, 'degrees')).rejects.toMatchObject({
      code: 'ANALYSIS_FAILED',
      message: expect.stringContaining('could not be cloned'),
    });
  });
});
