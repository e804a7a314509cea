import type {Layer as DeckLayer} from '@deck.gl/core';
import {BasemapLayer} from './BasemapLayer.js';
import type {BasemapTheme} from './basemapColors.js';
import type {BasemapLevel} from './basemapDetail.js';

export {BASEMAP_COLORS, type BasemapColors, type BasemapTheme} from './basemapColors.js';

export interface BasemapLayerOptions {
  /** Country and capital names, placed so that they never overlap. Default `false`. */
  labels?: boolean;
  /**
   * With `labels`, city and town names too (GeoNames, ranked by population; each zoom's names load
   * when first needed). Default `true`; `false` keeps the labels to countries and capitals.
   */
  places?: boolean;
  /**
   * The finest Natural Earth level drawn at any zoom (default `'10m'`): `'50m'` or `'110m'` keep a
   * city map from loading the 1:10m data (about 400 KiB gzip), at the price of coarser coasts.
   */
  maxDetail?: BasemapLevel;
}

/**
 * The embedded offline world basemap as deck.gl layers: graticule, land, lakes and borders at the
 * Natural Earth level for the zoom (finer levels load when first needed), optionally labelled.
 */
export function createBasemapLayers(theme: BasemapTheme, options: BasemapLayerOptions = {}): DeckLayer[] {
  return [
    new BasemapLayer({
      id: 'mapweave-basemap',
      theme,
      labels: options.labels ?? false,
      places: options.places ?? true,
      maxDetail: options.maxDetail ?? '10m',
    }),
  ];
}
