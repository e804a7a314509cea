/**
 * Stable counting sort of `rows` by `keys[row] - min`, every key in [min, min + span): O(rows +
 * span), with sequential reads (a comparison sort of 100k rows costs several times more).
 */
export function countingSort(rows: Int32Array, keys: Int32Array, min: number, span: number): Int32Array {
  const cursor = new Int32Array(span + 1);
  for (let k = 0; k < rows.length; k++) {
    const key = keys[rows[k]!]! - min + 1;
    cursor[key] = cursor[key]! + 1;
  }
  for (let key = 0; key < span; key++) cursor[key + 1] = cursor[key + 1]! + cursor[key]!;
  const sorted = new Int32Array(rows.length);
  for (let k = 0; k < rows.length; k++) {
    const row = rows[k]!;
    const key = keys[row]! - min;
    sorted[cursor[key]!] = row;
    cursor[key] = cursor[key]! + 1;
  }
  return sorted;
}
