/** How long a string may be in a message before it is cut. */
const SHOWN_STRING_LENGTH = 60;

/**
 * A short description of any value for an error message, e.g. `"abc"`, `12`, `10n`, `null`,
 * `a Symbol(x)`, `an array`, `a Map`. Never throws: not for a BigInt, a Symbol, an object without
 * a prototype, a cyclic object or a Proxy whose traps throw.
 */
export function describeValue(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value.length > SHOWN_STRING_LENGTH ? `${value.slice(0, SHOWN_STRING_LENGTH)}…` : value);
    case 'bigint':
      return `${value}n`;
    case 'symbol':
      return `a ${value.toString()}`;
    case 'function':
      return 'a function';
    case 'object':
      return value === null ? 'null' : describeObject(value);
    default:
      return String(value);
  }
}

function describeObject(value: object): string {
  try {
    if (Array.isArray(value)) return 'an array';
    const tag = Object.prototype.toString.call(value).slice(8, -1);
    return /^[AEIOU]/.test(tag) ? `an ${tag}` : `a ${tag}`;
  } catch {
    return 'an object';
  }
}
