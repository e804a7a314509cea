// The embedded basemap as it was before levels of detail (Natural Earth 1:110m at every zoom:
// graticule, land, borders), kept for the benchmark's same-run baseline.
import type {Layer as DeckLayer} from '@deck.gl/core';
import {PathLayer, SolidPolygonLayer} from '@deck.gl/layers';
import {BASEMAP_COLORS, type BasemapTheme} from '../src/adapters/basemapColors.js';
import {basemapGeometryOf, graticuleLines, type Polygon, type Position} from '../src/adapters/basemapGeometry.js';
import {WORLD_TOPOLOGY} from '../src/adapters/basemapLevels.js';

let geometry: ReturnType<typeof basemapGeometryOf> | null = null;

export function createBasemapLayersBefore(theme: BasemapTheme): DeckLayer[] {
  const colors = BASEMAP_COLORS[theme];
  geometry ??= basemapGeometryOf(WORLD_TOPOLOGY);
  return [
    new PathLayer<Position[]>({
      id: `before-graticule-${theme}`,
      data: graticuleLines(),
      getPath: (line) => line,
      getColor: colors.graticule,
      getWidth: 1,
      widthUnits: 'pixels',
    }),
    new SolidPolygonLayer<Polygon>({
      id: `before-land-${theme}`,
      data: geometry.land,
      getPolygon: (polygon) => polygon,
      getFillColor: colors.land,
    }),
    new PathLayer<Position[]>({
      id: `before-borders-${theme}`,
      data: geometry.borders,
      getPath: (line) => line,
      getColor: colors.border,
      getWidth: 0.8,
      widthUnits: 'pixels',
    }),
  ];
}
