import type {Id} from './types.js';

export type MapWeaveErrorCode =
  | 'UNKNOWN_LINK_END'
  | 'COORDINATE_OUT_OF_RANGE'
  | 'INVALID_TYPE'
  | 'INVALID_ID'
  | 'DUPLICATE_ID'
  | 'INVALID_TIME'
  | 'UNKNOWN_ID'
  | 'UNKNOWN_ENTITY'
  | 'INVALID_OPTION'
  | 'INVALID_GEOJSON'
  | 'INVALID_TILE_URL'
  | 'INVALID_CONTAINER'
  | 'ANALYSIS_FAILED'
  | 'WEBGL_UNAVAILABLE'
  | 'DESTROYED'
  | 'NOT_MOUNTED';

/** One problem found while validating a change; several are gathered before anything is thrown. */
export interface ValidationIssue {
  code: MapWeaveErrorCode;
  /** The offending item's id. */
  id: Id;
  /** A sentence naming the item, e.g. `Link "l1" references unknown node "x"`. */
  message: string;
}

/** How many issue sentences an aggregated error message spells out before summarising the rest. */
const MESSAGE_ISSUE_LIMIT = 5;

export class MapWeaveError extends Error {
  readonly code: MapWeaveErrorCode;
  /** Every offending id for `code`. */
  readonly ids: Id[];
  /** Every problem found in the rejected change, of any code (the first one decides `code`). */
  readonly issues: ValidationIssue[];

  constructor(code: MapWeaveErrorCode, detail: string, ids: Id[] = [], issues: ValidationIssue[] = []) {
    super(`${detail} (${code})`);
    this.name = 'MapWeaveError';
    this.code = code;
    this.ids = ids;
    this.issues = issues;
  }

  /**
   * One error for a list of problems: its code is the first problem's, its ids are every id
   * with that code, its message lists the first few problems and counts the rest.
   */
  static fromIssues(issues: readonly ValidationIssue[]): MapWeaveError {
    const first = issues[0];
    if (!first) throw new RangeError('MapWeaveError.fromIssues needs at least one issue');
    const sameCode = issues.filter((issue) => issue.code === first.code);
    const ids = [...new Set(sameCode.map((issue) => issue.id))];
    const shown = sameCode.slice(0, MESSAGE_ISSUE_LIMIT).map((issue) => issue.message);
    const hiddenSameCode = sameCode.length - shown.length;
    const otherCodes = issues.length - sameCode.length;
    let detail = shown.join('; ');
    if (hiddenSameCode > 0) detail += `; and ${hiddenSameCode} more like it`;
    if (otherCodes > 0) detail += ` (plus ${otherCodes} other problem${otherCodes === 1 ? '' : 's'}, see error.issues)`;
    return new MapWeaveError(first.code, detail, ids, [...issues]);
  }
}

export function isMapWeaveError(value: unknown): value is MapWeaveError {
  return value instanceof MapWeaveError;
}

/** Throws one aggregated MapWeaveError when `issues` is not empty. */
export function throwIfIssues(issues: readonly ValidationIssue[]): void {
  if (issues.length > 0) throw MapWeaveError.fromIssues(issues);
}

export function invalidOption(message: string): MapWeaveError {
  return new MapWeaveError('INVALID_OPTION', message);
}

export function unknownIds(ids: Id[], what = 'item'): MapWeaveError {
  const quoted = ids.map(quoteId).join(', ');
  return new MapWeaveError('UNKNOWN_ID', `Unknown ${what}${ids.length === 1 ? '' : 's'} ${quoted}`, ids);
}

/**
 * `value` when it is an Error (of this realm or another frame's), else an Error that quotes it,
 * with the value as its `cause`: a thrown string or object still arrives as an Error.
 */
export function asError(value: unknown, what = 'A non-Error value was thrown'): Error {
  if (isErrorObject(value)) return value;
  return new Error(`${what}: ${describeValue(value)}`, {cause: value});
}

function isErrorObject(value: unknown): value is Error {
  try {
    return value instanceof Error || Object.prototype.toString.call(value) === '[object Error]';
  } catch {
    // A Proxy whose traps throw.
    return false;
  }
}

export function destroyedError(what = 'This MapWeave instance'): MapWeaveError {
  return new MapWeaveError('DESTROYED', `${what} has been destroyed`);
}

/** The longest excerpt of a value that messages quote. */
const DESCRIBED_VALUE_LIMIT = 80;

/**
 * Any value as messages quote it, without throwing (not even for a Proxy whose traps throw): JSON
 * where it has one (cut to a readable length) for plain values, else their kind (`10n`, `Symbol(x)`,
 * `a function`, `a Map`, `a cyclic or unserialisable object`).
 */
export function describeValue(value: unknown): string {
  if (typeof value === 'bigint') return `${value}n`;
  if (typeof value === 'symbol') return value.toString();
  if (typeof value === 'function') return 'a function';
  if (value === undefined) return 'undefined';
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
  try {
    return describeData(value);
  } catch {
    return 'an unreadable object';
  }
}

function describeData(value: unknown): string {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const prototype = Object.getPrototypeOf(value) as unknown;
    const tag = Object.prototype.toString.call(value).slice(8, -1);
    if (prototype !== Object.prototype && prototype !== null) return tag === 'Object' ? 'a class instance' : `a ${tag}`;
  }
  let json: string | undefined;
  try {
    json = JSON.stringify(value);
  } catch {
    return `a ${Array.isArray(value) ? 'cyclic or unserialisable array' : 'cyclic or unserialisable object'}`;
  }
  if (json === undefined) return `a ${Object.prototype.toString.call(value).slice(8, -1)}`;
  return json.length > DESCRIBED_VALUE_LIMIT
    ? `${json.slice(0, DESCRIBED_VALUE_LIMIT - 1)}… (${json.length} characters)`
    : json;
}

/** `"a"` for an id in messages; JSON quoting keeps odd ids readable. A value given where an id belongs is described instead. */
export function quoteId(id: Id): string {
  return typeof id === 'string' ? JSON.stringify(id) : describeValue(id);
}
