import type {RGBA} from '../core/types.js';

export type BasemapTheme = 'light' | 'dark';

export interface BasemapColors {
  /** CSS colour of the container behind the canvas. */
  ocean: string;
  /** The ocean's colour as a fill, for lakes. */
  water: RGBA;
  land: RGBA;
  /** Outline of the land, drawn from 1:50m on. */
  coastline: RGBA;
  border: RGBA;
  graticule: RGBA;
  /** Country and capital names, and the halo around them. */
  label: RGBA;
  labelHalo: RGBA;
}

export const BASEMAP_COLORS: Record<BasemapTheme, BasemapColors> = {
  light: {
    ocean: '#dce8f2',
    water: [220, 232, 242, 255],
    land: [247, 245, 239, 255],
    coastline: [160, 180, 198, 255],
    border: [190, 184, 170, 255],
    graticule: [70, 100, 130, 40],
    label: [92, 88, 80, 255],
    labelHalo: [247, 245, 239, 230],
  },
  dark: {
    ocean: '#0f1722',
    water: [15, 23, 34, 255],
    land: [37, 48, 62, 255],
    coastline: [70, 92, 118, 255],
    border: [78, 94, 114, 255],
    graticule: [150, 180, 210, 36],
    label: [176, 190, 206, 255],
    labelHalo: [22, 30, 40, 230],
  },
};
