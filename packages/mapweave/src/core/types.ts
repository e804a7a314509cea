/**
 * The public data, view and event types of MapWeave; each layer's options type sits beside the
 * layer (`layers/<layer>/options.ts`).
 *
 * This file is the contract between the data model (validation, layout, combining,
 * trajectories, graph analysis) and the rendering (map instance, layers, adapters, React).
 * The docs' API pages are checked against it.
 */

export type Id = string;

/** A CSS colour string (`#rgb`, `#rrggbb`, `#rrggbbaa`, `rgb()`, `rgba()`, a named colour) or RGB(A) 0–255. */
export type Color = string | [number, number, number] | [number, number, number, number];
export type RGBA = [number, number, number, number];

/** Milliseconds since the Unix epoch, a `Date`, or an ISO 8601 string. */
export type TimeValue = number | Date | string;
/** An instant or a closed interval. */
export type TimeSpan = TimeValue | [TimeValue, TimeValue];
/** A normalised closed interval in milliseconds since the epoch. */
export type TimeRange = [number, number];

export interface LatLng {
  latitude: number;
  longitude: number;
}

/** `[[west, south], [east, north]]` in degrees. */
export type Bounds = [[number, number], [number, number]];

export interface ViewState {
  longitude: number;
  latitude: number;
  zoom: number;
  bearing: number;
  pitch: number;
}

// ---------------------------------------------------------------------------
// Network layer

export interface NodeBorder {
  color?: Color;
  /** Pixels. */
  width?: number;
}

export interface NodeStyle {
  color?: Color;
  /** Radius in pixels. */
  size?: number;
  label?: string;
  labelColor?: Color;
  /** Where labels collide, the higher one is drawn (default: the node's size). */
  labelPriority?: number;
  border?: NodeBorder;
  /** One or two characters (a letter, digit or emoji) drawn at the node's centre. */
  glyph?: string;
  glyphColor?: Color;
  /** An image URL (a data: URL works offline) drawn inside the node. */
  icon?: string;
}

export interface NetworkNode extends NodeStyle {
  type: 'node';
  /** Give both for a fixed node; give neither for a free node laid out around its linked nodes. */
  latitude?: number;
  longitude?: number;
  /** Used by `timeFilterRange`. */
  time?: TimeSpan;
  /** Anything of the application's; handed back in events. */
  data?: unknown;
}

export type LinkShape = 'straight' | 'arc' | 'geodesic';
export type LinkDirection = 'none' | 'forward' | 'backward' | 'both';

export interface LinkStyle {
  color?: Color;
  /** Pixels. */
  width?: number;
  shape?: LinkShape;
  /** Arc height relative to the link's length (deck.gl ArcLayer `getHeight`); `shape: 'arc'` only. */
  arcHeight?: number;
  /** `true` for the default dash, or `[dash, gap]` in pixels. */
  dashed?: boolean | [number, number];
  direction?: LinkDirection;
  label?: string;
  /** Where labels collide, the higher one is drawn (default: the link's width). */
  labelPriority?: number;
}

export interface NetworkLink extends LinkStyle {
  type: 'link';
  id1: Id;
  id2: Id;
  /**
   * A finite number > 0 for graph analysis (default 1): a length for shortest paths, betweenness
   * and closeness, a strength for communities. Not drawn.
   */
  weight?: number;
  time?: TimeSpan;
  data?: unknown;
}

export type NetworkItem = NetworkNode | NetworkLink;
/** A flat record of nodes and links keyed by id. */
export type NetworkData = Record<Id, NetworkItem>;

/** Numbers by row: a typed array or a plain array. */
export type NumberColumn = ArrayLike<number>;

/**
 * A network as columns, in the spirit of deck.gl's binary attributes: fixed nodes and straight
 * links without styles, for data that is already tabular (no object per item to build or to
 * read). Row `i` of `nodes` is the node `nodes.ids[i]`; a link joins the nodes at rows
 * `links.from[i]` and `links.to[i]`. Validated like the record form, with the same error codes.
 */
export interface NetworkColumns {
  nodes: {
    ids: readonly Id[];
    latitudes: NumberColumn;
    longitudes: NumberColumn;
  };
  links?: {
    ids: readonly Id[];
    /** Node rows (indices into `nodes.ids`). */
    from: NumberColumn;
    to: NumberColumn;
  };
}

/** Nodes merged by proximity at the current zoom. */
export interface ComboNode {
  id: Id;
  nodeIds: Id[];
  latitude: number;
  longitude: number;
}

/** The links between two combos (or a combo and a node), merged into one. */
export interface ComboLink {
  id: Id;
  id1: Id;
  id2: Id;
  linkIds: Id[];
}

// ---------------------------------------------------------------------------
// Observations layer

export interface Entity {
  color?: Color;
  label?: string;
  /** Radius of its observations in pixels. */
  size?: number;
  data?: unknown;
}

export interface Observation {
  entityId: Id;
  latitude: number;
  longitude: number;
  time: TimeValue;
  data?: unknown;
}

export interface ObservationsData {
  entities: Record<Id, Entity>;
  observations: Record<Id, Observation>;
}

/**
 * Observations as columns (like `NetworkColumns`), for data that is already tabular: row `i` is the
 * observation `observations.ids[i]` of the entity `observations.entityIds[i]`, at
 * `observations.times[i]` (milliseconds since the epoch). Entities stay a record. Validated like
 * the record form, with the same error codes.
 */
export interface ObservationsColumns {
  entities: Record<Id, Entity>;
  observations: {
    ids: readonly Id[];
    entityIds: readonly Id[];
    /** Milliseconds since the epoch. */
    times: NumberColumn;
    latitudes: NumberColumn;
    longitudes: NumberColumn;
  };
}

/** A run of an entity's observations, each closer in time to the next than `maximumInterval`. */
export interface Trajectory {
  id: Id;
  entityId: Id;
  observationIds: Id[];
  /** `[longitude, latitude]` per observation, in time order. */
  path: [number, number][];
  /** Milliseconds since the epoch per observation. */
  times: number[];
}

// ---------------------------------------------------------------------------
// Events

export type ItemType = 'node' | 'link' | 'combo-node' | 'combo-link' | 'observation' | 'trajectory' | 'feature';

export interface PointerEventItem {
  layerId: string;
  id: Id;
  type: ItemType;
  data: unknown;
}

export interface MapPointerEvent {
  /** The item under the pointer, or `null` over the map background. */
  item: PointerEventItem | null;
  coordinate: LatLng | null;
  /** Pixel position relative to the map container. */
  pixel: [number, number];
}

export interface MapDragEvent extends MapPointerEvent {
  item: PointerEventItem;
  /** Tracker nodes dragged along their trajectory report the instant they were dragged to. */
  time?: number;
}

export interface EventMap {
  click: MapPointerEvent;
  'double-click': MapPointerEvent;
  'context-menu': MapPointerEvent;
  'hover-start': MapPointerEvent;
  'hover-end': MapPointerEvent;
  'drag-start': MapDragEvent;
  drag: MapDragEvent;
  'drag-end': MapDragEvent;
  'view-change': {viewState: ViewState; interactive: boolean};
  'selection-change': {layerId: string; selected: Id[]};
  load: {layerIds: string[]};
  error: {error: Error};
}

export type EventName = keyof EventMap;
export type EventHandler<K extends EventName> = (event: EventMap[K]) => void;
