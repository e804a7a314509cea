import {HOVERED_TIER, SELECTED_TIER, type LabelObstacle, type LabelRequest} from '../../../core/mapLabels.js';
import type {NetworkModel} from '../../../network/NetworkModel.js';
import type {Id} from '../../../core/types.js';
import type {NetworkLayerOptions} from '../options.js';
import type {LinkLabel} from './linkLabels.js';
import type {NetworkLabel, PlacedNode} from './nodeLayers.js';

export interface NetworkLabelInput {
  layerId: string;
  /** Labelled nodes and combo nodes. */
  nodes: PlacedNode[];
  links: LinkLabel[];
  obstacles: LabelObstacle[];
  model: NetworkModel;
  options: NetworkLayerOptions;
  selection: ReadonlySet<Id>;
  hoveredId: Id | null;
  /** The layer a node rides (an ObservationsLayer entity of the same id): the node names that entity. */
  trackerSourceOf(id: Id): string | undefined;
}

/**
 * A NetworkLayer's labels and symbols for the map's placement: the selected ones win, then the
 * hovered one, then the higher `labelPriority`, which is the node's size or the link's width
 * unless set. A node that rides an entity names it: the entity's own label then yields to it.
 */
export function networkLabelRequest(input: NetworkLabelInput): LabelRequest {
  const {options, layerId} = input;
  const tier = (id: Id) => (input.selection.has(id) ? SELECTED_TIER : input.hoveredId === id ? HOVERED_TIER : 0);
  const labels: NetworkLabel[] = input.nodes.map((node) => ({
    text: node.style.label!,
    position: node.position,
    clearance: nodeLabelOffset(node, options),
    tier: tier(node.id),
    priority: node.style.labelPriority ?? node.style.size ?? options.nodeDefaults.size,
    group: input.trackerSourceOf(node.id) ?? layerId,
    id: node.id,
    node,
  }));
  for (const label of input.links) {
    const link = input.model.getLink(label.id);
    labels.push({
      text: label.text,
      position: label.position,
      clearance: null,
      angle: label.angle,
      tier: tier(label.id),
      priority: link?.labelPriority ?? link?.width ?? options.linkDefaults.width,
      group: layerId,
      id: label.id,
    });
  }
  return {
    labels,
    obstacles: input.obstacles,
    style: options.labels,
    layerPriority: options.labels.priority,
    collision: options.labels.collision,
  };
}

/** The symbol of every drawn node and combo: no other item's label covers one. */
export function nodeObstacles(input: {
  layerId: string;
  model: NetworkModel;
  options: NetworkLayerOptions;
  positionOf(id: Id): [number, number];
  isNodeDrawn(id: Id): boolean;
  comboNodes: PlacedNode[];
  trackerSourceOf(id: Id): string | undefined;
}): LabelObstacle[] {
  const {model, options, layerId} = input;
  const defaultSize = options.nodeDefaults.size;
  const obstacles: LabelObstacle[] = [];
  const nodes = model.getNodes();
  model.getNodeIds().forEach((id, row) => {
    const radius = nodes[row]?.size ?? defaultSize;
    if (radius <= 0 || !input.isNodeDrawn(id)) return;
    const position = input.positionOf(id);
    if (Number.isNaN(position[0])) return;
    obstacles.push({position, radius, group: input.trackerSourceOf(id) ?? layerId, id});
  });
  for (const combo of input.comboNodes) {
    obstacles.push({position: combo.position, radius: combo.style.size ?? defaultSize, group: layerId, id: combo.id});
  }
  return obstacles;
}

/** Pixels between a node's centre and its label. */
function nodeLabelOffset(node: PlacedNode, options: NetworkLayerOptions): number {
  return (node.style.size ?? options.nodeDefaults.size) + 3;
}
