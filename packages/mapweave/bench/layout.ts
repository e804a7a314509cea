// Link-chart layout scenarios: the force layout of seeded random connected graphs in the layout
// worker, with the longest main-thread block while it runs, and at 1k the layout it replaced
// (d3-force) in the same run. Numbers only: times vary with the machine.
import {LayoutRunner} from '../src/graph/layoutInWorker.js';
import {separateNodes} from '../src/layout/separate.js';
import type {LayoutInput, LayoutRunOptions} from '../src/layout/types.js';
import {forceLayoutBefore} from './forceLayoutBefore.js';
import {random} from './random.mjs';

type BenchRows = {measure: string; value: string; target?: string}[];

const SEED = 42;
const OPTIONS: LayoutRunOptions = {type: 'force', seed: 1, root: -1, spacing: 12};
/** The d3-force baseline takes a minute and more beyond this size: it runs at 1k only. */
const BASELINE_MAX_NODES = 1_000;

/**
 * `nodes` nodes and `links` links: node i links to an earlier node first (one component, with
 * hubs: earlier nodes are picked more often), the remaining links join random pairs.
 */
function chartGraph(nodes: number, links: number): LayoutInput {
  const next = random(SEED);
  const pairs = new Uint32Array(links * 2);
  for (let k = 0; k < links; k++) {
    const from = k < nodes - 1 ? k + 1 : Math.floor(next() * nodes);
    const to = Math.floor(next() ** 2 * (k < nodes - 1 ? from : nodes));
    pairs[k * 2] = from;
    pairs[k * 2 + 1] = to === from ? (from + 1) % nodes : to;
  }
  return {radii: new Float64Array(nodes).fill(6), links: pairs, fixed: new Float64Array(nodes * 2).fill(Number.NaN)};
}

/** Runs `work` while a 5 ms heartbeat and a long-task observer watch the main thread. */
async function watchMainThread<T>(
  work: () => Promise<T>,
): Promise<{result: T; longestGap: number; longestTask: number}> {
  let longestGap = 0;
  let last = performance.now();
  const heartbeat = setInterval(() => {
    const now = performance.now();
    longestGap = Math.max(longestGap, now - last);
    last = now;
  }, 5);
  let longestTask = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longestTask = Math.max(longestTask, entry.duration);
  });
  observer.observe({type: 'longtask'});
  await new Promise((resolve) => setTimeout(resolve, 0));
  const result = await work();
  // Long tasks are delivered after they end: one more heartbeat lets the last one arrive.
  await new Promise((resolve) => setTimeout(resolve, 20));
  observer.disconnect();
  clearInterval(heartbeat);
  return {result, longestGap, longestTask};
}

export async function chartLayout(nodes: number, links: number, ms: (value: number) => string): Promise<BenchRows> {
  const input = chartGraph(nodes, links);
  const runner = new LayoutRunner();
  const label = `force chart layout ${nodes / 1000}k nodes / ${links / 1000}k links`;
  const {result, longestGap, longestTask} = await watchMainThread(async () => {
    const start = performance.now();
    const {iterations} = await runner.run(input, OPTIONS);
    return {wall: performance.now() - start, iterations};
  });
  runner.stop();
  const treeRunner = new LayoutRunner();
  const treeStart = performance.now();
  await treeRunner.run(input, {type: 'radial', seed: 1, root: -1, spacing: 12});
  const tree = performance.now() - treeStart;
  treeRunner.stop();
  return [
    {
      measure: `${label}: multilevel, in a worker (wall, worker start included; ${result.iterations} steps, all levels)`,
      value: ms(result.wall),
      target: nodes === 10_000 ? '≤ 2000 ms' : '',
    },
    {measure: `${label}: longest main-thread block (5 ms heartbeat gap)`, value: ms(longestGap), target: '≤ 50 ms'},
    {
      measure: `${label}: longest task (longtask observer)`,
      value: longestTask > 0 ? ms(longestTask) : 'none over 50 ms',
      target: '≤ 50 ms',
    },
    ...(nodes <= BASELINE_MAX_NODES ? [baseline(input, label, ms)] : []),
    {measure: `radial chart layout ${nodes / 1000}k nodes: in a worker (wall)`, value: ms(tree)},
  ];
}

/** The layout this one replaced (d3-force, then the same overlap removal), on the main thread. */
function baseline(input: LayoutInput, label: string, ms: (value: number) => string) {
  const start = performance.now();
  const {positions, iterations} = forceLayoutBefore(input, OPTIONS);
  separateNodes(positions, input.radii, input.fixed, OPTIONS.spacing);
  return {
    measure: `${label}: baseline, d3-force (before), main thread (${iterations} steps)`,
    value: ms(performance.now() - start),
  };
}
