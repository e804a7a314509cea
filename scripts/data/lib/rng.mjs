/**
 * Seeded pseudo-random numbers for the demo data scripts (src/demos/<demo-id>/data*.mjs).
 *
 * Usage:
 *   import {createRng} from '../../../scripts/data/lib/rng.mjs';
 *   const rng = createRng('cyber-threat-intelligence');   // a string or a 32-bit number
 *   rng.next();            // float in [0, 1)
 *   rng.int(1, 6);         // integer in [1, 6], both ends included
 *   rng.pick(['a', 'b']);  // one element
 *   rng.weighted([['a', 3], ['b', 1]]);  // 'a' three times as often as 'b'
 *   rng.normal(0, 1);      // Gaussian
 *   rng.shuffle(array);    // a shuffled copy
 *
 * Same seed, same sequence, on every machine: the scripts must never call Math.random or
 * read the clock, so that `npm run data` writes the same bytes every time.
 */

/** FNV-1a hash of a string, as a 32-bit seed. */
export function hashSeed(text) {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: small, fast, and good enough for synthetic data. */
export function createRng(seed) {
  if (typeof seed !== 'number' && typeof seed !== 'string') {
    throw new TypeError(`createRng: the seed must be a number or a string, got ${typeof seed}`);
  }
  let state = (typeof seed === 'string' ? hashSeed(seed) : seed) >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const rng = {
    next,
    int(min, max) {
      return min + Math.floor(next() * (max - min + 1));
    },
    range(min, max) {
      return min + next() * (max - min);
    },
    chance(probability) {
      return next() < probability;
    },
    pick(items) {
      if (items.length === 0) throw new RangeError('rng.pick: no items to pick from');
      return items[Math.floor(next() * items.length)];
    },
    weighted(entries) {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let threshold = next() * total;
      for (const [value, weight] of entries) {
        threshold -= weight;
        if (threshold < 0) return value;
      }
      return entries[entries.length - 1][0];
    },
    normal(mean = 0, deviation = 1) {
      // Box-Muller; 1 - next() keeps the logarithm finite.
      const u = 1 - next();
      const v = next();
      return mean + deviation * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    },
    shuffle(items) {
      const copy = [...items];
      for (let index = copy.length - 1; index > 0; index--) {
        const other = Math.floor(next() * (index + 1));
        [copy[index], copy[other]] = [copy[other], copy[index]];
      }
      return copy;
    },
  };
  return rng;
}
