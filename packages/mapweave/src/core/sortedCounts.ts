/** How many of the first `count` values of ascending `values` are < `value` (a binary search). */
export function countBelow(values: Float64Array, count: number, value: number): number {
  return countBefore(values, count, value, false);
}

/** How many of the first `count` values of ascending `values` are <= `value` (a binary search). */
export function countAtMost(values: Float64Array, count: number, value: number): number {
  return countBefore(values, count, value, true);
}

function countBefore(values: Float64Array, count: number, value: number, inclusive: boolean): number {
  let low = 0;
  let high = count;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const before = inclusive ? values[middle]! <= value : values[middle]! < value;
    if (before) low = middle + 1;
    else high = middle;
  }
  return low;
}
