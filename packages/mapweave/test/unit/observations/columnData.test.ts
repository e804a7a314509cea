// The column form of ObservationsLayer data (`ObservationsColumns`): the same layer as the record
// form, and one MapWeaveError with a code for every kind of bad input.
import type {PickingInfo} from '@deck.gl/core';
import {describe, expect, it} from 'vitest';
import {caught} from '../caught.js';
import type {ObservationsColumns, ObservationsData} from '../../../src/core/types.js';
import {ObservationsLayer} from '../../../src/layers/observations/ObservationsLayer.js';

const columns = (): ObservationsColumns => ({
  entities: {red: {color: '#ff0000'}, blue: {}},
  observations: {
    ids: ['r1', 'b1', 'r2'],
    entityIds: ['red', 'blue', 'red'],
    times: new Float64Array([1000, 1500, 2000]),
    latitudes: [10, 20, 30],
    longitudes: new Float32Array([1, 2, 3]),
  },
});

const records: ObservationsData = {
  entities: {red: {color: '#ff0000'}, blue: {}},
  observations: {
    r1: {entityId: 'red', latitude: 10, longitude: 1, time: 1000},
    b1: {entityId: 'blue', latitude: 20, longitude: 2, time: 1500},
    r2: {entityId: 'red', latitude: 30, longitude: 3, time: 2000},
  },
};

/** `columns()` with some observation columns replaced. */
function withObservations(
  change: Partial<Record<keyof ObservationsColumns['observations'], unknown>>,
): ObservationsColumns {
  const data = columns();
  return {...data, observations: {...data.observations, ...change} as ObservationsColumns['observations']};
}

const rejection = (data: ObservationsColumns) => caught(() => new ObservationsLayer({id: 'obs', data}));

describe('ObservationsLayer column data', () => {
  it('draws and reads back like the record form, from the constructor and from data()', () => {
    const fromColumns = new ObservationsLayer({id: 'obs', data: columns()});
    const fromRecords = new ObservationsLayer({id: 'obs', data: records});
    expect(fromColumns.data()).toEqual(records);
    expect(fromColumns.getTrajectories()).toEqual(fromRecords.getTrajectories());
    expect(fromColumns.getBounds()).toEqual(fromRecords.getBounds());
    const replaced = new ObservationsLayer({id: 'obs', data: {entities: {}, observations: {}}}).data(columns());
    expect(replaced.data()).toEqual(records);
    expect(replaced.getTrackerNodePositions()).toEqual(fromRecords.getTrackerNodePositions());
  });

  it('picks an observation of the column form by its row', () => {
    const layer = new ObservationsLayer({id: 'obs', data: columns()});
    const info = {layer: {id: 'obs::observations'}, index: 1} as unknown as PickingInfo;
    expect(layer.toEventItem(info)).toEqual({layerId: 'obs', id: 'b1', type: 'observation', data: undefined});
    expect(layer.toEventItem({...info, index: 7})).toBeNull();
  });

  it('copies the columns, and a filter sees each row as an observation', () => {
    const data = columns();
    const layer = new ObservationsLayer({id: 'obs', data});
    (data.observations.ids as string[])[0] = 'changed';
    layer.filter((observation, id) => observation.entityId === 'red' && id !== 'r2');
    expect(layer.getTrajectories().map((trajectory) => trajectory.observationIds)).toEqual([['r1']]);
  });

  it('INVALID_TYPE for missing entities, a column that is missing, of the wrong kind or of another length', () => {
    expect(rejection({...columns(), entities: [] as never}).code).toBe('INVALID_TYPE');
    expect(rejection(withObservations({times: undefined})).code).toBe('INVALID_TYPE');
    expect(rejection(withObservations({entityIds: new Float64Array(3)})).code).toBe('INVALID_TYPE');
    const short = rejection(withObservations({latitudes: [10, 20]}));
    expect(short.code).toBe('INVALID_TYPE');
    expect(short.message).toContain('observations.latitudes has 2 values for 3 ids');
  });

  it('INVALID_TYPE for coordinates that are not finite numbers, COORDINATE_OUT_OF_RANGE outside the globe', () => {
    expect(rejection(withObservations({latitudes: [10, Number.NaN, '30']}))).toMatchObject({
      code: 'INVALID_TYPE',
      ids: ['b1', 'r2'],
    });
    expect(rejection(withObservations({longitudes: [1, 200, 3]}))).toMatchObject({
      code: 'COORDINATE_OUT_OF_RANGE',
      ids: ['b1'],
    });
  });

  it('INVALID_TIME for a time that is not a number of milliseconds within ±8.64e15', () => {
    expect(rejection(withObservations({times: [1000, Number.POSITIVE_INFINITY, '2000']}))).toMatchObject({
      code: 'INVALID_TIME',
      ids: ['b1', 'r2'],
    });
    expect(rejection(withObservations({times: [1000, 9e15, 2000]}))).toMatchObject({code: 'INVALID_TIME', ids: ['b1']});
  });

  it('UNKNOWN_ENTITY for an entity id that is not an entity, INVALID_TYPE for one that is not a string', () => {
    expect(rejection(withObservations({entityIds: ['red', 'green', 'red']}))).toMatchObject({
      code: 'UNKNOWN_ENTITY',
      ids: ['b1'],
    });
    expect(rejection(withObservations({entityIds: ['red', 7, 'red']}))).toMatchObject({
      code: 'INVALID_TYPE',
      ids: ['b1'],
    });
  });

  it('INVALID_ID for an id that is not a string or is reserved', () => {
    expect(rejection(withObservations({ids: ['r1', 7, '__proto__']}))).toMatchObject({
      code: 'INVALID_ID',
      ids: ['7', '__proto__'],
    });
  });

  it('DUPLICATE_ID for an id used twice or equal to an entity id, and leaves the layer as it was', () => {
    const layer = new ObservationsLayer({id: 'obs', data: columns()});
    expect(caught(() => layer.data(withObservations({ids: ['r1', 'r1', 'red']})))).toMatchObject({
      code: 'DUPLICATE_ID',
      ids: ['r1', 'red'],
    });
    expect(layer.data()).toEqual(records);
  });
});
