import type {ColorCache} from '../../../core/colorCache.js';
import type {NetworkModel} from '../../../network/NetworkModel.js';
import type {Id} from '../../../core/types.js';
import type {NetworkLayerOptions} from '../options.js';
import type {Arrow} from './arrows.js';
import {screenAngle} from './linkGeometry.js';
import {linkLabelOf, type LinkLabel} from './linkLabels.js';
import {collectArrows, linkPath, linkStyleOf} from './networkGeometry.js';
import type {PlacedNode} from './nodeLayers.js';
import type {NodePositions} from '../layout/nodePositions.js';
import type {SpecialItems} from '../view/specialItems.js';

/** What a NetworkLayer draws outside its row layers: arrows, decorated nodes and link labels. */
export interface DerivedData {
  arrows: Arrow[];
  decorated: PlacedNode[];
  linkLabels: LinkLabel[];
}

export interface DerivedInput {
  model: NetworkModel;
  special: SpecialItems;
  layout: NodePositions;
  options: NetworkLayerOptions;
  colors: ColorCache;
  /** Whether the GPU draws the item (not hidden, inside the time range, not combined). */
  isNodeDrawn(id: Id): boolean;
  isLinkDrawn(id: Id): boolean;
}

/** Computed only over the few special items (`SpecialItems`), never over the whole network. */
export function deriveData(input: DerivedInput): DerivedData {
  const {model, special, layout, options} = input;
  const positionOf = (id: Id) => layout.positionOf(model, id);
  const linkRows = (ids: Iterable<Id>) => [...ids].filter((id) => input.isLinkDrawn(id)).map((id) => model.linkRow(id));
  const linkLabel = (row: number): LinkLabel => {
    const link = model.getLinks()[row]!;
    const path = linkPath(positionOf(link.id1), positionOf(link.id2), linkStyleOf(link, options));
    return linkLabelOf(model.getLinkIds()[row]!, link.label!, path, screenAngle);
  };
  return {
    arrows: collectArrows(model, linkRows(special.directedLinks), layout.values, options, input.colors),
    decorated: [...special.decoratedNodes]
      .filter((id) => input.isNodeDrawn(id))
      .map((id) => ({id, position: positionOf(id), style: model.getNode(id)!})),
    linkLabels: linkRows(special.labelledLinks).map(linkLabel),
  };
}
