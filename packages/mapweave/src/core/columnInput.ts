import { MapWeaveError, quoteId, type ValidationIssue } from './errors.js';
import type { Id, NumberColumn } from './types.js';
import { checkId, isRecord } from './validate.js';

/** Checks shared by the column forms of layer data (`NetworkColumns`, `ObservationsColumns`). */

function isNumberColumn(value: unknown): value is NumberColumn {
  return Array.isArray(value) || (ArrayBuffer.isView(value) && !(value instanceof DataView));
}

/**
 * INVALID_TYPE unless `part` holds an ids array, number columns and array columns (`arrays`), each
 * as long as the ids. `form` names the data in messages, e.g. `Network columns`.
 */
export function checkColumnShape(part: unknown, form: string, name: string, numbers: readonly string[], arrays: readonly string[] = []): void {
  if (!isRecord(part) || !Array.isArray(part.ids)) {
    throw new MapWeaveError('INVALID_TYPE', `${form} need ${name}.ids, an array of ids`);
  }
  const columns = [...numbers.map((column) => [column, true] as const), ...arrays.map((column) => [column, false] as const)];
  for (const [column, numeric] of columns) {
    const values = part[column] as ArrayLike<unknown>;
    if (numeric ? !isNumberColumn(values) : !Array.isArray(values)) {
      throw new MapWeaveError('INVALID_TYPE', `${form} need ${name}.${column}, ${numeric ? 'a typed array or an array of numbers' : 'an array'}`);
    }
    if (values.length !== part.ids.length) {
      throw new MapWeaveError('INVALID_TYPE', `${form}: ${name}.${column} has ${values.length} values for ${part.ids.length} ids`);
    }
  }
}

/** INVALID_ID for an id that is not a string or is reserved; whether it is a string. */
export function checkColumnId(id: unknown, row: number, issues: ValidationIssue[]): id is string {
  if (typeof id !== 'string') {
    issues.push({ code: 'INVALID_ID', id: String(id), message: `Row ${row} has the id ${String(id)}, which is not a string` });
    return false;
  }
  checkId(id, issues);
  return true;
}

function duplicateId(id: Id, issues: ValidationIssue[]): void {
  issues.push({ code: 'DUPLICATE_ID', id, message: `The id ${quoteId(id)} is used more than once` });
}

/**
 * DUPLICATE_ID for each string id that repeats an earlier one, within and across the lists (one
 * space of ids, read in order without joining the lists). An open-addressing table of
 * `[FNV-1a hash, position + 1]` pairs, so a probe reads one cache line and compares strings only
 * on equal hashes: for a million ids a fraction of the time of a Map (ids that are not strings
 * are the caller's to report).
 */
export function checkUniqueIds(idLists: readonly (readonly unknown[])[], issues: ValidationIssue[]): void {
  const total = idLists.reduce((sum, ids) => sum + ids.length, 0);
  let size = 2;
  while (size < total * 2) size *= 2;
  const mask = size - 1;
  const slots = new Int32Array(size * 2);
  const idAt = (position: number): unknown => {
    for (const ids of idLists) {
      if (position < ids.length) return ids[position];
      position -= ids.length;
    }
    return undefined;
  };
  let position = 0;
  for (const ids of idLists) {
    for (let row = 0; row < ids.length; row++, position++) {
      const id = ids[row];
      if (typeof id !== 'string') continue;
      let hash = 0x811c9dc5;
      for (let i = 0; i < id.length; i++) hash = Math.imul(hash ^ id.charCodeAt(i), 0x01000193);
      let slot = hash & mask;
      let repeated = false;
      while (slots[slot * 2 + 1] !== 0) {
        if (slots[slot * 2] === hash && idAt(slots[slot * 2 + 1]! - 1) === id) {
          repeated = true;
          break;
        }
        slot = (slot + 1) & mask;
      }
      if (repeated) {
        duplicateId(id, issues);
      } else {
        slots[slot * 2] = hash;
        slots[slot * 2 + 1] = position + 1;
      }
    }
  }
}
