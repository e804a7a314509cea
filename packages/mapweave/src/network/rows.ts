import {indexOfIds, positionsOfIds} from '../core/idIndex.js';
import type {Id, NetworkItem, NetworkLink, NetworkNode} from '../core/types.js';

/** The items by row and kind. */
export interface ItemRows {
  readonly nodeIds: readonly Id[];
  readonly nodes: readonly NetworkNode[];
  readonly linkIds: readonly Id[];
  readonly links: readonly NetworkLink[];
}

/**
 * Where every item lives: id -> row index, one index per kind, and dense rows per kind. Link
 * ends are looked up among the nodes only, a third of the items in a typical network, which
 * keeps those lookups in cache far more often. Removal moves the kind's last row into the hole.
 */
export class Rows {
  /**
   * Id -> row per kind, each built on first use where the constructor is given `null`: loading
   * a record needs only the node index (to find link ends), loading columns neither, and a Map
   * of a million ids costs a third of loading them.
   */
  private nodeRows: Map<Id, number> | null;
  private linkRows: Map<Id, number> | null;

  constructor(
    nodeIndex: Map<Id, number> | null = new Map<Id, number>(),
    linkIndex: Map<Id, number> | null = new Map<Id, number>(),
    readonly nodeIds: Id[] = [],
    readonly nodes: NetworkNode[] = [],
    readonly linkIds: Id[] = [],
    readonly links: NetworkLink[] = [],
  ) {
    this.nodeRows = nodeIndex;
    this.linkRows = linkIndex;
  }

  get nodeIndex(): Map<Id, number> {
    return (this.nodeRows ??= indexOfIds(this.nodeIds));
  }

  get linkIndex(): Map<Id, number> {
    return (this.linkRows ??= indexOfIds(this.linkIds));
  }

  has(id: Id): boolean {
    return this.nodeIndex.has(id) || this.linkIndex.has(id);
  }

  get(id: Id): NetworkItem | undefined {
    const row = this.nodeIndex.get(id);
    if (row !== undefined) return this.nodes[row];
    const linkRow = this.linkIndex.get(id);
    return linkRow === undefined ? undefined : this.links[linkRow];
  }

  /** The node's row, or -1. */
  nodeRow(id: Id): number {
    return this.nodeIndex.get(id) ?? -1;
  }

  /** The link's row, or -1. */
  linkRow(id: Id): number {
    return this.linkIndex.get(id) ?? -1;
  }

  /** The node row of each id, or -1. */
  nodeRowsOf(ids: readonly Id[]): Int32Array {
    return rowsOf(ids, this.nodeIds, this.nodeRows, () => this.nodeIndex);
  }

  /** The link row of each id, or -1. */
  linkRowsOf(ids: readonly Id[]): Int32Array {
    return rowsOf(ids, this.linkIds, this.linkRows, () => this.linkIndex);
  }

  addNode(id: Id, node: NetworkNode): number {
    const row = this.nodeIds.length;
    this.nodeRows?.set(id, row);
    this.nodeIds.push(id);
    this.nodes.push(node);
    return row;
  }

  addLink(id: Id, link: NetworkLink): number {
    const row = this.linkIds.length;
    this.linkRows?.set(id, row);
    this.linkIds.push(id);
    this.links.push(link);
    return row;
  }

  /** Removes the node at `row`; returns the row that now holds the former last node, or -1. */
  deleteNode(row: number): number {
    return deleteRow(this.nodeIndex, this.nodeIds, this.nodes, row);
  }

  /** Removes the link at `row`; returns the row that now holds the former last link, or -1. */
  deleteLink(row: number): number {
    return deleteRow(this.linkIndex, this.linkIds, this.links, row);
  }
}

/**
 * The row of each of `queries` among `ids`, or -1. Many queries take one hash join over every id
 * (`positionsOfIds`, a third of a Map's time per lookup, and no Map to build); a few take the
 * Map, built on first use, so that a stream of small merges into a million rows stays cheap.
 */
function rowsOf(
  queries: readonly Id[],
  ids: readonly Id[],
  built: Map<Id, number> | null,
  index: () => Map<Id, number>,
): Int32Array {
  if (queries.length * (built === null ? 8 : 2) >= ids.length) return positionsOfIds(ids, queries);
  const map = index();
  const rows = new Int32Array(queries.length);
  for (let k = 0; k < queries.length; k++) rows[k] = map.get(queries[k]!) ?? -1;
  return rows;
}

function deleteRow(index: Map<Id, number>, ids: Id[], items: unknown[], row: number): number {
  const last = ids.length - 1;
  index.delete(ids[row]!);
  if (row !== last) {
    ids[row] = ids[last]!;
    items[row] = items[last];
    index.set(ids[row]!, row);
  }
  ids.pop();
  items.pop();
  return row !== last ? row : -1;
}
