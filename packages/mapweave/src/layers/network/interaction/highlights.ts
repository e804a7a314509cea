import type {NetworkModel} from '../../../network/NetworkModel.js';
import type {Id, PointerEventItem} from '../../../core/types.js';
import type {NetworkLayerOptions} from '../options.js';
import type {Position} from '../drawing/linkGeometry.js';
import type {PathLink} from '../drawing/linkLayers.js';
import {linkPath, linkStyleOf} from '../drawing/networkGeometry.js';
import type {PlacedNode} from '../drawing/nodeLayers.js';

export type HighlightKind = 'selected' | 'hovered';

/** What a layer knows of its highlighted items: the selection, the hovered item, and what is drawn where. */
export interface HighlightInput {
  model: NetworkModel;
  selection: ReadonlySet<Id>;
  hovered: PointerEventItem | null;
  isDrawn(id: Id): boolean;
  positionOf(id: Id): Position;
}

/** The selected items, then the hovered one of `type` unless it is selected too. */
function highlightedIds(input: HighlightInput, type: 'node' | 'link'): [Id, HighlightKind][] {
  const ids: [Id, HighlightKind][] = [...input.selection].map((id) => [id, 'selected']);
  if (input.hovered?.type === type && !input.selection.has(input.hovered.id)) ids.push([input.hovered.id, 'hovered']);
  return ids;
}

/** The drawn nodes among the selected and hovered ones, where they are drawn. */
export function nodeHighlights(input: HighlightInput): {node: PlacedNode; kind: HighlightKind}[] {
  return highlightedIds(input, 'node').flatMap(([id, kind]) => {
    const node = input.model.getNode(id);
    return node && input.isDrawn(id) ? [{node: {id, position: input.positionOf(id), style: node}, kind}] : [];
  });
}

/** The drawn links among the selected and hovered ones, as paths in their shape. */
export function linkHighlights(
  input: HighlightInput,
  options: NetworkLayerOptions,
): {link: PathLink; kind: HighlightKind}[] {
  return highlightedIds(input, 'link').flatMap(([id, kind]) => {
    const link = input.model.getLink(id);
    if (!link || !input.isDrawn(id)) return [];
    const style = linkStyleOf(link, options);
    const path = linkPath(input.positionOf(link.id1), input.positionOf(link.id2), style);
    return [{link: {id, path, style, filter: [0, 0, 1] as [number, number, number]}, kind}];
  });
}
