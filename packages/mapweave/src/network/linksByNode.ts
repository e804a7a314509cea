import type {Id} from '../core/types.js';

/** Lists longer than this become sets, so removing the links of a hub one by one stays linear. */
const LINK_LIST_LIMIT = 32;

/**
 * Node id -> ids of the links touching it. Short lists are arrays (far cheaper than sets at 100k
 * nodes); a hub's list becomes a set, where adding and removing a link is O(1).
 */
export class LinksByNode {
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

const EMPTY_LIST: readonly Id[] = Object.freeze([]);
