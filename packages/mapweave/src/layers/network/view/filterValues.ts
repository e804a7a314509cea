import type {NetworkModel} from '../../../network/NetworkModel.js';
import type {Id} from '../../../core/types.js';
import type {NetworkLayerOptions} from '../options.js';
import type {ProximityCombination} from '../combining/combine.js';
import {grown} from '../../../core/grown.js';
import {isLinkRowDrawn} from './specialItems.js';
import {writeFilterValue} from './timeFilter.js';
import {isLinkShown} from './visibility.js';

/** What an item's filter value depends on. */
export interface FilterState {
  model: NetworkModel;
  /** Ids the predicate hides. */
  hidden: ReadonlySet<Id>;
  combination: ProximityCombination | null;
  /** The time every filter time is relative to (float32 keeps milliseconds near it). */
  origin: number;
  options: NetworkLayerOptions;
}

/**
 * The GPU filter values of a network's rows, `[start, end, visible]` per row (see timeFilter.ts):
 * hidden by the predicate, taken by a combo or drawn as a path makes a row invisible.
 */
export class FilterValues {
  nodes = new Float32Array(0);
  links = new Float32Array(0);
  /** Increases with every full recompute (a new buffer for deck.gl). */
  version = 0;

  /** Filter values of every row, in new buffers. */
  recompute(state: FilterState): void {
    this.nodes = new Float32Array(state.model.nodeCount * 3);
    this.links = new Float32Array(state.model.linkCount * 3);
    this.refresh(state, null, null);
    this.version += 1;
  }

  /** Filter values of these rows, or of every row when a list is null. */
  refresh(state: FilterState, nodeRows: Iterable<number> | null, linkRows: Iterable<number> | null): void {
    const {model, hidden, combination: combined, origin, options} = state;
    // New rows are among the rows to refresh; rows past the counts are never read.
    if (this.nodes.length < model.nodeCount * 3) this.nodes = grown(this.nodes, model.nodeCount * 3);
    if (this.links.length < model.linkCount * 3) this.links = grown(this.links, model.linkCount * 3);
    const anyHidden = hidden.size > 0;
    const times = model.hasTimes;
    const nodeIds = model.getNodeIds();
    const nodeFilters = this.nodes;
    const nodeToCombo = combined && combined.nodeToCombo.size > 0 ? combined.nodeToCombo : null;
    const writeNode = (row: number): void => {
      const id = nodeIds[row];
      if (id === undefined) return;
      const visible = !(anyHidden && hidden.has(id)) && !nodeToCombo?.has(id);
      writeFilterValue(nodeFilters, row * 3, origin, visible, times ? model.timeRange(id) : undefined);
    };
    const linkIds = model.getLinkIds();
    const links = model.getLinks();
    const linkFilters = this.links;
    const linkToCombo = combined && combined.linkToCombo.size > 0 ? combined.linkToCombo : null;
    const writeLink = (row: number): void => {
      const id = linkIds[row];
      const link = links[row];
      if (id === undefined || !link) return;
      const visible =
        !(anyHidden && !isLinkShown(id, link, hidden)) && !linkToCombo?.has(id) && isLinkRowDrawn(link, options);
      if (times)
        writeFilterValue(
          linkFilters,
          row * 3,
          origin,
          visible,
          model.timeRange(id),
          model.timeRange(link.id1),
          model.timeRange(link.id2),
        );
      else writeFilterValue(linkFilters, row * 3, origin, visible);
    };
    if (nodeRows === null) for (let row = 0; row < nodeIds.length; row++) writeNode(row);
    else for (const row of nodeRows) writeNode(row);
    if (linkRows === null) for (let row = 0; row < linkIds.length; row++) writeLink(row);
    else for (const row of linkRows) writeLink(row);
  }
}
