/** A copy of `values` with room for at least `length` values (half as many again, for the next ones). */
export function grown<T extends Float64Array | Float32Array | Int32Array>(values: T, length: number): T {
  const next = new (values.constructor as new (length: number) => T)(Math.max(length, Math.ceil(values.length * 1.5)));
  next.set(values);
  return next;
}
