import {checkColumnId, checkColumnShape, checkUniqueIds, columnIdLabel} from '../../core/columnInput.js';
import {MapWeaveError, describeValue, quoteId, throwIfIssues, type ValidationIssue} from '../../core/errors.js';
import {MAX_TIME} from '../../core/time.js';
import type {ObservationsColumns, ObservationsData} from '../../core/types.js';
import {isPlainRecord, isRecord} from '../../core/validate.js';
import {emptyTable, readEntities, readEntityAndPosition, type ObservationTable} from './model.js';

const FORM = 'Observations columns';

/** Whether `data` is the column form: its `observations` holds an `ids` array (an observation never is one). */
export function isObservationsColumns(data: unknown): data is ObservationsColumns {
  return isRecord(data) && isRecord(data.observations) && Array.isArray(data.observations.ids);
}

/**
 * Validates the column form as a whole and returns a copy as a table. Throws one MapWeaveError
 * listing every offending id, with the record form's codes plus INVALID_ID (an id that is not a
 * string, or `__proto__`) and DUPLICATE_ID (an id used twice, or an entity's id).
 */
export function readObservationsColumns(data: ObservationsColumns): ObservationTable {
  if (!isPlainRecord(data.entities))
    throw new MapWeaveError('INVALID_TYPE', `${FORM} need entities, a plain object of entities keyed by id`);
  checkColumnShape(data.observations, FORM, 'observations', ['times', 'latitudes', 'longitudes'], ['entityIds']);
  const {ids: givenIds, entityIds, times, latitudes, longitudes} = data.observations;
  const issues: ValidationIssue[] = [];
  const {list: entityList, rowOf: entityRowOf} = readEntities(data.entities, issues);
  const ids = givenIds.slice();
  const table = emptyTable(ids, entityList);
  for (let row = 0; row < ids.length; row++) {
    const id = columnIdLabel(ids[row]);
    checkColumnId(ids[row], row, issues);
    readEntityAndPosition(table, row, id, entityIds[row], latitudes[row], longitudes[row], entityRowOf, issues);
    const time = times[row];
    if (typeof time === 'number' && time >= -MAX_TIME && time <= MAX_TIME) {
      table.times[row] = time;
    } else {
      issues.push({
        code: 'INVALID_TIME',
        id,
        message: `Observation ${quoteId(id)} needs a time in milliseconds within ±${MAX_TIME} (got ${describeValue(time)})`,
      });
    }
  }
  // An id shared by an entity and an observation counts as used twice, like two observations'.
  checkUniqueIds([entityList, ids], issues);
  throwIfIssues(issues);
  return table;
}

/** The table as the record form (what `data()` returns after columns were given). */
export function recordsOfTable(table: ObservationTable, entities: ObservationsData['entities']): ObservationsData {
  const observations: ObservationsData['observations'] = {};
  const {ids, entities: entityList, entityRows, latitudes, longitudes, times} = table;
  for (let row = 0; row < ids.length; row++) {
    observations[ids[row]!] = {
      entityId: entityList[entityRows[row]!]!,
      latitude: latitudes[row]!,
      longitude: longitudes[row]!,
      time: times[row]!,
    };
  }
  return {entities, observations};
}
