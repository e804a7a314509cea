import type {Id} from '../../../core/types.js';

/** The rows of an id list in ascending id order (as `Array.prototype.sort` orders strings). */
export interface IdOrder {
  /** A copy of the ids the order was computed for: the caller's list may change later. */
  ids: readonly Id[];
  rows: Int32Array;
}

const cache = new WeakMap<readonly Id[], IdOrder>();

function sameIds(a: readonly Id[], b: readonly Id[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * Sorting 100k ids costs more than the rest of a zoom level's combining, so the order is kept per
 * id list and reused while the list holds the same ids (model id lists are live views that change
 * in place: the check compares every entry, which costs far less than sorting).
 */
export function idOrder(ids: readonly Id[]): IdOrder {
  const cached = cache.get(ids);
  if (cached && sameIds(cached.ids, ids)) return cached;
  const snapshot = ids.slice();
  const rows = Array.from(snapshot.keys()).sort((a, b) => {
    const idA = snapshot[a]!;
    const idB = snapshot[b]!;
    return idA < idB ? -1 : idA > idB ? 1 : 0;
  });
  const order = {ids: snapshot, rows: Int32Array.from(rows)};
  cache.set(ids, order);
  return order;
}
