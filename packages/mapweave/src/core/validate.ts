import {parseColor} from './color.js';
import {MapWeaveError, describeValue, quoteId, type ValidationIssue} from './errors.js';
import {toTimeRange} from './time.js';
import type {Id, TimeRange, TimeSpan} from './types.js';

/** The valid coordinate ranges (drawing clamps latitudes further, to web mercator's ±85.05°). */
export const MAX_LATITUDE = 90;
export const MAX_LONGITUDE = 180;

export function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A record of items keyed by id: a plain object (or a class instance), not a Map, Set, array
 * or other built-in whose entries `Object.keys` would not see. Works across realms (iframes).
 */
export function isPlainRecord(value: unknown): value is Record<string, unknown> {
  return isRecord(value) && Object.prototype.toString.call(value) === '[object Object]';
}

/** The ids of a record keyed by id; INVALID_TYPE for anything else (a Map, an array, null). */
export function recordKeys(data: unknown, what: string): string[] {
  if (!isPlainRecord(data)) {
    throw new MapWeaveError(
      'INVALID_TYPE',
      `${what} must be a plain object of items keyed by id (got ${describeValue(data)})`,
    );
  }
  return Object.keys(data);
}

/**
 * INVALID_ID for an id that cannot key the plain objects MapWeave returns (`data()`,
 * `degrees()`, `getNodePositions()`…): `__proto__` would set the prototype instead of a key.
 */
export function checkId(id: string, issues: ValidationIssue[]): void {
  if (id === '__proto__') {
    issues.push({
      code: 'INVALID_ID',
      id,
      message: `The id ${quoteId(id)} is reserved (it cannot be a key of the records MapWeave returns); use another id`,
    });
  }
}

/**
 * Checks an item's `latitude`/`longitude`: finite numbers (INVALID_TYPE) within
 * [-90, 90] and [-180, 180] (COORDINATE_OUT_OF_RANGE). Pushes issues, returns whether it passed.
 */
export function checkCoordinates(
  latitude: unknown,
  longitude: unknown,
  id: Id,
  label: string,
  issues: ValidationIssue[],
): boolean {
  if (!isFiniteNumber(latitude) || !isFiniteNumber(longitude)) {
    issues.push({
      code: 'INVALID_TYPE',
      id,
      message: `${label} ${quoteId(id)} needs finite numbers for latitude and longitude (got ${describeValue(latitude)}, ${describeValue(longitude)})`,
    });
    return false;
  }
  if (Math.abs(latitude) > MAX_LATITUDE || Math.abs(longitude) > MAX_LONGITUDE) {
    issues.push({
      code: 'COORDINATE_OUT_OF_RANGE',
      id,
      message: `${label} ${quoteId(id)} is out of range (latitude ${latitude} must be within [-90, 90], longitude ${longitude} within [-180, 180])`,
    });
    return false;
  }
  return true;
}

/** Parses an optional `time`; pushes INVALID_TIME and returns undefined when it is bad. */
export function checkTime(
  time: TimeSpan | undefined,
  id: Id,
  label: string,
  issues: ValidationIssue[],
): TimeRange | undefined {
  if (time === undefined) return undefined;
  try {
    return toTimeRange(time, [id]);
  } catch (error) {
    const reason = error instanceof Error ? error.message.replace(/ \(INVALID_TIME\)$/, '') : String(error);
    issues.push({code: 'INVALID_TIME', id, message: `${label} ${quoteId(id)}: ${reason}`});
    return undefined;
  }
}

/** Colour strings that parsed: data repeats a few colours over many items (bounded, in case it does not). */
const validColorStrings = new Set<string>();
const VALID_COLOR_STRINGS_KEPT = 1024;

/** Optional colour fields: INVALID_TYPE with parseColor's explanation. */

export function checkColor(value: unknown, field: string, id: Id, label: string, issues: ValidationIssue[]): void {
  if (value === undefined || (typeof value === 'string' && validColorStrings.has(value))) return;
  try {
    parseColor(value as Parameters<typeof parseColor>[0]);
    if (typeof value === 'string' && validColorStrings.size < VALID_COLOR_STRINGS_KEPT) validColorStrings.add(value);
  } catch (error) {
    const reason = error instanceof Error ? error.message.replace(/ \(INVALID_OPTION\)$/, '') : String(error);
    issues.push({code: 'INVALID_TYPE', id, message: `${label} ${quoteId(id)} has an invalid ${field}: ${reason}`});
  }
}

/** Optional numeric fields that must be finite and not negative. */
export function checkNonNegative(
  value: unknown,
  field: string,
  id: Id,
  label: string,
  issues: ValidationIssue[],
): void {
  checkNumber(value, 0, field, id, label, issues);
}

/** Optional numeric fields that must be finite. */
export function checkFinite(value: unknown, field: string, id: Id, label: string, issues: ValidationIssue[]): void {
  checkNumber(value, -Infinity, field, id, label, issues);
}

function checkNumber(
  value: unknown,
  minimum: number,
  field: string,
  id: Id,
  label: string,
  issues: ValidationIssue[],
): void {
  if (value === undefined) return;
  if (!isFiniteNumber(value) || value < minimum) {
    issues.push({
      code: 'INVALID_TYPE',
      id,
      message: `${label} ${quoteId(id)} has an invalid ${field}: ${describeValue(value)} is not a finite number${minimum === 0 ? ' >= 0' : ''}`,
    });
  }
}

/** Optional string fields. */
export function checkString(value: unknown, field: string, id: Id, label: string, issues: ValidationIssue[]): void {
  if (value === undefined || typeof value === 'string') return;
  issues.push({code: 'INVALID_TYPE', id, message: `${label} ${quoteId(id)} has a non-string ${field}`});
}

/** Optional fields limited to a few strings. */
export function checkOneOf(
  value: unknown,
  allowed: readonly string[],
  field: string,
  id: Id,
  label: string,
  issues: ValidationIssue[],
): void {
  if (value === undefined || (typeof value === 'string' && allowed.includes(value))) return;
  issues.push({
    code: 'INVALID_TYPE',
    id,
    message: `${label} ${quoteId(id)} has an invalid ${field} ${describeValue(value)} (use ${allowed.map((a) => `'${a}'`).join(', ')})`,
  });
}

/** INVALID_TYPE unless `ids` is an array of strings, e.g. `select('a')` for `select(['a'])`; `method` names the call. */
export function checkIdList(ids: unknown, method: string): asserts ids is Id[] {
  if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'string')) {
    throw new MapWeaveError('INVALID_TYPE', `${method} takes an array of item ids (got ${describeValue(ids)})`);
  }
}

/** INVALID_TYPE unless `id` is a string; `method` names the call. */
export function checkIdArgument(id: unknown, method: string): asserts id is Id {
  if (typeof id !== 'string')
    throw new MapWeaveError('INVALID_TYPE', `${method} takes an item id, a string (got ${describeValue(id)})`);
}

/** `record[key]` when it is the record's own field, else undefined: a field named `constructor` is no inherited method. */
export function ownField(record: object, key: string): unknown {
  return Object.hasOwn(record, key) ? (record as Record<string, unknown>)[key] : undefined;
}
