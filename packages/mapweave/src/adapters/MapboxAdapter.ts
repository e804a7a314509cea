import {MapLibraryAdapter, type MapLibraryAdapterOptions, type MapLike} from './mapLibraryAdapter.js';

export type MapboxAdapterOptions = MapLibraryAdapterOptions<MapLike>;

/**
 * MapWeave layers on a mapbox-gl (1.13+) `Map` you created. MapWeave does not import mapbox-gl:
 * any object with the Map surface (`MapLike`) works.
 */
export class MapboxAdapter extends MapLibraryAdapter {
  constructor(options: MapboxAdapterOptions) {
    super(options, 'MapboxAdapter');
  }
}
