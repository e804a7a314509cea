/**
 * A demo's state in the query string, so that a link reproduces the view.
 *
 * Usage (with the hook in useDemoUrlState.ts):
 *   const SCHEMA = {
 *     type: listParam(['ddos', 'phishing'], ['ddos', 'phishing']),
 *     severity: numberParam({min: 1, max: 5, default: 1}),
 *     t: numberParam({min: 0, max: 168, default: 168, integer: true}),
 *     play: booleanParam(false),
 *     sel: stringParam(/^[a-z0-9-]+$/),
 *     mode: enumParam(['load', 'latency'], 'load'),
 *   };
 *   const [state, update] = useDemoUrlState(SCHEMA);   // state.severity is a number …
 *   update({severity: 3});                                // ?severity=3, history replaced
 *
 * Reading never throws: a missing or invalid value (malformed, out of range, given more than
 * once, or naming something the demo's data does not have) gives the default, so a hand-edited
 * or outdated link still opens the demo, and the keys it ignored are reported for a note.
 * Writing leaves out values equal to their default and keeps query parameters the schema does
 * not know.
 */

import type {DemoCamera} from './types';

export interface Param<T> {
  readonly default: T;
  /** The value of a query parameter, or undefined when it is not a valid one. */
  parse(raw: string): T | undefined;
  format(value: T): string;
}

export type DemoStateSchema = Record<string, Param<unknown>>;
export type DemoState<S extends DemoStateSchema> = {[K in keyof S]: S[K] extends Param<infer T> ? T : never};

export function enumParam<const V extends string>(values: readonly V[], defaultValue: NoInfer<V>): Param<V> {
  assertDefault(
    values.includes(defaultValue),
    `enumParam: default "${defaultValue}" is not one of ${values.join(', ')}`,
  );
  return {
    default: defaultValue,
    parse: (raw) => ((values as readonly string[]).includes(raw) ? (raw as V) : undefined),
    format: (value) => value,
  };
}

export interface NumberParamOptions {
  min: number;
  max: number;
  default: number;
  integer?: boolean;
}

export function numberParam({min, max, default: defaultValue, integer = false}: NumberParamOptions): Param<number> {
  const valid = (value: number) =>
    Number.isFinite(value) && value >= min && value <= max && (!integer || Number.isInteger(value));
  assertDefault(
    valid(defaultValue),
    `numberParam: default ${defaultValue} is outside [${min}, ${max}] or not an integer`,
  );
  return {
    default: defaultValue,
    parse: (raw) => {
      if (!/^-?\d+(\.\d+)?$/.test(raw)) return undefined;
      const value = Number(raw);
      return valid(value) ? value : undefined;
    },
    format: (value) => String(value),
  };
}

export function booleanParam(defaultValue: boolean): Param<boolean> {
  return {
    default: defaultValue,
    parse: (raw) => (raw === '1' ? true : raw === '0' ? false : undefined),
    format: (value) => (value ? '1' : '0'),
  };
}

/**
 * A set of values from `values`, written comma-separated in `values` order; `-` is the empty
 * set (an absent parameter means the default). Unknown entries make the whole value invalid.
 */
export function listParam<const V extends string>(
  values: readonly V[],
  defaultValue: readonly NoInfer<V>[],
): Param<V[]> {
  assertDefault(
    defaultValue.every((value) => values.includes(value)),
    `listParam: default has values outside ${values.join(', ')}`,
  );
  const ordered = (items: readonly string[]) => values.filter((value) => items.includes(value));
  return {
    default: ordered(defaultValue),
    parse: (raw) => {
      if (raw === '-') return [];
      const items = raw.split(',');
      if (items.some((item) => !(values as readonly string[]).includes(item))) return undefined;
      return ordered(items);
    },
    format: (value) => (value.length === 0 ? '-' : ordered(value).join(',')),
  };
}

/** A free string (an id, a selection) matching `pattern`, or null (the default: nothing chosen). */
export function stringParam(pattern: RegExp): Param<string | null> {
  return {
    default: null,
    parse: (raw) => (raw.length <= 200 && pattern.test(raw) ? raw : undefined),
    format: (value) => value ?? '',
  };
}

/**
 * Where the map looks, as MapLibre's hash writes it: `zoom/latitude/longitude`, then
 * `/bearing/pitch` when either is not 0. Rounded to what a link needs to reproduce the view: a
 * hundredth of a zoom level, 5 decimals of a degree (about a metre), a tenth of a degree of
 * bearing and pitch. Null (the default) means the demo's own framing.
 */
export function cameraParam(): Param<DemoCamera | null> {
  return {
    default: null,
    parse: (raw) => {
      if (!/^-?\d+(\.\d+)?(\/-?\d+(\.\d+)?){2}((\/-?\d+(\.\d+)?){2})?$/.test(raw)) return undefined;
      const [zoom, latitude, longitude, bearing = 0, pitch = 0] = raw.split('/').map(Number) as number[];
      const camera = {zoom: zoom!, latitude: latitude!, longitude: longitude!, bearing, pitch};
      return inCameraRange(camera) ? camera : undefined;
    },
    format: (camera) => {
      if (camera === null) return '';
      const fields = [round(camera.zoom, 2), round(camera.latitude, 5), round(wrapLongitude(camera.longitude), 5)];
      const bearing = round(camera.bearing, 1);
      const pitch = round(camera.pitch, 1);
      if (bearing !== 0 || pitch !== 0) fields.push(bearing, pitch);
      return fields.join('/');
    },
  };
}

function inCameraRange({zoom, latitude, longitude, bearing, pitch}: DemoCamera): boolean {
  return (
    zoom >= 0 &&
    zoom <= 24 &&
    Math.abs(latitude) <= 85.06 &&
    Math.abs(longitude) <= 180 &&
    Math.abs(bearing) <= 180 &&
    pitch >= 0 &&
    pitch <= 85
  );
}

function round(value: number, decimals: number): number {
  const rounded = Number(value.toFixed(decimals));
  return Object.is(rounded, -0) ? 0 : rounded;
}

function wrapLongitude(longitude: number): number {
  return ((((longitude + 180) % 360) + 360) % 360) - 180;
}

function assertDefault(ok: boolean, message: string): void {
  if (!ok) throw new Error(message);
}

export function defaultDemoState<S extends DemoStateSchema>(schema: S): DemoState<S> {
  const state: Record<string, unknown> = {};
  for (const [key, param] of Object.entries(schema)) state[key] = param.default;
  return state as DemoState<S>;
}

/**
 * Checks of values against the demo's data, by key: a value a check refuses (an id the data
 * does not have) is ignored like a malformed one.
 */
export type DemoStateChecks<S extends DemoStateSchema> = {[K in keyof S]?: (value: DemoState<S>[K]) => boolean};

export interface DemoStateReading<S extends DemoStateSchema> {
  state: DemoState<S>;
  /** The keys whose value in the query was ignored, in schema order. */
  ignored: (keyof S & string)[];
}

/**
 * The state a query string (`?a=1&b=2` or `a=1&b=2`) describes, and the keys it ignored: a value
 * that does not parse, is given more than once or fails its check gives the default.
 */
export function readDemoState<S extends DemoStateSchema>(
  schema: S,
  search: string,
  checks: DemoStateChecks<S> = {},
): DemoStateReading<S> {
  const params = new URLSearchParams(search);
  const state: Record<string, unknown> = {};
  const ignored: (keyof S & string)[] = [];
  for (const [key, param] of Object.entries(schema)) {
    const raws = params.getAll(key).filter((raw) => raw !== '');
    const [raw] = raws;
    const parsed = raw !== undefined && raws.length === 1 ? param.parse(raw) : undefined;
    const check = checks[key] as ((value: unknown) => boolean) | undefined;
    const usable = parsed !== undefined && (check === undefined || check(parsed));
    state[key] = usable ? parsed : param.default;
    if (raws.length > 0 && !usable) ignored.push(key);
  }
  return {state: state as DemoState<S>, ignored};
}

/**
 * `search` with the schema's parameters replaced by `state` (defaults left out), other
 * parameters kept in place. Returns `''` or a string starting with `?`.
 */
export function writeDemoState<S extends DemoStateSchema>(schema: S, state: DemoState<S>, search = ''): string {
  const params = new URLSearchParams(search);
  for (const [key, param] of Object.entries(schema)) {
    const value = (state as Record<string, unknown>)[key];
    const text = param.format(value);
    if (text === '' || text === param.format(param.default)) params.delete(key);
    else params.set(key, text);
  }
  // `,` and `/` may stand unescaped in a query (RFC 3986), and links read better with them.
  const query = params.toString().replace(/%2C/g, ',').replace(/%2F/g, '/');
  return query === '' ? '' : `?${query}`;
}

/** A check for a `stringParam` holding an id or a comma-separated list of ids: every id is in `known`. */
export function knownIds(known: {has(id: string): boolean}): (value: string | null) => boolean {
  return (value) => value === null || value.split(',').every((id) => known.has(id));
}
