import {MapWeaveError, quoteId, type ValidationIssue} from '../../../core/errors.js';
import {indexOfIds} from '../../../core/idIndex.js';
import {latitudeOfUnit, longitudeOfUnit, mercatorX, mercatorY, worldSize} from '../../../core/mercator.js';
import type {ComboLink, ComboNode, Id} from '../../../core/types.js';
import {idOrder, type IdOrder} from './idOrder.js';
import {countingSort} from './countingSort.js';
import {indexCells, WINDOW_FIELDS} from './cellIndex.js';

export interface CombineNodesInput {
  ids: readonly Id[];
  /** `[longitude, latitude]` per row (as `layoutNetwork` returns). */
  positions: Float64Array;
  /** Rows to consider (1) or skip (0), e.g. the filter's visibility; all rows when absent. */
  mask?: Uint8Array;
}

export interface CombineLinksInput {
  ids: readonly Id[];
  ends: readonly {id1: Id; id2: Id}[];
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

/** `comboLinkOfLinkRow` value of a link whose ends are both in one combo: it is hidden. */
export const INSIDE_COMBO = -2;

export interface ProximityCombination {
  comboNodes: ComboNode[];
  comboLinks: ComboLink[];
  /** Node row -> index of its combo in `comboNodes`, or -1 when it is drawn on its own. */
  comboOfNodeRow: Int32Array;
  /**
   * Link row -> index of the combo link it is drawn as in `comboLinks`, `INSIDE_COMBO` when both
   * ends are in one combo (hidden), or -1 when it is drawn as it is.
   */
  comboLinkOfLinkRow: Int32Array;
  /** Combined node id -> its combo id (nodes drawn on their own are absent). Built on first use: prefer `comboOfNodeRow`. */
  readonly nodeToCombo: ReadonlyMap<Id, Id>;
  /**
   * Link id -> the combo link it is drawn as, or `null` when both ends are in one combo (hidden);
   * links drawn as they are are absent. Built on first use: prefer `comboLinkOfLinkRow`.
   */
  readonly linkToCombo: ReadonlyMap<Id, Id | null>;
}

/** Combo ids are these prefixes followed by the sorted member (or link) ids joined by commas. */
const COMBO_PREFIX = 'combo:';
const COMBO_LINK_PREFIX = 'combo-link:';

/** The result, with the id maps built from the row arrays only when someone reads them. */
class Combination implements ProximityCombination {
  private nodeMap: Map<Id, Id> | undefined;
  private linkMap: Map<Id, Id | null> | undefined;

  constructor(
    readonly comboNodes: ComboNode[],
    readonly comboLinks: ComboLink[],
    readonly comboOfNodeRow: Int32Array,
    readonly comboLinkOfLinkRow: Int32Array,
    /** Copies of the id lists (the caller's may change before the maps are read). */
    private readonly nodeIds: readonly Id[],
    private readonly linkIds: readonly Id[],
  ) {}

  get nodeToCombo(): ReadonlyMap<Id, Id> {
    if (!this.nodeMap) {
      this.nodeMap = new Map();
      for (let row = 0; row < this.comboOfNodeRow.length; row++) {
        const combo = this.comboOfNodeRow[row]!;
        if (combo >= 0) this.nodeMap.set(this.nodeIds[row]!, this.comboNodes[combo]!.id);
      }
    }
    return this.nodeMap;
  }

  get linkToCombo(): ReadonlyMap<Id, Id | null> {
    if (!this.linkMap) {
      this.linkMap = new Map();
      for (let row = 0; row < this.comboLinkOfLinkRow.length; row++) {
        const combo = this.comboLinkOfLinkRow[row]!;
        if (combo >= 0) this.linkMap.set(this.linkIds[row]!, this.comboLinks[combo]!.id);
        else if (combo === INSIDE_COMBO) this.linkMap.set(this.linkIds[row]!, null);
      }
    }
    return this.linkMap;
  }
}

/** Node groups of two or more members found at one zoom, before expanded combos are dissolved. */
interface Groups {
  count: number;
  /** Rows in groups, all groups together. */
  memberCount: number;
  /** Node row -> group, or -1. */
  groupOfRow: Int32Array;
  /** Member centroid sums in world pixels, and member counts, per group. */
  sumX: Float64Array;
  sumY: Float64Array;
  size: Int32Array;
}

/** Positions and their mercator coordinates, per positions array (see `mercatorUnits`). */
interface MercatorUnits {
  /** A copy of the positions the coordinates were computed from: the caller's array may change in place. */
  positions: Float64Array;
  units: Float64Array;
}

const unitsCache = new WeakMap<Float64Array, MercatorUnits>();

/** Whether two arrays hold the same bits (NaN equals NaN, 0 differs from -0). */
function sameBits(a: Float64Array, b: Float64Array): boolean {
  if (a.length !== b.length) return false;
  const wordsA = new Int32Array(a.buffer, a.byteOffset, a.length * 2);
  const wordsB = new Int32Array(b.buffer, b.byteOffset, b.length * 2);
  for (let i = 0; i < wordsA.length; i++) if (wordsA[i] !== wordsB[i]) return false;
  return true;
}

/**
 * `[mercatorX, mercatorY]` (shares of the world, NaN where a position is NaN) per row of
 * `positions`. The logarithm per node costs a fifth of a zoom level's combining, and positions
 * change far less often than the zoom: the coordinates are kept per positions array and reused
 * while it holds the same values (comparing them costs far less than projecting).
 */
function mercatorUnits(positions: Float64Array): Float64Array {
  const cached = unitsCache.get(positions);
  if (cached && sameBits(cached.positions, positions)) return cached.units;
  const units = new Float64Array(positions.length);
  for (let index = 0; index < positions.length; index += 2) {
    units[index] = mercatorX(positions[index]!);
    units[index + 1] = mercatorY(positions[index + 1]!);
  }
  unitsCache.set(positions, {positions: positions.slice(), units});
  return units;
}

/**
 * Greedy grid clustering in projected pixels at `zoom`: the first unassigned node (in row order)
 * opens a group and takes every unassigned node within `radius` px of it. Cells are `radius` wide,
 * so candidates lie in the 3 × 3 cells around the group's first node. A taken node's x becomes NaN
 * (no candidate has a NaN x). Taken nodes stay in the index: a cell is rescanned by a bounded
 * number of seeds (seeds are more than `radius` apart), so skipping them costs more than testing.
 */
function groupByProximity(nodes: CombineNodesInput, zoom: number, radius: number): Groups {
  const count = nodes.ids.length;
  const size = worldSize(zoom);
  const columns = new Int32Array(count);
  const lines = new Int32Array(count);
  const candidates = new Int32Array(count);
  let candidateCount = 0;
  const units = mercatorUnits(nodes.positions);
  for (let row = 0; row < count; row++) {
    const unitX = units[row * 2]!;
    const unitY = units[row * 2 + 1]!;
    if ((nodes.mask && nodes.mask[row] === 0) || Number.isNaN(unitX) || Number.isNaN(unitY)) continue;
    const x = unitX * size;
    const y = unitY * size;
    columns[row] = Math.floor(x / radius);
    lines[row] = Math.floor(y / radius);
    candidates[candidateCount++] = row;
  }
  const cells = indexCells(candidates.subarray(0, candidateCount), columns, lines, count);
  // `[x, y]` in cell order: the scans below read a candidate's pair from one cache line. Written
  // in row order, as scattered writes stall less than scattered reads.
  const cellXYs = new Float64Array(candidateCount * 2);
  for (let candidate = 0; candidate < candidateCount; candidate++) {
    const row = candidates[candidate]!;
    const position = cells.positionOf[row]!;
    if (position < 0) continue;
    cellXYs[position * 2] = units[row * 2]! * size;
    cellXYs[position * 2 + 1] = units[row * 2 + 1]! * size;
  }

  const radiusSquared = radius * radius;
  const windows = new Int32Array(WINDOW_FIELDS);
  const groupOfRow = new Int32Array(count).fill(-1);
  const capacity = Math.floor(count / 2) + 1;
  const groups: Groups = {
    count: 0,
    memberCount: 0,
    groupOfRow,
    sumX: new Float64Array(capacity),
    sumY: new Float64Array(capacity),
    size: new Int32Array(capacity),
  };
  for (let seed = 0; seed < count; seed++) {
    const seedPosition = cells.positionOf[seed]!;
    if (seedPosition < 0) continue;
    const seedX = cellXYs[seedPosition * 2]!;
    if (Number.isNaN(seedX)) continue;
    const seedY = cellXYs[seedPosition * 2 + 1]!;
    const group = groups.count;
    cells.windowsOf(seed, windows);
    let members = 0;
    let sumX = 0;
    let sumY = 0;
    for (let window = 0; window < WINDOW_FIELDS; window += 2) {
      const end = windows[window + 1]!;
      for (let position = windows[window]!; position < end; position++) {
        const x = cellXYs[position * 2]!;
        if (Number.isNaN(x)) continue;
        const y = cellXYs[position * 2 + 1]!;
        const distanceX = x - seedX;
        const distanceY = y - seedY;
        if (distanceX * distanceX + distanceY * distanceY > radiusSquared) continue;
        cellXYs[position * 2] = Number.NaN;
        groupOfRow[cells.rows[position]!] = group;
        members++;
        sumX += x;
        sumY += y;
      }
    }
    if (members < 2) {
      groupOfRow[seed] = -1;
      continue;
    }
    groups.sumX[group] = sumX;
    groups.sumY[group] = sumY;
    groups.size[group] = members;
    groups.count++;
    groups.memberCount += members;
  }
  return groups;
}

/**
 * Proximity combining at `zoom`: groups of two or more nearby nodes become combo nodes at the
 * centroid of their members (in mercator). Links inside one combo are hidden, the others touching
 * a combo merge per pair of ends into combo links. Member and link ids come out sorted by walking
 * the rows in id order (kept between calls), never by sorting per combo.
 *
 * Not supercluster: measured on the same 100k nodes (`npm run bench:model`), its per-zoom query
 * is faster up to z8 and slower from z10, but its index takes ~0.7 s to build and must be rebuilt
 * whenever a position, the filter or the data changes, and it returns clusters, not every node's
 * combo (that costs a `getLeaves` walk per cluster) nor the combo links, expanded combos or
 * stable member-id ids.
 */
export function combineByProximity(
  nodes: CombineNodesInput,
  links: CombineLinksInput,
  options: CombineOptions,
): ProximityCombination {
  const {zoom, radius, maxZoom} = options;
  const comboOfNodeRow = new Int32Array(nodes.ids.length).fill(-1);
  const comboLinkOfLinkRow = new Int32Array(links.ids.length).fill(-1);
  if (zoom > maxZoom || radius <= 0) {
    return new Combination([], [], comboOfNodeRow, comboLinkOfLinkRow, [], []);
  }

  const groups = groupByProximity(nodes, zoom, radius);
  const nodeOrder = idOrder(nodes.ids);
  const memberRows = memberRowsByGroup(groups, nodeOrder.rows);
  let memberPosition = 0;
  const comboNodes: ComboNode[] = [];
  const comboOfGroup = new Int32Array(groups.count).fill(-1);
  const pixelsPerWorld = worldSize(zoom);
  for (let group = 0; group < groups.count; group++) {
    const ids = new Array<Id>(groups.size[group]!);
    for (let member = 0; member < ids.length; member++) ids[member] = nodeOrder.ids[memberRows[memberPosition++]!]!;
    const id = joinIds(COMBO_PREFIX, ids);
    if (options.expanded?.has(id)) continue;
    const pixels = groups.size[group]! * pixelsPerWorld;
    comboOfGroup[group] = comboNodes.length;
    comboNodes.push({
      id,
      nodeIds: ids,
      latitude: latitudeOfUnit(groups.sumY[group]! / pixels),
      longitude: longitudeOfUnit(groups.sumX[group]! / pixels),
    });
  }
  for (let row = 0; row < comboOfNodeRow.length; row++) {
    const group = groups.groupOfRow[row]!;
    if (group >= 0) comboOfNodeRow[row] = comboOfGroup[group]!;
  }

  if (comboNodes.length === 0) return new Combination([], [], comboOfNodeRow, comboLinkOfLinkRow, [], []);
  const linkOrder = idOrder(links.ids);
  const comboLinks = combineLinks(nodeOrder.ids, links, linkOrder, comboNodes, comboOfNodeRow, comboLinkOfLinkRow);
  return new Combination(comboNodes, comboLinks, comboOfNodeRow, comboLinkOfLinkRow, nodeOrder.ids, linkOrder.ids);
}

/**
 * The grouped rows, group after group, each group's in id order: a counting sort of the rows in
 * id order by group, whose counts the groups already hold.
 */
function memberRowsByGroup(groups: Groups, rowsInIdOrder: Int32Array): Int32Array {
  const cursor = new Int32Array(groups.count);
  for (let group = 1; group < groups.count; group++) cursor[group] = cursor[group - 1]! + groups.size[group - 1]!;
  const memberRows = new Int32Array(groups.memberCount);
  for (let k = 0; k < rowsInIdOrder.length; k++) {
    const row = rowsInIdOrder[k]!;
    const group = groups.groupOfRow[row]!;
    if (group >= 0) memberRows[cursor[group]!++] = row;
  }
  return memberRows;
}

/** `prefix` and the ids joined by commas. */
function joinIds(prefix: string, ids: readonly Id[]): string {
  return prefix + ids.join(',');
}

/** `endRows` as given, or looked up from the link ends' ids. */
function linkEndRows(nodeIds: readonly Id[], links: CombineLinksInput): Int32Array {
  if (links.endRows || links.ids.length === 0) return links.endRows ?? new Int32Array(0);
  const rowOf = indexOfIds(nodeIds);
  const rows = new Int32Array(links.ids.length * 2);
  const issues: ValidationIssue[] = [];
  links.ends.forEach((ends, row) => {
    for (const end of [0, 1] as const) {
      const nodeId = end === 0 ? ends.id1 : ends.id2;
      const nodeRow = rowOf.get(nodeId);
      if (nodeRow !== undefined) rows[row * 2 + end] = nodeRow;
      else {
        const linkId = links.ids[row]!;
        issues.push({
          code: 'UNKNOWN_LINK_END',
          id: linkId,
          message: `Link ${quoteId(linkId)} references unknown node ${quoteId(nodeId)}`,
        });
      }
    }
  });
  if (issues.length > 0) throw MapWeaveError.fromIssues(issues);
  return rows;
}

/**
 * Links touching a combo become combo links, one per pair of ends (two combos, or a combo and a
 * node drawn on its own). An end is numbered by its combo index, or by the combo count plus its
 * node row. Links are counting-sorted by their pair of ends, starting from id order, so each
 * pair's links form one run with their ids already sorted.
 */
function combineLinks(
  nodeIds: readonly Id[],
  links: CombineLinksInput,
  linkOrder: IdOrder,
  comboNodes: readonly ComboNode[],
  comboOfNodeRow: Int32Array,
  comboLinkOfLinkRow: Int32Array,
): ComboLink[] {
  const endRows = linkEndRows(nodeIds, links);
  const comboCount = comboNodes.length;
  const lows = new Int32Array(links.ids.length);
  const highs = new Int32Array(links.ids.length);
  const touching = new Int32Array(links.ids.length);
  let touchingCount = 0;
  for (let k = 0; k < linkOrder.rows.length; k++) {
    const row = linkOrder.rows[k]!;
    if (links.mask && links.mask[row] === 0) continue;
    const row1 = endRows[row * 2]!;
    const row2 = endRows[row * 2 + 1]!;
    const combo1 = comboOfNodeRow[row1]!;
    const combo2 = comboOfNodeRow[row2]!;
    if (combo1 === -1 && combo2 === -1) continue;
    if (combo1 === combo2) {
      comboLinkOfLinkRow[row] = INSIDE_COMBO;
      continue;
    }
    const end1 = combo1 === -1 ? comboCount + row1 : combo1;
    const end2 = combo2 === -1 ? comboCount + row2 : combo2;
    lows[row] = Math.min(end1, end2);
    highs[row] = Math.max(end1, end2);
    touching[touchingCount++] = row;
  }
  const endCount = comboCount + nodeIds.length;
  const byHigh = countingSort(touching.subarray(0, touchingCount), highs, 0, endCount);
  const byPair = countingSort(byHigh, lows, 0, endCount);

  const endId = (end: number): Id => (end < comboCount ? comboNodes[end]!.id : nodeIds[end - comboCount]!);
  const comboLinks: ComboLink[] = [];
  for (let start = 0; start < byPair.length;) {
    const first = byPair[start]!;
    const low = lows[first]!;
    const high = highs[first]!;
    let end = start + 1;
    while (end < byPair.length && lows[byPair[end]!] === low && highs[byPair[end]!] === high) end++;
    const linkIds: Id[] = new Array<Id>(end - start);
    for (let position = start; position < end; position++) {
      const row = byPair[position]!;
      linkIds[position - start] = linkOrder.ids[row]!;
      comboLinkOfLinkRow[row] = comboLinks.length;
    }
    const lowId = endId(low);
    const highId = endId(high);
    const ordered = lowId < highId;
    comboLinks.push({
      id: joinIds(COMBO_LINK_PREFIX, linkIds),
      id1: ordered ? lowId : highId,
      id2: ordered ? highId : lowId,
      linkIds,
    });
    start = end;
  }
  return comboLinks;
}
