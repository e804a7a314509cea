import {deepFreeze, type DeepReadonly} from '../../core/defaults.js';
import {
  boolean,
  color,
  finite,
  func,
  nonNegative,
  nullable,
  oneOf,
  positive,
  shape,
  string,
  timeRange,
} from '../../core/optionRules.js';
import type {ChartLayoutType} from '../../layout/types.js';
import {SELECTION_COLOR} from '../../core/selection.js';
import type {Color, ComboLink, ComboNode, Id, LinkStyle, NodeBorder, NodeStyle, TimeValue} from '../../core/types.js';

/** The NetworkLayer's options: their types, their defaults and the rules they must follow (`readOptions`). */

export interface ProximityCombineOptions {
  /** Nodes closer than this many pixels at the current zoom are combined. */
  radius?: number;
  /** No combining above this zoom. */
  maxZoom?: number;
  comboNodeStyle?: (combo: ComboNode) => NodeStyle;
  comboLinkStyle?: (combo: ComboLink) => LinkStyle;
}

export interface InteractionStyle {
  color?: Color;
  borderColor?: Color;
  borderWidth?: number;
  /** Halo drawn around selected/hovered nodes and under selected/hovered links. */
  haloColor?: Color;
}

/** Where a NetworkLayer draws its nodes: on the map, or as a link chart with the basemap faded out. */
export type NetworkLayoutMode = 'map' | 'chart';

/** How a NetworkLayer lays out its link chart (`layout: 'chart'`). */
export interface ChartLayoutOptions {
  /** `'force'` for general graphs; `'radial'` and `'hierarchical'` grow trees from `root`. */
  type: ChartLayoutType;
  /** The same seed lays out the same data the same way. */
  seed: number;
  /** Least pixels between the edges of two nodes (at the chart's own zoom). */
  spacing: number;
  /** The node radial and hierarchical layouts grow from; `null` (or an id that is no node): the one with the most links. */
  root: Id | null;
  /** Milliseconds the nodes take to move between map and chart; 0 jumps, as reduced motion always does. */
  transitionMs: number;
}

export interface NetworkLayerOptions {
  nodeDefaults: Required<Pick<NodeStyle, 'color' | 'size' | 'labelColor' | 'glyphColor'>> & {
    border: Required<NodeBorder>;
  };
  linkDefaults: Required<Pick<LinkStyle, 'color' | 'width' | 'shape' | 'arcHeight' | 'direction'>>;
  labels: {
    visible: boolean;
    minZoom: number;
    fontSize: number;
    fontWeight: 'normal' | 'bold';
    /** Pixels of halo around each letter (0: none). */
    haloWidth: number;
    /** `null`: light around dark label colours, dark around light ones. */
    haloColor: Color | null;
    /** Labels that would overlap others are left out (see `labelPriority`). */
    collision: boolean;
    /** Outranks the labels of the map's layers with a lower one, after the selected and hovered labels. */
    priority: number;
  };
  selectedStyle: InteractionStyle;
  hoverStyle: InteractionStyle;
  selectOnClick: boolean;
  /** While items are selected the others are drawn faded, so that the selection stands out. */
  dimUnselected: boolean;
  /** Free nodes are placed this many pixels from the node(s) they hang off. */
  freeNodeDistance: number;
  /** Most meters on the ground between a free node and what it hangs off; `null`: no limit. */
  freeNodeMaxMeters: number | null;
  dragFreeNodes: boolean;
  proximityCombine: boolean | ProximityCombineOptions;
  /** Double-clicking a combo node expands it (`expandCombo`): its members are drawn on their own. */
  expandComboOnDoubleClick: boolean;
  /** Only items whose `time` intersects this range are drawn (GPU filter); `null` draws all. */
  timeFilterRange: [TimeValue, TimeValue] | null;
  /**
   * `'map'`: nodes where their coordinates put them; `'chart'`: every node laid out as a link
   * chart (`chartLayout`) in a worker, the basemap faded out and the camera fitted to the chart.
   */
  layout: NetworkLayoutMode;
  chartLayout: ChartLayoutOptions;
}

export const PROXIMITY_COMBINE_DEFAULTS = deepFreeze({
  radius: 40,
  maxZoom: 14,
} satisfies ProximityCombineOptions);

/** `[dash, gap]` in pixels drawn for `dashed: true`. */
export const DEFAULT_DASH_ARRAY = deepFreeze([6, 4] as [number, number]);

/** NetworkLayer options read at draw time only: changing them rebuilds no attribute. */
export const NETWORK_INTERACTION_OPTIONS: ReadonlySet<keyof NetworkLayerOptions> = new Set<keyof NetworkLayerOptions>([
  'selectedStyle',
  'hoverStyle',
  'selectOnClick',
  'dimUnselected',
  'dragFreeNodes',
  'expandComboOnDoubleClick',
  'labels',
]);

/** How often a NetworkLayer redoes its zoom-dependent work, and when a change becomes a rebuild. */
export const NETWORK_TUNING = deepFreeze({
  /** Zoom change that re-runs proximity combining (combos are recomputed per quarter zoom level). */
  combineZoomStep: 0.25,
  /** Zoom change that re-runs the free-node layout (its distances are in pixels). */
  layoutZoomStep: 0.01,
  /** A change of more than 1 item in this many is applied as a rebuild of every row. */
  bulkChangeShare: 4,
});

export const NETWORK_DEFAULTS = deepFreeze<NetworkLayerOptions>({
  nodeDefaults: {
    color: '#2563eb',
    size: 8,
    labelColor: '#1f2937',
    glyphColor: '#ffffff',
    border: {color: '#ffffff', width: 1.5},
  },
  linkDefaults: {
    color: '#64748b',
    width: 2,
    shape: 'straight',
    arcHeight: 0.5,
    direction: 'none',
  },
  labels: {
    visible: true,
    minZoom: 0,
    fontSize: 12,
    fontWeight: 'normal',
    haloWidth: 2,
    haloColor: null,
    collision: true,
    priority: 0,
  },
  selectedStyle: {borderColor: SELECTION_COLOR, borderWidth: 3, haloColor: 'rgba(255, 0, 255, 0.35)'},
  hoverStyle: {borderColor: SELECTION_COLOR, borderWidth: 2, haloColor: 'rgba(255, 0, 255, 0.18)'},
  selectOnClick: true,
  dimUnselected: true,
  freeNodeDistance: 40,
  freeNodeMaxMeters: null,
  dragFreeNodes: true,
  proximityCombine: false,
  expandComboOnDoubleClick: true,
  timeFilterRange: null,
  layout: 'map',
  chartLayout: {type: 'force', seed: 1, spacing: 12, root: null, transitionMs: 700},
});

const INTERACTION_STYLE_RULES = shape<InteractionStyle>({
  color,
  borderColor: color,
  borderWidth: nonNegative,
  haloColor: color,
});

export const NETWORK_OPTION_RULES = shape<NetworkLayerOptions>({
  nodeDefaults: shape<NetworkLayerOptions['nodeDefaults']>({
    color,
    size: nonNegative,
    labelColor: color,
    glyphColor: color,
    border: shape<NetworkLayerOptions['nodeDefaults']['border']>({color, width: nonNegative}),
  }),
  linkDefaults: shape<NetworkLayerOptions['linkDefaults']>({
    color,
    width: nonNegative,
    shape: oneOf(['straight', 'arc', 'geodesic']),
    arcHeight: finite,
    direction: oneOf(['none', 'forward', 'backward', 'both']),
  }),
  labels: shape<NetworkLayerOptions['labels']>({
    visible: boolean,
    minZoom: finite,
    fontSize: positive,
    fontWeight: oneOf(['normal', 'bold']),
    haloWidth: nonNegative,
    haloColor: nullable(color),
    collision: boolean,
    priority: finite,
  }),
  selectedStyle: INTERACTION_STYLE_RULES,
  hoverStyle: INTERACTION_STYLE_RULES,
  selectOnClick: boolean,
  dimUnselected: boolean,
  freeNodeDistance: nonNegative,
  freeNodeMaxMeters: nullable(positive),
  dragFreeNodes: boolean,
  proximityCombine: shape<ProximityCombineOptions>(
    {radius: nonNegative, maxZoom: finite, comboNodeStyle: func, comboLinkStyle: func},
    boolean,
  ),
  expandComboOnDoubleClick: boolean,
  timeFilterRange: nullable(timeRange),
  layout: oneOf(['map', 'chart']),
  chartLayout: shape<ChartLayoutOptions>({
    type: oneOf(['force', 'radial', 'hierarchical']),
    seed: finite,
    spacing: nonNegative,
    root: nullable(string),
    transitionMs: (value) =>
      typeof value === 'number' && value >= 0 && value <= 1000 ? undefined : 'milliseconds from 0 to 1000',
  }),
});

export type ResolvedProximityCombine = ProximityCombineOptions & {radius: number; maxZoom: number};

/** `proximityCombine` as full options, or `null` when combining is off. */
export function resolveProximityCombine(
  option: boolean | ProximityCombineOptions | DeepReadonly<ProximityCombineOptions>,
): ResolvedProximityCombine | null {
  if (option === false) return null;
  if (option === true) return {...PROXIMITY_COMBINE_DEFAULTS};
  return {
    ...option,
    radius: option.radius ?? PROXIMITY_COMBINE_DEFAULTS.radius,
    maxZoom: option.maxZoom ?? PROXIMITY_COMBINE_DEFAULTS.maxZoom,
  };
}
