import {isPlainObject} from './optionRules.js';

/** Structural equality of option values: plain objects and arrays by content, anything else by identity. */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((value, index) => deepEqual(value, b[index]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && deepEqual(a[key], b[key]))
    );
  }
  return false;
}

/** The top-level option keys whose values differ. */
export function changedKeys<T extends object>(previous: T, next: T): (keyof T)[] {
  return (Object.keys(next) as (keyof T)[]).filter((key) => !deepEqual(previous[key], next[key]));
}
