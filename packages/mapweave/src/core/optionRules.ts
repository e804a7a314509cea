import {COLOR_FORMS, isColor} from './color.js';
import {MapWeaveError, describeValue, invalidOption} from './errors.js';
import {toMillis, toTimeRange} from './time.js';
import {isFiniteNumber} from './validate.js';

/**
 * Declarative checks of option objects: every layer, adapter and the map state which options
 * they take and what each must be, and `readOptions` applies that to what a caller passes.
 */

/** Checks one option value: returns what it must be (`a finite number >= 0`) when it is not. May throw a MapWeaveError of its own code (INVALID_TIME). */
export type ValueRule = (value: unknown) => string | undefined;

/** An object option: one rule per key; any other key is a typo. */
export interface ShapeRule {
  readonly fields: Readonly<Record<string, OptionRule>>;
  /** What the option may be instead of an object (`proximityCombine: true`). */
  readonly otherwise?: ValueRule;
}

export type OptionRule = ValueRule | ShapeRule;

/** The rules of an options object of type T: one for each of its keys, checked by the compiler. */
export function shape<T>(fields: {readonly [K in keyof T]-?: OptionRule}, otherwise?: ValueRule): ShapeRule {
  return {fields, otherwise};
}

export const anything: ValueRule = () => undefined;
export const boolean: ValueRule = (value) => (typeof value === 'boolean' ? undefined : 'true or false');
export const string: ValueRule = (value) => (typeof value === 'string' ? undefined : 'a string');
export const nonEmptyString: ValueRule = (value) =>
  typeof value === 'string' && value !== '' ? undefined : 'a non-empty string';
export const func: ValueRule = (value) => (typeof value === 'function' ? undefined : 'a function');
export const finite: ValueRule = (value) => (isFiniteNumber(value) ? undefined : 'a finite number');
export const nonNegative: ValueRule = (value) =>
  isFiniteNumber(value) && value >= 0 ? undefined : 'a finite number >= 0';
export const positive: ValueRule = (value) => (isFiniteNumber(value) && value > 0 ? undefined : 'a finite number > 0');
export const positiveInteger: ValueRule = (value) =>
  Number.isInteger(value) && (value as number) > 0 ? undefined : 'a positive integer';
export const unitInterval: ValueRule = (value) =>
  isFiniteNumber(value) && value >= 0 && value <= 1 ? undefined : 'a number from 0 to 1';
export const color: ValueRule = (value) => (isColor(value) ? undefined : `a color (${COLOR_FORMS})`);
export const time: ValueRule = (value) => {
  toMillis(value as never);
  return undefined;
};
export const timeRange: ValueRule = (value) => {
  if (!Array.isArray(value)) return '[start, end] times';
  toTimeRange(value as never);
  return undefined;
};
export const zoomRange: ValueRule = (value) =>
  Array.isArray(value) &&
  value.length === 2 &&
  isFiniteNumber(value[0]) &&
  isFiniteNumber(value[1]) &&
  value[0] <= value[1]
    ? undefined
    : '[min, max] zooms with min <= max';

export function oneOf(allowed: readonly string[]): ValueRule {
  return (value) =>
    allowed.includes(value as string) ? undefined : `one of ${allowed.map((entry) => `'${entry}'`).join(', ')}`;
}

export function nullable(rule: ValueRule): ValueRule {
  return (value) => (value === null ? undefined : orNull(rule(value)));
}

function orNull(expected: string | undefined): string | undefined {
  return expected === undefined ? undefined : `${expected} or null`;
}

/** Passes when any rule passes. */
export function anyOf(...rules: ValueRule[]): ValueRule {
  return (value) => {
    const expected: string[] = [];
    for (const rule of rules) {
      const problem = rule(value);
      if (problem === undefined) return undefined;
      expected.push(problem);
    }
    return expected.join(' or ');
  };
}

/** What `mergeOptions` merges key by key: an object literal or an `Object.create(null)`, not a class instance, array or Map. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

function isShapeRule(rule: OptionRule): rule is ShapeRule {
  return typeof rule === 'object';
}

/**
 * The options a caller passed, checked against `rules` and copied (each value read once, arrays
 * copied) as T (which `rules` describe), or a MapWeaveError naming the option's path (`nodeDefaults.colour`) and `owner`.
 * Keys whose value is `undefined` are left out, as `mergeOptions` ignores them.
 */
export function readOptions<T>(rules: ShapeRule, options: unknown, owner: string): T {
  if (!isPlainObject(options))
    throw invalidOption(`Options of ${owner} must be an object (got ${describeValue(options)})`);
  return readShape(rules, options, '', owner) as T;
}

function readShape(
  rules: ShapeRule,
  record: Record<string, unknown>,
  path: string,
  owner: string,
): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(record)) {
    const keyPath = path === '' ? key : `${path}.${key}`;
    if (!Object.hasOwn(rules.fields, key)) {
      const known = Object.keys(rules.fields).join(', ');
      throw invalidOption(
        `Unknown option "${keyPath}" for ${owner}; known options${path === '' ? '' : ` of ${path}`}: ${known}`,
      );
    }
    const value = record[key];
    if (value !== undefined) copy[key] = readValue(rules.fields[key]!, value, keyPath, owner);
  }
  return copy;
}

function readValue(rule: OptionRule, value: unknown, path: string, owner: string): unknown {
  if (isShapeRule(rule)) {
    if (isPlainObject(value)) return readShape(rule, value, path, owner);
    const problem = rule.otherwise && check(rule.otherwise, value, path, owner);
    if (rule.otherwise && problem === undefined) return value;
    throw invalidOption(
      `Option ${path} of ${owner} must be ${problem === undefined ? '' : `${problem} or `}an object (got ${describeValue(value)})`,
    );
  }
  const copy = Array.isArray(value) ? [...(value as unknown[])] : value;
  const problem = check(rule, copy, path, owner);
  if (problem !== undefined)
    throw invalidOption(`Option ${path} of ${owner} must be ${problem} (got ${describeValue(value)})`);
  return copy;
}

/** The rule's verdict; a MapWeaveError it throws gets the option's path in its message. */
function check(rule: ValueRule, value: unknown, path: string, owner: string): string | undefined {
  try {
    return rule(value);
  } catch (error) {
    if (!(error instanceof MapWeaveError)) throw error;
    const detail = error.message.slice(0, -` (${error.code})`.length);
    throw new MapWeaveError(error.code, `Option ${path} of ${owner}: ${detail}`, error.ids, error.issues);
  }
}
