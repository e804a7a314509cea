import {describeValue, quoteId, throwIfIssues, type ValidationIssue} from './errors.js';
import {isNetworkColumns, readColumns} from './networkColumns.js';
import {grown} from './grown.js';
import {indexOfIds, positionsOfIds} from './idIndex.js';
import type {Id, NetworkColumns, NetworkData, NetworkItem, NetworkLink, NetworkNode, TimeRange} from './types.js';
import {
  checkColor,
  checkCoordinates,
  checkFinite,
  checkNonNegative,
  checkOneOf,
  checkString,
  checkTime,
  checkId,
  checkIdList,
  isFiniteNumber,
  isRecord,
  recordKeys,
} from './validate.js';

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

const SHAPES = ['straight', 'arc', 'geodesic'] as const;
const DIRECTIONS = ['none', 'forward', 'backward', 'both'] as const;

function checkNode(id: Id, node: Record<string, unknown>, issues: ValidationIssue[]): void {
  const hasLatitude = node.latitude !== undefined;
  const hasLongitude = node.longitude !== undefined;
  if (hasLatitude !== hasLongitude) {
    issues.push({
      code: 'INVALID_TYPE',
      id,
      message: `Node ${quoteId(id)} has only ${hasLatitude ? 'latitude' : 'longitude'}: give both for a fixed node or neither for a free node`,
    });
  } else if (hasLatitude) {
    checkCoordinates(node.latitude, node.longitude, id, 'Node', issues);
  }
  checkColor(node.color, 'color', id, 'Node', issues);
  checkColor(node.labelColor, 'labelColor', id, 'Node', issues);
  checkColor(node.glyphColor, 'glyphColor', id, 'Node', issues);
  checkNonNegative(node.size, 'size', id, 'Node', issues);
  checkString(node.label, 'label', id, 'Node', issues);
  checkFinite(node.labelPriority, 'labelPriority', id, 'Node', issues);
  checkString(node.glyph, 'glyph', id, 'Node', issues);
  checkString(node.icon, 'icon', id, 'Node', issues);
  if (node.border !== undefined) {
    if (!isRecord(node.border)) {
      issues.push({code: 'INVALID_TYPE', id, message: `Node ${quoteId(id)} has a border that is not an object`});
    } else {
      checkColor(node.border.color, 'border color', id, 'Node', issues);
      checkNonNegative(node.border.width, 'border width', id, 'Node', issues);
    }
  }
}

function checkLink(id: Id, link: Record<string, unknown>, issues: ValidationIssue[]): boolean {
  let endsValid = true;
  for (const end of ['id1', 'id2'] as const) {
    if (typeof link[end] !== 'string') {
      issues.push({code: 'INVALID_TYPE', id, message: `Link ${quoteId(id)} needs a string ${end} (the id of a node)`});
      endsValid = false;
    }
  }
  checkColor(link.color, 'color', id, 'Link', issues);
  checkNonNegative(link.width, 'width', id, 'Link', issues);
  checkOneOf(link.shape, SHAPES, 'shape', id, 'Link', issues);
  checkOneOf(link.direction, DIRECTIONS, 'direction', id, 'Link', issues);
  checkString(link.label, 'label', id, 'Link', issues);
  checkFinite(link.labelPriority, 'labelPriority', id, 'Link', issues);
  if (link.weight !== undefined && (!isFiniteNumber(link.weight) || link.weight <= 0)) {
    issues.push({
      code: 'INVALID_TYPE',
      id,
      message: `Link ${quoteId(id)} has an invalid weight: ${describeValue(link.weight)} is not a finite number > 0`,
    });
  }
  if (link.arcHeight !== undefined && !isFiniteNumber(link.arcHeight)) {
    issues.push({
      code: 'INVALID_TYPE',
      id,
      message: `Link ${quoteId(id)} has an arcHeight that is not a finite number`,
    });
  }
  const dashed = link.dashed;
  const validDash =
    dashed === undefined ||
    typeof dashed === 'boolean' ||
    (Array.isArray(dashed) && dashed.length === 2 && dashed.every((v) => isFiniteNumber(v) && v >= 0));
  if (!validDash) {
    issues.push({
      code: 'INVALID_TYPE',
      id,
      message: `Link ${quoteId(id)} has an invalid dashed value (use true, false or [dash, gap])`,
    });
  }
  return endsValid;
}

/** The items of one change after their own checks, in the record's order. */
interface CheckedItems {
  ids: Id[];
  /** Copies of the items, aligned with `ids`. */
  items: NetworkItem[];
  times: Map<Id, TimeRange>;
  /** Indices (into `ids`) of the links whose own fields passed, so their ends can be checked. */
  validLinks: number[];
}

/**
 * Checks one item on its own (not its link ends) and returns the copy to apply, so a getter or a
 * later change of the caller's object cannot alter what was checked; null when it is not a node
 * or a link at all. Its time range, when valid, goes into `times`.
 */
function checkItem(id: Id, raw: unknown, times: Map<Id, TimeRange>, issues: ValidationIssue[]): NetworkItem | null {
  checkId(id, issues);
  if (!isRecord(raw) || (raw.type !== 'node' && raw.type !== 'link')) {
    const got = isRecord(raw) ? `type ${describeValue(raw.type)}` : describeValue(raw);
    issues.push({
      code: 'INVALID_TYPE',
      id,
      message: `Item ${quoteId(id)} must be an object with type 'node' or 'link' (got ${got})`,
    });
    return null;
  }
  const item = copyItem(raw as unknown as NetworkItem);
  const isNode = item.type === 'node';
  if (isNode) checkNode(id, item as unknown as Record<string, unknown>, issues);
  else checkLink(id, item as unknown as Record<string, unknown>, issues);
  if (item.time !== undefined) {
    const time = checkTime(item.time, id, isNode ? 'Node' : 'Link', issues);
    if (time) times.set(id, time);
  }
  return item;
}

/**
 * Checks each item of `data` (keyed by `keys`) on its own, in the record's order, and hands the
 * copy of each node or link to `take`, with whether its own fields passed.
 */
function checkEachItem(
  data: Record<string, unknown>,
  keys: readonly string[],
  times: Map<Id, TimeRange>,
  issues: ValidationIssue[],
  take: (id: Id, item: NetworkItem, passed: boolean) => void,
): void {
  for (let index = 0; index < keys.length; index++) {
    const id = keys[index]!;
    const before = issues.length;
    const item = checkItem(id, data[id], times, issues);
    if (item !== null) take(id, item, issues.length === before);
  }
}

/** Every item of a change checked on its own, in the record's order. */
function checkItems(data: Record<string, unknown>, keys: readonly string[], issues: ValidationIssue[]): CheckedItems {
  const times = new Map<Id, TimeRange>();
  const validLinks: number[] = [];
  const ids: Id[] = [];
  const items: NetworkItem[] = [];
  checkEachItem(data, keys, times, issues, (id, item, passed) => {
    if (item.type === 'link' && passed) validLinks.push(ids.length);
    ids.push(id);
    items.push(item);
  });
  return {times, validLinks, ids, items};
}

/** A shallow copy (border and dash copied too); `data` stays the caller's object. */
function copyItem(item: NetworkItem): NetworkItem {
  const copy = {...item};
  if (item.type === 'node') {
    const border = (copy as NetworkNode).border;
    if (isRecord(border)) (copy as NetworkNode).border = {...border};
  } else {
    const dashed = (copy as NetworkLink).dashed;
    if (Array.isArray(dashed)) (copy as NetworkLink).dashed = [...dashed] as [number, number];
  }
  return copy;
}

function unknownEnd(linkId: Id, nodeId: Id): ValidationIssue {
  return {
    code: 'UNKNOWN_LINK_END',
    id: linkId,
    message: `Link ${quoteId(linkId)} references unknown node ${quoteId(nodeId)}`,
  };
}

/** Lists longer than this become sets, so removing the links of a hub one by one stays linear. */
const LINK_LIST_LIMIT = 32;

/**
 * Node id -> ids of the links touching it. Short lists are arrays (far cheaper than sets at 100k
 * nodes); a hub's list becomes a set, where adding and removing a link is O(1).
 */
class LinksByNode {
  private readonly lists = new Map<Id, Id[] | Set<Id>>();

  /**
   * The index of whole rows, each node's links in link-row order: the links grouped by the rows of
   * their ends (a counting sort), so each node's list is set once, where adding every link end
   * by id looked a node up per end (1.3M lookups for a million items).
   */
  static fromRows(nodeIds: readonly Id[], linkIds: readonly Id[], endRows: Int32Array): LinksByNode {
    const index = new LinksByNode();
    const starts = new Int32Array(nodeIds.length + 1);
    for (let row = 0; row < linkIds.length; row++) {
      const row1 = endRows[row * 2]!;
      const row2 = endRows[row * 2 + 1]!;
      starts[row1 + 1]!++;
      if (row2 !== row1) starts[row2 + 1]!++;
    }
    for (let node = 0; node < nodeIds.length; node++) starts[node + 1]! += starts[node]!;
    const next = starts.slice(0, nodeIds.length);
    const linksInOrder = new Int32Array(starts[nodeIds.length]!);
    for (let row = 0; row < linkIds.length; row++) {
      const row1 = endRows[row * 2]!;
      const row2 = endRows[row * 2 + 1]!;
      linksInOrder[next[row1]!++] = row;
      if (row2 !== row1) linksInOrder[next[row2]!++] = row;
    }
    for (let node = 0; node < nodeIds.length; node++) {
      const start = starts[node]!;
      const end = starts[node + 1]!;
      if (start === end) continue;
      const list = new Array<Id>(end - start);
      for (let k = start; k < end; k++) list[k - start] = linkIds[linksInOrder[k]!]!;
      index.lists.set(nodeIds[node]!, list.length > LINK_LIST_LIMIT ? new Set(list) : list);
    }
    return index;
  }

  get(nodeId: Id): readonly Id[] {
    const list = this.lists.get(nodeId);
    if (list === undefined) return EMPTY_LIST;
    return Array.isArray(list) ? list : [...list];
  }

  add(nodeId: Id, linkId: Id): void {
    const list = this.lists.get(nodeId);
    if (list === undefined) this.lists.set(nodeId, [linkId]);
    else if (!Array.isArray(list)) list.add(linkId);
    else if (list.length < LINK_LIST_LIMIT) list.push(linkId);
    else this.lists.set(nodeId, new Set([...list, linkId]));
  }

  remove(nodeId: Id, linkId: Id): void {
    const list = this.lists.get(nodeId);
    if (list === undefined) return;
    if (Array.isArray(list)) {
      const index = list.indexOf(linkId);
      if (index === -1) return;
      list.splice(index, 1);
      if (list.length === 0) this.lists.delete(nodeId);
    } else {
      list.delete(linkId);
      if (list.size === 0) this.lists.delete(nodeId);
    }
  }

  /** Forgets a node's list at once (its links are being removed too). */
  drop(nodeId: Id): void {
    this.lists.delete(nodeId);
  }
}

/**
 * Where every item lives: id -> row index, one index per kind, and dense rows per kind. Link
 * ends are looked up among the nodes only, a third of the items in a typical network, which
 * keeps those lookups in cache far more often. Removal moves the kind's last row into the hole.
 */
class Rows {
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

/** The items by row and kind. */
export interface ItemRows {
  readonly nodeIds: readonly Id[];
  readonly nodes: readonly NetworkNode[];
  readonly linkIds: readonly Id[];
  readonly links: readonly NetworkLink[];
}

/** A change validated by `NetworkModel.prepareMerge`, and what it found out about the rows now. */
export interface PreparedMerge {
  version: number;
  ids: Id[];
  /** The model's copies of the items, aligned with `ids`. */
  items: NetworkItem[];
  times: Map<Id, TimeRange>;
  /** The node row of each id then of each checked link's ends, or -1. */
  nodeRowOf: Int32Array;
  /** The link row of each id, or -1. */
  linkRowOf: Int32Array;
  /** Whether some item changes kind (rows then move while the merge is applied). */
  kindChanges: boolean;
}

/** Validated rows for `NetworkModel.set()`, built aside: they take over only once every check passed. */
export interface PreparedData {
  rows: Rows;
  endRows: Int32Array<ArrayBuffer>;
  times: Map<Id, TimeRange>;
}

/**
 * A whole record checked and split into rows per kind in one pass (no list of every item in
 * between: at 3M items the garbage of such lists cost more collection time than their work).
 */
function rowsOfRecord(data: NetworkData): PreparedData {
  const keys = recordKeys(data, 'Network data');
  const issues: ValidationIssue[] = [];
  const times = new Map<Id, TimeRange>();
  const nodeIds: Id[] = [];
  const nodes: NetworkNode[] = [];
  const linkIds: Id[] = [];
  const links: NetworkLink[] = [];
  /** Link rows whose own fields passed, and their ends' ids, two per link. */
  const checkedRows: number[] = [];
  const checkedEnds: Id[] = [];
  checkEachItem(data, keys, times, issues, (id, item, passed) => {
    if (item.type === 'node') {
      nodeIds.push(id);
      nodes.push(item);
      return;
    }
    if (passed) {
      checkedRows.push(linkIds.length);
      checkedEnds.push(item.id1, item.id2);
    }
    linkIds.push(id);
    links.push(item);
  });
  // The keys of a record are unique, so the nodes' ids need no check of their own, and the id ->
  // row indexes are left to their first use, as for columns.
  const endPositions = positionsOfIds(nodeIds, checkedEnds);
  const endRows = new Int32Array(linkIds.length * 2);
  for (let k = 0; k < checkedRows.length; k++) {
    const row = checkedRows[k]!;
    const link = links[row]!;
    const row1 = endPositions[k * 2]!;
    const row2 = endPositions[k * 2 + 1]!;
    if (row1 === -1) issues.push(unknownEnd(linkIds[row]!, link.id1));
    if (link.id2 !== link.id1 && row2 === -1) issues.push(unknownEnd(linkIds[row]!, link.id2));
    endRows[row * 2] = row1;
    endRows[row * 2 + 1] = row2;
  }
  throwIfIssues(issues);
  return {rows: new Rows(null, null, nodeIds, nodes, linkIds, links), endRows, times};
}

function rowsOfColumns(columns: NetworkColumns): PreparedData {
  const issues: ValidationIssue[] = [];
  const {nodeIds, nodes, linkIds, links, endRows} = readColumns(columns, issues);
  throwIfIssues(issues);
  return {rows: new Rows(null, null, nodeIds, nodes, linkIds, links), endRows, times: new Map()};
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
    this.install(NetworkModel.prepare(data));
  }

  /** `data` validated and split into rows, for `install`: nothing changes until then. */
  static prepare(data: NetworkData | NetworkColumns): PreparedData {
    return isNetworkColumns(data) ? rowsOfColumns(data) : rowsOfRecord(data);
  }

  /** Replaces everything with prepared data. */
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
    const keys = recordKeys(items, 'Merged items');
    const issues: ValidationIssue[] = [];
    const checked = checkItems(items, keys, issues);
    const {ids, times, validLinks} = checked;
    const rows = this.rows;
    const ends: Id[] = [];
    for (const i of validLinks) {
      const link = checked.items[i] as NetworkLink;
      ends.push(link.id1, link.id2);
    }
    // The merged ids and their links' ends among the nodes, in one lookup: `ends` follow `ids`.
    const nodeRowOf = rows.nodeRowsOf(ends.length > 0 ? ids.concat(ends) : ids);
    const linkRowOf = rows.linkRowsOf(ids);
    // Only the items that change kind make a link end's kind after the merge differ from now.
    const newNodeIds: Id[] = [];
    let leaveNodes: Set<Id> | null = null;
    let kindChanges = false;
    for (let i = 0; i < ids.length; i++) {
      if (checked.items[i]!.type === 'node') {
        if (nodeRowOf[i] !== -1) continue;
        newNodeIds.push(ids[i]!);
        kindChanges ||= linkRowOf[i] !== -1;
      } else if (nodeRowOf[i] !== -1) {
        (leaveNodes ??= new Set()).add(ids[i]!);
        kindChanges = true;
      }
    }
    const endsAmongNew = positionsOfIds(newNodeIds, ends);
    const isNodeAfter = (end: number): boolean =>
      endsAmongNew[end] !== -1 || (nodeRowOf[ids.length + end] !== -1 && !leaveNodes?.has(ends[end]!));
    validLinks.forEach((i, k) => {
      const link = checked.items[i] as NetworkLink;
      if (!isNodeAfter(k * 2)) issues.push(unknownEnd(ids[i]!, link.id1));
      if (link.id2 !== link.id1 && !isNodeAfter(k * 2 + 1)) issues.push(unknownEnd(ids[i]!, link.id2));
    });
    // A node turned into a link strands the existing links that stay.
    if (leaveNodes) {
      for (const id of leaveNodes) {
        for (const linkId of this.linksOf(id)) {
          if (!Object.hasOwn(items, linkId)) issues.push(unknownEnd(linkId, id));
        }
      }
    }
    throwIfIssues(issues);
    return {version: this.currentVersion, ids, items: checked.items, times, nodeRowOf, linkRowOf, kindChanges};
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

const EMPTY_LIST: readonly Id[] = Object.freeze([]);

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
