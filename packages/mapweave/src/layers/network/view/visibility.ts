import {rangesIntersect} from '../../../core/time.js';
import type {Id, NetworkItem, NetworkLink, TimeRange} from '../../../core/types.js';
import type {NetworkModel} from '../../../network/NetworkModel.js';
import type {ItemRows} from '../../../network/rows.js';
import {combineIntervals} from './timeFilter.js';

export type NetworkPredicate = (item: NetworkItem, id: Id) => boolean;

/** Ids the predicate hides; a node hidden hides its links too (see `isLinkShown`). */
export function hiddenByPredicate(rows: ItemRows, predicate: NetworkPredicate | null): Set<Id> {
  const hidden = new Set<Id>();
  if (!predicate) return hidden;
  rows.nodeIds.forEach((id, row) => {
    if (!predicate(rows.nodes[row]!, id)) hidden.add(id);
  });
  rows.linkIds.forEach((id, row) => {
    if (!predicate(rows.links[row]!, id)) hidden.add(id);
  });
  return hidden;
}

export function isLinkShown(id: Id, link: NetworkLink, hidden: ReadonlySet<Id>): boolean {
  return !hidden.has(id) && !hidden.has(link.id1) && !hidden.has(link.id2);
}

/** The interval a link needs to overlap the time range: its own and its two ends'. */
export function linkInterval(model: NetworkModel, id: Id, link: NetworkLink): [number, number] {
  return combineIntervals([model.timeRange(id), model.timeRange(link.id1), model.timeRange(link.id2)]);
}

export function nodeInterval(model: NetworkModel, id: Id): [number, number] {
  return combineIntervals([model.timeRange(id)]);
}

/**
 * Per-row masks of what the predicate and the time range let through (CPU twin of the GPU
 * filter). Runs over every row, so it allocates nothing per row and skips the checks that
 * cannot fail (no hidden items, no time range).
 */
export function visibilityMasks(
  model: NetworkModel,
  hidden: ReadonlySet<Id>,
  range: TimeRange | null,
): {nodes: Uint8Array; links: Uint8Array} {
  const nodeIds = model.getNodeIds();
  const nodes = new Uint8Array(nodeIds.length);
  const anyHidden = hidden.size > 0;
  for (let row = 0; row < nodeIds.length; row++) {
    const id = nodeIds[row]!;
    nodes[row] = (anyHidden && hidden.has(id)) || (range !== null && !overlaps(model.timeRange(id), range)) ? 0 : 1;
  }
  const linkIds = model.getLinkIds();
  const endRows = model.linkEndRows();
  const links = new Uint8Array(linkIds.length);
  for (let row = 0; row < linkIds.length; row++) {
    // A link's interval is its own and its ends': the ends' masks already hold theirs.
    const shown =
      nodes[endRows[row * 2]!] === 1 &&
      nodes[endRows[row * 2 + 1]!] === 1 &&
      !(anyHidden && hidden.has(linkIds[row]!)) &&
      (range === null || overlaps(model.timeRange(linkIds[row]!), range));
    links[row] = shown ? 1 : 0;
  }
  return {nodes, links};
}

function overlaps(interval: TimeRange | undefined, range: TimeRange): boolean {
  return interval === undefined || rangesIntersect(interval, range);
}

/** The earliest start among the model's times: the origin of the float32 GPU filter values. */
export function timeOrigin(model: NetworkModel): number {
  if (!model.hasTimes) return 0;
  let origin = Infinity;
  for (const ids of [model.getNodeIds(), model.getLinkIds()]) {
    for (const id of ids) {
      const range = model.timeRange(id);
      if (range && range[0] < origin) origin = range[0];
    }
  }
  return origin === Infinity ? 0 : origin;
}
