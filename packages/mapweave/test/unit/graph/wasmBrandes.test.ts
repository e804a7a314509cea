import {readFileSync} from 'node:fs';
import {afterEach, describe, expect, it, vi} from 'vitest';
import type {CompactAdjacency} from '../../../src/graph/centrality.js';
// @ts-expect-error: a build script, plain JavaScript without types.
import {brandesWasmSource, GENERATED_PATH} from '../../../scripts/build-wasm.mjs';

/** Compressed adjacency from a link list: both ways unless `directed`, without self-links or repeats. */
function adjacency(order: number, links: [number, number][], directed = false): CompactAdjacency {
  const lists = Array.from({length: order}, () => new Set<number>());
  for (const [from, to] of links) {
    if (from === to) continue;
    lists[from]!.add(to);
    if (!directed) lists[to]!.add(from);
  }
  const offsets = new Int32Array(order + 1);
  const targets: number[] = [];
  lists.forEach((list, node) => {
    targets.push(...[...list].sort((a, b) => a - b));
    offsets[node + 1] = targets.length;
  });
  return {offsets, targets: Int32Array.from(targets)};
}

function randomLinks(order: number, count: number, seed: number): [number, number][] {
  let state = seed;
  const next = () => (state = (Math.imul(state, 1664525) + 1013904223) >>> 0) / 4294967296;
  return Array.from({length: count}, () => [Math.floor(next() * order), Math.floor(next() * order)]);
}

const path = (order: number) => Array.from({length: order - 1}, (_, i): [number, number] => [i, i + 1]);

const graphs: [string, CompactAdjacency][] = [
  ['random 600 / 2400, undirected', adjacency(600, randomLinks(600, 2400, 1))],
  ['random 600 / 2400, directed', adjacency(600, randomLinks(600, 2400, 2), true)],
  ['sparse, many components and isolated nodes', adjacency(500, randomLinks(500, 300, 3))],
  [
    'fewer nodes than a batch',
    adjacency(7, [
      [0, 1],
      [1, 2],
      [2, 3],
      [4, 5],
    ]),
  ],
  [
    'a star',
    adjacency(
      200,
      Array.from({length: 199}, (_, i): [number, number] => [0, i + 1]),
    ),
  ],
  // Each node lies at a different distance from each source: far more recorded links than the
  // memory starts with, so the search grows it (checked below).
  ['a path of 1500 nodes', adjacency(1500, path(1500))],
];

/** `centrality.ts` as loaded without WebAssembly (`undefined`), or with the given stand-in. */
async function centralityWith(webAssembly: unknown) {
  vi.resetModules();
  vi.stubGlobal('WebAssembly', webAssembly);
  return import('../../../src/graph/centrality.js');
}

/** Every part of the betweenness sums, as `BetweennessParts` gives them. */
function parts(centrality: typeof import('../../../src/graph/centrality.js'), graph: CompactAdjacency): Float64Array[] {
  const betweenness = new centrality.BetweennessParts(graph, false, false);
  return Array.from({length: centrality.BETWEENNESS_PARTS}, (_, index) => betweenness.part(index));
}

function expectSameBits(actual: Float64Array[], expected: Float64Array[]): void {
  expect(actual.length).toBe(expected.length);
  actual.forEach((part, index) => {
    const differing = Array.from(part).findIndex((value, node) => !Object.is(value, expected[index]![node]));
    expect({part: index, firstDifferentNode: differing}).toEqual({part: index, firstDifferentNode: -1});
  });
}

const {WebAssembly: realWebAssembly} = globalThis;

/** A stand-in for the `WebAssembly` namespace (whose members do not spread): the real one's parts, with `overrides`. */
function webAssemblyWith(overrides: Partial<typeof WebAssembly>): typeof WebAssembly {
  return {Module: realWebAssembly.Module, Instance: realWebAssembly.Instance, ...overrides} as typeof WebAssembly;
}

interface Instances {
  count: number;
  /** The last instance's memory, and its size when the kernel had laid it out. */
  memory?: WebAssembly.Memory;
  laidOutBytes?: number;
}

/** A WebAssembly whose instances are counted and watched in `instances`. */
function watchedWebAssembly(instances: Instances): typeof WebAssembly {
  return webAssemblyWith({
    Instance: function Instance(module: WebAssembly.Module) {
      instances.count++;
      const {exports} = new realWebAssembly.Instance(module);
      const memory = (instances.memory = exports.memory as WebAssembly.Memory);
      const init = exports.init as (...offsets: number[]) => void;
      return {
        exports: {
          ...exports,
          init: (...offsets: number[]) => {
            instances.laidOutBytes = memory.buffer.byteLength;
            init(...offsets);
          },
        },
      };
    } as unknown as typeof WebAssembly.Instance,
  });
}

describe('betweenness in WebAssembly', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('is assembled from the committed brandes.wat (npm run build:wasm)', async () => {
    expect(readFileSync(GENERATED_PATH, 'utf8')).toBe(await brandesWasmSource());
  });

  it.each(graphs)('gives the same bits as the JavaScript kernel: %s', async (name, graph) => {
    const instances: Instances = {count: 0};
    const wasm = parts(await centralityWith(watchedWebAssembly(instances)), graph);
    expect(instances.count).toBe(1);
    if (name.startsWith('a path')) expect(instances.memory!.buffer.byteLength).toBeGreaterThan(instances.laidOutBytes!);
    const javascript = parts(await centralityWith(undefined), graph);
    expectSameBits(wasm, javascript);
    expect(wasm.some((part) => part.some((value) => value > 0))).toBe(true);
  });

  it('falls back to JavaScript where compiling is refused (a CSP without wasm-unsafe-eval)', async () => {
    const Module = vi.fn(() => {
      throw new realWebAssembly.CompileError(
        'WebAssembly.Module(): Refused to compile or instantiate WebAssembly module',
      );
    });
    const refusing = webAssemblyWith({Module: Module as unknown as typeof WebAssembly.Module});
    const graph = graphs[0]![1];
    const refused = parts(await centralityWith(refusing), graph);
    expect(Module).toHaveBeenCalledTimes(1);
    expectSameBits(refused, parts(await centralityWith(undefined), graph));
  });

  it('finishes in JavaScript, with the sums so far, when the memory cannot grow for a batch', async () => {
    // 63 batches: part 0 has four, so the third fails half-way through it.
    const graph = adjacency(2000, randomLinks(2000, 8000, 4));
    let batches = 0;
    // The real instance, whose `batch` reports a refused memory.grow from the third batch on.
    const failing = webAssemblyWith({
      Instance: function Instance(module: WebAssembly.Module) {
        const {exports} = new realWebAssembly.Instance(module);
        const batch = exports.batch as (first: number, count: number) => number;
        return {
          exports: {...exports, batch: (first: number, count: number) => (++batches >= 3 ? -1 : batch(first, count))},
        };
      } as unknown as typeof WebAssembly.Instance,
    });
    const centrality = await centralityWith(failing);
    const betweenness = new centrality.BetweennessParts(graph, false, false);
    const first = betweenness.part(0);
    const second = betweenness.part(1);
    expect(batches).toBe(3);
    const reference = parts(await centralityWith(undefined), graph);
    expectSameBits([first, second], reference.slice(0, 2));
  });
});
