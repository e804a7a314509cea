/**
 * Structural equality for option and view props, so `options={{ currentTime }}` written inline
 * only reaches the map when its content changes. Plain objects and arrays compare by content,
 * dates by instant, everything else (functions included) by identity. A cyclic value ends the
 * comparison where it meets a pair already being compared, so the layer can reject it.
 */
export function sameValue(a: unknown, b: unknown, comparing = new Map<object, unknown>()): boolean {
  if (Object.is(a, b)) return true;
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  if (typeof a !== 'object' || a === null) return false;
  if (comparing.has(a) && comparing.get(a) === b) return true;
  comparing.set(a, b);
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((value, i) => sameValue(value, b[i], comparing))
    );
  }
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.hasOwn(b, key) && sameValue(a[key], b[key], comparing))
  );
}

/** The React bindings reach the core only through its public entry (the browser build makes it a global), so this check is their own. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
