import {MapWeaveError, describeValue, quoteId, type ValidationIssue} from './errors.js';
import {bucketBitsFor, bucketsByHash, hashOf, slotOf, slotsFor} from './idIndex.js';
import type {Id, NumberColumn} from './types.js';
import {checkId, isRecord} from './validate.js';

/** Checks shared by the column forms of layer data (`NetworkColumns`, `ObservationsColumns`). */

/** An array (its values are checked one by one) or a typed array of numbers; BigInt64Array and BigUint64Array hold BigInts. */
function isNumberColumn(value: unknown): value is NumberColumn {
  if (Array.isArray(value)) return true;
  return (
    ArrayBuffer.isView(value) &&
    !(value instanceof DataView) &&
    !(value instanceof BigInt64Array) &&
    !(value instanceof BigUint64Array)
  );
}

/**
 * INVALID_TYPE unless `part` holds an ids array, number columns and array columns (`arrays`), each
 * as long as the ids. `form` names the data in messages, e.g. `Network columns`.
 */
export function checkColumnShape(
  part: unknown,
  form: string,
  name: string,
  numbers: readonly string[],
  arrays: readonly string[] = [],
): void {
  if (!isRecord(part) || !Array.isArray(part.ids)) {
    throw new MapWeaveError('INVALID_TYPE', `${form} need ${name}.ids, an array of ids`);
  }
  const columns = [
    ...numbers.map((column) => [column, true] as const),
    ...arrays.map((column) => [column, false] as const),
  ];
  for (const [column, numeric] of columns) {
    const values = part[column] as ArrayLike<unknown>;
    if (numeric ? !isNumberColumn(values) : !Array.isArray(values)) {
      throw new MapWeaveError(
        'INVALID_TYPE',
        `${form} need ${name}.${column}, ${numeric ? 'a typed array or an array of numbers' : 'an array'} (got ${describeValue(values)})`,
      );
    }
    if (values.length !== part.ids.length) {
      throw new MapWeaveError(
        'INVALID_TYPE',
        `${form}: ${name}.${column} has ${values.length} values for ${part.ids.length} ids`,
      );
    }
  }
}

/** INVALID_ID for an id that is not a string or is reserved; whether it is a string. */
export function checkColumnId(id: unknown, row: number, issues: ValidationIssue[]): id is string {
  if (typeof id !== 'string') {
    issues.push({
      code: 'INVALID_ID',
      id: columnIdLabel(id),
      message: `Row ${row} has the id ${describeValue(id)}, which is not a string`,
    });
    return false;
  }
  checkId(id, issues);
  return true;
}

/** The id a column row's issues name: the id itself, or a description of a value that is not a string. */
export function columnIdLabel(id: unknown): Id {
  return typeof id === 'string' ? id : describeValue(id);
}

function duplicateId(id: Id, issues: ValidationIssue[]): void {
  issues.push({code: 'DUPLICATE_ID', id, message: `The id ${quoteId(id)} is used more than once`});
}

/**
 * DUPLICATE_ID for each string id that repeats an earlier one, within and across the lists (one
 * space of ids, reported in order; ids that are not strings are the caller's to report).
 *
 * The ids are partitioned by hash into buckets of about 256 ids (`bucketsByHash`), each checked
 * in a small open-addressing table (`slotOf`). One table over all the ids missed the cache on almost every probe: at
 * 3M ids this is a quarter of its time, and a tenth of a Set's.
 */
export function checkUniqueIds(idLists: readonly (readonly unknown[])[], issues: ValidationIssue[]): void {
  const ids = idLists.length === 1 ? idLists[0]! : ([] as unknown[]).concat(...idLists);
  const hashes = new Int32Array(ids.length);
  const allPositions = new Int32Array(ids.length);
  let stringCount = 0;
  for (let position = 0; position < ids.length; position++) {
    const id = ids[position];
    if (typeof id !== 'string') continue;
    hashes[position] = hashOf(id);
    allPositions[stringCount++] = position;
  }
  const stringPositions = allPositions.subarray(0, stringCount);
  const buckets = bucketsByHash(hashes, stringPositions, bucketBitsFor(stringPositions.length));
  const table = new Int32Array(slotsFor(buckets.largest) * 2);
  const repeats: number[] = [];
  for (let bucket = 0; bucket < buckets.starts.length - 1; bucket++) {
    const start = buckets.starts[bucket]!;
    const end = buckets.starts[bucket + 1]!;
    if (end - start < 2) continue;
    const mask = slotsFor(end - start) - 1;
    table.fill(0, 0, (mask + 1) * 2);
    for (let k = start; k < end; k++) {
      const position = buckets.positions[k]!;
      const hash = buckets.hashes[k]!;
      const slot = slotOf(table, mask, hash, ids, ids[position]);
      if (table[slot * 2 + 1] !== 0) {
        repeats.push(position);
      } else {
        table[slot * 2] = hash;
        table[slot * 2 + 1] = position + 1;
      }
    }
  }
  for (const position of Int32Array.from(repeats).sort()) duplicateId(ids[position] as string, issues);
}
