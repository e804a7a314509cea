import {
  anyOf,
  anything,
  boolean,
  color,
  finite,
  func,
  isPlainObject,
  nonEmptyString,
  nonNegative,
  nullable,
  oneOf,
  positive,
  positiveInteger,
  shape,
  string,
  time,
  timeRange,
  unitInterval,
  zoomRange,
} from './optionRules.js';
import type {
  GeoJsonLayerOptions,
  InteractionStyle,
  NetworkLayerOptions,
  ObservationsLayerOptions,
  ProximityCombineOptions,
  TileLayerOptions,
} from './types.js';

/**
 * Every default option of every layer, adapter and the map, in one place, each beside the rules
 * its options must follow (`readOptions`). The objects are frozen: derive new options with
 * `mergeOptions` / `resetOptions`, never by mutation.
 */

/** A partial of T where nested plain objects are partial too; arrays and functions are whole values. */
export type DeepPartial<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends readonly unknown[]
    ? T
    : T extends object
      ? { [K in keyof T]?: DeepPartial<T[K]> }
      : T;

export type DeepReadonly<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends object
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : T;

export function deepFreeze<T>(value: T): DeepReadonly<T> {
  if (isPlainObject(value) || Array.isArray(value)) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value as DeepReadonly<T>;
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
    border: { color: '#ffffff', width: 1.5 },
  },
  linkDefaults: {
    color: '#64748b',
    width: 2,
    shape: 'straight',
    arcHeight: 0.5,
    direction: 'none',
  },
  labels: { visible: true, minZoom: 0, fontSize: 12 },
  selectedStyle: { borderColor: '#f59e0b', borderWidth: 3, haloColor: 'rgba(245, 158, 11, 0.35)' },
  hoverStyle: { borderColor: '#0ea5e9', borderWidth: 2, haloColor: 'rgba(14, 165, 233, 0.25)' },
  selectOnClick: true,
  freeNodeDistance: 40,
  dragFreeNodes: true,
  proximityCombine: false,
  expandComboOnDoubleClick: true,
  timeFilterRange: null,
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
    border: shape<NetworkLayerOptions['nodeDefaults']['border']>({ color, width: nonNegative }),
  }),
  linkDefaults: shape<NetworkLayerOptions['linkDefaults']>({
    color,
    width: nonNegative,
    shape: oneOf(['straight', 'arc', 'geodesic']),
    arcHeight: finite,
    direction: oneOf(['none', 'forward', 'backward', 'both']),
  }),
  labels: shape<NetworkLayerOptions['labels']>({ visible: boolean, minZoom: finite, fontSize: positive }),
  selectedStyle: INTERACTION_STYLE_RULES,
  hoverStyle: INTERACTION_STYLE_RULES,
  selectOnClick: boolean,
  freeNodeDistance: nonNegative,
  dragFreeNodes: boolean,
  proximityCombine: shape<ProximityCombineOptions>(
    { radius: nonNegative, maxZoom: finite, comboNodeStyle: func, comboLinkStyle: func },
    boolean,
  ),
  expandComboOnDoubleClick: boolean,
  timeFilterRange: nullable(timeRange),
});

export const OBSERVATIONS_DEFAULTS = deepFreeze<ObservationsLayerOptions>({
  mode: 'both',
  autoRange: { observations: [9, 24], trajectories: [0, 24] },
  trajectory: { maximumInterval: 60_000, width: 2, color: null },
  observationDefaults: { color: '#dc2626', size: 4 },
  currentTime: null,
  timeRange: null,
});

export const OBSERVATIONS_OPTION_RULES = shape<ObservationsLayerOptions>({
  mode: oneOf(['observations', 'trajectories', 'both', 'auto']),
  autoRange: shape<ObservationsLayerOptions['autoRange']>({ observations: zoomRange, trajectories: zoomRange }),
  trajectory: shape<ObservationsLayerOptions['trajectory']>({ maximumInterval: nonNegative, width: nonNegative, color: nullable(color) }),
  observationDefaults: shape<ObservationsLayerOptions['observationDefaults']>({ color, size: nonNegative }),
  currentTime: nullable(time),
  timeRange: nullable(timeRange),
});

export const GEOJSON_DEFAULTS = deepFreeze<GeoJsonLayerOptions>({
  fillColor: 'rgba(37, 99, 235, 0.25)',
  lineColor: '#1d4ed8',
  lineWidth: 1.5,
  pointRadius: 5,
  opacity: 1,
  pickable: true,
  selectedStyle: { fillColor: 'rgba(245, 158, 11, 0.45)', lineColor: '#f59e0b' },
});

export const GEOJSON_OPTION_RULES = shape<GeoJsonLayerOptions>({
  fillColor: anyOf(color, func),
  lineColor: anyOf(color, func),
  lineWidth: anyOf(nonNegative, func),
  pointRadius: anyOf(nonNegative, func),
  opacity: unitInterval,
  pickable: boolean,
  selectedStyle: shape<GeoJsonLayerOptions['selectedStyle']>({ fillColor: color, lineColor: color }),
});

export const TILE_DEFAULTS = deepFreeze<TileLayerOptions>({
  minZoom: 0,
  maxZoom: 19,
  opacity: 1,
  tileSize: 256,
  attribution: '',
});

export const TILE_OPTION_RULES = shape<TileLayerOptions>({
  minZoom: nonNegative,
  maxZoom: nonNegative,
  opacity: unitInterval,
  tileSize: positiveInteger,
  attribution: string,
});

/** What `new XLayer(config)` takes besides its options (checked by their own rules). */
export const LAYER_CONFIG_RULES = shape<{ id: unknown; data: unknown; options: unknown; visible: unknown; filter: unknown }>({
  id: nonEmptyString,
  data: anything,
  options: anything,
  visible: boolean,
  filter: nullable(func),
});

function clonePlain<T>(value: T): T {
  if (!isPlainObject(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) copy[key] = clonePlain(child);
  return copy as T;
}

/**
 * `current` with `partial` merged in, as a new object (neither input changes): nested plain
 * objects merge key by key, arrays, functions and every other value replace, `undefined`
 * is ignored and `null` is a value.
 */
export function mergeOptions<T extends object>(current: T | DeepReadonly<T>, partial: NoInfer<DeepPartial<T>> | undefined): T {
  const result = clonePlain(current) as Record<string, unknown>;
  if (!partial) return result as T;
  for (const [key, value] of Object.entries(partial)) {
    if (value === undefined) continue;
    const existing = result[key];
    result[key] = isPlainObject(existing) && isPlainObject(value) ? mergeOptions<object>(existing, value) : clonePlain(value);
  }
  return result as T;
}

/** The defaults with `partial` merged in: every option not in `partial` returns to its default. */
export function resetOptions<T extends object>(defaults: T | DeepReadonly<T>, partial?: NoInfer<DeepPartial<T>>): T {
  return mergeOptions(defaults, partial);
}

export type ResolvedProximityCombine = ProximityCombineOptions & { radius: number; maxZoom: number };

/** `proximityCombine` as full options, or `null` when combining is off. */
export function resolveProximityCombine(
  option: boolean | ProximityCombineOptions | DeepReadonly<ProximityCombineOptions>,
): ResolvedProximityCombine | null {
  if (option === false) return null;
  if (option === true) return { ...PROXIMITY_COMBINE_DEFAULTS };
  return {
    ...option,
    radius: option.radius ?? PROXIMITY_COMBINE_DEFAULTS.radius,
    maxZoom: option.maxZoom ?? PROXIMITY_COMBINE_DEFAULTS.maxZoom,
  };
}

/** How every text label is drawn: SDF glyphs in pixel sizes with a light halo that keeps them legible over links and basemap. */
export const LABEL_TEXT_STYLE = {
  outlineWidth: 2,
  outlineColor: [255, 255, 255, 220] as [number, number, number, number],
  fontSettings: { sdf: true },
  sizeUnits: 'pixels' as const,
};
