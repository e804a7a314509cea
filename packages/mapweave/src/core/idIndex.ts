import type { Id } from './types.js';

/** Id -> its position in `ids` (the last position for an id given twice). */
export function indexOfIds(ids: readonly Id[]): Map<Id, number> {
  const index = new Map<Id, number>();
  for (let position = 0; position < ids.length; position++) index.set(ids[position]!, position);
  return index;
}
