import {MapLibraryAdapter, type MapLibraryAdapterOptions, type MapLike} from './mapLibraryAdapter.js';

export type MapLibreAdapterOptions = MapLibraryAdapterOptions<MapLike>;

/**
 * MapWeave layers on a maplibre-gl `Map` you created (tested with maplibre-gl 5.24; interleaved
 * mode is broken by deck.gl 9.4 with maplibre-gl 6).
 */
export class MapLibreAdapter extends MapLibraryAdapter {
  constructor(options: MapLibreAdapterOptions) {
    super(options, 'MapLibreAdapter');
  }
}
