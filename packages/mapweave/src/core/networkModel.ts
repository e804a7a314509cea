import { MapWeaveError, quoteId, throwIfIssues, type ValidationIssue } from './errors.js';
import type { Id, NetworkData, NetworkItem, NetworkLink, NetworkNode, TimeRange } from './types.js';
import {
  checkColor,
  checkCoordinates,
  checkNonNegative,
  checkOneOf,
  checkString,
  checkTime,
  checkId,
  isFiniteNumber,
  isRecord,
  recordEntries,
} from './validate.js';

/** What one successful operation changed. Rows are indices into `getNodes()` / `getLinks()` after it. */
export interface NetworkChange {
  /** The model's version after the operation. */
  version: number;
  added: Id[];
  updated: Id[];
  removed: Id[];
  /** `set()` replaced everything: every row may differ, `nodeRows`/`linkRows` are empty. */
  reset: boolean;
  /** Node rows whose content changed (added, updated, or refilled by the last row when one was removed). */
  nodeRows: number[];
  linkRows: number[];
}

/** A node with both coordinates; the others are free nodes, placed by the layout. */
export function isFixedNode(node: NetworkNode): node is NetworkNode & { latitude: number; longitude: number } {
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
  checkString(node.glyph, 'glyph', id, 'Node', issues);
  checkString(node.icon, 'icon', id, 'Node', issues);
  if (node.border !== undefined) {
    if (!isRecord(node.border)) {
      issues.push({ code: 'INVALID_TYPE', id, message: `Node ${quoteId(id)} has a border that is not an object` });
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
      issues.push({ code: 'INVALID_TYPE', id, message: `Link ${quoteId(id)} needs a string ${end} (the id of a node)` });
      endsValid = false;
    }
  }
  checkColor(link.color, 'color', id, 'Link', issues);
  checkNonNegative(link.width, 'width', id, 'Link', issues);
  checkOneOf(link.shape, SHAPES, 'shape', id, 'Link', issues);
  checkOneOf(link.direction, DIRECTIONS, 'direction', id, 'Link', issues);
  checkString(link.label, 'label', id, 'Link', issues);
  if (link.weight !== undefined && (!isFiniteNumber(link.weight) || link.weight <= 0)) {
    issues.push({ code: 'INVALID_TYPE', id, message: `Link ${quoteId(id)} has an invalid weight: ${String(link.weight)} is not a finite number > 0` });
  }
  if (link.arcHeight !== undefined && !isFiniteNumber(link.arcHeight)) {
    issues.push({ code: 'INVALID_TYPE', id, message: `Link ${quoteId(id)} has an arcHeight that is not a finite number` });
  }
  const dashed = link.dashed;
  const validDash =
    dashed === undefined ||
    typeof dashed === 'boolean' ||
    (Array.isArray(dashed) && dashed.length === 2 && dashed.every((v) => isFiniteNumber(v) && v >= 0));
  if (!validDash) {
    issues.push({ code: 'INVALID_TYPE', id, message: `Link ${quoteId(id)} has an invalid dashed value (use true, false or [dash, gap])` });
  }
  return endsValid;
}

/**
 * Checks every item on its own (not its link ends) and returns the entries to apply: a copy of
 * each item, so a getter or a later change of the caller's object cannot alter what was checked.
 */
function checkItems(entries: [Id, unknown][], issues: ValidationIssue[]) {
  const times = new Map<Id, TimeRange>();
  const validLinks: [Id, NetworkLink][] = [];
  const checked: [Id, NetworkItem][] = new Array(entries.length);
  let count = 0;
  for (const [id, raw] of entries) {
    checkId(id, issues);
    if (!isRecord(raw) || (raw.type !== 'node' && raw.type !== 'link')) {
      const got = isRecord(raw) ? `type ${JSON.stringify(raw.type) ?? String(raw.type)}` : String(raw);
      issues.push({ code: 'INVALID_TYPE', id, message: `Item ${quoteId(id)} must be an object with type 'node' or 'link' (got ${got})` });
      continue;
    }
    const item = copyItem(raw as unknown as NetworkItem);
    const before = issues.length;
    const label = item.type === 'node' ? 'Node' : 'Link';
    if (item.type === 'node') checkNode(id, item as unknown as Record<string, unknown>, issues);
    else checkLink(id, item as unknown as Record<string, unknown>, issues);
    const time = checkTime(item.time, id, label, issues);
    if (time) times.set(id, time);
    if (issues.length === before && item.type === 'link') validLinks.push([id, item]);
    checked[count++] = [id, item];
  }
  checked.length = count;
  return { times, validLinks, checked };
}

/** A shallow copy (border and dash copied too); `data` stays the caller's object. */
function copyItem(item: NetworkItem): NetworkItem {
  const copy = { ...item };
  if (item.type === 'node') {
    const border = (copy as NetworkNode).border;
    if (isRecord(border)) (copy as NetworkNode).border = { ...border };
  } else {
    const dashed = (copy as NetworkLink).dashed;
    if (Array.isArray(dashed)) (copy as NetworkLink).dashed = [...dashed] as [number, number];
  }
  return copy;
}

/** Whether two stored items have the same fields (border and dash compared by value). */
function sameItem(a: NetworkItem, b: NetworkItem): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  const left = a as unknown as Record<string, unknown>;
  const right = b as unknown as Record<string, unknown>;
  for (const key of keys) {
    const x = left[key];
    const y = right[key];
    if (x === y) continue;
    if (key === 'border' && isRecord(x) && isRecord(y) && x.color === y.color && x.width === y.width && Object.keys(x).length === Object.keys(y).length) continue;
    if (key === 'dashed' && Array.isArray(x) && Array.isArray(y) && x[0] === y[0] && x[1] === y[1]) continue;
    if (key === 'time' && Array.isArray(x) && Array.isArray(y) && x[0] === y[0] && x[1] === y[1]) continue;
    return false;
  }
  return true;
}

function unknownEnd(linkId: Id, nodeId: Id): ValidationIssue {
  return { code: 'UNKNOWN_LINK_END', id: linkId, message: `Link ${quoteId(linkId)} references unknown node ${quoteId(nodeId)}` };
}

/** Lists longer than this become sets, so removing the links of a hub one by one stays linear. */
const LINK_LIST_LIMIT = 32;

/**
 * Node id -> ids of the links touching it. Short lists are arrays (far cheaper than sets at 100k
 * nodes); a hub's list becomes a set, where adding and removing a link is O(1).
 */
class LinksByNode {
  private readonly lists = new Map<Id, Id[] | Set<Id>>();

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

/** Dense rows of one item kind, with a stable id -> row index. Removal moves the last row into the hole. */
class Rows<T> {
  readonly ids: Id[] = [];
  readonly items: T[] = [];
  readonly rowOf = new Map<Id, number>();

  get size(): number {
    return this.ids.length;
  }

  /** Adds or replaces; returns the row written. */
  put(id: Id, item: T): number {
    const existing = this.rowOf.get(id);
    if (existing !== undefined) {
      this.items[existing] = item;
      return existing;
    }
    const row = this.ids.length;
    this.ids.push(id);
    this.items.push(item);
    this.rowOf.set(id, row);
    return row;
  }

  /** Removes `id`; returns the row that now holds the former last item, or -1 when none moved. */
  delete(id: Id): number {
    const row = this.rowOf.get(id);
    if (row === undefined) return -1;
    const last = this.ids.length - 1;
    this.rowOf.delete(id);
    if (row !== last) {
      const movedId = this.ids[last]!;
      this.ids[row] = movedId;
      this.items[row] = this.items[last]!;
      this.rowOf.set(movedId, row);
    }
    this.ids.pop();
    this.items.pop();
    return row !== last ? row : -1;
  }
}

/**
 * The validated store behind a NetworkLayer: nodes and links keyed by id, in dense rows with
 * stable indices so a renderer can update single rows. Every operation validates the whole
 * change first and throws one MapWeaveError listing every offending id, leaving the model as it was.
 */
export class NetworkModel {
  private nodes = new Rows<NetworkNode>();
  private links = new Rows<NetworkLink>();
  /** Built on first use after `set()`: drawing fixed nodes never needs it. */
  private linksIndex: LinksByNode | null = null;
  private times = new Map<Id, TimeRange>();
  private currentVersion = 0;
  private endRows = new Int32Array(0);
  private endRowsVersion = 0;

  constructor(data?: NetworkData) {
    if (data !== undefined) this.set(data);
  }

  private get linksByNode(): LinksByNode {
    if (this.linksIndex === null) {
      const index = new LinksByNode();
      const { ids, items } = this.links;
      for (let row = 0; row < ids.length; row++) {
        const link = items[row]!;
        index.add(link.id1, ids[row]!);
        if (link.id2 !== link.id1) index.add(link.id2, ids[row]!);
      }
      this.linksIndex = index;
    }
    return this.linksIndex;
  }

  /** Increases with every successful operation. */
  get version(): number {
    return this.currentVersion;
  }

  get nodeCount(): number {
    return this.nodes.size;
  }

  get linkCount(): number {
    return this.links.size;
  }

  has(id: Id): boolean {
    return this.nodes.rowOf.has(id) || this.links.rowOf.has(id);
  }

  get(id: Id): NetworkItem | undefined {
    return this.getNode(id) ?? this.getLink(id);
  }

  getNode(id: Id): NetworkNode | undefined {
    const row = this.nodes.rowOf.get(id);
    return row === undefined ? undefined : this.nodes.items[row];
  }

  getLink(id: Id): NetworkLink | undefined {
    const row = this.links.rowOf.get(id);
    return row === undefined ? undefined : this.links.items[row];
  }

  /** Node ids by row (live view: do not mutate). */
  getNodeIds(): readonly Id[] {
    return this.nodes.ids;
  }

  /** Nodes by row, aligned with `getNodeIds()` (live view: do not mutate). */
  getNodes(): readonly NetworkNode[] {
    return this.nodes.items;
  }

  getLinkIds(): readonly Id[] {
    return this.links.ids;
  }

  getLinks(): readonly NetworkLink[] {
    return this.links.items;
  }

  /** The node's row, or -1. */
  nodeRow(id: Id): number {
    return this.nodes.rowOf.get(id) ?? -1;
  }

  /** The link's row, or -1. */
  linkRow(id: Id): number {
    return this.links.rowOf.get(id) ?? -1;
  }

  /** `[id1 row, id2 row]` per link row, recomputed once per version (for `combineByProximity`). */
  linkEndRows(): Int32Array {
    if (this.endRowsVersion !== this.currentVersion) {
      const rows = new Int32Array(this.links.size * 2);
      this.links.items.forEach((link, row) => {
        rows[row * 2] = this.nodeRow(link.id1);
        rows[row * 2 + 1] = this.nodeRow(link.id2);
      });
      this.endRows = rows;
      this.endRowsVersion = this.currentVersion;
    }
    return this.endRows;
  }

  /** Ids of the links touching a node, each once (empty for unknown ids; live view: do not mutate). */
  linksOf(nodeId: Id): readonly Id[] {
    return this.linksByNode.get(nodeId);
  }

  /** The item's `time` in milliseconds, or undefined when it has none. */
  timeRange(id: Id): TimeRange | undefined {
    return this.times.get(id);
  }

  /** A new record with every item (the item objects are shared, not copied). */
  toData(): NetworkData {
    const data: NetworkData = {};
    this.nodes.ids.forEach((id, row) => (data[id] = this.nodes.items[row]!));
    this.links.ids.forEach((id, row) => (data[id] = this.links.items[row]!));
    return data;
  }

  /** Replaces everything with `data`. */
  set(data: NetworkData): NetworkChange {
    const entries = recordEntries(data, 'Network data');
    const issues: ValidationIssue[] = [];
    const { times, validLinks, checked } = checkItems(entries, issues);
    // The new rows are built aside and only take over once every check passed.
    const nodes = new Rows<NetworkNode>();
    const links = new Rows<NetworkLink>();
    for (const [id, item] of checked) {
      if (item.type === 'node') nodes.put(id, item);
      else links.put(id, item);
    }
    for (const [id, link] of validLinks) {
      if (!nodes.rowOf.has(link.id1)) issues.push(unknownEnd(id, link.id1));
      if (link.id2 !== link.id1 && !nodes.rowOf.has(link.id2)) issues.push(unknownEnd(id, link.id2));
    }
    throwIfIssues(issues);

    const added: Id[] = [];
    const updated: Id[] = [];
    const removed: Id[] = [];
    if (this.nodes.size + this.links.size === 0) {
      for (const [id] of checked) added.push(id);
    } else {
      for (const [id, item] of checked) {
        const before = this.get(id);
        if (before === undefined) added.push(id);
        else if (!sameItem(before, item)) updated.push(id);
      }
      for (const id of this.nodes.ids) if (!nodes.rowOf.has(id) && !links.rowOf.has(id)) removed.push(id);
      for (const id of this.links.ids) if (!nodes.rowOf.has(id) && !links.rowOf.has(id)) removed.push(id);
    }
    this.nodes = nodes;
    this.links = links;
    this.linksIndex = null;
    this.times = times;
    return this.finish({ added, updated, removed, reset: true, nodeRows: [], linkRows: [] });
  }

  /** Adds or replaces items, validated together with the existing ones. */
  merge(items: NetworkData): NetworkChange {
    const entries = recordEntries(items, 'Merged items');
    const issues: ValidationIssue[] = [];
    const { times, validLinks, checked } = checkItems(entries, issues);
    const incoming = new Map<Id, NetworkItem>(checked);
    const isNodeAfter = (id: Id): boolean => {
      const item = incoming.get(id);
      return item ? item.type === 'node' : this.nodes.rowOf.has(id);
    };
    for (const [id, link] of validLinks) {
      for (const end of linkEnds(link)) if (!isNodeAfter(end)) issues.push(unknownEnd(id, end));
    }
    // A node turned into a link strands the existing links that stay.
    for (const [id, item] of checked) {
      if (item.type !== 'link' || !this.nodes.rowOf.has(id)) continue;
      for (const linkId of this.linksOf(id)) {
        if (!Object.hasOwn(items, linkId)) issues.push(unknownEnd(linkId, id));
      }
    }
    throwIfIssues(issues);

    const added: Id[] = [];
    const updated: Id[] = [];
    const nodeRows = new Set<number>();
    const linkRows = new Set<number>();
    for (const [id, item] of checked) {
      if (this.has(id)) updated.push(id);
      else added.push(id);
      const time = times.get(id);
      if (time) this.times.set(id, time);
      else this.times.delete(id);
      if (item.type === 'node') {
        this.removeLinkRow(id, linkRows);
        nodeRows.add(this.nodes.put(id, item));
      } else {
        this.removeNodeRow(id, nodeRows);
        linkRows.add(this.attachLink(id, item));
      }
    }
    return this.finish({ added, updated, removed: [], reset: false, nodeRows: rowsWithin(nodeRows, this.nodes.size), linkRows: rowsWithin(linkRows, this.links.size) });
  }

  /** Removes items; removing a node removes its links too (they are listed in `removed`). */
  remove(ids: readonly Id[]): NetworkChange {
    if (!Array.isArray(ids) || ids.some((id) => typeof id !== 'string')) {
      throw new MapWeaveError('INVALID_TYPE', 'remove() takes an array of item ids');
    }
    const missing = [...new Set(ids.filter((id) => !this.has(id)))];
    if (missing.length > 0) {
      throwIfIssues(missing.map((id) => ({ code: 'UNKNOWN_ID', id, message: `Unknown item ${quoteId(id)}` })));
    }
    const removed = new Set<Id>();
    for (const id of ids) {
      removed.add(id);
      if (!this.nodes.rowOf.has(id)) continue;
      for (const linkId of this.linksOf(id)) removed.add(linkId);
      // Dropped whole, so removing a hub's links does not search its list once per link.
      this.linksByNode.drop(id);
    }
    const nodeRows = new Set<number>();
    const linkRows = new Set<number>();
    for (const id of removed) {
      this.times.delete(id);
      this.removeLinkRow(id, linkRows);
      this.removeNodeRow(id, nodeRows);
    }
    return this.finish({ added: [], updated: [], removed: [...removed], reset: false, nodeRows: rowsWithin(nodeRows, this.nodes.size), linkRows: rowsWithin(linkRows, this.links.size) });
  }

  private attachLink(id: Id, link: NetworkLink): number {
    const previous = this.getLink(id);
    if (previous) this.detachEnds(id, previous);
    this.addEnds(id, link);
    return this.links.put(id, link);
  }

  private addEnds(id: Id, link: NetworkLink): void {
    this.addEnd(link.id1, id);
    if (link.id2 !== link.id1) this.addEnd(link.id2, id);
  }

  private addEnd(nodeId: Id, linkId: Id): void {
    this.linksByNode.add(nodeId, linkId);
  }

  private detachEnds(id: Id, link: NetworkLink): void {
    for (const end of linkEnds(link)) this.linksByNode.remove(end, id);
  }

  private removeLinkRow(id: Id, rows: Set<number>): void {
    const link = this.getLink(id);
    if (!link) return;
    this.detachEnds(id, link);
    const moved = this.links.delete(id);
    if (moved !== -1) rows.add(moved);
  }

  private removeNodeRow(id: Id, rows: Set<number>): void {
    const moved = this.nodes.delete(id);
    if (moved !== -1) rows.add(moved);
  }

  private finish(change: Omit<NetworkChange, 'version'>): NetworkChange {
    this.currentVersion += 1;
    return { version: this.currentVersion, ...change };
  }
}

const EMPTY_LIST: readonly Id[] = Object.freeze([]);

/** The distinct ends of a link (one for a self-link). */
function linkEnds(link: NetworkLink): Id[] {
  return link.id1 === link.id2 ? [link.id1] : [link.id1, link.id2];
}

/** Sorted rows that still exist after the operation. */
function rowsWithin(rows: Set<number>, size: number): number[] {
  return [...rows].filter((row) => row < size).sort((a, b) => a - b);
}
