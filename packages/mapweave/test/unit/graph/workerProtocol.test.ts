import {afterEach, describe, expect, it, vi} from 'vitest';
import type {NetworkData} from '../../../src/core/types.js';

/**
 * A stand-in for the browser's Worker that runs src/graph/worker.ts in this realm: messages go
 * to the handler the worker module installs, replies come back through `postMessage`.
 */
class FakeWorker {
  static instances: FakeWorker[] = [];
  onmessage: ((event: {data: unknown}) => void) | null = null;
  onerror: ((event: {preventDefault(): void}) => void) | null = null;
  terminated = false;

  constructor(
    readonly url: URL,
    readonly options: {type?: string},
  ) {
    FakeWorker.instances.push(this);
  }

  postMessage(message: unknown): void {
    setTimeout(
      () => (globalThis as unknown as {onmessage(event: {data: unknown}): void}).onmessage({data: message}),
      0,
    );
  }

  terminate(): void {
    this.terminated = true;
  }
}

const data: NetworkData = {
  a: {type: 'node', latitude: 0, longitude: 0},
  b: {type: 'node', latitude: 0, longitude: 1},
  c: {type: 'node', latitude: 0, longitude: 2},
  ab: {type: 'link', id1: 'a', id2: 'b'},
  bc: {type: 'link', id1: 'b', id2: 'c'},
};

async function loadWithFakeWorker() {
  vi.resetModules();
  FakeWorker.instances = [];
  vi.stubGlobal('Worker', FakeWorker);
  vi.stubGlobal('postMessage', (message: unknown) => {
    const current = FakeWorker.instances.at(-1);
    if (!current) throw new Error('no worker');
    current.onmessage?.({data: message});
  });
  await import('../../../src/graph/worker.js');
  return import('../../../src/graph/analyzeInWorker.js');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('analyzeInWorker with a Worker', () => {
  it('starts one module worker next to the module and answers requests by id', async () => {
    const {analyzeInWorker, terminateAnalysisWorker} = await loadWithFakeWorker();
    const [degrees, components] = await Promise.all([
      analyzeInWorker(data, 'degrees'),
      analyzeInWorker(data, 'components'),
    ]);
    expect(degrees).toEqual({a: 1, b: 2, c: 1});
    expect(components).toEqual([['a', 'b', 'c']]);
    expect(FakeWorker.instances).toHaveLength(1);
    const [instance] = FakeWorker.instances;
    expect(instance!.url.pathname.endsWith('/worker.js')).toBe(true);
    expect(instance!.options.type).toBe('module');
    terminateAnalysisWorker();
    expect(instance!.terminated).toBe(true);
  });

  it('re-throws errors from the worker as MapWeaveError with code and message', async () => {
    const {analyzeInWorker} = await loadWithFakeWorker();
    const {MapWeaveError} = await import('../../../src/core/errors.js');
    await analyzeInWorker(data, 'degrees'); // starts the worker
    // Corrupt the next request on its way, so that the worker itself fails.
    const instance = FakeWorker.instances[0]!;
    const forward = FakeWorker.prototype.postMessage.bind(instance);
    instance.postMessage = (message) => forward({...(message as object), algorithm: 'pagerank'});
    const error = await analyzeInWorker(data, 'degrees').catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(MapWeaveError);
    expect(error).toMatchObject({code: 'INVALID_OPTION'});
    expect((error as Error).message).toBe(
      'Unknown graph algorithm "pagerank" (use betweenness, closeness, communities, components or degrees) (INVALID_OPTION)',
    );
  });

  it('rejects with ANALYSIS_FAILED when the worker cannot read a request (messageerror in the worker)', async () => {
    const {analyzeInWorker} = await loadWithFakeWorker();
    await analyzeInWorker(data, 'degrees'); // starts the worker
    const instance = FakeWorker.instances[0]!;
    instance.postMessage = () =>
      setTimeout(() => (globalThis as unknown as {onmessageerror(): void}).onmessageerror(), 0);
    await expect(analyzeInWorker(data, 'degrees')).rejects.toMatchObject({
      code: 'ANALYSIS_FAILED',
      message: expect.stringContaining('a request could not be read by the analysis worker'),
    });
  });

  it('falls back to the main thread when the worker fails to load', async () => {
    const {analyzeInWorker} = await loadWithFakeWorker();
    vi.stubGlobal('postMessage', () => undefined);
    const result = analyzeInWorker(data, 'degrees');
    const instance = FakeWorker.instances[0]!;
    instance.postMessage = () => undefined;
    instance.onerror?.({preventDefault: () => undefined});
    expect(await result).toEqual({a: 1, b: 2, c: 1});
    expect(instance.terminated).toBe(true);
  });
});
