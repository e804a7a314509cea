import { MapWeaveError, describeValue } from '../../core/errors.js';
import type { Id } from '../../core/types.js';
import { isRecord } from '../../core/validate.js';
import type * as GeoJSON from 'geojson';

export interface IdentifiedFeature {
  id: Id;
  feature: GeoJSON.Feature;
}

const GEOMETRY_TYPES = new Set(['Point', 'MultiPoint', 'LineString', 'MultiLineString', 'Polygon', 'MultiPolygon', 'GeometryCollection']);

/**
 * The features of any GeoJSON object (FeatureCollection, Feature or bare Geometry), each with
 * its item id: `feature.id`, else `properties.id`, else its index. INVALID_GEOJSON for anything
 * that is not GeoJSON, DUPLICATE_ID when two features share an id.
 */
export function normalizeGeoJson(data: unknown, layerId: string): IdentifiedFeature[] {
  const features = featuresOf(data, layerId);
  const seen = new Map<Id, number>();
  const duplicates = new Set<Id>();
  const identified = features.map((feature, index) => {
    const id = featureId(feature, index);
    if (seen.has(id)) duplicates.add(id);
    seen.set(id, index);
    return { id, feature };
  });
  if (duplicates.size > 0) {
    const ids = [...duplicates];
    throw new MapWeaveError('DUPLICATE_ID', `GeoJsonLayer "${layerId}" has several features with id ${ids.map((id) => JSON.stringify(id)).join(', ')}`, ids);
  }
  return identified;
}

function featuresOf(data: unknown, layerId: string): GeoJSON.Feature[] {
  const invalid = (detail: string) => new MapWeaveError('INVALID_GEOJSON', `GeoJsonLayer "${layerId}": ${detail}`);
  if (!isRecord(data)) throw invalid(`data must be a GeoJSON object, got ${data === null ? 'null' : typeof data}`);
  if (data.type === 'FeatureCollection') {
    if (!Array.isArray(data.features)) throw invalid('a FeatureCollection needs a "features" array');
    data.features.forEach((feature, index) => checkFeature(feature, `feature ${index}`, invalid));
    return data.features as GeoJSON.Feature[];
  }
  if (data.type === 'Feature') {
    checkFeature(data, 'the feature', invalid);
    return [data as unknown as GeoJSON.Feature];
  }
  if (typeof data.type === 'string' && GEOMETRY_TYPES.has(data.type)) {
    checkGeometry(data, 'the geometry', invalid);
    return [{ type: 'Feature', geometry: data as unknown as GeoJSON.Geometry, properties: {} }];
  }
  throw invalid(`"type" must be FeatureCollection, Feature or a geometry type, got ${describeValue(data.type)}`);
}

function checkFeature(feature: unknown, where: string, invalid: (detail: string) => MapWeaveError): void {
  if (!isRecord(feature) || feature.type !== 'Feature') throw invalid(`${where} is not a Feature`);
  if (feature.geometry !== null) checkGeometry(feature.geometry, `the geometry of ${where}`, invalid);
  if (feature.properties !== undefined && feature.properties !== null && !isRecord(feature.properties)) {
    throw invalid(`the properties of ${where} must be an object or null`);
  }
}

function checkGeometry(geometry: unknown, where: string, invalid: (detail: string) => MapWeaveError): void {
  if (!isRecord(geometry) || typeof geometry.type !== 'string' || !GEOMETRY_TYPES.has(geometry.type)) {
    throw invalid(`${where} has no valid geometry type`);
  }
  if (geometry.type === 'GeometryCollection') {
    if (!Array.isArray(geometry.geometries)) throw invalid(`${where} needs a "geometries" array`);
    geometry.geometries.forEach((child, index) => checkGeometry(child, `${where} (part ${index})`, invalid));
    return;
  }
  if (!Array.isArray(geometry.coordinates)) throw invalid(`${where} needs a "coordinates" array`);
  const depth = { Point: 0, MultiPoint: 1, LineString: 1, MultiLineString: 2, Polygon: 2, MultiPolygon: 3 }[geometry.type as 'Point'];
  if (!positionsAtDepth(geometry.coordinates, depth)) throw invalid(`${where} has coordinates that are not ${geometry.type} positions`);
}

function positionsAtDepth(value: unknown, depth: number): boolean {
  if (!Array.isArray(value)) return false;
  if (depth === 0) return value.length >= 2 && value.every((coordinate) => typeof coordinate === 'number' && Number.isFinite(coordinate));
  return value.every((child) => positionsAtDepth(child, depth - 1));
}

function featureId(feature: GeoJSON.Feature, index: number): Id {
  if (feature.id !== undefined && feature.id !== null) return String(feature.id);
  const propertyId = feature.properties?.id;
  if (typeof propertyId === 'string' || typeof propertyId === 'number') return String(propertyId);
  return String(index);
}

/** Every position of a geometry, for bounds. */
export function* geometryPositions(geometry: GeoJSON.Geometry | null): Generator<[number, number]> {
  if (!geometry) return;
  if (geometry.type === 'GeometryCollection') {
    for (const child of geometry.geometries) yield* geometryPositions(child);
    return;
  }
  yield* flattenPositions(geometry.coordinates);
}

function* flattenPositions(value: unknown): Generator<[number, number]> {
  if (!Array.isArray(value)) return;
  if (typeof value[0] === 'number') {
    yield [value[0], value[1] as number];
    return;
  }
  for (const child of value) yield* flattenPositions(child);
}
