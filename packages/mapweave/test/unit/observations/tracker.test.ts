import {describe, expect, it} from 'vitest';
import {NetworkLayer} from '../../../src/layers/network/NetworkLayer.js';
import {ObservationsLayer} from '../../../src/layers/observations/ObservationsLayer.js';
import {caught} from '../caught.js';

function shipLayer(): ObservationsLayer {
  return new ObservationsLayer({
    id: 'obs',
    data: {
      entities: {v: {}},
      observations: {
        o1: {entityId: 'v', latitude: 0, longitude: 0, time: 0},
        o2: {entityId: 'v', latitude: 0, longitude: 10, time: 1000},
      },
    },
  });
}

describe('ObservationsLayer tracker calls with bad arguments', () => {
  it.each([
    ['null', null],
    ['a string', '0,0'],
    ['NaN coordinates', {latitude: Number.NaN, longitude: 0}],
    ['string coordinates', {latitude: '1', longitude: '2'}],
    ['symbol coordinates', {latitude: Symbol('lat'), longitude: 0}],
    ['coordinates out of range', {latitude: 91, longitude: 0}],
  ])('dragTrackerTo("v", %s) throws a MapWeaveError and leaves currentTime as it was', (_name, coordinate) => {
    const layer = shipLayer();
    const before = layer.options().currentTime;
    expect(['INVALID_TYPE', 'COORDINATE_OUT_OF_RANGE']).toContain(
      caught(() => layer.dragTrackerTo('v', coordinate as never)).code,
    );
    expect(layer.options().currentTime).toBe(before);
  });

  it('dragTrackerTo() takes a coordinate without a prototype', () => {
    const layer = shipLayer();
    const coordinate = Object.assign(Object.create(null) as object, {latitude: 0, longitude: 5});
    expect(layer.dragTrackerTo('v', coordinate as never)).toBeCloseTo(500, 6);
  });

  it.each([
    ['a symbol', Symbol('v')],
    ['an object without a prototype', Object.create(null)],
    ['null', null],
  ])('an entity id that is %s throws INVALID_TYPE from hasEntity() and dragTrackerTo()', (_name, id) => {
    const layer = shipLayer();
    expect(caught(() => layer.hasEntity(id as never)).code).toBe('INVALID_TYPE');
    expect(caught(() => layer.dragTrackerTo(id as never, {latitude: 0, longitude: 0})).code).toBe('INVALID_TYPE');
  });
});

describe('colour arrays with holes', () => {
  it.each([
    ['[, , ,]', new Array(3)],
    ['[255, , 0]', Object.assign(new Array(3), {0: 255, 2: 0})],
    ['[1, 2, 3, ,]', Object.assign(new Array(4), {0: 1, 1: 2, 2: 3})],
  ])('a node colour %s is rejected, not kept as [null, null, null]', (_name, color) => {
    const error = caught(
      () => new NetworkLayer({id: 'n', data: {a: {type: 'node', latitude: 0, longitude: 0, color: color as never}}}),
    );
    expect(error.code).toBe('INVALID_TYPE');
    expect(error.message).toContain('color');
  });
});
