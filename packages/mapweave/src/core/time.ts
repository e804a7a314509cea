import { MapWeaveError } from './errors.js';
import type { Id, TimeRange, TimeSpan, TimeValue } from './types.js';

function describe(value: unknown): string {
  if (value instanceof Date) return 'an invalid Date';
  if (typeof value === 'string') return JSON.stringify(value);
  return String(value);
}

/**
 * Milliseconds since the epoch for a number (taken as is), a `Date` or a date string
 * (ISO 8601 such as `2024-05-01T12:00:00Z`). Throws INVALID_TIME for NaN, infinities,
 * invalid dates and unparsable strings; `ids` name the item the time belongs to.
 */
export function toMillis(value: TimeValue, ids: Id[] = []): number {
  let millis = Number.NaN;
  if (typeof value === 'number') millis = value;
  else if (value instanceof Date) millis = value.getTime();
  else if (typeof value === 'string' && value.trim() !== '') millis = Date.parse(value);
  if (!Number.isFinite(millis)) {
    const owner = ids.length > 0 ? ` of ${ids.map((id) => JSON.stringify(id)).join(', ')}` : '';
    throw new MapWeaveError(
      'INVALID_TIME',
      `Invalid time${owner}: ${describe(value)} is not a finite number of milliseconds, a valid Date or a date string`,
      ids,
    );
  }
  return millis;
}

/** `[start, end]` in milliseconds for an instant (`[t, t]`) or an interval; INVALID_TIME when end < start. */
export function toTimeRange(span: TimeSpan, ids: Id[] = []): TimeRange {
  if (Array.isArray(span)) {
    const length = (span as readonly unknown[]).length;
    if (length !== 2) {
      throw new MapWeaveError('INVALID_TIME', `Invalid time range: expected [start, end], got ${length} values`, ids);
    }
    const start = toMillis(span[0], ids);
    const end = toMillis(span[1], ids);
    if (end < start) {
      throw new MapWeaveError(
        'INVALID_TIME',
        `Invalid time range: end ${formatTime(end)} is before start ${formatTime(start)}`,
        ids,
      );
    }
    return [start, end];
  }
  const instant = toMillis(span, ids);
  return [instant, instant];
}

/** ISO 8601 where a Date can hold the instant, else the number. */
export function formatTime(millis: number): string {
  const date = new Date(millis);
  return Number.isNaN(date.getTime()) ? String(millis) : date.toISOString();
}

/** Whether two closed ranges share at least one instant. */
export function rangesIntersect(a: TimeRange, b: TimeRange): boolean {
  return a[0] <= b[1] && b[0] <= a[1];
}
