import type { Id, NetworkItem, NetworkLink, TimeRange } from '../../core/types.js';
import type { NetworkModel } from './model.js';
import { combineIntervals, passesFilter } from './timeFilter.js';

export type NetworkPredicate = (item: NetworkItem, id: Id) => boolean;

/** Ids the predicate hides; a node hidden hides its links too (see `isLinkShown`). */
export function hiddenByPredicate(model: NetworkModel, predicate: NetworkPredicate | null): Set<Id> {
  const hidden = new Set<Id>();
  if (!predicate) return hidden;
  model.getNodeIds().forEach((id, row) => {
    if (!predicate(model.getNodes()[row]!, id)) hidden.add(id);
  });
  model.getLinkIds().forEach((id, row) => {
    if (!predicate(model.getLinks()[row]!, id)) hidden.add(id);
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

/** Per-row masks of what the predicate and the time range let through (CPU twin of the GPU filter). */
export function visibilityMasks(
  model: NetworkModel,
  hidden: ReadonlySet<Id>,
  range: TimeRange | null,
): { nodes: Uint8Array; links: Uint8Array } {
  const nodeIds = model.getNodeIds();
  const nodes = new Uint8Array(nodeIds.length);
  nodeIds.forEach((id, row) => {
    nodes[row] = !hidden.has(id) && passesFilter(nodeInterval(model, id), range) ? 1 : 0;
  });
  const linkIds = model.getLinkIds();
  const links = new Uint8Array(linkIds.length);
  linkIds.forEach((id, row) => {
    const link = model.getLinks()[row]!;
    const endsShown = nodes[model.nodeRow(link.id1)] === 1 && nodes[model.nodeRow(link.id2)] === 1;
    links[row] = endsShown && isLinkShown(id, link, hidden) && passesFilter(linkInterval(model, id, link), range) ? 1 : 0;
  });
  return { nodes, links };
}

/** The earliest start among the model's times: the origin of the float32 GPU filter values. */
export function timeOrigin(model: NetworkModel): number {
  let origin = Infinity;
  for (const ids of [model.getNodeIds(), model.getLinkIds()]) {
    for (const id of ids) {
      const range = model.timeRange(id);
      if (range && range[0] < origin) origin = range[0];
    }
  }
  return origin === Infinity ? 0 : origin;
}
