import {quoteId, throwIfIssues} from '../core/errors.js';
import {grown} from '../core/grown.js';
import type {Id, NetworkColumns, NetworkData, NetworkItem, NetworkLink, NetworkNode, TimeRange} from '../core/types.js';
import {checkIdList} from '../core/validate.js';
import {LinksByNode} from './linksByNode.js';
import {prepareData, type PreparedData} from './prepareData.js';
import {prepareMerge, type PreparedMerge} from './prepareMerge.js';
import {Rows, type ItemRows} from './rows.js';

/** What one successful `merge()` or `remove()` changed. Rows are indices into `getNodes()` / `getLinks()` after it. */
export interface NetworkChange {
  /** The model's version after the operation. */
  version: number;
  added: Id[];
  updated: Id[];
  removed: Id[];
  /** Node rows whose content changed (added, updated, or refilled by the last row when one was removed). */
  nodeRows: number[];
  linkRows: number[];
}

/** A node with both coordinates; the others are free nodes, placed by the layout. */
export function isFixedNode(node: NetworkNode): node is NetworkNode & {latitude: number; longitude: number} {
  return node.latitude !== undefined && node.longitude !== undefined;
}

/**
 * The validated store behind a NetworkLayer: nodes and links keyed by id, in dense rows with
 * stable indices so a renderer can update single rows. Every operation validates the whole
 * change first and throws one MapWeaveError listing every offending id, leaving the model as it was.
 */
export class NetworkModel {
  private rows = new Rows();
  /** Built on first use (drawing fixed nodes never needs it), and kept up to date once built. */
  private linksIndex: LinksByNode | null = null;
  private times = new Map<Id, TimeRange>();
  private currentVersion = 0;
  /** `[id1 row, id2 row]` per link row in its first `linkCount * 2` values, with room to grow after them. */
  private endRowStore = new Int32Array(0);
  /** The version `endRowStore` holds: set by a load, kept by changes that move no node row. */
  private endRowsVersion = 0;

  constructor(data?: NetworkData) {
    if (data !== undefined) this.set(data);
  }

  private get linksByNode(): LinksByNode {
    this.linksIndex ??= LinksByNode.fromRows(this.rows.nodeIds, this.rows.linkIds, this.linkEndRows());
    return this.linksIndex;
  }

  /** Increases with every successful operation. */
  get version(): number {
    return this.currentVersion;
  }

  get nodeCount(): number {
    return this.rows.nodeIds.length;
  }

  get linkCount(): number {
    return this.rows.linkIds.length;
  }

  has(id: Id): boolean {
    return this.rows.has(id);
  }

  get(id: Id): NetworkItem | undefined {
    return this.rows.get(id);
  }

  getNode(id: Id): NetworkNode | undefined {
    const row = this.rows.nodeIndex.get(id);
    return row === undefined ? undefined : this.rows.nodes[row];
  }

  getLink(id: Id): NetworkLink | undefined {
    const row = this.rows.linkIndex.get(id);
    return row === undefined ? undefined : this.rows.links[row];
  }

  /** Every item by row and kind (live view: do not mutate). */
  itemRows(): ItemRows {
    return this.rows;
  }

  /** Node ids by row (live view: do not mutate). */
  getNodeIds(): readonly Id[] {
    return this.rows.nodeIds;
  }

  /** Nodes by row, aligned with `getNodeIds()` (live view: do not mutate). */
  getNodes(): readonly NetworkNode[] {
    return this.rows.nodes;
  }

  getLinkIds(): readonly Id[] {
    return this.rows.linkIds;
  }

  getLinks(): readonly NetworkLink[] {
    return this.rows.links;
  }

  /** The node's row, or -1. */
  nodeRow(id: Id): number {
    return this.rows.nodeRow(id);
  }

  /** The link's row, or -1. */
  linkRow(id: Id): number {
    return this.rows.linkRow(id);
  }

  /** Whether some item has a `time`. */
  get hasTimes(): boolean {
    return this.times.size > 0;
  }

  /**
   * `[id1 row, id2 row]` per link row (for the link layers, combining and graph analysis): a view
   * that the next change may overwrite, so copy it to keep it. A load computes it; a change that
   * moves no node row rewrites its own link rows only; after any other change it is recomputed
   * on first use.
   */
  linkEndRows(): Int32Array {
    const length = this.linkCount * 2;
    if (this.endRowsVersion !== this.currentVersion) {
      const {links} = this.rows;
      const ends = new Array<Id>(length);
      for (let row = 0; row < links.length; row++) {
        ends[row * 2] = links[row]!.id1;
        ends[row * 2 + 1] = links[row]!.id2;
      }
      if (this.endRowStore.length < length) this.endRowStore = new Int32Array(length);
      this.endRowStore.set(this.rows.nodeRowsOf(ends));
      this.endRowsVersion = this.currentVersion;
    }
    return this.endRowStore.subarray(0, length);
  }

  private writeEndRows(linkRow: number): void {
    const link = this.rows.links[linkRow]!;
    this.endRowStore[linkRow * 2] = this.rows.nodeRow(link.id1);
    this.endRowStore[linkRow * 2 + 1] = this.rows.nodeRow(link.id2);
  }

  /** Ids of the links touching a node, each once (empty for unknown ids; live view: do not mutate). */
  linksOf(nodeId: Id): readonly Id[] {
    return this.linksByNode.get(nodeId);
  }

  /** The item's `time` in milliseconds, or undefined when it has none. */
  timeRange(id: Id): TimeRange | undefined {
    return this.times.size === 0 ? undefined : this.times.get(id);
  }

  /** A new record with every item (the item objects are shared, not copied). */
  toData(): NetworkData {
    const data: NetworkData = {};
    const {nodeIds, nodes, linkIds, links} = this.rows;
    for (let row = 0; row < nodeIds.length; row++) data[nodeIds[row]!] = nodes[row]!;
    for (let row = 0; row < linkIds.length; row++) data[linkIds[row]!] = links[row]!;
    return data;
  }

  /** Replaces everything with `data` (every row may differ afterwards). */
  set(data: NetworkData | NetworkColumns): void {
    this.install(prepareData(data));
  }

  /** Replaces everything with data from `prepareData`. */
  install({rows, endRows, times}: PreparedData): void {
    this.rows = rows;
    this.linksIndex = null;
    this.times = times;
    this.currentVersion += 1;
    // The link ends' rows were looked up while validating: kept as this version's `linkEndRows()`.
    this.endRowStore = endRows;
    this.endRowsVersion = this.currentVersion;
  }

  /** Adds or replaces items, validated together with the existing ones. */
  merge(items: NetworkData): NetworkChange {
    return this.commitMerge(this.prepareMerge(items));
  }

  /** `items` validated together with the existing ones, for `commitMerge`: nothing changes until then. */
  prepareMerge(items: NetworkData): PreparedMerge {
    return prepareMerge(items, this.rows, this.currentVersion, (nodeId) => this.linksOf(nodeId));
  }

  /** Applies a merge prepared at this version. */
  commitMerge(prepared: PreparedMerge): NetworkChange {
    if (prepared.version !== this.currentVersion)
      throw new Error('A merge was prepared for another version of the network');
    const {ids, times, nodeRowOf, linkRowOf, kindChanges} = prepared;
    const rows = this.rows;
    const added: Id[] = [];
    const updated: Id[] = [];
    const nodeRows: number[] = [];
    const linkRows: number[] = [];
    const anyTimes = times.size > 0 || this.times.size > 0;
    let nodeRowsMoved = false;
    // Rows move only where an item changes kind (a row deleted); otherwise the rows found above hold.
    const nodeRowNow = (i: number): number => (kindChanges ? rows.nodeRow(ids[i]!) : nodeRowOf[i]!);
    const linkRowNow = (i: number): number => (kindChanges ? rows.linkRow(ids[i]!) : linkRowOf[i]!);
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i]!;
      const item = prepared.items[i]!;
      if (anyTimes) {
        const time = times.get(id);
        if (time) this.times.set(id, time);
        else this.times.delete(id);
      }
      if (item.type === 'node') {
        const row = nodeRowNow(i);
        if (row !== -1) {
          updated.push(id);
          rows.nodes[row] = item;
          nodeRows.push(row);
          continue;
        }
        const formerLink = linkRowNow(i);
        if (formerLink === -1) added.push(id);
        else {
          updated.push(id);
          this.deleteLinkRow(formerLink, linkRows);
        }
        nodeRows.push(rows.addNode(id, item));
        continue;
      }
      const row = linkRowNow(i);
      if (row !== -1) {
        updated.push(id);
        const previous = rows.links[row]!;
        if (this.linksIndex && (previous.id1 !== item.id1 || previous.id2 !== item.id2)) {
          this.detachEnds(id, previous);
          this.addEnds(id, item);
        }
        rows.links[row] = item;
        linkRows.push(row);
        continue;
      }
      const formerNode = nodeRowNow(i);
      if (formerNode === -1) added.push(id);
      else {
        updated.push(id);
        const moved = rows.deleteNode(formerNode);
        if (moved !== -1) nodeRows.push(moved);
        nodeRowsMoved ||= moved !== -1;
      }
      // Maintained only once built (a link turned into a node above may have built it).
      if (this.linksIndex) this.addEnds(id, item);
      linkRows.push(rows.addLink(id, item));
    }
    return this.finish(
      {
        added,
        updated,
        removed: [],
        nodeRows: rowsWithin(nodeRows, this.nodeCount),
        linkRows: rowsWithin(linkRows, this.linkCount),
      },
      nodeRowsMoved,
    );
  }

  /** Removes items; removing a node removes its links too (they are listed in `removed`). */
  remove(ids: readonly Id[]): NetworkChange {
    checkIdList(ids, 'remove()');
    const missing = [...new Set(ids.filter((id) => !this.has(id)))];
    if (missing.length > 0) {
      throwIfIssues(missing.map((id) => ({code: 'UNKNOWN_ID', id, message: `Unknown item ${quoteId(id)}`})));
    }
    const removed = new Set<Id>();
    for (const id of ids) {
      removed.add(id);
      if (this.nodeRow(id) === -1) continue;
      for (const linkId of this.linksOf(id)) removed.add(linkId);
      // Dropped whole, so removing a hub's links does not search its list once per link.
      this.linksByNode.drop(id);
    }
    const nodeRows: number[] = [];
    const linkRows: number[] = [];
    let nodeRowsMoved = false;
    for (const id of removed) {
      this.times.delete(id);
      const linkRow = this.rows.linkRow(id);
      if (linkRow !== -1) {
        this.deleteLinkRow(linkRow, linkRows);
      } else {
        const moved = this.rows.deleteNode(this.rows.nodeRow(id));
        if (moved !== -1) nodeRows.push(moved);
        nodeRowsMoved ||= moved !== -1;
      }
    }
    return this.finish(
      {
        added: [],
        updated: [],
        removed: [...removed],
        nodeRows: rowsWithin(nodeRows, this.nodeCount),
        linkRows: rowsWithin(linkRows, this.linkCount),
      },
      nodeRowsMoved,
    );
  }

  private addEnds(id: Id, link: NetworkLink): void {
    this.linksByNode.add(link.id1, id);
    if (link.id2 !== link.id1) this.linksByNode.add(link.id2, id);
  }

  private detachEnds(id: Id, link: NetworkLink): void {
    for (const end of linkEnds(link)) this.linksByNode.remove(end, id);
  }

  /** Builds the links index first if need be: built later from the moved rows, its lists would lose their order. */
  private deleteLinkRow(row: number, changedRows: number[]): void {
    this.detachEnds(this.rows.linkIds[row]!, this.rows.links[row]!);
    const moved = this.rows.deleteLink(row);
    if (moved !== -1) changedRows.push(moved);
  }

  /**
   * Bumps the version. The end rows stay valid when they were and no node row moved: only the
   * changed link rows (updated, added, or refilled by a removal) are rewritten, two lookups by id
   * each. When those are many, the end rows are left to be recomputed on first use, which a bulk
   * change may never need.
   */
  private finish(change: Omit<NetworkChange, 'version'>, nodeRowsMoved: boolean): NetworkChange {
    const fewLinkRows = change.linkRows.length <= this.linkCount / 8;
    const keepEndRows = this.endRowsVersion === this.currentVersion && !nodeRowsMoved && fewLinkRows;
    this.currentVersion += 1;
    if (keepEndRows) {
      if (this.endRowStore.length < this.linkCount * 2) this.endRowStore = grown(this.endRowStore, this.linkCount * 2);
      for (const row of change.linkRows) this.writeEndRows(row);
      this.endRowsVersion = this.currentVersion;
    }
    return {version: this.currentVersion, ...change};
  }
}

/** The distinct ends of a link (one for a self-link). */
function linkEnds(link: NetworkLink): Id[] {
  return link.id1 === link.id2 ? [link.id1] : [link.id1, link.id2];
}

/** Sorted distinct rows that still exist after the operation. */
function rowsWithin(rows: readonly number[], size: number): number[] {
  const sorted = Int32Array.from(rows).sort();
  const result: number[] = [];
  for (let i = 0; i < sorted.length; i++) {
    const row = sorted[i]!;
    if (row < size && (i === 0 || row !== sorted[i - 1])) result.push(row);
  }
  return result;
}
