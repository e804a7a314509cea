import {throwIfIssues, type ValidationIssue} from '../core/errors.js';
import {positionsOfIds} from '../core/idIndex.js';
import type {Id, NetworkData, NetworkItem, NetworkLink, TimeRange} from '../core/types.js';
import {recordKeys} from '../core/validate.js';
import {checkItems, unknownEnd} from './itemChecks.js';
import type {Rows} from './rows.js';

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

/**
 * `items` checked together with the model's `rows` at `version` (`linksOf`: the ids of the links
 * touching a node): throws one MapWeaveError for every problem, changes nothing.
 */
export function prepareMerge(
  items: NetworkData,
  rows: Rows,
  version: number,
  linksOf: (nodeId: Id) => readonly Id[],
): PreparedMerge {
  const keys = recordKeys(items, 'Merged items');
  const issues: ValidationIssue[] = [];
  const checked = checkItems(items, keys, issues);
  const {ids, times, validLinks} = checked;
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
      for (const linkId of linksOf(id)) {
        if (!Object.hasOwn(items, linkId)) issues.push(unknownEnd(linkId, id));
      }
    }
  }
  throwIfIssues(issues);
  return {version, ids, items: checked.items, times, nodeRowOf, linkRowOf, kindChanges};
}
