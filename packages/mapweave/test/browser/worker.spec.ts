import {expect, test} from '@playwright/test';
import {openHarness} from './support/harness';

test('analyzeInWorker from the browser bundle runs in dist/browser/worker.js and matches the main-thread engine', async ({
  page,
}) => {
  const errors = await openHarness(page, 'map.html');
  const workerStarted = page.waitForEvent('worker');
  const result = await page.evaluate(async () => {
    const {analyzeInWorker, createGraphEngine} = window.mapweave;
    // A path a - b - c plus an isolated d: b lies on the only shortest path between a and c.
    const data = {
      a: {type: 'node', latitude: 0, longitude: 0},
      b: {type: 'node', latitude: 0, longitude: 1},
      c: {type: 'node', latitude: 0, longitude: 2},
      d: {type: 'node'},
      ab: {type: 'link', id1: 'a', id2: 'b'},
      bc: {type: 'link', id1: 'b', id2: 'c'},
    } as const;
    return {
      inWorker: await analyzeInWorker(data, 'betweenness'),
      onMainThread: createGraphEngine(data).betweenness(),
      components: await analyzeInWorker(data, 'components'),
    };
  });
  expect((await workerStarted).url()).toMatch(/\/dist\/browser\/worker\.js$/);
  expect(result.inWorker).toEqual(result.onMainThread);
  expect(result.inWorker.b).toBeGreaterThan(result.inWorker.a!);
  expect(result.components).toEqual([['a', 'b', 'c'], ['d']]);
  expect(errors).toEqual([]);
});

test('setAnalysisWorkerUrl starts the worker from a blob: URL of dist/browser/worker.js, and null restores the default', async ({
  page,
}) => {
  const errors = await openHarness(page, 'map.html');
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  const blobWorker = page.waitForEvent('worker', (worker) => worker.url().startsWith('blob:'));
  const data = {
    a: {type: 'node'},
    b: {type: 'node'},
    c: {type: 'node'},
    ab: {type: 'link', id1: 'a', id2: 'b'},
    bc: {type: 'link', id1: 'b', id2: 'c'},
  } as const;
  const first = await page.evaluate(async (graph) => {
    const {analyzeInWorker, setAnalysisWorkerUrl} = window.mapweave;
    // Started from the default URL first: the next call must replace that worker.
    const before = await analyzeInWorker(graph, 'degrees');
    const text = await (await fetch(new URL('../dist/browser/worker.js', location.href))).text();
    setAnalysisWorkerUrl(URL.createObjectURL(new Blob([text], {type: 'text/javascript'})));
    return {before, fromBlob: await analyzeInWorker(graph, 'betweenness')};
  }, data);
  const worker = await blobWorker;
  // The blob worker is alive and ran the worker module (no import had to resolve against a blob: URL).
  expect(await worker.evaluate(() => typeof (globalThis as unknown as {onmessage: unknown}).onmessage)).toBe(
    'function',
  );
  expect(first).toEqual({before: {a: 1, b: 2, c: 1}, fromBlob: {a: 0, b: 1, c: 0}});
  const afterReset = await page.evaluate(async (graph) => {
    window.mapweave.setAnalysisWorkerUrl(null);
    return window.mapweave.analyzeInWorker(graph, 'components');
  }, data);
  expect(afterReset).toEqual([['a', 'b', 'c']]);
  expect(workers.filter((url) => /\/dist\/browser\/worker\.js$/.test(url))).toHaveLength(2);
  expect(errors).toEqual([]);
});

test('betweenness of a large graph is shared among helper workers and has the same bits as on the main thread', async ({
  page,
}) => {
  const errors = await openHarness(page, 'map.html');
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  const result = await page.evaluate(async () => {
    const {analyzeInWorker, createGraphEngine} = window.mapweave;
    // 2,000 nodes and 8,000 seeded random links: enough work for the helpers to start.
    let state = 7;
    const next = () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 4294967296;
    const unweighted: Record<string, unknown> = {};
    const weighted: Record<string, unknown> = {};
    for (let i = 0; i < 2000; i++) unweighted[`n${i}`] = weighted[`n${i}`] = {type: 'node'};
    for (let i = 0; i < 8000; i++) {
      const link = {type: 'link', id1: `n${Math.floor(next() * 2000)}`, id2: `n${Math.floor(next() * 2000)}`};
      unweighted[`l${i}`] = link;
      weighted[`l${i}`] = {...link, weight: 1 + (i % 4)};
    }
    const compare = async (data: Record<string, unknown>, directed: boolean) => {
      const inWorker = await analyzeInWorker(data as never, 'betweenness', {directed});
      const onMainThread = createGraphEngine(data as never, {directed}).betweenness();
      const ids = Object.keys(onMainThread);
      return {
        count: ids.length,
        differing: ids.filter((id) => !Object.is(inWorker[id], onMainThread[id])).length,
        positive: ids.filter((id) => onMainThread[id]! > 0).length,
      };
    };
    return {
      cores: navigator.hardwareConcurrency,
      unweighted: await compare(unweighted, false),
      weightedDirected: await compare(weighted, true),
    };
  });
  for (const run of [result.unweighted, result.weightedDirected]) {
    expect(run.count).toBe(2000);
    expect(run.positive).toBeGreaterThan(1000);
    expect(run.differing).toBe(0);
  }
  // The analysis worker, then its helpers (one per core, at most 8), all from dist/browser/worker.js.
  expect(workers.every((url) => /\/dist\/browser\/worker\.js$/.test(url))).toBe(true);
  expect(workers.length).toBe(1 + Math.min(result.cores, 8));
  expect(errors).toEqual([]);
});

test('betweenness compiles its WebAssembly kernel on the main thread, and gives the same bits where WebAssembly is refused', async ({
  browser,
}) => {
  /** Betweenness of a seeded 1,000 / 4,000 graph on the page's main thread, and how many modules it compiled. */
  const measure = async (refuseWebAssembly: boolean) => {
    const page = await browser.newPage();
    await page.addInitScript((refuse) => {
      const {Module} = WebAssembly;
      const counted = {compiled: 0};
      Object.assign(window, {counted});
      // As a Content-Security-Policy without 'wasm-unsafe-eval' does, or counting the compiles.
      WebAssembly.Module = function (bytes: BufferSource) {
        if (refuse) throw new WebAssembly.CompileError('Refused to compile or instantiate WebAssembly module');
        counted.compiled++;
        return new Module(bytes);
      } as unknown as typeof WebAssembly.Module;
    }, refuseWebAssembly);
    const errors = await openHarness(page, 'map.html');
    const result = await page.evaluate(() => {
      let state = 11;
      const next = () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 4294967296;
      const data: Record<string, unknown> = {};
      for (let i = 0; i < 1000; i++) data[`n${i}`] = {type: 'node'};
      for (let i = 0; i < 4000; i++)
        data[`l${i}`] = {type: 'link', id1: `n${Math.floor(next() * 1000)}`, id2: `n${Math.floor(next() * 1000)}`};
      const values = window.mapweave.createGraphEngine(data as never).betweenness();
      return {values, compiled: (window as unknown as {counted: {compiled: number}}).counted.compiled};
    });
    await page.close();
    expect(errors).toEqual([]);
    return result;
  };
  const wasm = await measure(false);
  const javascript = await measure(true);
  expect(wasm.compiled).toBe(1);
  expect(javascript.compiled).toBe(0);
  const ids = Object.keys(javascript.values);
  expect(ids).toHaveLength(1000);
  expect(ids.filter((id) => javascript.values[id]! > 0).length).toBeGreaterThan(500);
  expect(ids.filter((id) => !Object.is(wasm.values[id], javascript.values[id]))).toEqual([]);
});

test('analyzeInWorker always settles: invalid input and an error inside the worker reject with a MapWeaveError', async ({
  page,
}) => {
  const errors = await openHarness(page, 'map.html');
  const outcome = await page.evaluate(async () => {
    const {analyzeInWorker, setAnalysisWorkerUrl, isMapWeaveError} = window.mapweave;
    const settle = (promise: Promise<unknown>) =>
      promise.then(
        () => 'resolved',
        (error: unknown) =>
          isMapWeaveError(error) ? `${error.code}: ${error.message}` : `not a MapWeaveError: ${String(error)}`,
      );
    const invalid = await settle(analyzeInWorker({a: {type: 'bogus'}} as never, 'degrees'));
    // A worker that answers every request with an error that is no MapWeaveError.
    const failing =
      'onmessage = (event) => postMessage({ requestId: event.data.requestId, ok: false, error: { message: "worker ran out of memory" } });';
    setAnalysisWorkerUrl(URL.createObjectURL(new Blob([failing], {type: 'text/javascript'})));
    const inWorker = await settle(analyzeInWorker({a: {type: 'node'}}, 'degrees'));
    setAnalysisWorkerUrl(null);
    return {invalid, inWorker};
  });
  expect(outcome.invalid).toMatch(/^INVALID_TYPE: Item "a" must be an object with type 'node' or 'link'/);
  expect(outcome.inWorker).toMatch(/^ANALYSIS_FAILED: .*worker ran out of memory/);
  expect(errors).toEqual([]);
});
