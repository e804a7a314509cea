/**
 * A well-mixed 32-bit hash of two integers (murmur3's finalizer over a multiplicative combine), for
 * open-addressing tables with linear probing: neighbouring grid cells or end numbers must not land
 * in neighbouring slots, or probe runs grow long.
 */
export function hashPair(a: number, b: number): number {
  let hash = Math.imul(a, 0x9e3779b1) ^ b;
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  return hash ^ (hash >>> 16);
}
