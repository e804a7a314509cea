import type {Layer as DeckLayer} from '@deck.gl/core';
import {PathLayer, SolidPolygonLayer} from '@deck.gl/layers';
import type {RGBA} from '../core/types.js';
import {getBasemapGeometry, type Polygon, type Position} from './basemapGeometry.js';

export type BasemapTheme = 'light' | 'dark';

export interface BasemapColors {
  /** CSS colour of the container behind the canvas. */
  ocean: string;
  land: RGBA;
  border: RGBA;
  graticule: RGBA;
}

export const BASEMAP_COLORS: Record<BasemapTheme, BasemapColors> = {
  light: {
    ocean: '#dce8f2',
    land: [247, 245, 239, 255],
    border: [190, 184, 170, 255],
    graticule: [70, 100, 130, 40],
  },
  dark: {
    ocean: '#0f1722',
    land: [37, 48, 62, 255],
    border: [78, 94, 114, 255],
    graticule: [150, 180, 210, 36],
  },
};

/** The embedded offline world basemap: graticule, land and country borders. */
export function createBasemapLayers(theme: BasemapTheme): DeckLayer[] {
  const colors = BASEMAP_COLORS[theme];
  const geometry = getBasemapGeometry();
  return [
    new PathLayer<Position[]>({
      id: `mapweave-basemap-graticule-${theme}`,
      data: geometry.graticule,
      getPath: (line) => line,
      getColor: colors.graticule,
      getWidth: 1,
      widthUnits: 'pixels',
    }),
    new SolidPolygonLayer<Polygon>({
      id: `mapweave-basemap-land-${theme}`,
      data: geometry.land,
      getPolygon: (polygon) => polygon,
      getFillColor: colors.land,
    }),
    new PathLayer<Position[]>({
      id: `mapweave-basemap-borders-${theme}`,
      data: geometry.borders,
      getPath: (line) => line,
      getColor: colors.border,
      getWidth: 0.8,
      widthUnits: 'pixels',
    }),
  ];
}
