import {deepFreeze} from '../../core/defaults.js';
import {nonNegative, positiveInteger, shape, string, unitInterval} from '../../core/optionRules.js';

/** The TileLayer's options: their type, their defaults and the rules they must follow (`readOptions`). */

export interface TileLayerOptions {
  minZoom: number;
  maxZoom: number;
  opacity: number;
  tileSize: number;
  attribution: string;
}

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
