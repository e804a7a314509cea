import {MapWeaveError, describeValue, quoteId} from '../../core/errors.js';
import type {Id} from '../../core/types.js';
import {isFiniteNumber, isRecord, MAX_LATITUDE} from '../../core/validate.js';
import type * as GeoJSON from 'geojson';

export interface IdentifiedFeature {
  id: Id;
  feature: GeoJSON.Feature;
}

const GEOMETRY_TYPES = new Set([
  'Point',
  'MultiPoint',
  'LineString',
  'MultiLineString',
  'Polygon',
  'MultiPolygon',
  'GeometryCollection',
]);

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
    return {id, feature};
  });
  if (duplicates.size > 0) {
    const ids = [...duplicates];
    throw new MapWeaveError(
      'DUPLICATE_ID',
      `GeoJsonLayer "${layerId}" has several features with id ${ids.map(quoteId).join(', ')}`,
      ids,
    );
  }
  return identified;
}

type Invalid = (detail: string) => MapWeaveError;

/** How deep GeometryCollections may nest (RFC 7946 advises against nesting them at all). */
export const MAX_COLLECTION_NESTING = 16;

function featuresOf(data: unknown, layerId: string): GeoJSON.Feature[] {
  const invalid: Invalid = (detail) => new MapWeaveError('INVALID_GEOJSON', `GeoJsonLayer "${layerId}": ${detail}`);
  const outOfRange: Invalid = (detail) =>
    new MapWeaveError('COORDINATE_OUT_OF_RANGE', `GeoJsonLayer "${layerId}": ${detail}`);
  const checks = {invalid, outOfRange};
  if (!isRecord(data)) throw invalid(`data must be a GeoJSON object, got ${describeValue(data)}`);
  if (data.type === 'FeatureCollection') {
    const {features} = data;
    if (!Array.isArray(features)) throw invalid('a FeatureCollection needs a "features" array');
    // Indexed, not forEach: a hole in the array is a missing feature, not one to skip.
    for (let index = 0; index < features.length; index++) checkFeature(features[index], `feature ${index}`, checks);
    return features as GeoJSON.Feature[];
  }
  if (data.type === 'Feature') {
    checkFeature(data, 'the feature', checks);
    return [data as unknown as GeoJSON.Feature];
  }
  if (typeof data.type === 'string' && GEOMETRY_TYPES.has(data.type)) {
    checkGeometry(data, 'the geometry', checks, 0);
    return [{type: 'Feature', geometry: data as unknown as GeoJSON.Geometry, properties: {}}];
  }
  throw invalid(`"type" must be FeatureCollection, Feature or a geometry type, got ${describeValue(data.type)}`);
}

interface Checks {
  invalid: Invalid;
  outOfRange: Invalid;
}

function checkFeature(feature: unknown, where: string, checks: Checks): void {
  const {invalid} = checks;
  if (!isRecord(feature) || feature.type !== 'Feature') throw invalid(`${where} is not a Feature`);
  if (
    feature.id !== undefined &&
    feature.id !== null &&
    typeof feature.id !== 'string' &&
    !Number.isFinite(feature.id)
  ) {
    throw invalid(`the id of ${where} must be a string or a finite number (got ${describeValue(feature.id)})`);
  }
  if (feature.geometry !== null) checkGeometry(feature.geometry, `the geometry of ${where}`, checks, 0);
  if (feature.properties !== undefined && feature.properties !== null && !isRecord(feature.properties)) {
    throw invalid(`the properties of ${where} must be an object or null`);
  }
}

const POSITION_DEPTH = {Point: 0, MultiPoint: 1, LineString: 1, MultiLineString: 2, Polygon: 2, MultiPolygon: 3};

function checkGeometry(geometry: unknown, where: string, checks: Checks, nesting: number): void {
  const {invalid} = checks;
  if (!isRecord(geometry) || typeof geometry.type !== 'string' || !GEOMETRY_TYPES.has(geometry.type)) {
    throw invalid(`${where} has no valid geometry type`);
  }
  if (geometry.type === 'GeometryCollection') {
    const {geometries} = geometry;
    if (!Array.isArray(geometries)) throw invalid(`${where} needs a "geometries" array`);
    if (nesting === MAX_COLLECTION_NESTING)
      throw invalid(`${where} nests GeometryCollections more than ${MAX_COLLECTION_NESTING} deep`);
    for (let index = 0; index < geometries.length; index++)
      checkGeometry(geometries[index], `${where} (part ${index})`, checks, nesting + 1);
    return;
  }
  if (!Array.isArray(geometry.coordinates)) throw invalid(`${where} needs a "coordinates" array`);
  const problem = positionsProblem(geometry.coordinates, POSITION_DEPTH[geometry.type as keyof typeof POSITION_DEPTH]);
  if (problem === 'shape') throw invalid(`${where} has coordinates that are not ${geometry.type} positions`);
  if (problem === 'latitude') throw checks.outOfRange(`${where} has a latitude outside [-90, 90]`);
}

/**
 * What is wrong with the positions `depth` arrays down: `shape` (not arrays of finite numbers, at
 * least two per position, no holes) or `latitude` (the second number outside [-90, 90]); null when
 * nothing is. Longitudes are not limited: a ring may run on past ±180° to cross the antimeridian.
 */
function positionsProblem(value: unknown, depth: number): 'shape' | 'latitude' | null {
  if (!Array.isArray(value)) return 'shape';
  if (depth === 0) {
    if (value.length < 2) return 'shape';
    for (let index = 0; index < value.length; index++) if (!isFiniteNumber(value[index])) return 'shape';
    return Math.abs(value[1] as number) > MAX_LATITUDE ? 'latitude' : null;
  }
  for (let index = 0; index < value.length; index++) {
    const problem = positionsProblem(value[index], depth - 1);
    if (problem) return problem;
  }
  return null;
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
