import {BRANDES_WASM} from './brandesWasmBytes.js';
import {SOURCE_BATCH} from './multiSourceBfs.js';
import type {CompactAdjacency, SourceRangeKernel} from './types.js';

interface BrandesExports {
  memory: WebAssembly.Memory;
  init(...offsets: number[]): void;
  batch(first: number, count: number): number;
}

const PAGE_BYTES = 65_536;
/** The module's memory maximum (brandes.wat): every byte offset stays a positive i32. */
const MAX_MEMORY_BYTES = 2 ** 31;

/** Compiled once per thread: `undefined` until tried, `null` where the runtime refuses it. */
let compiled: WebAssembly.Module | null | undefined;

/** The module, compiled synchronously: at 1.4 KB, browsers allow that on the main thread too (below 4 KB). */
function brandesModule(): WebAssembly.Module | null {
  if (compiled === undefined) {
    try {
      compiled = new WebAssembly.Module(Uint8Array.from(atob(BRANDES_WASM), (char) => char.charCodeAt(0)));
    } catch {
      // No WebAssembly, or a Content-Security-Policy without 'wasm-unsafe-eval'.
      compiled = null;
    }
  }
  return compiled;
}

/**
 * Brandes' dependencies for unweighted graphs in WebAssembly (brandes.wat), with the same bits as
 * the JavaScript kernel and in 0.6–0.8 of its time. The graph is copied into the instance's
 * memory once; each call copies the sums in and out. Where the runtime cannot compile the module
 * or give it the memory, it is the kernel `fallback` makes; if the memory cannot grow for a batch
 * later, that call and every later one run that kernel.
 */
export function wasmBrandesKernel(adjacency: CompactAdjacency, fallback: () => SourceRangeKernel): SourceRangeKernel {
  const module = brandesModule();
  if (!module) return fallback();
  const {offsets, targets} = adjacency;
  const order = offsets.length - 1;
  const entries = order * SOURCE_BATCH;
  const sums = 0;
  const sigma = sums + order * 8;
  const carried = sigma + entries * 8;
  const offsetsAt = carried + entries * 8;
  const targetsAt = offsetsAt + (order + 1) * 4;
  const seen = targetsAt + targets.length * 4;
  const reaching = seen + order * 4;
  const touched = reaching + order * 4;
  const nodes = touched + order * 4;
  const masks = nodes + entries * 4;
  const linkStarts = masks + entries * 4;
  const levelStarts = linkStarts + (entries + 1) * 4;
  const links = Math.ceil((levelStarts + (order + 2) * 4) / 8) * 8;
  // Room for as many recorded links as the JavaScript search starts with; the search grows it.
  const bytes = links + targets.length * 2 * 8;
  if (bytes > MAX_MEMORY_BYTES) return fallback();
  const exports = new WebAssembly.Instance(module).exports as unknown as BrandesExports;
  const {memory} = exports;
  try {
    memory.grow(Math.ceil(bytes / PAGE_BYTES) - memory.buffer.byteLength / PAGE_BYTES);
  } catch {
    return fallback();
  }
  new Int32Array(memory.buffer, offsetsAt, order + 1).set(offsets);
  new Int32Array(memory.buffer, targetsAt, targets.length).set(targets);
  exports.init(
    order,
    offsetsAt,
    targetsAt,
    seen,
    reaching,
    touched,
    nodes,
    masks,
    linkStarts,
    levelStarts,
    sigma,
    carried,
    sums,
    links,
  );
  let javascript: SourceRangeKernel | undefined;
  return (from, to, sumsOut) => {
    if (javascript) return javascript(from, to, sumsOut);
    new Float64Array(memory.buffer, sums, order).set(sumsOut);
    for (let first = from; first < to; first += SOURCE_BATCH) {
      if (exports.batch(first, Math.min(SOURCE_BATCH, to - first)) < 0) {
        // The batch left the sums as they were: the rest of the range, and later calls, in JavaScript.
        sumsOut.set(new Float64Array(memory.buffer, sums, order));
        javascript = fallback();
        return javascript(first, to, sumsOut);
      }
    }
    sumsOut.set(new Float64Array(memory.buffer, sums, order));
  };
}
