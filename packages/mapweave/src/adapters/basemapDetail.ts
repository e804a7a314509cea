/** Natural Earth scales of the embedded basemap, coarsest first. */
export type BasemapLevel = '110m' | '50m' | '10m';

/** Each level and the zoom from which it is drawn. */
export const BASEMAP_LEVELS: readonly {level: BasemapLevel; minZoom: number}[] = Object.freeze([
  {level: '110m', minZoom: 0},
  {level: '50m', minZoom: 3},
  {level: '10m', minZoom: 5},
]);

/** The level the basemap draws at this zoom, no finer than `maxDetail`. */
export function basemapLevelForZoom(zoom: number, maxDetail: BasemapLevel = '10m'): BasemapLevel {
  let chosen: BasemapLevel = '110m';
  for (const {level, minZoom} of BASEMAP_LEVELS) {
    if (zoom < minZoom) break;
    chosen = level;
    if (level === maxDetail) break;
  }
  return chosen;
}
