import {describe, expect, it} from 'vitest';
import {caught} from '../caught.js';
import type {ObservationsData} from '../../../src/core/types.js';
import {validateObservations} from '../../../src/layers/observations/model.js';

describe('validateObservations', () => {
  it('returns the observations as columns', () => {
    const table = validateObservations({
      entities: {e: {color: 'red'}},
      observations: {
        o1: {entityId: 'e', latitude: 1, longitude: 2, time: 10},
        o2: {entityId: 'e', latitude: 3, longitude: 4, time: '1970-01-01T00:00:00.020Z'},
      },
    });
    expect(table.ids).toEqual(['o1', 'o2']);
    expect(table.entities).toEqual(['e']);
    expect(Array.from(table.entityRows)).toEqual([0, 0]);
    expect(Array.from(table.latitudes)).toEqual([1, 3]);
    expect(Array.from(table.longitudes)).toEqual([2, 4]);
    expect(Array.from(table.times)).toEqual([10, 20]);
  });

  it('UNKNOWN_ENTITY lists every observation whose entity is missing', () => {
    const error = caught(() =>
      validateObservations({
        entities: {e: {}},
        observations: {
          ok: {entityId: 'e', latitude: 0, longitude: 0, time: 0},
          lost1: {entityId: 'x', latitude: 0, longitude: 0, time: 0},
          lost2: {entityId: 'y', latitude: 0, longitude: 0, time: 0},
        },
      }),
    );
    expect(error.code).toBe('UNKNOWN_ENTITY');
    expect(error.ids).toEqual(['lost1', 'lost2']);
    expect(error.message).toContain('Observation "lost1" references unknown entity "x"');
  });

  it('COORDINATE_OUT_OF_RANGE, INVALID_TIME and DUPLICATE_ID', () => {
    const entities = {e: {}};
    expect(
      caught(() =>
        validateObservations({entities, observations: {o: {entityId: 'e', latitude: -91, longitude: 0, time: 0}}}),
      ),
    ).toMatchObject({
      code: 'COORDINATE_OUT_OF_RANGE',
      ids: ['o'],
    });
    expect(
      caught(() =>
        validateObservations({
          entities,
          observations: {
            bad: {entityId: 'e', latitude: 0, longitude: 0, time: 'yesterday'},
            none: {entityId: 'e', latitude: 0, longitude: 0} as never,
            range: {entityId: 'e', latitude: 0, longitude: 0, time: [0, 1] as never},
          },
        }),
      ),
    ).toMatchObject({code: 'INVALID_TIME', ids: ['bad', 'none', 'range']});
    expect(
      caught(() =>
        validateObservations({entities, observations: {e: {entityId: 'e', latitude: 0, longitude: 0, time: 0}}}),
      ),
    ).toMatchObject({
      code: 'DUPLICATE_ID',
      ids: ['e'],
    });
  });

  it('INVALID_TYPE for a wrong shape and bad entity styles', () => {
    expect(caught(() => validateObservations({entities: {}} as ObservationsData)).code).toBe('INVALID_TYPE');
    expect(caught(() => validateObservations({entities: {e: {color: 'nope'}}, observations: {}}))).toMatchObject({
      code: 'INVALID_TYPE',
      ids: ['e'],
    });
  });
});
