import {countingSort} from './countingSort.js';

/** Cell spans up to this many cells per row are counting-sorted; wider ones are sorted by comparison. */
const SPAN_PER_ROW_LIMIT = 8;

/** Int32 fields per sorted position in `windows`: start and end in the line above, the same line, the line below. */
export const WINDOW_FIELDS = 6;

/**
 * Rows sorted by grid cell (line, then column, then row), with each row's 3 × 3 neighbourhood as
 * three windows of the sorted order, one per line. Lookups read the sorted arrays in order, where
 * a hash of cells would miss the cache on every probe.
 */
export interface CellIndex {
  /** The indexed rows, by line then column. */
  rows: Int32Array;
  /**
   * Row -> its sorted position, or -1 when it is not indexed or known to be alone in its 3 × 3
   * cells (no group can take it, and it can start none).
   */
  positionOf: Int32Array;
  /**
   * Writes into `out` (WINDOW_FIELDS long) the indexed row's `[start, end)` in the lines above,
   * the same and below: the sorted positions in columns column − 1 to column + 1 of that line.
   */
  windowsOf(row: number, out: Int32Array): void;
}

/**
 * A dense grid (cells not many more than rows): one counting sort by cell, and a table of where
 * each cell starts in the sorted order. A cell's three windows are then exact slices read from
 * the table, which is far smaller than a window per row and built in one pass.
 */
class DenseCells implements CellIndex {
  constructor(
    readonly rows: Int32Array,
    readonly positionOf: Int32Array,
    /** Row -> its cell, on a grid padded by one cell on every side. */
    private readonly cellOf: Int32Array,
    /** Cell -> its first sorted position; `starts[cell + 1]` ends it. */
    private readonly starts: Int32Array,
    private readonly width: number,
  ) {}

  windowsOf(row: number, out: Int32Array): void {
    const {starts, width} = this;
    const cell = this.cellOf[row]!;
    for (let line = -1, field = 0; line <= 1; line++, field += 2) {
      const left = cell + line * width - 1;
      out[field] = starts[left]!;
      out[field + 1] = starts[left + 3]!;
    }
  }
}

/** A sparse grid (high zoom, small radius: far more cells than rows): three windows stored per row. */
class SparseCells implements CellIndex {
  constructor(
    readonly rows: Int32Array,
    readonly positionOf: Int32Array,
    /** Per sorted position, its WINDOW_FIELDS window bounds. */
    private readonly windows: Int32Array,
  ) {}

  windowsOf(row: number, out: Int32Array): void {
    const field = this.positionOf[row]! * WINDOW_FIELDS;
    for (let index = 0; index < WINDOW_FIELDS; index++) out[index] = this.windows[field + index]!;
  }
}

interface Extent {
  minColumn: number;
  maxColumn: number;
  minLine: number;
  maxLine: number;
}

function sortByCell(rows: Int32Array, columns: Int32Array, lines: Int32Array, extent: Extent): Int32Array {
  const {minColumn, maxColumn, minLine, maxLine} = extent;
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
  // Local integers in the loop (an object's fields, starting as ±Infinity, would box every write).
  let minColumn = 2147483647;
  let maxColumn = -2147483648;
  let minLine = 2147483647;
  let maxLine = -2147483648;
  for (let k = 0; k < rows.length; k++) {
    const row = rows[k]!;
    const column = columns[row]!;
    const line = lines[row]!;
    if (column < minColumn) minColumn = column;
    if (column > maxColumn) maxColumn = column;
    if (line < minLine) minLine = line;
    if (line > maxLine) maxLine = line;
  }
  // No rows: an empty one-cell grid (the ±2^31 bounds would make a negative span).
  const extent =
    rows.length > 0 ? {minColumn, maxColumn, minLine, maxLine} : {minColumn: 0, maxColumn: 0, minLine: 0, maxLine: 0};
  // Padded by one cell on every side, so that every row's 3 × 3 cells lie on the grid.
  const width = extent.maxColumn - extent.minColumn + 3;
  const height = extent.maxLine - extent.minLine + 3;
  if (width * height <= Math.max(1024, rows.length * SPAN_PER_ROW_LIMIT)) {
    return indexDenseCells(rows, columns, lines, rowCount, extent, width, height);
  }
  return indexSparseCells(rows, columns, lines, rowCount, extent);
}

function indexDenseCells(
  rows: Int32Array,
  columns: Int32Array,
  lines: Int32Array,
  rowCount: number,
  extent: Extent,
  width: number,
  height: number,
): CellIndex {
  const cellOf = new Int32Array(rowCount);
  const origin = width + 1 - extent.minColumn - extent.minLine * width;
  for (let k = 0; k < rows.length; k++) {
    const row = rows[k]!;
    cellOf[row] = origin + lines[row]! * width + columns[row]!;
  }
  // Counting sort by cell, stable (rows in a cell keep their order); `starts` ends as each cell's first position.
  const cellCount = width * height;
  const starts = new Int32Array(cellCount + 1);
  for (let k = 0; k < rows.length; k++) starts[cellOf[rows[k]!]! + 1]!++;
  for (let cell = 0; cell < cellCount; cell++) starts[cell + 1] = starts[cell + 1]! + starts[cell]!;
  const sorted = new Int32Array(rows.length);
  const positionOf = new Int32Array(rowCount).fill(-1);
  const cursor = starts.slice(0, cellCount);
  for (let k = 0; k < rows.length; k++) {
    const row = rows[k]!;
    const position = cursor[cellOf[row]!]!++;
    sorted[position] = row;
    positionOf[row] = position;
  }
  return new DenseCells(sorted, positionOf, cellOf, starts, width);
}

function indexSparseCells(
  rows: Int32Array,
  columns: Int32Array,
  lines: Int32Array,
  rowCount: number,
  extent: Extent,
): CellIndex {
  const sorted = sortByCell(rows, columns, lines, extent);
  const count = sorted.length;
  const sortedColumns = new Int32Array(count);
  const positionOf = new Int32Array(rowCount).fill(-1);
  for (let position = 0; position < count; position++) {
    const row = sorted[position]!;
    sortedColumns[position] = columns[row]!;
    positionOf[row] = position;
  }
  const windows = new Int32Array(count * WINDOW_FIELDS);
  let previousLine = {line: Number.NaN, start: 0, end: 0};
  for (let start = 0; start < count;) {
    const line = lines[sorted[start]!]!;
    let end = start + 1;
    while (end < count && lines[sorted[end]!] === line) end++;
    const nextLine = end < count && lines[sorted[end]!] === line + 1 ? end : -1;
    let nextEnd = nextLine;
    if (nextLine >= 0) while (nextEnd < count && lines[sorted[nextEnd]!] === line + 1) nextEnd++;
    // Per line, cursors at the first column ≥ column − 1 and the first > column + 1; they only move right.
    const aboveEnd = previousLine.line === line - 1 ? previousLine.end : 0;
    let above = previousLine.line === line - 1 ? previousLine.start : 0;
    let aboveHigh = above;
    let same = start;
    let sameHigh = start;
    const belowEnd = nextLine >= 0 ? nextEnd : 0;
    let below = nextLine >= 0 ? nextLine : 0;
    let belowHigh = below;
    for (let position = start; position < end; position++) {
      const low = sortedColumns[position]! - 1;
      const high = low + 2;
      while (above < aboveEnd && sortedColumns[above]! < low) above++;
      while (aboveHigh < aboveEnd && sortedColumns[aboveHigh]! <= high) aboveHigh++;
      while (sortedColumns[same]! < low) same++;
      while (sameHigh < end && sortedColumns[sameHigh]! <= high) sameHigh++;
      while (below < belowEnd && sortedColumns[below]! < low) below++;
      while (belowHigh < belowEnd && sortedColumns[belowHigh]! <= high) belowHigh++;
      const field = position * WINDOW_FIELDS;
      windows[field] = above;
      windows[field + 1] = aboveHigh;
      windows[field + 2] = same;
      windows[field + 3] = sameHigh;
      windows[field + 4] = below;
      windows[field + 5] = belowHigh;
      if (above === aboveHigh && below === belowHigh && sameHigh - same === 1) positionOf[sorted[position]!] = -1;
    }
    previousLine = {line, start, end};
    start = end;
  }
  return new SparseCells(sorted, positionOf, windows);
}
