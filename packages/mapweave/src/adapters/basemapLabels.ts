import type {Layer as DeckLayer} from '@deck.gl/core';
import {CollisionFilterExtension} from '@deck.gl/extensions';
import {TextLayer} from '@deck.gl/layers';
import {labelTextProps} from '../core/labelStyle.js';
import {BASEMAP_COLORS, type BasemapTheme} from './basemapColors.js';

/** `[name, longitude, latitude, weight]`: a country's land area in square degrees, a capital's population. */
export type BasemapPlace = [name: string, longitude: number, latitude: number, weight: number];

/** Country label points (on the largest piece of each country's land) and capitals, largest first. */
export interface BasemapLabels {
  countries: BasemapPlace[];
  capitals: BasemapPlace[];
}

/** Countries are named once their land would cover a label's worth of pixels. */
const COUNTRY_MIN_PIXEL_AREA = 2500;
const COLLISION_GROUP = 'mapweave-basemap-labels';

/** The label data, a generated module (this one too is loaded with `import()` when first needed). */
export function loadBasemapLabels(): Promise<BasemapLabels> {
  return import('./basemapData/labels.js').then((module) => module.default as BasemapLabels);
}

/** The zoom from which a capital is named: the largest at the world view, every one from zoom 3. */
function capitalMinZoom(population: number): number {
  if (population >= 3e6) return 0;
  return population >= 5e5 ? 2 : 3;
}

/** Text props every basemap label shares: the theme's colours and one collision group for them all. */
export function basemapLabelProps(theme: BasemapTheme) {
  const colors = BASEMAP_COLORS[theme];
  return {
    // The same glyph atlas and halo as the layers' own labels, so that both read alike.
    ...labelTextProps({fontSize: 12, fontWeight: 'normal', haloWidth: 2}, colors.labelHalo),
    getColor: colors.label,
    extensions: [new CollisionFilterExtension()],
    collisionGroup: COLLISION_GROUP,
    // The collision map is drawn from each label's box (an invisible background, padded) rather
    // than its glyphs, whose gaps would let a neighbour's anchor through.
    background: true,
    getBackgroundColor: [0, 0, 0, 0] as [number, number, number, number],
    backgroundPadding: [4, 2] as [number, number],
    // deck.gl tests only each label's anchor against the boxes of those above it: larger boxes
    // also catch a neighbour whose anchor sits just beside the text.
    collisionTestProps: {sizeScale: 1.6},
    updateTriggers: {getColor: theme},
  };
}

/**
 * Country and capital names as collision-filtered text layers: where two would overlap, the
 * larger country (then the more populous capital) keeps its label.
 */
export function createBasemapLabelLayers(
  /** The owning composite layer's `getSubLayerProps`. */
  subLayerProps: <T extends {id: string}>(props: T) => T,
  data: BasemapLabels,
  theme: BasemapTheme,
  labelZoom: number,
): DeckLayer[] {
  const pixelsPerDegree = (512 * 2 ** labelZoom) / 360;
  const countries = data.countries.filter(([, , , area]) => area * pixelsPerDegree ** 2 >= COUNTRY_MIN_PIXEL_AREA);
  const capitals = data.capitals.filter(([, , , population]) => labelZoom >= capitalMinZoom(population));
  const common = {
    ...basemapLabelProps(theme),
    getPosition: (place: BasemapPlace) => [place[1], place[2]] as [number, number],
  };
  return [
    new TextLayer<BasemapPlace>(
      subLayerProps({
        ...common,
        id: 'country-labels',
        data: countries,
        getText: (place: BasemapPlace) => place[0],
        getSize: 12,
        fontWeight: 600,
        getCollisionPriority: (place: BasemapPlace) => 500 + 100 * Math.log10(Math.max(place[3], 0.01)),
      }),
    ),
    new TextLayer<BasemapPlace>(
      subLayerProps({
        ...common,
        id: 'capital-labels',
        data: capitals,
        // The dot marks the capital's position; the name follows it.
        getText: (place: BasemapPlace) => `• ${place[0]}`,
        getTextAnchor: 'start' as const,
        getPixelOffset: [-3, 0] as [number, number],
        getSize: 11,
        getCollisionPriority: (place: BasemapPlace) => 40 * Math.log10(Math.max(place[3], 1)),
      }),
    ),
  ];
}
