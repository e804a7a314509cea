/**
 * deck.gl data for rows of a model: `{ length }` (accessors read rows by index) plus the rows
 * that changed since the previous data object. deck.gl's `_dataDiff` turns them into ranges, so
 * updating one node of 100k refreshes one row of each attribute instead of every row.
 */
export interface RowData {
  readonly length: number;
  /** Rows to refresh; `null` refreshes every row. */
  readonly changedRows: readonly number[] | null;
}

export interface RowRange {
  startRow: number;
  endRow: number;
}

/** `_dataDiff` for RowData: the changed rows as ranges, or null for a full refresh. */
export function rowDataDiff(data: RowData): RowRange[] | null {
  if (data.changedRows === null) return null;
  const ranges: RowRange[] = [];
  for (const row of [...data.changedRows].sort((a, b) => a - b)) {
    const last = ranges[ranges.length - 1];
    if (last && row <= last.endRow) last.endRow = Math.max(last.endRow, row + 1);
    else ranges.push({startRow: row, endRow: row + 1});
  }
  return ranges;
}

/** Collects row changes between frames and hands deck.gl a new RowData when there are any. */
export class RowChanges {
  private data: RowData = {length: 0, changedRows: null};
  private pending: Set<number> | 'all' | null = 'all';

  markAll(): void {
    this.pending = 'all';
  }

  /** Whether every row is already due for a refresh, so marking single rows would add nothing. */
  get allMarked(): boolean {
    return this.pending === 'all';
  }

  markRows(rows: Iterable<number>): void {
    if (this.pending === 'all') return;
    this.pending ??= new Set();
    for (const row of rows) this.pending.add(row);
  }

  /** The data for this frame: the same object as last frame unless rows changed or the length did. */
  current(length: number): RowData {
    if (this.pending === null && length === this.data.length) return this.data;
    const changedRows = this.pending === 'all' ? null : [...(this.pending ?? [])].filter((row) => row < length);
    this.data = {length, changedRows};
    this.pending = null;
    return this.data;
  }
}
