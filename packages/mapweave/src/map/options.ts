import type {Adapter} from '../core/Adapter.js';
import {deepFreeze} from '../core/defaults.js';
import type {AnyLayer} from '../core/Layer.js';
import {anything, boolean, finite, func, nonNegative, nullable, positive, shape, string} from '../core/optionRules.js';
import type {Bounds, ViewState} from '../core/types.js';
import {isFiniteNumber} from '../core/validate.js';
import type {TooltipFunction} from '../ui/tooltip/ItemTooltips.js';
import {PADDING_BY_SIDE_RULE, avoidRule, type ViewPadding} from './viewPadding.js';

/** The options of `new MapWeave()`, `fitBounds` and `flyTo`: their types, defaults and the rules they must follow (`readOptions`). */

export interface MapWeaveOptions {
  /** The element (or its id) the map fills. Optional with the MapLibre/Mapbox adapters: the map's container. */
  container?: HTMLElement | string;
  adapter?: Adapter;
  view?: Partial<ViewState>;
  layers?: AnyLayer[];
  minZoom?: number;
  maxZoom?: number;
  /** The accessible name of the map. Default "Map". */
  label?: string;
  /** For maps inside scrolling pages: the wheel and one finger scroll the page; Ctrl/⌘ + wheel and two fingers move the map, and a hint says so. Default false. */
  cooperativeGestures?: boolean;
  /** The text of the tooltip of an item under the pointer or with keyboard focus (`null`: none). Default none. */
  tooltip?: TooltipFunction | null;
}

export interface ToImageOptions {
  /** CSS pixels. Default: the map's width. */
  width?: number;
  /** CSS pixels. Default: the map's height. */
  height?: number;
  /** Image pixels per CSS pixel. Default: `window.devicePixelRatio`. */
  pixelRatio?: number;
}

export interface FitBoundsOptions {
  /** Pixels on every side. */
  padding?: number;
  /** Pixels per side (`{top, right, bottom, left}`), over `padding`: a side left out keeps `padding`'s. */
  paddingBySide?: ViewPadding;
  /** Animation duration in ms; 0 jumps. Reduced motion always jumps. */
  time?: number;
  maxZoom?: number;
  /** Fit these layers only (default: every visible layer). */
  layerIds?: string[];
  /** Fit these bounds (`[[west, south], [east, north]]`) instead of the layers'. */
  bounds?: Bounds;
  /** Elements over the map (legends, panels) to keep the fitted items clear of: each pads the side it covers. */
  avoid?: Element[];
}

export interface FlyToOptions {
  longitude: number;
  latitude: number;
  zoom?: number;
  bearing?: number;
  pitch?: number;
  /** Animation duration in ms; 0 jumps. */
  time?: number;
  /** Pixels kept free on every side: the place lands in the middle of the rest. */
  padding?: number;
  /** Pixels kept free per side (`{top, right, bottom, left}`), over `padding`: a side left out keeps `padding`'s. */
  paddingBySide?: ViewPadding;
  /** Elements over the map (legends, panels) to keep the place clear of: each pads the side it covers. */
  avoid?: Element[];
}

export const VIEW_STATE_DEFAULTS = deepFreeze<ViewState>({
  longitude: 0,
  latitude: 20,
  zoom: 1,
  bearing: 0,
  pitch: 0,
});

export const MAP_DEFAULTS = deepFreeze({
  minZoom: 0,
  maxZoom: 20,
  cooperativeGestures: false,
  /** React `<MapWeave fitOnFirstLoad>`. */
  fitOnFirstLoad: true,
});

export const VIEW_STATE_RULES = shape<ViewState>({
  longitude: finite,
  latitude: finite,
  zoom: finite,
  bearing: finite,
  pitch: finite,
});

/** `new MapWeave(options)`: the container, adapter and layers are checked where they are used. */
export const MAP_OPTION_RULES = shape<MapWeaveOptions>({
  container: anything,
  adapter: anything,
  view: VIEW_STATE_RULES,
  layers: (value) => (Array.isArray(value) ? undefined : 'an array of layers'),
  minZoom: finite,
  maxZoom: finite,
  label: string,
  cooperativeGestures: boolean,
  tooltip: nullable(func),
});

export const FIT_BOUNDS_DEFAULTS = deepFreeze({
  padding: 40,
  /** Milliseconds. */
  time: 500,
  maxZoom: 14,
});

export const FIT_BOUNDS_RULES = shape<FitBoundsOptions>({
  padding: nonNegative,
  paddingBySide: PADDING_BY_SIDE_RULE,
  time: nonNegative,
  maxZoom: finite,
  layerIds: (value) =>
    Array.isArray(value) && value.every((id) => typeof id === 'string') ? undefined : 'an array of layer ids',
  bounds: boundsRule,
  avoid: avoidRule,
});

/** `[[west, south], [east, north]]` in degrees, south not north of north. */
function boundsRule(value: unknown): string | undefined {
  const what = '[[west, south], [east, north]] in degrees (longitude -180…180, latitude -90…90, south <= north)';
  if (!Array.isArray(value) || value.length !== 2) return what;
  const corners = value as unknown[];
  const valid = corners.every(
    (corner) =>
      Array.isArray(corner) &&
      corner.length === 2 &&
      isFiniteNumber(corner[0]) &&
      isFiniteNumber(corner[1]) &&
      Math.abs(corner[0]) <= 180 &&
      Math.abs(corner[1]) <= 90,
  );
  return valid && (corners[0] as number[])[1]! <= (corners[1] as number[])[1]! ? undefined : what;
}

export const FLY_TO_DEFAULTS = deepFreeze({
  /** Milliseconds. */
  time: 1000,
});

export const FLY_TO_RULES = shape<FlyToOptions>({
  longitude: finite,
  latitude: finite,
  zoom: finite,
  bearing: finite,
  pitch: finite,
  time: nonNegative,
  padding: nonNegative,
  paddingBySide: PADDING_BY_SIDE_RULE,
  avoid: avoidRule,
});

export const TO_IMAGE_RULES = shape<ToImageOptions>({
  width: positive,
  height: positive,
  pixelRatio: positive,
});
