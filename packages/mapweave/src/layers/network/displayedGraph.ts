import type { NetworkData } from '../../core/types.js';
import type { ProximityCombination } from './combine.js';
import type { NetworkModel } from './model.js';

/**
 * The network as it is drawn: visible nodes (at their drawn positions) and links, with combo
 * nodes and combo links in place of the items they combine. Graph analysis runs on this.
 */
export function displayedGraph(
  model: NetworkModel,
  masks: { nodes: Uint8Array; links: Uint8Array },
  positions: Float64Array,
  combination: ProximityCombination | null,
): NetworkData {
  const data: NetworkData = {};
  model.getNodeIds().forEach((id, row) => {
    if (masks.nodes[row] !== 1 || combination?.nodeToCombo.has(id)) return;
    const node = model.getNodes()[row]!;
    data[id] = { ...node, longitude: positions[row * 2]!, latitude: positions[row * 2 + 1]! };
  });
  model.getLinkIds().forEach((id, row) => {
    if (masks.links[row] !== 1 || combination?.linkToCombo.has(id)) return;
    data[id] = model.getLinks()[row]!;
  });
  for (const combo of combination?.comboNodes ?? []) {
    data[combo.id] = { type: 'node', latitude: combo.latitude, longitude: combo.longitude, data: combo };
  }
  for (const combo of combination?.comboLinks ?? []) {
    if (data[combo.id1] && data[combo.id2]) data[combo.id] = { type: 'link', id1: combo.id1, id2: combo.id2, data: combo };
  }
  return data;
}
