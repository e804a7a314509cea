import { mercatorX, mercatorY, unprojectPixel, worldSize } from '../../core/mercator.js';
import type { ComboLink, ComboNode, Id } from '../../core/types.js';

export interface CombineNodesInput {
  ids: readonly Id[];
  /** `[longitude, latitude]` per row (as `layoutNetwork` returns). */
  positions: Float64Array;
  /** Rows to consider (1) or skip (0), e.g. the filter's visibility; all rows when absent. */
  mask?: Uint8Array;
}

export interface CombineLinksInput {
  ids: readonly Id[];
  ends: readonly { id1: Id; id2: Id }[];
  /**
   * The node rows of each link's ends, `[id1 row, id2 row]` per link row (`NetworkModel.linkEndRows()`):
   * saves two id lookups per link on every zoom.
   */
  endRows?: Int32Array;
  mask?: Uint8Array;
}

export interface CombineOptions {
  zoom: number;
  /** Nodes within this many pixels of a combo's first node join it. */
  radius: number;
  /** No combining above this zoom. */
  maxZoom: number;
  /** Combo ids the user expanded: their nodes are drawn on their own. */
  expanded?: ReadonlySet<Id>;
}

export interface ProximityCombination {
  comboNodes: ComboNode[];
  comboLinks: ComboLink[];
  /** Combined node id -> its combo id (nodes drawn on their own are absent). */
  nodeToCombo: Map<Id, Id>;
  /** Link id -> the combo link it is drawn as, or `null` when both ends are in one combo (hidden). Links drawn as they are are absent. */
  linkToCombo: Map<Id, Id | null>;
}

/** Combo ids are these prefixes followed by the sorted member (or link) ids joined by commas. */
const COMBO_PREFIX = 'combo:';
const COMBO_LINK_PREFIX = 'combo-link:';

/**
 * Rows by grid cell: an open-addressing hash of (column, line) to the head of a linked list of
 * rows, all in typed arrays (no per-cell objects, no Map).
 */
class Grid {
  private readonly columns: Int32Array;
  private readonly lines: Int32Array;
  private readonly heads: Int32Array;
  private readonly mask: number;
  /** Next row in the same cell, or -1. */
  readonly next: Int32Array;

  constructor(rows: number) {
    let capacity = 16;
    while (capacity < rows * 2) capacity *= 2;
    this.columns = new Int32Array(capacity);
    this.lines = new Int32Array(capacity);
    this.heads = new Int32Array(capacity).fill(-1);
    this.mask = capacity - 1;
    this.next = new Int32Array(rows).fill(-1);
  }

  /** The slot of a cell, or of the empty slot where it would go. */
  private slot(column: number, line: number): number {
    let slot = (Math.imul(column, 73856093) ^ Math.imul(line, 19349663)) & this.mask;
    while (this.heads[slot] !== -1 && (this.columns[slot] !== column || this.lines[slot] !== line)) {
      slot = (slot + 1) & this.mask;
    }
    return slot;
  }

  add(column: number, line: number, row: number): void {
    const slot = this.slot(column, line);
    this.columns[slot] = column;
    this.lines[slot] = line;
    this.next[row] = this.heads[slot]!;
    this.heads[slot] = row;
  }

  /**
   * Calls `take(row)` for each row of a cell; rows it returns true for leave the cell. A cell
   * that empties keeps its slot (with no rows) so that probing past it still works.
   */
  sweep(column: number, line: number, take: (row: number) => boolean): void {
    const slot = this.slot(column, line);
    let previous = -1;
    let row = this.heads[slot]!;
    while (row >= 0) {
      const following = this.next[row]!;
      if (take(row)) {
        if (previous === -1) this.heads[slot] = following < 0 ? EMPTIED : following;
        else this.next[previous] = following;
      } else {
        previous = row;
      }
      row = following;
    }
  }
}

/** Head of a cell whose rows all left: not -1, which marks a never-used slot. */
const EMPTIED = -2;

/**
 * Greedy grid clustering in projected pixels at `zoom`: the first unassigned node (in row order)
 * opens a group and takes every unassigned node within `radius` px of it; groups of two or more
 * become combo nodes at the centroid of their members (in mercator). Links inside one combo are
 * hidden, the others touching a combo merge per pair of ends into combo links. O(n) for spread-out
 * data: each node is visited by the few groups whose 3 × 3 cells reach it.
 */
export function combineByProximity(
  nodes: CombineNodesInput,
  links: CombineLinksInput,
  options: CombineOptions,
): ProximityCombination {
  const result: ProximityCombination = { comboNodes: [], comboLinks: [], nodeToCombo: new Map(), linkToCombo: new Map() };
  const { zoom, radius, maxZoom } = options;
  if (zoom > maxZoom || radius <= 0) return result;

  const count = nodes.ids.length;
  const size = worldSize(zoom);
  const xs = new Float64Array(count);
  const ys = new Float64Array(count);
  /** Rows already in a group, or never to be grouped (masked out, no position). */
  const assigned = new Uint8Array(count);
  const grid = new Grid(count);
  for (let row = 0; row < count; row++) {
    const longitude = nodes.positions[row * 2]!;
    const latitude = nodes.positions[row * 2 + 1]!;
    if ((nodes.mask && nodes.mask[row] === 0) || Number.isNaN(longitude) || Number.isNaN(latitude)) {
      assigned[row] = 1;
      continue;
    }
    const x = mercatorX(longitude) * size;
    const y = mercatorY(latitude) * size;
    xs[row] = x;
    ys[row] = y;
    grid.add(Math.floor(x / radius), Math.floor(y / radius), row);
  }

  const radiusSquared = radius * radius;
  const expanded = options.expanded;
  /** Node row -> index of its combo in `comboNodes`, or -1. */
  const comboOfRow = new Int32Array(count).fill(-1);
  for (let seed = 0; seed < count; seed++) {
    if (assigned[seed]) continue;
    assigned[seed] = 1;
    const members = [seed];
    const seedX = xs[seed]!;
    const seedY = ys[seed]!;
    const column = Math.floor(seedX / radius);
    const line = Math.floor(seedY / radius);
    // Rows already grouped leave the cells they are met in, so crowded cells shrink as groups form.
    const take = (row: number): boolean => {
      if (assigned[row]) return true;
      const dx = xs[row]! - seedX;
      const dy = ys[row]! - seedY;
      if (dx * dx + dy * dy > radiusSquared) return false;
      assigned[row] = 1;
      members.push(row);
      return true;
    };
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) grid.sweep(column + dx, line + dy, take);
    }
    if (members.length < 2) continue;
    const memberIds = members.map((row) => nodes.ids[row]!).sort();
    const id = COMBO_PREFIX + memberIds.join(',');
    if (expanded?.has(id)) continue;
    let sumX = 0;
    let sumY = 0;
    for (const row of members) {
      sumX += xs[row]!;
      sumY += ys[row]!;
    }
    const [longitude, latitude] = unprojectPixel(sumX / members.length, sumY / members.length, zoom);
    const index = result.comboNodes.length;
    result.comboNodes.push({ id, nodeIds: memberIds, latitude, longitude });
    for (const memberId of memberIds) result.nodeToCombo.set(memberId, id);
    for (const row of members) comboOfRow[row] = index;
  }

  combineLinks(nodes, links, comboOfRow, result);
  return result;
}

/**
 * Links touching a combo become combo links, one per pair of ends (two combos, or a combo and a
 * node drawn on its own). Pairs are keyed by combo index and the other end's combo index, node
 * row or node id, never by the (long) combo id strings.
 */
function combineLinks(
  nodes: CombineNodesInput,
  links: CombineLinksInput,
  comboOfRow: Int32Array,
  result: ProximityCombination,
): void {
  const { comboNodes, linkToCombo } = result;
  if (comboNodes.length === 0) return;
  const comboCount = comboNodes.length;
  const { endRows } = links;
  let comboOfId: Map<Id, number> | undefined;
  if (!endRows) {
    comboOfId = new Map();
    comboNodes.forEach((combo, index) => combo.nodeIds.forEach((nodeId) => comboOfId!.set(nodeId, index)));
  }
  /** Combo index of an end, or -1. */
  const comboOfEnd = (row: number, end: 0 | 1, nodeId: Id): number => {
    if (!endRows) return comboOfId!.get(nodeId) ?? -1;
    const nodeRow = endRows[row * 2 + end]!;
    return nodeRow < 0 ? -1 : comboOfRow[nodeRow]!;
  };
  /** Key of an end drawn on its own: its row after the combo indices, or its id. */
  const plainEndKey = (row: number, end: 0 | 1, nodeId: Id): number | Id => {
    const nodeRow = endRows ? endRows[row * 2 + end]! : -1;
    return nodeRow < 0 ? nodeId : comboCount + nodeRow;
  };
  const pairs = new Map<number, Map<number | Id, Id[]>>();
  for (let row = 0; row < links.ids.length; row++) {
    if (links.mask && links.mask[row] === 0) continue;
    const { id1, id2 } = links.ends[row]!;
    const combo1 = comboOfEnd(row, 0, id1);
    const combo2 = comboOfEnd(row, 1, id2);
    if (combo1 === -1 && combo2 === -1) continue;
    const linkId = links.ids[row]!;
    if (combo1 === combo2) {
      linkToCombo.set(linkId, null);
      continue;
    }
    let outer: number;
    let inner: number | Id;
    if (combo1 !== -1 && combo2 !== -1) {
      outer = Math.min(combo1, combo2);
      inner = Math.max(combo1, combo2);
    } else if (combo1 !== -1) {
      outer = combo1;
      inner = plainEndKey(row, 1, id2);
    } else {
      outer = combo2;
      inner = plainEndKey(row, 0, id1);
    }
    let byInner = pairs.get(outer);
    if (!byInner) pairs.set(outer, (byInner = new Map()));
    const pair = byInner.get(inner);
    if (pair) pair.push(linkId);
    else byInner.set(inner, [linkId]);
  }
  const endId = (key: number | Id): Id =>
    typeof key === 'string' ? key : key < comboCount ? comboNodes[key]!.id : nodes.ids[key - comboCount]!;
  for (const [outer, byInner] of pairs) {
    const outerId = comboNodes[outer]!.id;
    for (const [inner, linkIds] of byInner) {
      const innerId = endId(inner);
      linkIds.sort();
      const id = COMBO_LINK_PREFIX + linkIds.join(',');
      const [id1, id2] = outerId < innerId ? [outerId, innerId] : [innerId, outerId];
      result.comboLinks.push({ id, id1, id2, linkIds });
      for (const linkId of linkIds) linkToCombo.set(linkId, id);
    }
  }
}
