/** Types of scripts/own-basemap/pmtiles-writer.mjs, for the tests that import it. */
export declare interface EncodedTile {
  z: number;
  x: number;
  y: number;
  bytes: Uint8Array;
}
export declare interface ArchiveInfo {
  minZoom: number;
  maxZoom: number;
  bounds: [west: number, south: number, east: number, north: number];
  center: [longitude: number, latitude: number, zoom: number];
  metadata: object;
}
export declare function writePmtiles(tiles: readonly EncodedTile[], info: ArchiveInfo): Buffer;
