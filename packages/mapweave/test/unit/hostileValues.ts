// Hostile values for the property tests of the public API: the special values that broke
// MapWeave before (prototype keys, cycles, huge strings, deep arrays, typed arrays…) and anything.
import fc from 'fast-check';

function cyclic(): object {
  const value: Record<string, unknown> = {type: 'node', latitude: 1, longitude: 1};
  value.self = value;
  value.data = [value];
  return value;
}

function nestedArrays(depth: number): unknown {
  let value: unknown = [0, 0];
  for (let level = 0; level < depth; level++) value = [value];
  return value;
}

const TYPED_ARRAYS = [
  Int8Array,
  Uint8Array,
  Uint8ClampedArray,
  Int16Array,
  Uint16Array,
  Int32Array,
  Uint32Array,
  Float32Array,
  Float64Array,
] as const;

/** Fresh instances each time: a layer may keep what it is given. */
const special = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    undefined,
    Number.NaN,
    Infinity,
    -Infinity,
    -0,
    0,
    1,
    -1,
    1e300,
    true,
    false,
    '',
    10n,
    -(2n ** 70n),
    Symbol('hostile'),
    '__proto__',
    'constructor',
    'toString',
    'hasOwnProperty',
    'valueOf',
    'a',
    'b',
    'o1',
    'e',
    '{z}/{x}/{y}',
    'https://t.example/{z}/{x}/{y}.png',
    '#ff0000',
    'red',
    'rgb(1, 2, 3)',
    '2024-05-01',
    'node',
    'link',
    'Feature',
    'FeatureCollection',
    'Point',
    'GeometryCollection',
    'straight',
    'arc',
    'both',
    'auto',
  ),
  fc.constant(null).map(() => Object.create(null) as object),
  fc.constant(null).map(() => Object.assign(Object.create(null) as object, {type: 'node', latitude: 0, longitude: 0})),
  fc.constant(null).map(cyclic),
  fc.constant(null).map(() => 'x'.repeat(100_000)),
  fc.constant(null).map(() => nestedArrays(2_000)),
  fc.constant(null).map(() => new Date(0)),
  fc.constant(null).map(() => new Date(Number.NaN)),
  fc.constant(null).map(() => new Map([['a', {type: 'node'}]])),
  fc.constant(null).map(() => () => true),
  fc.constant(null).map(() => new BigInt64Array([1n, 2n])),
  fc.constant(null).map(() => new BigUint64Array([1n, 2n])),
  fc.constantFrom(...TYPED_ARRAYS).map((TypedArray) => new TypedArray([0, 1, 2])),
);

export const hostile: fc.Arbitrary<unknown> = fc.oneof(
  {weight: 3, arbitrary: special},
  {
    weight: 1,
    arbitrary: fc.anything({
      maxDepth: 2,
      maxKeys: 4,
      withBigInt: true,
      withBoxedValues: true,
      withDate: true,
      withMap: true,
      withSet: true,
      withNullPrototype: true,
      withObjectString: true,
      withSparseArray: true,
      withTypedArray: true,
    }),
  },
);

/** Mostly `valid`, now and then a hostile value in its place. */
export const maybe = <T>(valid: fc.Arbitrary<T>) =>
  fc.oneof({weight: 30, arbitrary: valid}, {weight: 1, arbitrary: hostile});
