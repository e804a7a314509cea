import type {NetworkModel} from '../../../network/NetworkModel.js';
import type {Id, TimeRange} from '../../../core/types.js';
import {rangesIntersect} from '../../../core/time.js';
import {countAtMost, countBelow} from '../../../core/sortedCounts.js';
import {isLinkShown, linkInterval, nodeInterval} from './visibility.js';

/**
 * How many intervals of one kind of item overlap a time range, from sorted starts and ends:
 * those that do not are the ones ending before the range or starting after it (never both,
 * for an interval whose start is not after its end), so a count is two binary searches.
 */
class IntervalCounts {
  /** Items shown whatever the range (no time of their own or their ends'). */
  untimed = 0;
  private readonly starts: Float64Array;
  private readonly ends: Float64Array;
  /** Intervals whose start is after their end (a link whose ends' times do not meet): tested one by one. */
  private readonly inverted: [number, number][] = [];
  private count = 0;

  constructor(capacity: number) {
    this.starts = new Float64Array(capacity);
    this.ends = new Float64Array(capacity);
  }

  add(interval: [number, number]): void {
    const [start, end] = interval;
    if (start === -Infinity && end === Infinity) this.untimed++;
    else if (start > end) this.inverted.push(interval);
    else {
      this.starts[this.count] = start;
      this.ends[this.count++] = end;
    }
  }

  /** Sorts the intervals added; call once, after the last `add`. */
  seal(): this {
    this.starts.subarray(0, this.count).sort();
    this.ends.subarray(0, this.count).sort();
    return this;
  }

  shown(range: TimeRange): number {
    const endingBefore = countBelow(this.ends, this.count, range[0]);
    const startingAfter = this.count - countAtMost(this.starts, this.count, range[1]);
    let inverted = 0;
    for (const interval of this.inverted) if (rangesIntersect(interval, range)) inverted++;
    return this.untimed + this.count - endingBefore - startingAfter + inverted;
  }
}

/**
 * The counts of nodes and links that the predicate and a time range let through (the CPU twin
 * of the GPU filter, as `visibilityMasks`), kept for one state of the data and the hidden set:
 * a new time range (playback moves it every frame) costs a few binary searches, not a pass
 * over every row. The index is rebuilt, once, after the data or the predicate changed.
 */
export class ShownCounts {
  private version = -1;
  private hidden: ReadonlySet<Id> | null = null;
  private hiddenSize = -1;
  private nodes: IntervalCounts | null = null;
  private links: IntervalCounts | null = null;

  count(model: NetworkModel, hidden: ReadonlySet<Id>, range: TimeRange): {nodes: number; links: number} {
    if (
      this.version !== model.version ||
      this.hidden !== hidden ||
      this.hiddenSize !== hidden.size ||
      !this.nodes ||
      !this.links
    ) {
      this.build(model, hidden);
    }
    return {nodes: this.nodes!.shown(range), links: this.links!.shown(range)};
  }

  private build(model: NetworkModel, hidden: ReadonlySet<Id>): void {
    const anyHidden = hidden.size > 0;
    const nodeIds = model.getNodeIds();
    const nodes = new IntervalCounts(nodeIds.length);
    for (const id of nodeIds) {
      if (anyHidden && hidden.has(id)) continue;
      nodes.add(nodeInterval(model, id));
    }
    const linkIds = model.getLinkIds();
    const links = model.getLinks();
    const linkCounts = new IntervalCounts(linkIds.length);
    for (let row = 0; row < linkIds.length; row++) {
      const id = linkIds[row]!;
      const link = links[row]!;
      if (anyHidden && !isLinkShown(id, link, hidden)) continue;
      linkCounts.add(linkInterval(model, id, link));
    }
    this.nodes = nodes.seal();
    this.links = linkCounts.seal();
    this.version = model.version;
    this.hidden = hidden;
    this.hiddenSize = hidden.size;
  }
}
