import {rangesIntersect} from '../../../core/time.js';
import type {TimeRange} from '../../../core/types.js';

/**
 * GPU time filtering (deck.gl DataFilterExtension, filterSize 3). Each item gets
 * `[latestStart, earliestEnd, visible]` over its own time and those it depends on (a link's
 * ends); it is drawn when `latestStart <= rangeEnd` and `earliestEnd >= rangeStart` (every
 * interval overlaps the range) and `visible` is 1. Times are stored relative to an origin, in
 * float32, so they keep millisecond-level precision.
 */
export const UNBOUNDED = 1e30;

export type FilterValue = [number, number, number];
export type FilterRange = [[number, number], [number, number], [number, number]];

/** `[start, end]` of intervals that must all overlap the range: the latest start and earliest end. */
export function combineIntervals(intervals: readonly (TimeRange | undefined)[]): [number, number] {
  let start = -Infinity;
  let end = Infinity;
  for (const interval of intervals) {
    if (!interval) continue;
    start = Math.max(start, interval[0]);
    end = Math.min(end, interval[1]);
  }
  return [start, end];
}

/** The filter value of an item from its combined interval (absolute ms) and its visibility. */
export function filterValue(interval: [number, number], origin: number, visible: boolean): FilterValue {
  return [
    interval[0] === -Infinity ? -UNBOUNDED : interval[0] - origin,
    interval[1] === Infinity ? UNBOUNDED : interval[1] - origin,
    visible ? 1 : 0,
  ];
}

/**
 * `filterValue` of the intervals given (a node's own; a link's own and its ends'), written at
 * `values[offset]` without allocating: the per-row path of a full refresh.
 */
export function writeFilterValue(
  values: Float32Array,
  offset: number,
  origin: number,
  visible: boolean,
  first?: TimeRange,
  second?: TimeRange,
  third?: TimeRange,
): void {
  let start = -Infinity;
  let end = Infinity;
  if (first) {
    start = Math.max(start, first[0]);
    end = Math.min(end, first[1]);
  }
  if (second) {
    start = Math.max(start, second[0]);
    end = Math.min(end, second[1]);
  }
  if (third) {
    start = Math.max(start, third[0]);
    end = Math.min(end, third[1]);
  }
  values[offset] = start === -Infinity ? -UNBOUNDED : start - origin;
  values[offset + 1] = end === Infinity ? UNBOUNDED : end - origin;
  values[offset + 2] = visible ? 1 : 0;
}

/** The filterRange uniform for a time range (absolute ms, or null for no time filter). */
export function filterRange(range: TimeRange | null, origin: number): FilterRange {
  if (!range) {
    return [
      [-UNBOUNDED, UNBOUNDED],
      [-UNBOUNDED, UNBOUNDED],
      [1, 1],
    ];
  }
  return [
    [-UNBOUNDED, range[1] - origin],
    [range[0] - origin, UNBOUNDED],
    [1, 1],
  ];
}

/** The CPU twin of the GPU test, for counting, combining and graph analysis. */
export function passesFilter(interval: [number, number], range: TimeRange | null): boolean {
  return range === null || rangesIntersect(interval, range);
}
