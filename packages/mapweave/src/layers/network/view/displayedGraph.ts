import type {NetworkModel} from '../../../network/NetworkModel.js';
import type {Id, NetworkData, NetworkLink} from '../../../core/types.js';
import {ownField} from '../../../core/validate.js';
import type {LinkWeight} from '../../../graph/types.js';
import type {ProximityCombination} from '../combining/combine.js';

/**
 * The network as it is drawn: visible nodes (at their drawn positions) and links, with combo
 * nodes and combo links in place of the items they combine. Graph analysis runs on this.
 */
export function displayedGraph(
  model: NetworkModel,
  masks: {nodes: Uint8Array; links: Uint8Array},
  positions: Float64Array,
  combination: ProximityCombination | null,
): NetworkData {
  const data: NetworkData = {};
  model.getNodeIds().forEach((id, row) => {
    if (masks.nodes[row] !== 1 || combination?.nodeToCombo.has(id)) return;
    const node = model.getNodes()[row]!;
    data[id] = {...node, longitude: positions[row * 2]!, latitude: positions[row * 2 + 1]!};
  });
  model.getLinkIds().forEach((id, row) => {
    if (masks.links[row] !== 1 || combination?.linkToCombo.has(id)) return;
    data[id] = model.getLinks()[row]!;
  });
  for (const combo of combination?.comboNodes ?? []) {
    data[combo.id] = {type: 'node', latitude: combo.latitude, longitude: combo.longitude, data: combo};
  }
  for (const combo of combination?.comboLinks ?? []) {
    if (Object.hasOwn(data, combo.id1) && Object.hasOwn(data, combo.id2))
      data[combo.id] = {type: 'link', id1: combo.id1, id2: combo.id2, data: combo};
  }
  return data;
}

/**
 * The weight option for the displayed graph: combo links weigh as much as the lightest link they
 * combine (read with the same option); other links as the option says.
 */
export function comboAwareWeight(
  weight: LinkWeight,
  model: NetworkModel,
  combination: ProximityCombination | null,
): LinkWeight {
  if (weight === null || !combination || combination.comboLinks.length === 0) return weight;
  const combos = new Map(combination.comboLinks.map((combo) => [combo.id, combo]));
  const read = (link: NetworkLink, id: Id): unknown =>
    typeof weight === 'function' ? weight(link, id) : (ownField(link, weight) ?? 1);
  return (link, id) => {
    const combo = combos.get(id);
    if (!combo) return read(link, id) as number;
    let lightest = Number.POSITIVE_INFINITY;
    for (const memberId of combo.linkIds) {
      const value = read(model.getLink(memberId)!, memberId);
      if (typeof value !== 'number' || !(value > 0)) return value as number;
      lightest = Math.min(lightest, value);
    }
    return lightest;
  };
}
