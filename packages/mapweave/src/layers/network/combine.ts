import { projectLngLat, unprojectPixel } from '../../core/mercator.js';
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

const COMBO_PREFIX = 'combo:';
const COMBO_LINK_PREFIX = 'combo-link:';

export function comboNodeId(memberIds: readonly Id[]): Id {
  return COMBO_PREFIX + [...memberIds].sort().join(',');
}

export function comboLinkId(linkIds: readonly Id[]): Id {
  return COMBO_LINK_PREFIX + [...linkIds].sort().join(',');
}

/** Cell keys pack two non-negative integers below 2^26 into one exact double. */
const CELL_SPAN = 2 ** 26;

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
  const xs = new Float64Array(count);
  const ys = new Float64Array(count);
  /** Rows already in a group, or never to be grouped (masked out, no position). */
  const assigned = new Uint8Array(count);
  const cells = new Map<number, number[]>();
  const cellShift = Math.floor(CELL_SPAN / 2);
  for (let row = 0; row < count; row++) {
    const longitude = nodes.positions[row * 2]!;
    const latitude = nodes.positions[row * 2 + 1]!;
    if ((nodes.mask && nodes.mask[row] === 0) || Number.isNaN(longitude) || Number.isNaN(latitude)) {
      assigned[row] = 1;
      continue;
    }
    const [x, y] = projectLngLat(longitude, latitude, zoom);
    xs[row] = x;
    ys[row] = y;
    const key = cellKey(Math.floor(x / radius) + cellShift, Math.floor(y / radius) + cellShift);
    const cell = cells.get(key);
    if (cell) cell.push(row);
    else cells.set(key, [row]);
  }

  const radiusSquared = radius * radius;
  const expanded = options.expanded;
  for (let seed = 0; seed < count; seed++) {
    if (assigned[seed]) continue;
    assigned[seed] = 1;
    const members = [seed];
    const seedX = xs[seed]!;
    const seedY = ys[seed]!;
    const column = Math.floor(seedX / radius) + cellShift;
    const line = Math.floor(seedY / radius) + cellShift;
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        const key = cellKey(column + dx, line + dy);
        const cell = cells.get(key);
        if (!cell) continue;
        let kept = 0;
        for (const row of cell) {
          if (assigned[row]) continue;
          const ddx = xs[row]! - seedX;
          const ddy = ys[row]! - seedY;
          if (ddx * ddx + ddy * ddy <= radiusSquared) {
            assigned[row] = 1;
            members.push(row);
          } else {
            cell[kept++] = row;
          }
        }
        if (kept === 0) cells.delete(key);
        else cell.length = kept;
      }
    }
    if (members.length < 2) continue;
    const memberIds = members.map((row) => nodes.ids[row]!);
    const id = comboNodeId(memberIds);
    if (expanded?.has(id)) continue;
    let sumX = 0;
    let sumY = 0;
    for (const row of members) {
      sumX += xs[row]!;
      sumY += ys[row]!;
    }
    const [longitude, latitude] = unprojectPixel(sumX / members.length, sumY / members.length, zoom);
    memberIds.sort();
    result.comboNodes.push({ id, nodeIds: memberIds, latitude, longitude });
    for (const memberId of memberIds) result.nodeToCombo.set(memberId, id);
  }

  combineLinks(links, result);
  return result;
}

function cellKey(column: number, line: number): number {
  return column * CELL_SPAN + line;
}

function combineLinks(links: CombineLinksInput, result: ProximityCombination): void {
  const { nodeToCombo, linkToCombo } = result;
  if (nodeToCombo.size === 0) return;
  const pairs = new Map<string, { id1: Id; id2: Id; linkIds: Id[] }>();
  for (let row = 0; row < links.ids.length; row++) {
    if (links.mask && links.mask[row] === 0) continue;
    const { id1, id2 } = links.ends[row]!;
    const group1 = nodeToCombo.get(id1);
    const group2 = nodeToCombo.get(id2);
    if (group1 === undefined && group2 === undefined) continue;
    const linkId = links.ids[row]!;
    const end1 = group1 ?? id1;
    const end2 = group2 ?? id2;
    if (end1 === end2) {
      linkToCombo.set(linkId, null);
      continue;
    }
    const [first, second] = end1 < end2 ? [end1, end2] : [end2, end1];
    const key = `${first}\u0000${second}`;
    const pair = pairs.get(key);
    if (pair) pair.linkIds.push(linkId);
    else pairs.set(key, { id1: first, id2: second, linkIds: [linkId] });
  }
  for (const { id1, id2, linkIds } of pairs.values()) {
    linkIds.sort();
    const id = comboLinkId(linkIds);
    result.comboLinks.push({ id, id1, id2, linkIds });
    for (const linkId of linkIds) linkToCombo.set(linkId, id);
  }
}
