import {MapWeaveError, describeValue} from './errors.js';
import type {Id, TimeRange, TimeSpan, TimeValue} from './types.js';

function describe(value: unknown): string {
  return value instanceof Date ? 'an invalid Date' : describeValue(value);
}

/** The instants a JavaScript Date can hold: ±100 000 000 days around the epoch. */
export const MAX_TIME = 8.64e15;

/**
 * ISO 8601 dates and date-times as JavaScript defines them (RFC 3339 style): `YYYY`, `YYYY-MM`,
 * `YYYY-MM-DD`, then optionally `THH:mm`, `:ss`, a fraction and `Z` or `±HH:mm`. A space may
 * stand for `T`, `±HHmm` for `±HH:mm` and six-digit signed years are allowed.
 */
const ISO_DATE =
  /^([+-]\d{6}|\d{4})(?:-(\d{2})(?:-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?)?)?$/i;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function daysInMonth(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1]!;
}

/**
 * Milliseconds for an ISO 8601 string, or NaN. Date-only forms are UTC midnight; date-times
 * without `Z` or an offset are local time (as `Date.parse` reads them).
 */
export function parseIsoTime(text: string): number {
  const match = ISO_DATE.exec(text.trim());
  if (!match) return Number.NaN;
  const [, yearText, month = '01', day = '01', hour, minute, second = '00', fraction = '', zone] = match;
  const year = Number(yearText);
  if (yearText === '-000000') return Number.NaN;
  const monthNumber = Number(month);
  const dayNumber = Number(day);
  if (monthNumber < 1 || monthNumber > 12 || dayNumber < 1 || dayNumber > daysInMonth(year, monthNumber))
    return Number.NaN;
  if (hour !== undefined) {
    const h = Number(hour);
    const endOfDay = h === 24 && minute === '00' && second === '00' && /^0*$/.test(fraction);
    if ((h > 23 && !endOfDay) || Number(minute) > 59 || Number(second) > 59) return Number.NaN;
  }
  if (zone && zone.toUpperCase() !== 'Z') {
    const offset = /^([+-])(\d{2}):?(\d{2})?$/.exec(zone)!;
    if (Number(offset[2]) > 23 || Number(offset[3] ?? '0') > 59) return Number.NaN;
  }
  // Rebuilt in the one format every JavaScript engine parses the same way.
  const date = `${yearText}-${month}-${day}`;
  if (hour === undefined) return Date.parse(date);
  const milliseconds = (fraction + '000').slice(0, 3);
  const offset =
    zone === undefined
      ? ''
      : zone.toUpperCase() === 'Z'
        ? 'Z'
        : zone.replace(/^([+-]\d{2}):?(\d{2})?$/, (_, h: string, m?: string) => `${h}:${m ?? '00'}`);
  return Date.parse(`${date}T${hour}:${minute}:${second}.${milliseconds}${offset}`);
}

/**
 * Milliseconds since the epoch for a number (taken as is), a `Date` or an ISO 8601 string
 * (`2024-05-01`, `2024-05-01T12:00:00Z`, see `parseIsoTime`). Throws INVALID_TIME for NaN,
 * infinities, instants a Date cannot hold, invalid dates and other strings; `ids` name the
 * item the time belongs to.
 */
export function toMillis(value: TimeValue, ids: Id[] = []): number {
  let millis = Number.NaN;
  if (typeof value === 'number') millis = value;
  else if (value instanceof Date) millis = value.getTime();
  else if (typeof value === 'string') millis = parseIsoTime(value);
  if (!Number.isFinite(millis) || Math.abs(millis) > MAX_TIME) {
    const owner = ids.length > 0 ? ` of ${ids.map((id) => JSON.stringify(id)).join(', ')}` : '';
    const reason = Number.isFinite(millis)
      ? `${describe(value)} is outside the range of dates (±8.64e15 ms around 1970)`
      : `${describe(value)} is not a finite number of milliseconds, a valid Date or an ISO 8601 date string`;
    throw new MapWeaveError('INVALID_TIME', `Invalid time${owner}: ${reason}`, ids);
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
