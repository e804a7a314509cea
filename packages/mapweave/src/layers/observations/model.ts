import {MapWeaveError, quoteId, throwIfIssues, type ValidationIssue} from '../../core/errors.js';
import {MAX_TIME} from '../../core/time.js';
import type {Id, ObservationsData} from '../../core/types.js';
import {
  checkColor,
  checkCoordinates,
  checkId,
  checkNonNegative,
  checkString,
  checkTime,
  isPlainRecord,
  isRecord,
  MAX_LATITUDE,
  MAX_LONGITUDE,
} from '../../core/validate.js';

/** Observations as columns (row i is observation `ids[i]`), ready for binary deck.gl attributes. */
export interface ObservationTable {
  ids: Id[];
  /** Every entity id of the data, sorted. */
  entities: Id[];
  /** Per row, the position of its entity in `entities`. */
  entityRows: Int32Array;
  longitudes: Float64Array;
  latitudes: Float64Array;
  /** Milliseconds since the epoch. */
  times: Float64Array;
}

/**
 * Validates `{ entities, observations }` as a whole and returns the observations as columns.
 * Throws one MapWeaveError listing every offending id: INVALID_TYPE (shape, styles),
 * UNKNOWN_ENTITY (an observation's entity is missing), COORDINATE_OUT_OF_RANGE, INVALID_TIME,
 * DUPLICATE_ID (an observation id equal to an entity id).
 */
export function validateObservations(data: ObservationsData): ObservationTable {
  if (!isRecord(data) || !isPlainRecord(data.entities) || !isPlainRecord(data.observations)) {
    throw new MapWeaveError(
      'INVALID_TYPE',
      'Observations data must be { entities: { id: entity }, observations: { id: observation } } with plain objects keyed by id',
    );
  }
  const {entities, observations} = data;
  const issues: ValidationIssue[] = [];
  const {list: entityList, rowOf: entityRowOf} = readEntities(entities, issues);
  const ids = Object.keys(observations);
  const table = emptyTable(ids, entityList);
  // Entities are few: check each against the observations, not each observation against them.
  for (const id of entityList) {
    if (Object.hasOwn(observations, id))
      issues.push({code: 'DUPLICATE_ID', id, message: `Observation ${quoteId(id)} has the id of an entity`});
  }
  const {times} = table;
  for (let row = 0; row < ids.length; row++) {
    const id = ids[row]!;
    if (id === '__proto__') checkId(id, issues);
    const observation = observations[id];
    if (!isRecord(observation)) {
      issues.push({code: 'INVALID_TYPE', id, message: `Observation ${quoteId(id)} must be an object`});
      continue;
    }
    const {entityId, latitude, longitude, time} = observation;
    readEntityAndPosition(table, row, id, entityId, latitude, longitude, entityRowOf, issues);
    if (typeof time === 'number' && time >= -MAX_TIME && time <= MAX_TIME) {
      times[row] = time; // the common case, without building a range
    } else if (time === undefined) {
      issues.push({code: 'INVALID_TIME', id, message: `Observation ${quoteId(id)} has no time`});
    } else if (Array.isArray(time)) {
      issues.push({code: 'INVALID_TIME', id, message: `Observation ${quoteId(id)} needs one instant, not a range`});
    } else {
      const range = checkTime(time as Parameters<typeof checkTime>[0], id, 'Observation', issues);
      if (range) times[row] = range[0];
    }
  }
  throwIfIssues(issues);
  return table;
}

/**
 * Checks the entities (INVALID_ID, INVALID_TYPE for a bad entity or style) and returns their ids
 * sorted, with id -> position in that list.
 */
export function readEntities(
  entities: Record<Id, unknown>,
  issues: ValidationIssue[],
): {list: Id[]; rowOf: Map<Id, number>} {
  for (const [id, entity] of Object.entries(entities)) {
    checkId(id, issues);
    if (!isRecord(entity)) {
      issues.push({code: 'INVALID_TYPE', id, message: `Entity ${quoteId(id)} must be an object`});
      continue;
    }
    checkColor(entity.color, 'color', id, 'Entity', issues);
    checkNonNegative(entity.size, 'size', id, 'Entity', issues);
    checkString(entity.label, 'label', id, 'Entity', issues);
  }
  const list = Object.keys(entities).sort();
  return {list, rowOf: new Map(list.map((id, row) => [id, row]))};
}

/** A table of `ids.length` rows, all zero, over the entities `entities`. */
export function emptyTable(ids: Id[], entities: Id[]): ObservationTable {
  const count = ids.length;
  return {
    ids,
    entities,
    entityRows: new Int32Array(count),
    longitudes: new Float64Array(count),
    latitudes: new Float64Array(count),
    times: new Float64Array(count),
  };
}

/**
 * Sets row `row` of `table` to its entity and position, or pushes INVALID_TYPE (entityId not a
 * string, coordinates not finite numbers), UNKNOWN_ENTITY or COORDINATE_OUT_OF_RANGE.
 */
export function readEntityAndPosition(
  table: ObservationTable,
  row: number,
  id: Id,
  entityId: unknown,
  latitude: unknown,
  longitude: unknown,
  entityRowOf: ReadonlyMap<Id, number>,
  issues: ValidationIssue[],
): void {
  const entityRow = typeof entityId === 'string' ? entityRowOf.get(entityId) : undefined;
  if (typeof entityId !== 'string') {
    issues.push({code: 'INVALID_TYPE', id, message: `Observation ${quoteId(id)} needs a string entityId`});
  } else if (entityRow === undefined) {
    issues.push({
      code: 'UNKNOWN_ENTITY',
      id,
      message: `Observation ${quoteId(id)} references unknown entity ${quoteId(entityId)}`,
    });
  } else {
    table.entityRows[row] = entityRow;
  }
  const inRange =
    typeof latitude === 'number' &&
    typeof longitude === 'number' &&
    latitude >= -MAX_LATITUDE &&
    latitude <= MAX_LATITUDE &&
    longitude >= -MAX_LONGITUDE &&
    longitude <= MAX_LONGITUDE;
  if (inRange || checkCoordinates(latitude, longitude, id, 'Observation', issues)) {
    table.latitudes[row] = latitude as number;
    table.longitudes[row] = longitude as number;
  }
}
