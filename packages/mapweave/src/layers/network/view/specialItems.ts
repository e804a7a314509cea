import type {Id, NetworkLink, NetworkNode} from '../../../core/types.js';
import type {NetworkLayerOptions} from '../options.js';
import type {NetworkModel} from '../../../network/NetworkModel.js';

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
  /**
   * Whether some node has its own size, colour or border (some link its own colour or width):
   * else the row layers draw every row with the defaults, as constants, which spares deck.gl a
   * call per row and attribute. Set again by `rebuild`; `update` can only turn it on.
   */
  nodeStylesVary = false;
  linkStylesVary = false;

  /** Re-sorts every item (data replaced, or an option that changes link styles). */
  rebuild(model: NetworkModel, options: NetworkLayerOptions): void {
    for (const set of [this.decoratedNodes, this.directedLinks, this.labelledLinks, this.pathLinks]) set.clear();
    const nodeIds = model.getNodeIds();
    const nodes = model.getNodes();
    this.nodeStylesVary = false;
    this.linkStylesVary = false;
    for (let row = 0; row < nodes.length; row++) {
      const node = nodes[row]!;
      if (isDecorated(node)) this.decoratedNodes.add(nodeIds[row]!);
      if (!this.nodeStylesVary && hasOwnNodeStyle(node)) this.nodeStylesVary = true;
    }
    // The sets start empty: only members are added (no delete per link).
    const linkIds = model.getLinkIds();
    const links = model.getLinks();
    for (let row = 0; row < links.length; row++) {
      const link = links[row]!;
      if (isDirected(link, options)) this.directedLinks.add(linkIds[row]!);
      if (link.label) this.labelledLinks.add(linkIds[row]!);
      if (!isLinkRowDrawn(link, options)) this.pathLinks.add(linkIds[row]!);
      if (!this.linkStylesVary && hasOwnLinkStyle(link)) this.linkStylesVary = true;
    }
  }

  /** Re-sorts the given items (added, updated or removed). */
  update(model: NetworkModel, options: NetworkLayerOptions, ids: Iterable<Id>): void {
    for (const id of ids) {
      const node = model.getNode(id);
      toggle(this.decoratedNodes, id, Boolean(node && isDecorated(node)));
      if (node && hasOwnNodeStyle(node)) this.nodeStylesVary = true;
      const link = model.getLink(id);
      this.sortLink(id, link, options);
      if (link && hasOwnLinkStyle(link)) this.linkStylesVary = true;
    }
  }

  private sortLink(id: Id, link: NetworkLink | undefined, options: NetworkLayerOptions): void {
    // Reads the few style fields it needs instead of resolving the whole style (once per link).
    toggle(this.directedLinks, id, Boolean(link && isDirected(link, options)));
    toggle(this.labelledLinks, id, Boolean(link?.label));
    toggle(this.pathLinks, id, Boolean(link && !isLinkRowDrawn(link, options)));
  }
}

function isDirected(link: NetworkLink, options: NetworkLayerOptions): boolean {
  return (link.direction ?? options.linkDefaults.direction) !== 'none' && link.id1 !== link.id2;
}

function isDecorated(node: NetworkNode): boolean {
  return Boolean(node.label || node.glyph || node.icon);
}

function hasOwnNodeStyle(node: NetworkNode): boolean {
  return node.size !== undefined || node.color !== undefined || node.border !== undefined;
}

function hasOwnLinkStyle(link: NetworkLink): boolean {
  return link.color !== undefined || link.width !== undefined;
}

function toggle(set: Set<Id>, id: Id, member: boolean): void {
  if (member) set.add(id);
  else set.delete(id);
}

/** Straight, undashed links are drawn by row (LineLayer); the rest as paths. */
export function isRowDrawn(style: {shape: string; dashed?: boolean | [number, number]}): boolean {
  return style.shape === 'straight' && !style.dashed;
}

/** `isRowDrawn` of a link's resolved style, without resolving the rest of it. */
export function isLinkRowDrawn(link: NetworkLink, options: NetworkLayerOptions): boolean {
  // isRowDrawn's test, without an object per link.
  return (link.shape ?? options.linkDefaults.shape) === 'straight' && !link.dashed;
}
