import {feature, mesh} from 'topojson-client';
import type {GeometryCollection, Topology} from 'topojson-specification';
import {MERCATOR_MAX_LATITUDE} from '../core/mercator.js';
import type * as GeoJSON from 'geojson';

export type Position = [number, number];
export type Ring = Position[];
/** A polygon as its outer ring followed by its holes. */
export type Polygon = Ring[];

export interface BasemapGeometry {
  land: Polygon[];
  lakes: Polygon[];
  borders: Position[][];
  coastlines: Position[][];
}

const GRATICULE_STEP = 30;

/**
 * Makes a line continuous in longitude: every step of more than 180° is a crossing of the
 * antimeridian, so the rest of the line is shifted by 360° (it may then reach past ±180).
 * Latitudes are clamped to the mercator range.
 */
export function unwrapLine(line: Position[]): Position[] {
  const unwrapped: Position[] = [];
  let offset = 0;
  for (const [rawLongitude, latitude] of line) {
    let longitude = rawLongitude + offset;
    const previous = unwrapped[unwrapped.length - 1];
    if (previous) {
      while (longitude - previous[0] > 180) {
        longitude -= 360;
        offset -= 360;
      }
      while (previous[0] - longitude > 180) {
        longitude += 360;
        offset += 360;
      }
    }
    unwrapped.push([longitude, clampLatitude(latitude)]);
  }
  return unwrapped;
}

/**
 * A continuous ring (see `unwrapLine`); a ring that winds once around a pole (Antarctica)
 * ends 360° from where it starts, so it is closed along the mercator edge of that pole.
 */
export function unwrapRing(ring: Ring): Ring {
  const unwrapped = unwrapLine(ring);
  const first = unwrapped[0];
  const last = unwrapped[unwrapped.length - 1];
  if (!first || !last || Math.abs(last[0] - first[0]) < 180) return unwrapped;
  const meanLatitude = unwrapped.reduce((sum, [, latitude]) => sum + latitude, 0) / unwrapped.length;
  const edgeLatitude = meanLatitude < 0 ? -MERCATOR_MAX_LATITUDE : MERCATOR_MAX_LATITUDE;
  return [...unwrapped, [last[0], edgeLatitude], [first[0], edgeLatitude], first];
}

/** The polygon, and a copy shifted by 360° for each side of the antimeridian it reaches past. */
export function polygonWithWorldCopies(polygon: Polygon): Polygon[] {
  const rings = polygon.map(unwrapRing);
  const longitudes = rings.flatMap((ring) => ring.map(([longitude]) => longitude));
  const copies: Polygon[] = [rings];
  if (Math.max(...longitudes) > 180) copies.push(shiftPolygon(rings, -360));
  if (Math.min(...longitudes) < -180) copies.push(shiftPolygon(rings, 360));
  return copies;
}

export function graticuleLines(step = GRATICULE_STEP): Position[][] {
  const lines: Position[][] = [];
  const latitudeLimit = 80;
  for (let longitude = -180; longitude <= 180; longitude += step) {
    const meridian: Position[] = [];
    for (let latitude = -latitudeLimit; latitude <= latitudeLimit; latitude += 5) meridian.push([longitude, latitude]);
    lines.push(meridian);
  }
  for (let latitude = -90 + step; latitude < 90; latitude += step) {
    if (Math.abs(latitude) > latitudeLimit) continue;
    const parallel: Position[] = [];
    for (let longitude = -180; longitude <= 180; longitude += 10) parallel.push([longitude, latitude]);
    lines.push(parallel);
  }
  return lines;
}

/** A basemap level's TopoJSON: `land`, `countries` (their shared edges are the borders) and, but at 1:110m, `lakes`. */
export type BasemapTopology = Topology<{
  countries: GeometryCollection;
  land: GeometryCollection;
  lakes?: GeometryCollection;
}>;

/** Land, lakes and country borders of a basemap topology, ready for deck.gl. */
export function basemapGeometryOf(topology: BasemapTopology): BasemapGeometry {
  return {
    land: topologyPolygons(topology, topology.objects.land).flatMap(polygonWithWorldCopies),
    lakes: topology.objects.lakes
      ? topologyPolygons(topology, topology.objects.lakes).flatMap(polygonWithWorldCopies)
      : [],
    borders: meshLines(mesh(topology, topology.objects.countries, (a, b) => a !== b)),
    coastlines: meshLines(mesh(topology, topology.objects.land)),
  };
}

function meshLines(lines: GeoJSON.MultiLineString): Position[][] {
  return lines.coordinates.map((line) => unwrapLine(line as Position[]));
}

function topologyPolygons(topology: BasemapTopology, object: GeometryCollection): Polygon[] {
  return feature(topology, object).features.flatMap((polygonFeature) => geometryPolygons(polygonFeature.geometry));
}

function geometryPolygons(geometry: GeoJSON.Geometry): Polygon[] {
  if (geometry.type === 'Polygon') return [geometry.coordinates as Polygon];
  if (geometry.type === 'MultiPolygon') return geometry.coordinates as Polygon[];
  return [];
}

function shiftPolygon(polygon: Polygon, degrees: number): Polygon {
  return polygon.map((ring) => ring.map(([longitude, latitude]): Position => [longitude + degrees, latitude]));
}

function clampLatitude(latitude: number): number {
  return Math.max(-MERCATOR_MAX_LATITUDE, Math.min(MERCATOR_MAX_LATITUDE, latitude));
}
