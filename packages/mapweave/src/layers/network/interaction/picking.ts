import type {PickingInfo} from '@deck.gl/core';
import type {NetworkModel} from '../../../network/NetworkModel.js';
import type {Id, PointerEventItem} from '../../../core/types.js';
import type {ProximityCombining} from '../combining/proximityCombining.js';

/**
 * The item a pick on one of a network layer's sub-layers (`<layerId>::<part>`) hit: a node or link
 * by its row or id, or a combo drawn now; null for parts that are not items (arrows, labels).
 */
export function pickedItem(
  info: PickingInfo,
  layerId: string,
  model: NetworkModel,
  combining: ProximityCombining,
): PointerEventItem | null {
  const part = info.layer?.id.slice(layerId.length + 2);
  const object = info.object as {id?: Id} | undefined;
  switch (part) {
    case 'nodes':
      return modelItem(model, layerId, model.getNodeIds()[info.index], 'node');
    case 'links':
      return modelItem(model, layerId, model.getLinkIds()[info.index], 'link');
    case 'path-links':
      return modelItem(model, layerId, object?.id, 'link');
    case 'combo-nodes': {
      const combo = object?.id === undefined ? undefined : combining.comboNode(object.id);
      return combo ? {layerId, id: combo.id, type: 'combo-node', data: combo} : null;
    }
    case 'combo-links': {
      const combo = object?.id === undefined ? undefined : combining.comboLink(object.id);
      return combo ? {layerId, id: combo.id, type: 'combo-link', data: combo} : null;
    }
    default:
      return null;
  }
}

function modelItem(
  model: NetworkModel,
  layerId: string,
  id: Id | undefined,
  type: 'node' | 'link',
): PointerEventItem | null {
  if (id === undefined) return null;
  const item = model.get(id);
  return item ? {layerId, id, type, data: item.data} : null;
}
