/** Gap in pixels between the anchor (the pointer or a focused item) and the tooltip. */
export const TOOLTIP_OFFSET = 12;
/** The tooltip keeps at least this many pixels from the map's edges when it fits. */
export const TOOLTIP_MARGIN = 4;

export interface TooltipPlacementInput {
  /** The pixel the tooltip points at, relative to the map container. */
  anchor: readonly [number, number];
  /** The tooltip's size in pixels. */
  size: {width: number; height: number};
  /** The map container's size in pixels. */
  bounds: {width: number; height: number};
}

/**
 * Where the tooltip's top-left corner goes: below and right of the anchor, flipped to the other
 * side of the anchor where it would cross the map's right or bottom edge, then clamped inside the
 * map (a tooltip larger than the map starts at its top-left margin).
 */
export function placeTooltip({anchor, size, bounds}: TooltipPlacementInput): {left: number; top: number} {
  return {
    left: placeAlong(anchor[0], size.width, bounds.width),
    top: placeAlong(anchor[1], size.height, bounds.height),
  };
}

function placeAlong(anchor: number, length: number, extent: number): number {
  let start = anchor + TOOLTIP_OFFSET;
  if (start + length > extent - TOOLTIP_MARGIN) start = anchor - TOOLTIP_OFFSET - length;
  const max = extent - TOOLTIP_MARGIN - length;
  return Math.round(Math.max(TOOLTIP_MARGIN, Math.min(start, max)));
}
