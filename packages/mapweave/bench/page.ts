// The benchmark scenarios, run in headless Chromium by bench/run.mjs. Each scenario runs in a
// fresh page and returns rows of the printed table. Times are main-thread milliseconds; a frame
// counts as done when a 1-pixel readPixels after it returns (the GPU finished it).
import {Deck, MapView} from '@deck.gl/core';
import {DataFilterExtension} from '@deck.gl/extensions';
import {LineLayer, ScatterplotLayer} from '@deck.gl/layers';
import {applyQueuedLayers} from '../src/adapters/applyQueuedLayers.js';
import {createBasemapLayers} from '../src/adapters/basemap.js';
import {basemapGeometryOf} from '../src/adapters/basemapGeometry.js';
import {loadBasemapTopology, type BasemapLevel} from '../src/adapters/basemapLevels.js';
import {createBasemapLayersBefore} from './basemapBefore.js';
import {createGraphEngine, MapWeave, NetworkLayer, ObservationsLayer} from '../src/index.js';
import {analyzeInWorker} from '../src/graph/analyzeInWorker.js';
import {toGraphInput} from '../src/graph/input.js';
import {combineByProximity} from '../src/layers/network/combining/combine.js';
import type {NetworkData, ObservationsData} from '../src/core/types.js';
import {labelPlacement} from './labels.js';
import {chartLayout} from './layout.js';
import {random} from './random.mjs';

export interface BenchRow {
  measure: string;
  value: string;
  target?: string;
}

const VIEW = {longitude: 10, latitude: 50, zoom: 3.5, bearing: 0, pitch: 0};
const SEED = 42;

function network(nodeCount: number, linkCount: number): NetworkData {
  const next = random(SEED);
  const data: NetworkData = {};
  for (let i = 0; i < nodeCount; i++) {
    data[`n${i}`] = {type: 'node', longitude: -10 + next() * 40, latitude: 35 + next() * 25, color: '#d9480f', size: 3};
  }
  for (let i = 0; i < linkCount; i++) {
    data[`l${i}`] = {
      type: 'link',
      id1: `n${Math.floor(next() * nodeCount)}`,
      id2: `n${Math.floor(next() * nodeCount)}`,
      color: '#1c7ed6',
    };
  }
  return data;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const ms = (value: number): string => `${value.toFixed(1)} ms`;

function container(): HTMLElement {
  const element = document.getElementById('map');
  if (!element) throw new Error('bench page has no #map');
  return element;
}

/** Waits for the GPU to finish what was submitted to the map's canvas. */
function finishGpu(): void {
  const canvas = container().querySelector('canvas');
  const gl = canvas?.getContext('webgl2');
  if (!gl) throw new Error('no WebGL2 canvas in #map');
  gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, new Uint8Array(4));
}

async function mapWeaveFirstFrame(nodeCount: number): Promise<number> {
  const data = network(nodeCount, nodeCount * 2);
  const map = new MapWeave({container: container(), view: VIEW});
  await map.whenRendered();
  finishGpu();
  const start = performance.now();
  map.addLayer(new NetworkLayer({id: 'net', data}));
  await map.whenRendered();
  finishGpu();
  const elapsed = performance.now() - start;
  map.destroy();
  return elapsed;
}

const filterExtension = new DataFilterExtension({filterSize: 3});

/** The same deck.gl layers MapWeave draws a network with (dots with borders, lines, GPU filter), by hand. */
async function handBuiltFirstFrame(nodeCount: number): Promise<number> {
  const data = network(nodeCount, nodeCount * 2);
  let rendered: () => void = () => {};
  const deck = new Deck<MapView>({
    parent: container(),
    width: '100%',
    height: '100%',
    views: new MapView({repeat: true}),
    viewState: VIEW,
    layers: createBasemapLayers('light'),
    onAfterRender: () => rendered(),
  });
  await new Promise<void>((resolve) => (rendered = resolve));
  finishGpu();
  const start = performance.now();
  type Node = {position: [number, number]; color: string; size: number};
  const nodes = new Map<string, Node>();
  const links: {source: [number, number]; target: [number, number]}[] = [];
  for (const [id, item] of Object.entries(data)) {
    if (item.type === 'node')
      nodes.set(id, {position: [item.longitude!, item.latitude!], color: item.color as string, size: item.size!});
  }
  for (const item of Object.values(data)) {
    if (item.type === 'link')
      links.push({source: nodes.get(item.id1)!.position, target: nodes.get(item.id2)!.position});
  }
  const drawn = new Promise<void>((resolve) => (rendered = resolve));
  deck.setProps({
    layers: [
      ...createBasemapLayers('light'),
      new LineLayer<(typeof links)[number]>({
        id: 'links',
        data: links,
        getSourcePosition: (link) => link.source,
        getTargetPosition: (link) => link.target,
        getColor: [28, 126, 214, 255],
        getWidth: 1,
        widthUnits: 'pixels',
        getFilterValue: () => [0, 0, 1],
        filterRange: [
          [-1, 1],
          [-1, 1],
          [1, 1],
        ],
        extensions: [filterExtension],
      } as never),
      new ScatterplotLayer<Node>({
        id: 'nodes',
        data: [...nodes.values()],
        stroked: true,
        radiusUnits: 'pixels',
        lineWidthUnits: 'pixels',
        getPosition: (node) => node.position,
        getRadius: (node) => node.size,
        getFillColor: [217, 72, 15, 255],
        getLineColor: [255, 255, 255, 255],
        getLineWidth: 1,
        getFilterValue: () => [0, 0, 1],
        filterRange: [
          [-1, 1],
          [-1, 1],
          [1, 1],
        ],
        extensions: [filterExtension],
      } as never),
    ],
  });
  // setProps only queues the layers for deck.gl's next animation frame; a redraw alone would draw
  // the basemap without them. Apply them first, as MapWeave's own frames do.
  applyQueuedLayers(deck);
  deck.redraw('bench');
  await drawn;
  finishGpu();
  const elapsed = performance.now() - start;
  deck.finalize();
  container().replaceChildren();
  return elapsed;
}

async function firstFrame(nodeCount: number): Promise<BenchRow[]> {
  const mapWeave = median([
    await mapWeaveFirstFrame(nodeCount),
    await mapWeaveFirstFrame(nodeCount),
    await mapWeaveFirstFrame(nodeCount),
  ]);
  const byHand = median([
    await handBuiltFirstFrame(nodeCount),
    await handBuiltFirstFrame(nodeCount),
    await handBuiltFirstFrame(nodeCount),
  ]);
  const label = `${nodeCount / 1000}k nodes + ${(nodeCount * 2) / 1000}k links, data → first frame`;
  return [
    {measure: `${label}: MapWeave`, value: ms(mapWeave)},
    {measure: `${label}: deck.gl by hand`, value: ms(byHand)},
    {
      measure: `${label}: ratio MapWeave / by hand`,
      value: (mapWeave / byHand).toFixed(2),
      target: nodeCount >= 100_000 ? '≤ 1.10' : undefined,
    },
  ];
}

async function updateOneNode(): Promise<BenchRow[]> {
  const data = network(100_000, 200_000);
  const map = new MapWeave({container: container(), view: VIEW});
  const layer = new NetworkLayer({id: 'net', data});
  map.addLayer(layer);
  await map.whenRendered();
  finishGpu();
  const times: number[] = [];
  for (let i = 0; i < 7; i++) {
    const start = performance.now();
    layer.merge({n500: {type: 'node', longitude: i, latitude: 45, color: '#0b7285', size: 6}});
    await map.whenRendered();
    times.push(performance.now() - start);
  }
  map.destroy();
  return [{measure: 'update one node of 100k (merge → frame drawn)', value: ms(median(times)), target: '≤ 5 ms'}];
}

async function timeFilter(): Promise<BenchRow[]> {
  const next = random(SEED);
  const data: ObservationsData = {entities: {}, observations: {}};
  const entityCount = 1000;
  const perEntity = 1000;
  for (let e = 0; e < entityCount; e++) {
    data.entities[`e${e}`] = {color: '#5f3dc4', size: 2};
    let longitude = -10 + next() * 40;
    let latitude = 35 + next() * 25;
    for (let o = 0; o < perEntity; o++) {
      longitude += (next() - 0.5) * 0.05;
      latitude += (next() - 0.5) * 0.05;
      data.observations[`o${e}_${o}`] = {entityId: `e${e}`, longitude, latitude, time: o * 30_000};
    }
  }
  const map = new MapWeave({container: container(), view: VIEW});
  const loadStart = performance.now();
  const layer = new ObservationsLayer({id: 'obs', data, options: {mode: 'observations'}});
  map.addLayer(layer);
  await map.whenRendered();
  finishGpu();
  const load = performance.now() - loadStart;
  const times: number[] = [];
  for (let i = 0; i < 7; i++) {
    const start = performance.now();
    layer.options({timeRange: [i * 3_000_000, i * 3_000_000 + 6_000_000]});
    await map.whenRendered();
    times.push(performance.now() - start);
  }
  map.destroy();
  return [
    {measure: '1M observations: data → first frame', value: ms(load)},
    {measure: 'time-filter change over 1M observations (→ frame drawn)', value: ms(median(times)), target: '≤ 2 ms'},
  ];
}

function combining(): BenchRow[] {
  const next = random(SEED);
  const count = 100_000;
  const ids = Array.from({length: count}, (_, i) => `n${i}`);
  const positions = new Float64Array(count * 2);
  for (let i = 0; i < count; i++) {
    positions[i * 2] = -10 + next() * 40;
    positions[i * 2 + 1] = 35 + next() * 25;
  }
  const links = {ids: [] as string[], ends: [] as {id1: string; id2: string}[]};
  // The page's first call also compiles the code; it is reported on its own row, and every zoom
  // is then timed warm, as in bench:model (a map combines again on every zoom change).
  const coldStart = performance.now();
  combineByProximity({ids, positions}, links, {zoom: 6, radius: 40, maxZoom: 14});
  const cold = performance.now() - coldStart;
  const perZoom = [2, 4, 6, 8, 10, 12].map((zoom) => {
    const times: number[] = [];
    let combos = 0;
    for (let i = 0; i < 3; i++) {
      const start = performance.now();
      combos = combineByProximity({ids, positions}, links, {zoom, radius: 40, maxZoom: 14}).comboNodes.length;
      times.push(performance.now() - start);
    }
    return {
      measure: `combine 100k fixed nodes at zoom ${zoom} (${combos} combos)`,
      value: ms(median(times)),
      target: '≤ 50 ms',
    };
  });
  return [{measure: 'first combine of the page, zoom 6 (code not yet compiled)', value: ms(cold)}, ...perZoom];
}

/** The betweenness scenarios' graph: 5k nodes and 20k seeded random links. */
function betweennessData(): NetworkData {
  const next = random(SEED);
  const data: NetworkData = {};
  for (let i = 0; i < 5000; i++) data[`n${i}`] = {type: 'node', longitude: 0, latitude: 0};
  for (let i = 0; i < 20_000; i++)
    data[`l${i}`] = {type: 'link', id1: `n${Math.floor(next() * 5000)}`, id2: `n${Math.floor(next() * 5000)}`};
  return data;
}

/** The baseline for the WebAssembly kernel: the same graph on a page that refuses to compile WebAssembly. */
function betweennessJavaScript(): BenchRow[] {
  WebAssembly.Module = function refused() {
    throw new WebAssembly.CompileError('refused for the baseline');
  } as unknown as typeof WebAssembly.Module;
  const data = betweennessData();
  const start = performance.now();
  createGraphEngine(data).betweenness();
  return [
    {
      measure: 'betweenness 5k nodes / 20k links: main thread, JavaScript kernel (WebAssembly refused)',
      value: ms(performance.now() - start),
      target: 'baseline',
    },
  ];
}

async function betweenness(): Promise<BenchRow[]> {
  const data = betweennessData();
  const mainStart = performance.now();
  createGraphEngine(data).betweenness();
  const main = performance.now() - mainStart;
  const input = toGraphInput(data);
  const cloneStart = performance.now();
  structuredClone(input);
  const clone = performance.now() - cloneStart;

  // The longest the main thread went without running a 5 ms heartbeat while the worker computed,
  // and the longest task Chromium reports (it reports tasks over 50 ms only).
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
  // Start in a task of its own: the observer only reports tasks that begin after it observes.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const workerStart = performance.now();
  const analysis = analyzeInWorker(data, 'betweenness');
  const posting = performance.now() - workerStart;
  await analysis;
  const worker = performance.now() - workerStart;
  // Again, with the worker and its helpers already running.
  const warmStart = performance.now();
  await analyzeInWorker(data, 'betweenness');
  const warm = performance.now() - warmStart;
  // Long tasks are delivered after they end: one more heartbeat lets the last one arrive.
  await new Promise((resolve) => setTimeout(resolve, 20));
  observer.disconnect();
  clearInterval(heartbeat);
  return [
    {measure: 'betweenness 5k nodes / 20k links: main thread', value: ms(main), target: '≤ 1000 ms'},
    {
      measure: `betweenness 5k nodes / 20k links: via worker, first call (wall, starts helpers; ${navigator.hardwareConcurrency} cores)`,
      value: ms(worker),
      target: '≤ 1000 ms',
    },
    {measure: 'betweenness 5k nodes / 20k links: via worker, next call (wall)', value: ms(warm), target: '≤ 1000 ms'},
    {
      measure: 'betweenness via worker: longest main-thread block (5 ms heartbeat gap)',
      value: ms(longestGap),
      target: '≤ 50 ms',
    },
    {
      measure: 'betweenness via worker: longest task (longtask observer)',
      value: longestTask > 0 ? ms(longestTask) : 'none over 50 ms',
      target: '≤ 50 ms',
    },
    {measure: 'betweenness via worker: main thread before posting (validation, input)', value: ms(posting)},
    {measure: 'betweenness via worker: structured clone of the graph input', value: ms(clone)},
  ];
}

const WORLD_VIEW = {longitude: 10, latitude: 20, zoom: 0.8, bearing: 0, pitch: 0};

/** A fresh deck.gl map of the world view with only a basemap: construction to first finished frame. */
async function basemapFirstFrame(layers: () => ReturnType<typeof createBasemapLayers>): Promise<number> {
  const start = performance.now();
  let rendered: () => void = () => {};
  const drawn = new Promise<void>((resolve) => (rendered = resolve));
  const deck = new Deck<MapView>({
    parent: container(),
    width: '100%',
    height: '100%',
    views: new MapView({repeat: true}),
    viewState: WORLD_VIEW,
    layers: layers(),
    onAfterRender: () => rendered(),
  });
  await drawn;
  finishGpu();
  const elapsed = performance.now() - start;
  deck.finalize();
  container().replaceChildren();
  return elapsed;
}

/** Basemap chunks (finer levels, labels) this page has fetched so far. */
function basemapChunksFetched(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name.split('/').pop() ?? '')
    .filter((name) => /topology(50|10)m|labels/.test(name));
}

async function basemapWorldView(): Promise<BenchRow[]> {
  const before = () => createBasemapLayersBefore('light');
  const after = () => createBasemapLayers('light');
  // The first map of a page also compiles shaders: one of each, unmeasured, then alternate.
  await basemapFirstFrame(before);
  await basemapFirstFrame(after);
  const times: Record<'before' | 'after', number[]> = {before: [], after: []};
  for (let i = 0; i < 9; i++) {
    times.before.push(await basemapFirstFrame(before));
    times.after.push(await basemapFirstFrame(after));
  }
  const rows: BenchRow[] = [
    {measure: 'world view basemap, first frame: before (1:110m only)', value: ms(median(times.before))},
    {measure: 'world view basemap, first frame: after (levels of detail)', value: ms(median(times.after))},
    {
      measure: 'world view basemap, first frame: ratio after / before',
      value: (median(times.after) / median(times.before)).toFixed(2),
      target: '≤ 1.10',
    },
    {measure: 'basemap chunks fetched for the world view', value: String(basemapChunksFetched().length), target: '0'},
  ];
  for (const level of ['50m', '10m'] as BasemapLevel[]) {
    const start = performance.now();
    basemapGeometryOf(await loadBasemapTopology(level));
    rows.push({
      measure: `1:${level.replace('m', '')}m level on first zoom-in: chunk import + geometry`,
      value: ms(performance.now() - start),
    });
  }
  rows.push({measure: 'basemap chunks fetched after zooming in', value: basemapChunksFetched().join(', ')});
  return rows;
}

function renderer(): string {
  const gl = document.createElement('canvas').getContext('webgl2');
  if (!gl) return 'no WebGL2';
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  return String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
}

const scenarios: Record<string, () => BenchRow[] | Promise<BenchRow[]>> = {
  'first-frame-10k': () => firstFrame(10_000),
  'first-frame-100k': () => firstFrame(100_000),
  'update-one-node': updateOneNode,
  'time-filter': timeFilter,
  combining,
  'betweenness-javascript': betweennessJavaScript,
  betweenness,
  'basemap-world-view': basemapWorldView,
  'label-placement-1k': () => labelPlacement(1_000, {container, finishGpu, median, random}),
  'label-placement-10k': () => labelPlacement(10_000, {container, finishGpu, median, random}),
  'label-placement-50k': () => labelPlacement(50_000, {container, finishGpu, median, random}, false),
  'layout-1k': () => chartLayout(1_000, 2_000, ms),
  'layout-10k': () => chartLayout(10_000, 20_000, ms),
  'layout-50k': () => chartLayout(50_000, 100_000, ms),
};

Object.assign(globalThis, {
  benchScenarios: Object.keys(scenarios),
  benchRenderer: renderer,
  runBenchScenario: (name: string) => {
    const scenario = scenarios[name];
    if (!scenario) throw new Error(`Unknown scenario ${name}`);
    return scenario();
  },
});
