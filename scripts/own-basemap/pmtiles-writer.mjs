// A PMTiles v3 archive (https://github.com/protomaps/PMTiles/blob/main/spec/v3/spec.md) of vector
// tiles: header, one root directory (no leaf directories: fine up to a few thousand tiles),
// metadata JSON, then the tiles in tile-id order. Directories, metadata and tiles are gzipped; the
// same input gives the same bytes.
import {gzipSync} from 'node:zlib';
import {zxyToTileId} from 'pmtiles';

const HEADER_BYTES = 127;
/** A reader fetches the header and the root directory in one request of this many bytes. */
const FIRST_REQUEST_BYTES = 16384;
const GZIP = 2;
const MVT = 1;

/**
 * @param {{z: number, x: number, y: number, bytes: Uint8Array}[]} tiles encoded (uncompressed) tiles
 * @param {{minZoom: number, maxZoom: number, bounds: number[], center: number[], metadata: object}} info
 * @returns {Buffer}
 */
export function writePmtiles(tiles, {minZoom, maxZoom, bounds, center, metadata}) {
  const ordered = tiles
    .map((tile) => ({id: zxyToTileId(tile.z, tile.x, tile.y), data: gzip(tile.bytes)}))
    .sort((a, b) => a.id - b.id);
  const entries = [];
  let offset = 0;
  for (const tile of ordered) {
    entries.push({id: tile.id, offset, length: tile.data.length});
    offset += tile.data.length;
  }
  const directory = gzip(serializeDirectory(entries));
  if (HEADER_BYTES + directory.length > FIRST_REQUEST_BYTES) {
    throw new Error(
      `The root directory (${directory.length} bytes) needs leaf directories, which this writer does not make`,
    );
  }
  const metadataBytes = gzip(Buffer.from(JSON.stringify(metadata)));
  const tileData = Buffer.concat(ordered.map((tile) => tile.data));

  const header = Buffer.alloc(HEADER_BYTES);
  header.write('PMTiles', 0, 'ascii');
  header.writeUInt8(3, 7);
  const rootOffset = HEADER_BYTES;
  const metadataOffset = rootOffset + directory.length;
  const tileDataOffset = metadataOffset + metadataBytes.length;
  const u64 = (position, value) => header.writeBigUInt64LE(BigInt(value), position);
  u64(8, rootOffset);
  u64(16, directory.length);
  u64(24, metadataOffset);
  u64(32, metadataBytes.length);
  u64(40, tileDataOffset + tileData.length);
  u64(48, 0);
  u64(56, tileDataOffset);
  u64(64, tileData.length);
  u64(72, entries.length);
  u64(80, entries.length);
  u64(88, entries.length);
  header.writeUInt8(1, 96); // clustered: tiles in tile-id order
  header.writeUInt8(GZIP, 97);
  header.writeUInt8(GZIP, 98);
  header.writeUInt8(MVT, 99);
  header.writeUInt8(minZoom, 100);
  header.writeUInt8(maxZoom, 101);
  const e7 = (degrees) => Math.round(degrees * 1e7);
  header.writeInt32LE(e7(bounds[0]), 102);
  header.writeInt32LE(e7(bounds[1]), 106);
  header.writeInt32LE(e7(bounds[2]), 110);
  header.writeInt32LE(e7(bounds[3]), 114);
  header.writeUInt8(center[2], 118);
  header.writeInt32LE(e7(center[0]), 119);
  header.writeInt32LE(e7(center[1]), 123);
  return Buffer.concat([header, directory, metadataBytes, tileData]);
}

function serializeDirectory(entries) {
  const bytes = [];
  const varint = (value) => {
    let rest = value;
    while (rest >= 0x80) {
      bytes.push((rest % 0x80) | 0x80);
      rest = Math.floor(rest / 0x80);
    }
    bytes.push(rest);
  };
  varint(entries.length);
  let previousId = 0;
  for (const entry of entries) {
    varint(entry.id - previousId);
    previousId = entry.id;
  }
  for (let i = 0; i < entries.length; i++) varint(1);
  for (const entry of entries) varint(entry.length);
  entries.forEach((entry, i) => {
    const previous = entries[i - 1];
    // 0: right after the previous tile.
    varint(previous && entry.offset === previous.offset + previous.length ? 0 : entry.offset + 1);
  });
  return Buffer.from(bytes);
}

function gzip(bytes) {
  return gzipSync(bytes, {level: 9});
}
