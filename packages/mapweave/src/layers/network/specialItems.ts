import type { Id, NetworkLayerOptions } from '../../core/types.js';
import type { NetworkModel } from './model.js';
import { linkStyleOf } from './networkGeometry.js';

/**
 * The ids of the few items drawn outside the row layers: decorated nodes (label, glyph, icon),
 * directed links (arrows), labelled links and links drawn as paths (curved, geodesic, dashed).
 * Kept up to date per changed item, so per-frame work scales with these, not with the network.
 */
export class SpecialItems {
  readonly decoratedNodes = new Set<Id>();
  readonly directedLinks = new Set<Id>();
  readonly labelledLinks = new Set<Id>();
  readonly pathLinks = new Set<Id>();

  /** Re-sorts every item (data replaced, or an option that changes link styles). */
  rebuild(model: NetworkModel, options: NetworkLayerOptions): void {
    for (const set of [this.decoratedNodes, this.directedLinks, this.labelledLinks, this.pathLinks]) set.clear();
    this.update(model, options, model.getNodeIds());
    this.update(model, options, model.getLinkIds());
  }

  /** Re-sorts the given items (added, updated or removed). */
  update(model: NetworkModel, options: NetworkLayerOptions, ids: Iterable<Id>): void {
    for (const id of ids) {
      const node = model.getNode(id);
      toggle(this.decoratedNodes, id, Boolean(node && (node.label || node.glyph || node.icon)));
      const link = model.getLink(id);
      const style = link ? linkStyleOf(link, options) : null;
      toggle(this.directedLinks, id, Boolean(style && style.direction !== 'none' && link!.id1 !== link!.id2));
      toggle(this.labelledLinks, id, Boolean(style?.label));
      toggle(this.pathLinks, id, Boolean(style && !isRowDrawn(style)));
    }
  }
}

function toggle(set: Set<Id>, id: Id, member: boolean): void {
  if (member) set.add(id);
  else set.delete(id);
}

/** Straight, undashed links are drawn by row (LineLayer); the rest as paths. */
export function isRowDrawn(style: { shape: string; dashed?: boolean | [number, number] }): boolean {
  return style.shape === 'straight' && !style.dashed;
}
