import type * as GeoJSON from 'geojson';
import {deepFreeze} from '../../core/defaults.js';
import {anyOf, boolean, color, func, nonNegative, shape, unitInterval} from '../../core/optionRules.js';
import type {Color} from '../../core/types.js';

/** The GeoJsonLayer's options: their type, their defaults and the rules they must follow (`readOptions`). */

export type StyleValue<T> = T | ((properties: Record<string, unknown>, feature: GeoJSON.Feature) => T);

export interface GeoJsonLayerOptions {
  fillColor: StyleValue<Color>;
  lineColor: StyleValue<Color>;
  /** Pixels. */
  lineWidth: StyleValue<number>;
  /** Pixels. */
  pointRadius: StyleValue<number>;
  opacity: number;
  pickable: boolean;
  selectedStyle: {fillColor: Color; lineColor: Color};
}

export const GEOJSON_DEFAULTS = deepFreeze<GeoJsonLayerOptions>({
  fillColor: 'rgba(37, 99, 235, 0.25)',
  lineColor: '#1d4ed8',
  lineWidth: 1.5,
  pointRadius: 5,
  opacity: 1,
  pickable: true,
  selectedStyle: {fillColor: 'rgba(245, 158, 11, 0.45)', lineColor: '#f59e0b'},
});

export const GEOJSON_OPTION_RULES = shape<GeoJsonLayerOptions>({
  fillColor: anyOf(color, func),
  lineColor: anyOf(color, func),
  lineWidth: anyOf(nonNegative, func),
  pointRadius: anyOf(nonNegative, func),
  opacity: unitInterval,
  pickable: boolean,
  selectedStyle: shape<GeoJsonLayerOptions['selectedStyle']>({fillColor: color, lineColor: color}),
});
