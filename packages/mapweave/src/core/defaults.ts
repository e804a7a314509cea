import {anything, boolean, func, isPlainObject, nonEmptyString, nullable, shape} from './optionRules.js';

/**
 * What every options object shares: deep partials, frozen defaults, merging and resetting. Each
 * layer's, adapter's and the map's own options type, defaults and rules sit beside it (e.g.
 * `layers/network/options.ts`). Defaults are frozen: derive new options with `mergeOptions` /
 * `resetOptions`, never by mutation.
 */

/** A partial of T where nested plain objects are partial too; arrays and functions are whole values. */
export type DeepPartial<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends readonly unknown[]
    ? T
    : T extends object
      ? {[K in keyof T]?: DeepPartial<T[K]>}
      : T;

export type DeepReadonly<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends object
    ? {readonly [K in keyof T]: DeepReadonly<T[K]>}
    : T;

export function deepFreeze<T>(value: T): DeepReadonly<T> {
  if (isPlainObject(value) || Array.isArray(value)) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value as DeepReadonly<T>;
}

/** What `new XLayer(config)` takes besides its options (checked by their own rules). */
export const LAYER_CONFIG_RULES = shape<{
  id: unknown;
  data: unknown;
  options: unknown;
  visible: unknown;
  filter: unknown;
}>({
  id: nonEmptyString,
  data: anything,
  options: anything,
  visible: boolean,
  filter: nullable(func),
});

function clonePlain<T>(value: T): T {
  if (!isPlainObject(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) copy[key] = clonePlain(child);
  return copy as T;
}

/**
 * `current` with `partial` merged in, as a new object (neither input changes): nested plain
 * objects merge key by key, arrays, functions and every other value replace, `undefined`
 * is ignored and `null` is a value.
 */
export function mergeOptions<T extends object>(
  current: T | DeepReadonly<T>,
  partial: NoInfer<DeepPartial<T>> | undefined,
): T {
  const result = clonePlain(current) as Record<string, unknown>;
  if (!partial) return result as T;
  for (const [key, value] of Object.entries(partial)) {
    if (value === undefined) continue;
    const existing = result[key];
    result[key] =
      isPlainObject(existing) && isPlainObject(value) ? mergeOptions<object>(existing, value) : clonePlain(value);
  }
  return result as T;
}

/** The defaults with `partial` merged in: every option not in `partial` returns to its default. */
export function resetOptions<T extends object>(defaults: T | DeepReadonly<T>, partial?: NoInfer<DeepPartial<T>>): T {
  return mergeOptions(defaults, partial);
}
