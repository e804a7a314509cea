import type {VisibleSummary} from '../../../core/Layer.js';
import type {NetworkModel} from '../../../network/NetworkModel.js';
import type {Id, TimeRange} from '../../../core/types.js';
import type {ProximityCombination} from '../combining/combine.js';
import type {ShownCounts} from './shownCounts.js';

/** What the screen-reader summary of a network counts from. */
export interface SummaryInput {
  model: NetworkModel;
  /** Ids the predicate hides. */
  hidden: ReadonlySet<Id>;
  combination: ProximityCombination | null;
  range: TimeRange | null;
  /** The layer's index of shown intervals, kept between calls. */
  shownCounts: ShownCounts;
}

/**
 * Counts of the nodes and links drawn (combos counted as one each), without a pass over every
 * row: from the model's counts, the hidden items, or the index of intervals under a time range.
 */
export function countVisible(input: SummaryInput): VisibleSummary {
  const shown =
    input.range !== null
      ? input.shownCounts.count(input.model, input.hidden, input.range)
      : shownByPredicate(input.model, input.hidden);
  // Combining only ever takes items that are shown.
  const combination = input.combination;
  return {
    nodes: shown.nodes - (combination?.nodeToCombo.size ?? 0) + (combination?.comboNodes.length ?? 0),
    links: shown.links - (combination?.linkToCombo.size ?? 0) + (combination?.comboLinks.length ?? 0),
  };
}

/**
 * Without a time range: what is hidden is the hidden nodes, the hidden links and the links of
 * hidden nodes (links' ends always exist), so counting walks the hidden items only.
 */
function shownByPredicate(model: NetworkModel, hidden: ReadonlySet<Id>): VisibleSummary {
  let hiddenNodes = 0;
  const hiddenLinks = new Set<Id>();
  for (const id of hidden) {
    if (model.getNode(id)) {
      hiddenNodes++;
      for (const linkId of model.linksOf(id)) hiddenLinks.add(linkId);
    } else if (model.getLink(id)) {
      hiddenLinks.add(id);
    }
  }
  return {nodes: model.nodeCount - hiddenNodes, links: model.linkCount - hiddenLinks.size};
}
