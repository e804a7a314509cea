import {toMillis, toTimeRange} from '../../core/time.js';
import type {NetworkColumns, NetworkData, ObservationsColumns, ObservationsData, TimeRange} from '../../core/types.js';

/** The time spans of a layer's items: `starts[i]` to `ends[i]` in epoch ms (equal for an instant). */
export interface ItemTimes {
  starts: Float64Array;
  ends: Float64Array;
}

type LayerData = NetworkData | NetworkColumns | ObservationsData | ObservationsColumns;

/**
 * The times of a layer's data: node and link `time` spans of a network, observation times of
 * observations. Items without a time (and network columns, which carry none) are not counted.
 */
export function itemTimesOf(data: LayerData, kind: 'network' | 'observations'): ItemTimes {
  if (kind === 'observations') return observationTimes(data as ObservationsData | ObservationsColumns);
  if ('nodes' in data && typeof data.nodes === 'object' && data.nodes !== null && 'ids' in data.nodes)
    return {starts: new Float64Array(0), ends: new Float64Array(0)};
  const spans: TimeRange[] = [];
  for (const [id, item] of Object.entries(data as NetworkData)) {
    if (item.time !== undefined) spans.push(toTimeRange(item.time, [id]));
  }
  return {starts: Float64Array.from(spans, (span) => span[0]), ends: Float64Array.from(spans, (span) => span[1])};
}

function observationTimes(data: ObservationsData | ObservationsColumns): ItemTimes {
  const observations = data.observations;
  let times: Float64Array;
  if ('ids' in observations && Array.isArray(observations.ids)) {
    times = Float64Array.from((observations as ObservationsColumns['observations']).times);
  } else {
    const records = Object.entries((data as ObservationsData).observations);
    times = Float64Array.from(records, ([id, observation]) => toMillis(observation.time, [id]));
  }
  return {starts: times, ends: times};
}

/** The earliest start and latest end of all spans, or null when there are none. */
export function timeExtent(all: readonly ItemTimes[]): TimeRange | null {
  let min = Infinity;
  let max = -Infinity;
  for (const {starts, ends} of all) {
    for (let i = 0; i < starts.length; i++) {
      if (starts[i]! < min) min = starts[i]!;
      if (ends[i]! > max) max = ends[i]!;
    }
  }
  return min <= max ? [min, max] : null;
}

/**
 * Items per bin of `domain` cut into `binCount` equal bins. An interval counts in every bin it
 * overlaps, an instant in the bin it falls in (the last bin includes the domain's end); spans
 * outside the domain are not counted.
 */
export function binCounts(all: readonly ItemTimes[], domain: TimeRange, binCount: number): number[] {
  const counts = new Array<number>(binCount).fill(0);
  const [from, to] = domain;
  const width = (to - from) / binCount;
  const binOf = (time: number) => (width > 0 ? Math.min(binCount - 1, Math.floor((time - from) / width)) : 0);
  for (const {starts, ends} of all) {
    for (let i = 0; i < starts.length; i++) {
      const start = starts[i]!;
      const end = ends[i]!;
      if (end < from || start > to) continue;
      const last = binOf(Math.min(end, to));
      for (let bin = binOf(Math.max(start, from)); bin <= last; bin++) counts[bin]!++;
    }
  }
  return counts;
}

/** Items whose span shares at least one instant with `range` (what the layers' GPU filter draws). */
export function countInRange(all: readonly ItemTimes[], range: TimeRange): number {
  let count = 0;
  for (const {starts, ends} of all) {
    for (let i = 0; i < starts.length; i++) if (starts[i]! <= range[1] && ends[i]! >= range[0]) count++;
  }
  return count;
}
