import { countingSort } from './countingSort.js';

/** Cell spans up to this many cells per row are counting-sorted; wider ones are sorted by comparison. */
const SPAN_PER_ROW_LIMIT = 8;

/** Int32 fields per sorted position in `windows`: start and end in the line above, the same line, the line below. */
export const WINDOW_FIELDS = 6;

/**
 * Rows sorted by grid cell (line, then column), with each row's 3 × 3 neighbourhood as three
 * windows of the sorted order, one per line. Lookups read the sorted arrays in order, where a hash
 * of cells would miss the cache on every probe.
 */
export interface CellIndex {
  /** The indexed rows, by line then column. */
  rows: Int32Array;
  /** The column of each sorted position. */
  columns: Int32Array;
  /** Row -> its sorted position, or -1 when not indexed. */
  positionOf: Int32Array;
  /**
   * Per sorted position, `[start, end)` in the lines above, the same and below: from the first
   * position at or right of column − 1 to the end of that line (empty when the line has no rows).
   * Scans stop at the first column beyond column + 1.
   */
  windows: Int32Array;
  /** Row -> 1 when no other indexed row is in its 3 × 3 cells. */
  lonely: Uint8Array;
}

function sortByCell(rows: Int32Array, columns: Int32Array, lines: Int32Array): Int32Array {
  let minColumn = Infinity;
  let maxColumn = -Infinity;
  let minLine = Infinity;
  let maxLine = -Infinity;
  for (const row of rows) {
    minColumn = Math.min(minColumn, columns[row]!);
    maxColumn = Math.max(maxColumn, columns[row]!);
    minLine = Math.min(minLine, lines[row]!);
    maxLine = Math.max(maxLine, lines[row]!);
  }
  const limit = Math.max(1024, rows.length * SPAN_PER_ROW_LIMIT);
  if (maxColumn - minColumn < limit && maxLine - minLine < limit) {
    const byColumn = countingSort(rows, columns, minColumn, maxColumn - minColumn + 1);
    return countingSort(byColumn, lines, minLine, maxLine - minLine + 1);
  }
  // Sparse rows over a huge area (high zoom, small radius): fewer rows than cells by far.
  return Int32Array.from(rows).sort((a, b) => lines[a]! - lines[b]! || columns[a]! - columns[b]!);
}

/** Indexes `rows` (of `rowCount`) by the cells given per row in `columns` and `lines`. */
export function indexCells(rows: Int32Array, columns: Int32Array, lines: Int32Array, rowCount: number): CellIndex {
  const sorted = sortByCell(rows, columns, lines);
  const count = sorted.length;
  const sortedColumns = new Int32Array(count);
  const positionOf = new Int32Array(rowCount).fill(-1);
  for (let position = 0; position < count; position++) {
    const row = sorted[position]!;
    sortedColumns[position] = columns[row]!;
    positionOf[row] = position;
  }
  const windows = new Int32Array(count * WINDOW_FIELDS);
  const lonely = new Uint8Array(rowCount);
  let previousLine = { line: Number.NaN, start: 0, end: 0 };
  for (let start = 0; start < count; ) {
    const line = lines[sorted[start]!]!;
    let end = start + 1;
    while (end < count && lines[sorted[end]!] === line) end++;
    const nextLine = end < count && lines[sorted[end]!] === line + 1 ? end : -1;
    let nextEnd = nextLine;
    if (nextLine >= 0) while (nextEnd < count && lines[sorted[nextEnd]!] === line + 1) nextEnd++;
    // Cursors at the first column ≥ column − 1 in the line above, this line and the line below; they only move right.
    let above = previousLine.line === line - 1 ? previousLine.start : 0;
    const aboveEnd = previousLine.line === line - 1 ? previousLine.end : 0;
    let same = start;
    let below = nextLine >= 0 ? nextLine : 0;
    const belowEnd = nextLine >= 0 ? nextEnd : 0;
    for (let position = start; position < end; position++) {
      const low = sortedColumns[position]! - 1;
      while (above < aboveEnd && sortedColumns[above]! < low) above++;
      while (sortedColumns[same]! < low) same++;
      while (below < belowEnd && sortedColumns[below]! < low) below++;
      const field = position * WINDOW_FIELDS;
      windows[field] = above;
      windows[field + 1] = aboveEnd;
      windows[field + 2] = same;
      windows[field + 3] = end;
      windows[field + 4] = below;
      windows[field + 5] = belowEnd;
      const high = low + 2;
      const alone =
        !(above < aboveEnd && sortedColumns[above]! <= high) &&
        !(below < belowEnd && sortedColumns[below]! <= high) &&
        same === position &&
        !(position + 1 < end && sortedColumns[position + 1]! <= high);
      if (alone) lonely[sorted[position]!] = 1;
    }
    previousLine = { line, start, end };
    start = end;
  }
  return { rows: sorted, columns: sortedColumns, positionOf, windows, lonely };
}
