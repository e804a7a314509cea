// The SDK's scale targets (load, a million items, merge, combine, analysis), measured in Node (bundled and run by bench/model.mjs). Each row
// prints the value measured, the target and a baseline from the same run: graphology importing
// the same graph, supercluster clustering the same points, graphology-metrics, or typed arrays
// filled by hand. `runScale(sdk)` takes the SDK's modules, so bench/model.mjs can run it on an
// older checkout too (`--before <git ref>`) and print both in one run. It never fails on a time.
import Graph from 'graphology';
import betweennessCentrality from 'graphology-metrics/centrality/betweenness.js';
import closenessCentrality from 'graphology-metrics/centrality/closeness.js';
import Supercluster from 'supercluster';
import {random} from './random.mjs';

export interface ScaleSdk {
  NetworkLayer: new (config: {id: string; data?: Record<string, unknown>}) => {
    data(next?: unknown): unknown;
    merge(items: Record<string, unknown>): unknown;
  };
  ObservationsLayer: new (config: {id: string; data?: unknown}) => unknown;
  createGraphEngine(data: Record<string, unknown>): {
    betweenness(): Record<string, number>;
    closeness(): Record<string, number>;
  };
  combineByProximity(nodes: unknown, links: unknown, options: unknown): {comboNodes: unknown[]};
}

export interface ScaleRow {
  measure: string;
  value: string;
  target: string;
  baseline: string;
}

function cpuMs(): number {
  const {user, system} = process.cpuUsage();
  return (user + system) / 1000;
}

/** A time in wall milliseconds and in this process's CPU milliseconds (steadier on a busy machine). */
interface Timing {
  wall: number;
  cpu: number;
}

/**
 * Median wall and CPU milliseconds of `runs` runs (after a warm-up run when `warm`; `setUp`, untimed, before each run after the first). A full
 * collection before each run makes it pay for its own garbage only, not for what the rows before
 * it left (the combining row measured 2-5× slower after the million-item rows without it).
 */
function timeMedian(run: () => unknown, runs: number, warm = true, setUp?: () => void): Timing {
  if (warm) run();
  const walls: number[] = [];
  const cpus: number[] = [];
  for (let i = 0; i < runs; i++) {
    if (i > 0) setUp?.();
    gc();
    const cpuStart = cpuMs();
    const start = performance.now();
    run();
    walls.push(performance.now() - start);
    cpus.push(cpuMs() - cpuStart);
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  return {wall: median(walls), cpu: median(cpus)};
}

const msOf = (value: number) => (value >= 100 ? `${value.toFixed(0)} ms` : `${value.toFixed(value >= 1 ? 1 : 3)} ms`);
/** Wall time, with the CPU time after it: on a loaded machine the wall time is mostly waiting. */
const ms = (value: number | Timing) =>
  typeof value === 'number' ? msOf(value) : `${msOf(value.wall)} (cpu ${msOf(value.cpu)})`;

type NetworkData = Record<string, Record<string, unknown>>;

/** `nodes` fixed nodes over Europe and `links` random links between them. */
function network(nodes: number, links: number, seed: number, prefix = ''): NetworkData {
  const next = random(seed);
  const data: NetworkData = {};
  for (let i = 0; i < nodes; i++)
    data[`${prefix}n${i}`] = {type: 'node', longitude: -10 + next() * 40, latitude: 35 + next() * 25};
  for (let i = 0; i < links; i++) {
    data[`${prefix}l${i}`] = {
      type: 'link',
      id1: `${prefix}n${Math.floor(next() * nodes)}`,
      id2: `${prefix}n${Math.floor(next() * nodes)}`,
    };
  }
  return data;
}

/** The same network in NetworkLayer's column form (`NetworkColumns`): ids, coordinates and end rows. */
function columnsOf(data: NetworkData): Record<string, unknown> {
  const nodeIds: string[] = [];
  const latitudes: number[] = [];
  const longitudes: number[] = [];
  const rowOf = new Map<string, number>();
  const linkIds: string[] = [];
  const ends: [string, string][] = [];
  for (const id in data) {
    const item = data[id]!;
    if (item.type === 'node') {
      rowOf.set(id, nodeIds.length);
      nodeIds.push(id);
      latitudes.push(item.latitude as number);
      longitudes.push(item.longitude as number);
    } else {
      linkIds.push(id);
      ends.push([item.id1 as string, item.id2 as string]);
    }
  }
  return {
    nodes: {ids: nodeIds, latitudes: Float64Array.from(latitudes), longitudes: Float64Array.from(longitudes)},
    links: {
      ids: linkIds,
      from: Int32Array.from(ends, ([id1]) => rowOf.get(id1)!),
      to: Int32Array.from(ends, ([, id2]) => rowOf.get(id2)!),
    },
  };
}

/**
 * Like `timeMedian`, or `n/a` where this SDK version refuses the input (one without the column
 * form). The first call is the warm-up when `warm`, else the one timed call.
 */
function timeIfAccepted(run: () => unknown, runs: number, warm = true): string {
  let first: Timing;
  try {
    first = timeMedian(run, 1, false);
  } catch {
    return 'n/a';
  }
  return ms(warm ? timeMedian(run, runs, false) : first);
}

/** The same graph imported into graphology (a multigraph: every link is kept). */
function graphologyImport(data: NetworkData): Graph {
  const nodes: {key: string; attributes: Record<string, unknown>}[] = [];
  const edges: {key: string; source: string; target: string; attributes: Record<string, unknown>}[] = [];
  for (const id in data) {
    const item = data[id]!;
    if (item.type === 'node') nodes.push({key: id, attributes: item});
    else edges.push({key: id, source: item.id1 as string, target: item.id2 as string, attributes: item});
  }
  const graph = new Graph({multi: true, allowSelfLoops: true, type: 'undirected'});
  graph.import({nodes, edges});
  return graph;
}

/**
 * The least any loader of the record form must do, written by hand: enumerate the ids, copy each
 * record (so that the caller's later edits cannot reach the layer), index the nodes and resolve
 * both ends of every link. Below this, only another input form is faster.
 */
function recordFloor(data: NetworkData): number {
  const ids = Object.keys(data);
  const copies: Record<string, unknown>[] = new Array(ids.length);
  const rowOf = new Map<string, number>();
  for (let i = 0; i < ids.length; i++) {
    const copy = {...data[ids[i]!]!};
    copies[i] = copy;
    if (copy.type === 'node') rowOf.set(ids[i]!, i);
  }
  let resolved = 0;
  for (const copy of copies)
    if (copy.type === 'link') resolved += (rowOf.get(copy.id1 as string) ?? 0) + (rowOf.get(copy.id2 as string) ?? 0);
  return resolved;
}

/** The record form's floors, as a baseline: the by-hand loader, and enumerating the ids alone. */
function recordFloors(floor: Timing, keys: Timing): string {
  return `by hand, copy + index only ${ms(floor)}; Object.keys(data) alone ${ms(keys)}`;
}

function gc(): void {
  (globalThis as {gc?: () => void}).gc?.();
}

type ObservationRecords = {
  entities: Record<string, object>;
  observations: Record<string, {entityId: string; latitude: number; longitude: number; time: number}>;
};

/** `count` observations of 1000 entities over Europe, 30 s apart per entity. */
function observationRecords(count: number): ObservationRecords {
  const next = random(8);
  const entities: Record<string, object> = {};
  for (let i = 0; i < 1000; i++) entities[`e${i}`] = {};
  const observations: ObservationRecords['observations'] = {};
  for (let i = 0; i < count; i++) {
    observations[`o${i}`] = {
      entityId: `e${i % 1000}`,
      latitude: 35 + next() * 25,
      longitude: -10 + next() * 40,
      time: 1.7e12 + Math.floor(i / 1000) * 30_000,
    };
  }
  return {entities, observations};
}

/** The same observations in ObservationsLayer's column form (`ObservationsColumns`). */
function observationColumnsOf({entities, observations}: ObservationRecords) {
  const ids = Object.keys(observations);
  return {
    entities,
    observations: {
      ids,
      entityIds: ids.map((id) => observations[id]!.entityId),
      times: Float64Array.from(ids, (id) => observations[id]!.time),
      latitudes: Float64Array.from(ids, (id) => observations[id]!.latitude),
      longitudes: Float64Array.from(ids, (id) => observations[id]!.longitude),
    },
  };
}

export function runScale(sdk: ScaleSdk, only?: (name: string) => boolean): ScaleRow[] {
  const rows: ScaleRow[] = [];
  const want = (name: string) => !only || only(name);
  const {NetworkLayer, ObservationsLayer, createGraphEngine, combineByProximity} = sdk;

  if (want('load')) {
    const data = network(100_000, 200_000, 1);
    const layer = timeMedian(() => new NetworkLayer({id: 'net', data}), 3);
    const baseline = timeMedian(() => graphologyImport(data), 3);
    const floor = timeMedian(() => recordFloor(data), 3);
    const keys = timeMedian(() => Object.keys(data), 3);
    rows.push({
      measure: 'NetworkLayer from 100k nodes + 200k links (Node)',
      value: ms(layer),
      target: '≤ 300 ms',
      baseline: `graphology import ${ms(baseline)}; ${recordFloors(floor, keys)}`,
    });
    const columns = columnsOf(data);
    const fromColumns = timeIfAccepted(() => new NetworkLayer({id: 'net', data: columns}), 3);
    rows.push({
      measure: '  the same from columns (NetworkColumns)',
      value: fromColumns,
      target: '≤ 300 ms',
      baseline: '',
    });
  }

  if (want('million')) {
    const first = network(333_334, 666_666, 2);
    const second = network(333_334, 666_666, 3);
    const once = (run: () => unknown): Timing => timeMedian(run, 1, false);
    const baseline = once(() => graphologyImport(first));
    const floor = once(() => recordFloor(first));
    const keys = once(() => Object.keys(first));
    let layer!: InstanceType<ScaleSdk['NetworkLayer']>;
    const construct = once(() => (layer = new NetworkLayer({id: 'big', data: first})));
    const replace = once(() => layer.data(second));
    const read = once(() => layer.data());
    const merge = once(() => layer.merge(first));
    const base = `graphology import ${ms(baseline)}`;
    const recordBase = `${base}; ${recordFloors(floor, keys)}`;
    rows.push({
      measure: '1M items (333k nodes + 667k links): constructor',
      value: ms(construct),
      target: '≤ 1000 ms',
      baseline: recordBase,
    });
    rows.push({
      measure: '1M items: data(next) replacing all 1M',
      value: ms(replace),
      target: '≤ 1000 ms',
      baseline: recordBase,
    });
    rows.push({
      measure: '1M items: merge() of 1M items, each replacing one',
      value: ms(merge),
      target: '≤ 1000 ms',
      baseline: recordBase,
    });
    rows.push({measure: '1M items: data() read', value: ms(read), target: '', baseline: ''});
    const firstColumns = columnsOf(first);
    const secondColumns = columnsOf(second);
    let columnLayer: InstanceType<ScaleSdk['NetworkLayer']> | undefined;
    gc();
    const constructColumns = timeIfAccepted(
      () => (columnLayer = new NetworkLayer({id: 'big-columns', data: firstColumns})),
      1,
      false,
    );
    const replaceColumns = columnLayer ? ms(timeMedian(() => columnLayer!.data(secondColumns), 1, false)) : 'n/a';
    rows.push({
      measure: '1M items from columns (NetworkColumns): constructor',
      value: constructColumns,
      target: '≤ 1000 ms',
      baseline: base,
    });
    rows.push({
      measure: '1M items from columns: data(next) replacing all 1M',
      value: replaceColumns,
      target: '≤ 1000 ms',
      baseline: base,
    });
  }

  if (want('million-heap')) {
    // The column form first, alone in the heap like the record form below.
    let columns: Record<string, unknown> | null = columnsOf(network(1_000_000, 2_000_000, 4));
    gc();
    const fromColumns = timeIfAccepted(() => new NetworkLayer({id: 'huge-columns', data: columns!}), 1, false);
    columns = null;
    // The floors on their own copy of the record, dropped before the layer's run: each starts
    // from the same heap, with none of the other's garbage (full collections of a heap this
    // large take seconds).
    let floorData: NetworkData | null = network(1_000_000, 2_000_000, 4);
    gc();
    const keys = timeMedian(() => Object.keys(floorData!), 1, false);
    const floor = timeMedian(() => recordFloor(floorData!), 1, false);
    floorData = null;
    gc();
    const before = process.memoryUsage().heapUsed;
    let data: NetworkData | null = network(1_000_000, 2_000_000, 4);
    gc();
    const withData = process.memoryUsage().heapUsed;
    const cpuStart = cpuMs();
    const start = performance.now();
    const layer = new NetworkLayer({id: 'huge', data});
    const construct = {wall: performance.now() - start, cpu: cpuMs() - cpuStart};
    data = null;
    gc();
    const after = process.memoryUsage().heapUsed;
    const perItem = (after - before) / 3_000_000;
    const inputPerItem = (withData - before) / 3_000_000;
    rows.push({
      measure: '1M nodes + 2M links: constructor',
      value: ms(construct),
      target: '≤ 3000 ms',
      baseline: recordFloors(floor, keys),
    });
    rows.push({
      measure: '1M nodes + 2M links from columns (NetworkColumns): constructor',
      value: fromColumns,
      target: '≤ 3000 ms',
      baseline: '',
    });
    rows.push({
      measure: '1M nodes + 2M links: heap per item, the layer alone',
      value: `${perItem.toFixed(0)} B`,
      target: '≤ 400 B',
      baseline: `the input record itself ${inputPerItem.toFixed(0)} B`,
    });
    if (!layer) throw new Error('unreachable');
  }

  if (want('merge-one')) {
    const layer = new NetworkLayer({id: 'one', data: network(100_000, 200_000, 5)});
    let n = 0;
    const samples: number[] = [];
    for (let i = 0; i < 200; i++) {
      const item = {[`extra${n++}`]: {type: 'node', latitude: 50, longitude: 10}};
      const start = cpuMs();
      const wallStart = performance.now();
      layer.merge(item);
      samples.push(Math.min(cpuMs() - start, performance.now() - wallStart));
    }
    samples.sort((a, b) => a - b);
    const graph = graphologyImport(network(100_000, 0, 5));
    const baseline = timeMedian(() => graph.addNode(`g${n++}`, {latitude: 50, longitude: 10}), 200);
    rows.push({
      measure: 'merge of 1 node into 100k (median of 200)',
      value: ms(samples[100]!),
      target: '≤ 1 ms',
      baseline: `graphology addNode ${ms(baseline)}`,
    });
  }

  if (want('hub')) {
    /** CPU ms of re-assigning every link of one hub (each link gets another first end), median of 3. */
    const reassign = (links: number): Timing => {
      const data: NetworkData = {hub: {type: 'node', latitude: 0, longitude: 0}};
      const replacements: NetworkData = {};
      for (let i = 0; i < links; i++) {
        data[`n${i}`] = {type: 'node', latitude: 1, longitude: (i % 300) / 2};
        data[`l${i}`] = {type: 'link', id1: 'hub', id2: `n${i}`};
        replacements[`l${i}`] = {type: 'link', id1: `n${(i + 1) % links}`, id2: 'hub', width: 2};
      }
      let layer = new NetworkLayer({id: 'hub', data});
      return timeMedian(
        () => layer.merge(replacements),
        3,
        false,
        () => (layer = new NetworkLayer({id: 'hub', data})),
      );
    };
    const small = reassign(10_000);
    const large = reassign(80_000);
    rows.push({
      measure: 'merge re-assigning all links of one hub: 10k links',
      value: ms(small),
      target: '',
      baseline: '',
    });
    rows.push({
      measure: '  the same with 80k links (ratio to 10k, cpu)',
      value: `${ms(large)} ×${(large.cpu / small.cpu).toFixed(1)}`,
      target: '≤ ×10',
      baseline: 'linear work: ×8',
    });
  }

  if (want('combine')) {
    const next = random(6);
    const count = 100_000;
    const ids = Array.from({length: count}, (_, i) => `n${i}`);
    const positions = new Float64Array(count * 2);
    const points: {type: 'Feature'; properties: null; geometry: {type: 'Point'; coordinates: [number, number]}}[] = [];
    for (let i = 0; i < count; i++) {
      positions[i * 2] = -10 + next() * 40;
      positions[i * 2 + 1] = 35 + next() * 25;
      points.push({
        type: 'Feature',
        properties: null,
        geometry: {type: 'Point', coordinates: [positions[i * 2]!, positions[i * 2 + 1]!]},
      });
    }
    const nodes = {ids, positions};
    const noLinks = {ids: [], ends: []};
    combineByProximity(nodes, noLinks, {zoom: 6, radius: 40, maxZoom: 14});
    // supercluster's radius is in 512-px tile units like deck.gl's; its index covers every zoom.
    const indexBuild = timeMedian(
      () => new Supercluster({radius: 40, extent: 512, maxZoom: 14, minPoints: 2}).load(points),
      1,
    );
    const index = new Supercluster({radius: 40, extent: 512, maxZoom: 14, minPoints: 2}).load(points);
    let worst: Timing = {wall: 0, cpu: 0};
    const perZoom: string[] = [];
    for (const zoom of [2, 4, 6, 8, 10, 12]) {
      const ours = timeMedian(() => combineByProximity(nodes, noLinks, {zoom, radius: 40, maxZoom: 14}), 3);
      const theirs = timeMedian(() => index.getClusters([-180, -85, 180, 85], zoom), 3);
      if (ours.wall > worst.wall) worst = ours;
      perZoom.push(`z${zoom} ${ms(ours)} / ${ms(theirs)}`);
    }
    rows.push({
      measure: 'combining 100k fixed nodes, worst of zooms 2–12',
      value: ms(worst),
      target: '≤ 50 ms',
      baseline: `supercluster: index ${ms(indexBuild)} once, then per zoom (ours / supercluster getClusters): ${perZoom.join(', ')}`,
    });
  }

  if (want('betweenness')) {
    const next = random(7);
    const data: NetworkData = {};
    for (let i = 0; i < 5000; i++) data[`n${i}`] = {type: 'node'};
    for (let i = 0; i < 20_000; i++)
      data[`l${i}`] = {type: 'link', id1: `n${Math.floor(next() * 5000)}`, id2: `n${Math.floor(next() * 5000)}`};
    const ours = timeMedian(() => createGraphEngine(data).betweenness(), 3);
    const graph = new Graph({type: 'undirected'});
    for (const [id, item] of Object.entries(data)) {
      if (item.type === 'node') graph.addNode(id);
      else if (item.id1 !== item.id2 && !graph.hasEdge(item.id1 as string, item.id2 as string))
        graph.addEdge(item.id1 as string, item.id2 as string);
    }
    const baseline = timeMedian(() => betweennessCentrality(graph, {normalized: false}), 1, false);
    rows.push({
      measure: 'betweenness 5k nodes / 20k links (engine included)',
      value: ms(ours),
      target: '≤ 1000 ms',
      baseline: `graphology-metrics ${ms(baseline)}`,
    });
    const closeness = timeMedian(() => createGraphEngine(data).closeness(), 3);
    const closenessBaseline = timeMedian(() => closenessCentrality(graph, {wassermanFaust: true}), 1, false);
    rows.push({
      measure: 'closeness 5k nodes / 20k links (engine included)',
      value: ms(closeness),
      target: '',
      baseline: `graphology-metrics ${ms(closenessBaseline)}`,
    });
  }

  if (want('observations')) {
    const count = 1_000_000;
    // The column form first, alone in the heap: a caller with columns holds no records.
    let columns: ReturnType<typeof observationColumnsOf> | null = observationColumnsOf(observationRecords(count));
    gc();
    const fromColumns = timeIfAccepted(() => new ObservationsLayer({id: 'obs-columns', data: columns!}), 1);
    columns = null;
    gc();
    const data = observationRecords(count);
    const {observations} = data;
    const ours = timeMedian(() => new ObservationsLayer({id: 'obs', data}), 1);
    const baseline = timeMedian(() => {
      const positions = new Float32Array(count * 2);
      const times = new Float64Array(count);
      let row = 0;
      for (const id in observations) {
        const o = observations[id]!;
        positions[row * 2] = o.longitude;
        positions[row * 2 + 1] = o.latitude;
        times[row++] = o.time;
      }
      return [positions, times];
    }, 1);
    rows.push({
      measure: 'ObservationsLayer from 1M observations (1000 entities)',
      value: ms(ours),
      target: '≤ 1000 ms',
      baseline: `typed columns by hand ${ms(baseline)}`,
    });
    rows.push({
      measure: '  the same from columns (ObservationsColumns), alone in the heap',
      value: fromColumns,
      target: '≤ 1000 ms',
      baseline: '',
    });
  }
  return rows;
}
