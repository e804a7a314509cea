import type * as GeoJSON from 'geojson';
import {deepFreeze} from '../../core/defaults.js';
import {anyOf, boolean, color, func, nonNegative, shape, unitInterval} from '../../core/optionRules.js';
import {SELECTION_COLOR} from '../../core/selection.js';
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
  /** While features are selected the others are drawn faded, so that the selection stands out. */
  dimUnselected: boolean;
}

export const GEOJSON_DEFAULTS = deepFreeze<GeoJsonLayerOptions>({
  fillColor: 'rgba(37, 99, 235, 0.25)',
  lineColor: '#1d4ed8',
  lineWidth: 1.5,
  pointRadius: 5,
  opacity: 1,
  pickable: true,
  selectedStyle: {fillColor: 'rgba(255, 0, 255, 0.4)', lineColor: SELECTION_COLOR},
  dimUnselected: true,
});

export const GEOJSON_OPTION_RULES = shape<GeoJsonLayerOptions>({
  fillColor: anyOf(color, func),
  lineColor: anyOf(color, func),
  lineWidth: anyOf(nonNegative, func),
  pointRadius: anyOf(nonNegative, func),
  opacity: unitInterval,
  pickable: boolean,
  selectedStyle: shape<GeoJsonLayerOptions['selectedStyle']>({fillColor: color, lineColor: color}),
  dimUnselected: boolean,
});
