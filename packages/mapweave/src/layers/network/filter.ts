import { rangesIntersect, toTimeRange } from '../../core/time.js';
import type { Id, NetworkData, NetworkItem, TimeRange, TimeValue } from '../../core/types.js';
import type { NetworkModel } from './model.js';

export type NetworkPredicate = (item: NetworkItem, id: Id) => boolean;

export interface NetworkFilter {
  /** `filter(fn)`: items it returns false for are hidden. */
  predicate?: NetworkPredicate | null;
  /** `timeFilterRange`: items with a `time` outside it are hidden; items without `time` stay. */
  timeRange?: [TimeValue, TimeValue] | null;
}

export interface NetworkVisibility {
  /** 1 per visible node row of the model, 0 per hidden one. */
  nodes: Uint8Array;
  /** 1 per visible link row: the link passes and both its ends are visible. */
  links: Uint8Array;
  visibleNodeCount: number;
  visibleLinkCount: number;
}

/** Whether one item passes the predicate and the time range (link ends not considered). */
export function passesFilter(model: NetworkModel, id: Id, item: NetworkItem, predicate: NetworkPredicate | null, range: TimeRange | null): boolean {
  if (range) {
    const time = model.timeRange(id);
    if (time && !rangesIntersect(time, range)) return false;
  }
  return predicate ? predicate(item, id) : true;
}

/** Which nodes and links are visible under a filter. */
export function computeVisibility(model: NetworkModel, filter: NetworkFilter = {}): NetworkVisibility {
  const predicate = filter.predicate ?? null;
  const range = filter.timeRange ? toTimeRange(filter.timeRange) : null;
  const nodeIds = model.getNodeIds();
  const nodeItems = model.getNodes();
  const nodes = new Uint8Array(nodeIds.length);
  let visibleNodeCount = 0;
  for (let row = 0; row < nodeIds.length; row++) {
    if (passesFilter(model, nodeIds[row]!, nodeItems[row]!, predicate, range)) {
      nodes[row] = 1;
      visibleNodeCount++;
    }
  }
  const linkIds = model.getLinkIds();
  const linkItems = model.getLinks();
  const links = new Uint8Array(linkIds.length);
  let visibleLinkCount = 0;
  for (let row = 0; row < linkIds.length; row++) {
    const link = linkItems[row]!;
    const endsVisible = nodes[model.nodeRow(link.id1)] === 1 && nodes[model.nodeRow(link.id2)] === 1;
    if (endsVisible && passesFilter(model, linkIds[row]!, link, predicate, range)) {
      links[row] = 1;
      visibleLinkCount++;
    }
  }
  return { nodes, links, visibleNodeCount, visibleLinkCount };
}

/** The visible items as a record (for `getGraphEngine()` of the filtered graph). */
export function visibleData(model: NetworkModel, visibility: NetworkVisibility): NetworkData {
  const data: NetworkData = {};
  const nodeIds = model.getNodeIds();
  const nodeItems = model.getNodes();
  for (let row = 0; row < nodeIds.length; row++) if (visibility.nodes[row]) data[nodeIds[row]!] = nodeItems[row]!;
  const linkIds = model.getLinkIds();
  const linkItems = model.getLinks();
  for (let row = 0; row < linkIds.length; row++) if (visibility.links[row]) data[linkIds[row]!] = linkItems[row]!;
  return data;
}
