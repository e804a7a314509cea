import {TileLayer as DeckTileLayer, type GeoBoundingBox} from '@deck.gl/geo-layers';
import {BitmapLayer} from '@deck.gl/layers';

export interface RasterTileProps {
  id: string;
  url: string;
  minZoom: number;
  maxZoom: number;
  opacity: number;
  tileSize: number;
}

/** XYZ raster tiles drawn as bitmaps: shared by the TileLayer and the standalone basemap. */
export function createRasterTileLayer(props: RasterTileProps): DeckTileLayer {
  return new DeckTileLayer({
    id: props.id,
    data: props.url,
    minZoom: props.minZoom,
    maxZoom: props.maxZoom,
    tileSize: props.tileSize,
    opacity: props.opacity,
    maxRequests: 6,
    renderSubLayers: (subLayerProps) => {
      const bbox = subLayerProps.tile.bbox as GeoBoundingBox;
      return new BitmapLayer({
        id: subLayerProps.id,
        image: subLayerProps.data as ImageBitmap | null,
        bounds: [bbox.west, bbox.south, bbox.east, bbox.north],
        opacity: props.opacity,
      });
    },
  });
}
