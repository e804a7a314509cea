import type {Id} from './types.js';

/** Id -> its position in `ids` (the last position for an id given twice). */
export function indexOfIds(ids: readonly Id[]): Map<Id, number> {
  const index = new Map<Id, number>();
  for (let position = 0; position < ids.length; position++) index.set(ids[position]!, position);
  return index;
}

/** FNV-1a over the UTF-16 code units. */
export function hashOf(id: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) hash = Math.imul(hash ^ id.charCodeAt(i), 0x01000193);
  return hash;
}

/** Ids per bucket that the partition aims at: a bucket's table then stays in the CPU cache. */
const IDS_PER_BUCKET = 256;

/** How many top bits of a hash pick the bucket, for `count` ids. */
export function bucketBitsFor(count: number): number {
  let bits = 0;
  while (bits < 16 && count >> bits > IDS_PER_BUCKET) bits++;
  return bits;
}

/** The top `bits` bits of `hash`, in two shifts: one shift by 32 would shift by nothing. */
function bucketOf(hash: number, bits: number): number {
  return (hash >>> 16) >>> (16 - bits);
}

/** Positions grouped by bucket: bucket `b` holds `positions[starts[b]]` to `positions[starts[b + 1] - 1]`. */
export interface HashBuckets {
  starts: Int32Array;
  positions: Int32Array;
  /** The hash of each of `positions`, in the same order (read in order, where `hashes[position]` missed the cache). */
  hashes: Int32Array;
  /** The most positions in one bucket. */
  largest: number;
}

/**
 * `positions` (indices into `hashes`; every index when null) grouped by the top `bits` bits of
 * their hashes, each bucket keeping the given order (a stable counting sort).
 */
export function bucketsByHash(hashes: Int32Array, positions: Int32Array | null, bits: number): HashBuckets {
  const count = positions === null ? hashes.length : positions.length;
  const bucketCount = 1 << bits;
  const starts = new Int32Array(bucketCount + 1);
  for (let k = 0; k < count; k++) starts[bucketOf(hashes[positions === null ? k : positions[k]!]!, bits) + 1]!++;
  let largest = 0;
  for (let bucket = 0; bucket < bucketCount; bucket++) {
    largest = Math.max(largest, starts[bucket + 1]!);
    starts[bucket + 1]! += starts[bucket]!;
  }
  const grouped = new Int32Array(count);
  const groupedHashes = new Int32Array(count);
  const next = starts.slice(0, bucketCount);
  for (let k = 0; k < count; k++) {
    const position = positions === null ? k : positions[k]!;
    const hash = hashes[position]!;
    const at = next[bucketOf(hash, bits)]!++;
    grouped[at] = position;
    groupedHashes[at] = hash;
  }
  return {starts, positions: grouped, hashes: groupedHashes, largest};
}

/** Slots of an open-addressing table for `count` entries: a power of two, at least twice `count`. */
export function slotsFor(count: number): number {
  let size = 2;
  while (size < count * 2) size *= 2;
  return size;
}

/**
 * In a bucket's open-addressing table of `[hash, position in ids + 1]` pairs (`mask + 1` slots):
 * the slot holding `id`, or the empty slot where it belongs. Strings are compared on equal hashes only.
 */
export function slotOf(table: Int32Array, mask: number, hash: number, ids: readonly unknown[], id: unknown): number {
  let slot = hash & mask;
  while (table[slot * 2 + 1] !== 0 && !(table[slot * 2] === hash && ids[table[slot * 2 + 1]! - 1] === id))
    slot = (slot + 1) & mask;
  return slot;
}

function hashesOf(ids: readonly string[]): Int32Array {
  const hashes = new Int32Array(ids.length);
  for (let position = 0; position < ids.length; position++) hashes[position] = hashOf(ids[position]!);
  return hashes;
}

/**
 * The position of each of `queries` in `ids` (the last one for an id given twice), or -1: a
 * hash join. Both lists are partitioned by hash into buckets of about 256 ids, and each bucket
 * of ids goes into a small table that the bucket's queries probe while it is in the CPU cache.
 * Looking up a million link ends among 333k node ids in one Map missed the cache on almost
 * every lookup: 0.96–1.02 s in Node here, against 0.32–0.38 s partitioned (same run). The
 * buckets carry their hashes in bucket order, so the probes read no hash out of order: 4M
 * queries among 1M ids, median of 5, 1163 → 854 ms (same run).
 */
export function positionsOfIds(ids: readonly string[], queries: readonly string[]): Int32Array {
  const found = new Int32Array(queries.length).fill(-1);
  if (ids.length === 0 || queries.length === 0) return found;
  const idHashes = hashesOf(ids);
  const queryHashes = hashesOf(queries);
  const bits = bucketBitsFor(ids.length);
  const idBuckets = bucketsByHash(idHashes, null, bits);
  // Queries match on the hash alone first; their strings are compared afterwards, in query order:
  // read bucket by bucket, each query's string was a cache miss (the join took 94-109 ms for 400k
  // queries among 100k ids, and takes 48-71 ms so).
  probeBuckets(ids, idBuckets, queries, bucketsByHash(queryHashes, null, bits), found, false);
  const mismatched: number[] = [];
  for (let query = 0; query < queries.length; query++) {
    const position = found[query]!;
    if (position !== -1 && ids[position] !== queries[query]) mismatched.push(query);
  }
  // A different id with the same hash (about 50 of 667k queries among 333k ids): those queries
  // probe their buckets again, comparing strings.
  if (mismatched.length > 0) {
    probeBuckets(ids, idBuckets, queries, bucketsByHash(queryHashes, Int32Array.from(mismatched), bits), found, true);
  }
  return found;
}

/**
 * Fills `found` for the queries in `queryBuckets`: per bucket, the bucket's ids go into a small
 * open-addressing table that its queries probe, matching on the hash alone or, when
 * `compareStrings`, on the hash and the string.
 */
function probeBuckets(
  ids: readonly string[],
  idBuckets: HashBuckets,
  queries: readonly string[],
  queryBuckets: HashBuckets,
  found: Int32Array,
  compareStrings: boolean,
): void {
  // `[hash, position + 1]` per slot, reused by every bucket.
  const table = new Int32Array(slotsFor(idBuckets.largest) * 2);
  for (let bucket = 0; bucket < idBuckets.starts.length - 1; bucket++) {
    const idStart = idBuckets.starts[bucket]!;
    const idEnd = idBuckets.starts[bucket + 1]!;
    const queryStart = queryBuckets.starts[bucket]!;
    const queryEnd = queryBuckets.starts[bucket + 1]!;
    // A query with no id in its bucket keeps its -1.
    if (queryStart === queryEnd || idStart === idEnd) continue;
    const mask = slotsFor(idEnd - idStart) - 1;
    table.fill(0, 0, (mask + 1) * 2);
    for (let k = idStart; k < idEnd; k++) {
      const position = idBuckets.positions[k]!;
      // A repeated id takes over its earlier slot: the last position wins, as in indexOfIds.
      const hash = idBuckets.hashes[k]!;
      const slot = slotOf(table, mask, hash, ids, ids[position]);
      table[slot * 2] = hash;
      table[slot * 2 + 1] = position + 1;
    }
    for (let k = queryStart; k < queryEnd; k++) {
      const query = queryBuckets.positions[k]!;
      const hash = queryBuckets.hashes[k]!;
      let slot: number;
      if (compareStrings) slot = slotOf(table, mask, hash, ids, queries[query]);
      else {
        slot = hash & mask;
        while (table[slot * 2 + 1] !== 0 && table[slot * 2] !== hash) slot = (slot + 1) & mask;
      }
      found[query] = table[slot * 2 + 1]! - 1;
    }
  }
}
