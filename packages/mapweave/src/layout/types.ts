/** How a link chart arranges its nodes. */
export type ChartLayoutType = 'force' | 'radial' | 'hierarchical';

/** A graph as a layout reads it: indices, radii and pins, all structured-cloneable. */
export interface LayoutInput {
  /** Radius of each node, in layout units (pixels at the chart's zoom). */
  radii: Float64Array;
  /** Link ends as node indices, two per link. */
  links: Uint32Array;
  /** `x, y` per node for nodes that must stay where they are (pinned or dragged); NaN for the rest. */
  fixed: Float64Array;
}

export interface LayoutRunOptions {
  type: ChartLayoutType;
  /** Same seed, same input: same positions. */
  seed: number;
  /** Index of the node a radial or hierarchical layout grows from; -1: the node with the most links. */
  root: number;
  /** Least gap between the edges of two nodes. */
  spacing: number;
}

export interface LayoutResult {
  /** `x, y` per node, y downwards. */
  positions: Float64Array;
  /** Simulation steps taken before the layout settled, summed over the force layout's levels (0 for the tree layouts). */
  iterations: number;
}
