/**
 * The performance harness's scenes, built from GeoNames city coordinates
 * (static/data/demos/harness.json and harness-world.json) by a fixed rule, so that both
 * sides of the comparison, and every run, draw the same items.
 */

export const HARNESS_COUNTS = [1_000, 10_000, 100_000, 300_000, 1_000_000] as const;

export const HARNESS_KINDS = ['lines', 'arcs', 'observations'] as const;
export type HarnessKind = (typeof HARNESS_KINDS)[number];

export const HARNESS_KIND_LABELS: Record<HarnessKind, string> = {
  lines: 'Nodes and straight links',
  arcs: 'Nodes and arcs',
  observations: 'Observations and trajectories',
};

/**
 * How the MapWeave side is given the scene: an object per item keyed by id (the record form), or
 * the column form (`NetworkColumns`, `ObservationsColumns`) for data that is already tabular.
 */
export const HARNESS_INPUTS = ['records', 'columns'] as const;
export type HarnessInput = (typeof HARNESS_INPUTS)[number];

export const HARNESS_INPUT_LABELS: Record<HarnessInput, string> = {
  records: 'Records (an object per item)',
  columns: 'Columns (typed arrays)',
};

/** Cities in harness.json; scenes needing more load harness-world.json. */
export const SMALL_CITY_COUNT = 5_000;
/** Observations per moving entity in the observations scene. */
export const OBSERVATIONS_PER_ENTITY = 50;

export interface PackedCoordinates {
  precision: number;
  longitude: number[];
  latitude: number[];
}

export interface HarnessScene {
  kind: HarnessKind;
  /** `[lon, lat]` pairs: nodes or observations. */
  positions: Float64Array;
  /** Network scenes: `[from, to]` index pairs into `positions`. */
  links: Uint32Array;
  /** Observations scene: entity of each observation (consecutive runs of OBSERVATIONS_PER_ENTITY). */
  entityCount: number;
  /** Items in the scene: nodes + links, or observations. */
  itemCount: number;
}

/** How many cities a scene uses: half the items as nodes (the rest links), or one per observation. */
export function citiesFor(count: number, kind: HarnessKind, available: number): number {
  return Math.min(available, kind === 'observations' ? count : Math.ceil(count / 2));
}

/** Whether the scene needs the world file (more than the small file's cities). */
export function needsWorldData(count: number, kind: HarnessKind): boolean {
  return citiesFor(count, kind, Number.POSITIVE_INFINITY) > SMALL_CITY_COUNT;
}

export function unpackCoordinates(packed: PackedCoordinates, limit: number): Float64Array {
  const {precision, longitude, latitude} = packed;
  if (longitude.length !== latitude.length)
    throw new Error(`Harness data: ${longitude.length} longitudes but ${latitude.length} latitudes`);
  const count = Math.min(limit, longitude.length);
  const factor = 10 ** precision;
  const positions = new Float64Array(count * 2);
  for (let index = 0; index < count; index++) {
    positions[index * 2] = longitude[index]! / factor;
    positions[index * 2 + 1] = latitude[index]! / factor;
  }
  return positions;
}

/** Interleaves the bits of two 16-bit numbers (Z-order), so that close keys are close places. */
function morton(x: number, y: number): number {
  let key = 0;
  for (let bit = 15; bit >= 0; bit--) key = key * 4 + ((x >> bit) & 1) * 2 + ((y >> bit) & 1);
  return key;
}

/** Indices of the positions in Z-order, for links and tracks between neighbouring places. */
export function spatialOrder(positions: Float64Array): Uint32Array {
  const count = positions.length / 2;
  const keys = new Float64Array(count);
  for (let index = 0; index < count; index++) {
    const x = Math.round(((positions[index * 2]! + 180) / 360) * 65535);
    const y = Math.round(((positions[index * 2 + 1]! + 90) / 180) * 65535);
    keys[index] = morton(x, y);
  }
  const order = Uint32Array.from({length: count}, (_, index) => index);
  return order.sort((a, b) => keys[a]! - keys[b]! || a - b);
}

/**
 * The scene of `count` items. Network scenes: the largest cities as nodes; in Z-order, each
 * node links to its next neighbours until the links make up the rest of the items.
 * Observations: each city is an observation; entities move through runs of
 * OBSERVATIONS_PER_ENTITY cities in Z-order (cities are reused, shifted by 0.05°, past the end).
 */
export function buildHarnessScene(packed: PackedCoordinates, count: number, kind: HarnessKind): HarnessScene {
  if (!Number.isInteger(count) || count < 2) throw new RangeError(`Harness scene needs at least 2 items, got ${count}`);
  const cities = unpackCoordinates(packed, citiesFor(count, kind, packed.longitude.length));
  const cityCount = cities.length / 2;
  if (cityCount < 2) throw new Error('Harness data has fewer than 2 cities');
  const order = spatialOrder(cities);
  if (kind === 'observations') {
    const positions = new Float64Array(count * 2);
    for (let index = 0; index < count; index++) {
      const city = order[index % cityCount]!;
      const lap = Math.floor(index / cityCount);
      positions[index * 2] = cities[city * 2]! + lap * 0.05;
      positions[index * 2 + 1] = cities[city * 2 + 1]!;
    }
    return {
      kind,
      positions,
      links: new Uint32Array(0),
      entityCount: Math.ceil(count / OBSERVATIONS_PER_ENTITY),
      itemCount: count,
    };
  }
  const linkCount = count - cityCount;
  const links = new Uint32Array(linkCount * 2);
  for (let link = 0; link < linkCount; link++) {
    const step = 1 + Math.floor(link / cityCount);
    const from = link % cityCount;
    links[link * 2] = order[from]!;
    links[link * 2 + 1] = order[(from + step) % cityCount]!;
  }
  return {kind, positions: cities, links, entityCount: 0, itemCount: count};
}

/** How many timed rounds a run makes, after one untimed warm-up round of each side. */
export const HARNESS_RUNS = [1, 3, 5] as const;
export type HarnessSide = 'mapweave' | 'deck';

/**
 * The order of the sides in a round: alternated, so that neither side always runs on a machine
 * that the other has just warmed (caches, JIT, GPU driver) or left garbage on.
 */
export function sideOrder(round: number): [HarnessSide, HarnessSide] {
  return round % 2 === 0 ? ['deck', 'mapweave'] : ['mapweave', 'deck'];
}

export interface Spread {
  median: number;
  min: number;
  max: number;
}

/** Median (the mean of the middle two for an even count), least and greatest of a measure's runs. */
export function spread(samples: readonly number[]): Spread {
  if (samples.length === 0) throw new Error('No samples to summarise');
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  const median = sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return {median, min: sorted[0]!, max: sorted.at(-1)!};
}

/** Median and 95th percentile of frame times. */
export function frameStats(samples: readonly number[]): {median: number; p95: number} {
  if (samples.length === 0) throw new Error('No frame times to summarise');
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (quantile: number) => sorted[Math.min(sorted.length - 1, Math.floor(quantile * sorted.length))]!;
  return {median: at(0.5), p95: at(0.95)};
}

/**
 * "1.25×" for MapWeave / deck.gl; "–" when either is missing or negative (a heap that shrank
 * while a side was built: a collection ran) or the base is 0.
 */
export function formatRatio(mapweave: number | null, deck: number | null): string {
  if (mapweave === null || deck === null || mapweave < 0 || deck <= 0) return '–';
  return `${(mapweave / deck).toFixed(2)}×`;
}
