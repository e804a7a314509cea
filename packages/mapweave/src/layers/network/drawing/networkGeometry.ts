import type {ColorCache} from '../../../core/colorCache.js';
import type {ComboLink, ComboNode, Id, LinkStyle, NetworkLink, NodeStyle} from '../../../core/types.js';
import type {NetworkLayerOptions} from '../options.js';
import type {Arrow} from './arrows.js';
import {arcPath, geodesicPath, nearestLongitude, screenAngle, type Position} from './linkGeometry.js';
import type {PathLink} from './linkLayers.js';
import type {NetworkModel} from '../../../network/NetworkModel.js';
import type {PlacedNode} from './nodeLayers.js';
import type {ProximityCombination} from '../combining/combine.js';

export type ResolvedLinkStyle = LinkStyle &
  Required<Pick<LinkStyle, 'shape' | 'width' | 'color' | 'arcHeight' | 'direction'>>;

/** A link's style with the layer's link defaults filled in. */
export function linkStyleOf(link: LinkStyle, options: NetworkLayerOptions): ResolvedLinkStyle {
  const defaults = options.linkDefaults;
  return {
    ...link,
    shape: link.shape ?? defaults.shape,
    width: link.width ?? defaults.width,
    color: link.color ?? defaults.color,
    arcHeight: link.arcHeight ?? defaults.arcHeight,
    direction: link.direction ?? defaults.direction,
  };
}

/** The drawn line of a link between two positions for its shape. */
export function linkPath(source: Position, target: Position, style: ResolvedLinkStyle): Position[] {
  if (style.shape === 'arc') return arcPath(source, target, style.arcHeight);
  if (style.shape === 'geodesic') return geodesicPath(source, target);
  return [source, target];
}

const ARROW_MIN_SIZE = 8;

/** Arrow heads for the directed links among `rows`, pointing along the last stretch of each line. */
export function collectArrows(
  model: NetworkModel,
  rows: readonly number[],
  positions: Float64Array,
  options: NetworkLayerOptions,
  colors: ColorCache,
): Arrow[] {
  const arrows: Arrow[] = [];
  const nodeSize = (id: Id) => model.getNode(id)?.size ?? options.nodeDefaults.size;
  const positionOf = (id: Id): Position => {
    const row = model.nodeRow(id);
    return [positions[row * 2]!, positions[row * 2 + 1]!];
  };
  for (const row of rows) {
    const link: NetworkLink = model.getLinks()[row]!;
    const style = linkStyleOf(link, options);
    if (style.direction === 'none' || link.id1 === link.id2) continue;
    const path = linkPath(positionOf(link.id1), positionOf(link.id2), style);
    const size = Math.max(ARROW_MIN_SIZE, style.width * 4);
    const color = colors.get(style.color);
    const end = (tipId: Id, tip: Position, from: Position): Arrow => ({
      // A curve across the antimeridian ends past ±180: the arrow goes on the node itself.
      tip: [nearestLongitude(tip[0], 0), tip[1]],
      angle: screenAngle(from, tip),
      inset: nodeSize(tipId) + size / 2,
      size,
      color,
    });
    if (style.direction === 'forward' || style.direction === 'both')
      arrows.push(end(link.id2, path[path.length - 1]!, path[path.length - 2]!));
    if (style.direction === 'backward' || style.direction === 'both') arrows.push(end(link.id1, path[0]!, path[1]!));
  }
  return arrows;
}

/** Combo nodes with their style from the `comboNodeStyle` callback (default: the member count as glyph). */
export function comboNodePlacements(
  combination: ProximityCombination | null,
  options: NetworkLayerOptions,
  styleOf: ((combo: ComboNode) => NodeStyle) | undefined,
): PlacedNode[] {
  if (!combination) return [];
  return combination.comboNodes.map((combo) => ({
    id: combo.id,
    position: [combo.longitude, combo.latitude],
    style: {
      size: options.nodeDefaults.size * 1.6,
      glyph: combo.nodeIds.length > 99 ? '99+' : String(combo.nodeIds.length),
      ...styleOf?.(combo),
    },
  }));
}

/**
 * Combo links styled by `comboLinkStyle` (default: wider with more links), with the link
 * defaults for what it leaves out, and drawn in their shape (straight, arc or geodesic) as links are.
 */
export function comboLinkPaths(
  combination: ProximityCombination | null,
  positionOf: (id: Id) => Position,
  options: NetworkLayerOptions,
  styleOf: ((combo: ComboLink) => LinkStyle) | undefined,
): PathLink[] {
  if (!combination) return [];
  return combination.comboLinks.map((combo) => {
    const style = linkStyleOf(
      {width: options.linkDefaults.width + Math.log2(combo.linkIds.length), ...styleOf?.(combo)},
      options,
    );
    return {
      id: combo.id,
      path: linkPath(positionOf(combo.id1), positionOf(combo.id2), style),
      style,
      filter: [0, 0, 1],
    };
  });
}
