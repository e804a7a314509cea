/**
 * A demo's state in the query string, so that a link reproduces the view.
 *
 * Usage (with the hook in src/hooks/useDemoUrlState.ts):
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
 * Reading never throws: a missing or invalid value gives the default, so a hand-edited or
 * outdated link still opens the demo. Writing leaves out values equal to their default and
 * keeps query parameters the schema does not know.
 */

export interface Param<T> {
  readonly default: T;
  /** The value of a query parameter, or undefined when it is not a valid one. */
  parse(raw: string): T | undefined;
  format(value: T): string;
}

export type DemoStateSchema = Record<string, Param<unknown>>;
export type DemoState<S extends DemoStateSchema> = {[K in keyof S]: S[K] extends Param<infer T> ? T : never};

export function enumParam<const V extends string>(values: readonly V[], defaultValue: NoInfer<V>): Param<V> {
  assertDefault(values.includes(defaultValue), `enumParam: default "${defaultValue}" is not one of ${values.join(', ')}`);
  return {
    default: defaultValue,
    parse: (raw) => (values as readonly string[]).includes(raw) ? (raw as V) : undefined,
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
  const valid = (value: number) => Number.isFinite(value) && value >= min && value <= max && (!integer || Number.isInteger(value));
  assertDefault(valid(defaultValue), `numberParam: default ${defaultValue} is outside [${min}, ${max}] or not an integer`);
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
export function listParam<const V extends string>(values: readonly V[], defaultValue: readonly NoInfer<V>[]): Param<V[]> {
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

function assertDefault(ok: boolean, message: string): void {
  if (!ok) throw new Error(message);
}

export function defaultDemoState<S extends DemoStateSchema>(schema: S): DemoState<S> {
  const state: Record<string, unknown> = {};
  for (const [key, param] of Object.entries(schema)) state[key] = param.default;
  return state as DemoState<S>;
}

/** The state a query string (`?a=1&b=2` or `a=1&b=2`) describes; invalid values become defaults. */
export function parseDemoState<S extends DemoStateSchema>(schema: S, search: string): DemoState<S> {
  const params = new URLSearchParams(search);
  const state: Record<string, unknown> = {};
  for (const [key, param] of Object.entries(schema)) {
    const raw = params.get(key);
    const parsed = raw === null || raw === '' ? undefined : param.parse(raw);
    state[key] = parsed === undefined ? param.default : parsed;
  }
  return state as DemoState<S>;
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
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}
