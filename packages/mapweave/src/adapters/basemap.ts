import type {Layer as DeckLayer} from '@deck.gl/core';
import {BasemapLayer} from './BasemapLayer.js';
import type {BasemapTheme} from './basemapColors.js';

export {BASEMAP_COLORS, type BasemapColors, type BasemapTheme} from './basemapColors.js';

/** Credit for the capitals (GeoNames, CC BY 4.0), shown while basemap labels are. */
export const BASEMAP_LABELS_ATTRIBUTION = 'Capitals: GeoNames (CC BY 4.0)';

export interface BasemapLayerOptions {
  /** Country and capital names, placed so that they never overlap. Default `false`. */
  labels?: boolean;
}

/**
 * The embedded offline world basemap as deck.gl layers: graticule, land, lakes and borders at the
 * Natural Earth level for the zoom (finer levels load when first needed), optionally labelled.
 */
export function createBasemapLayers(theme: BasemapTheme, options: BasemapLayerOptions = {}): DeckLayer[] {
  return [new BasemapLayer({id: 'mapweave-basemap', theme, labels: options.labels ?? false})];
}
