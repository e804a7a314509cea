import {describe, expect, it} from 'vitest';
import {GeoJsonLayer} from '../../src/layers/geojson/GeoJsonLayer.js';
import {NetworkLayer} from '../../src/layers/network/NetworkLayer.js';
import {TileLayer} from '../../src/layers/tile/TileLayer.js';
import {ObservationsLayer} from '../../src/layers/observations/ObservationsLayer.js';
import {MapWeaveError} from '../../src/core/errors.js';

function codeOf(action: () => unknown): string | undefined {
  try {
    action();
  } catch (error) {
    return error instanceof MapWeaveError ? error.code : `not a MapWeaveError: ${String(error)}`;
  }
  return undefined;
}

describe('common layer API: options', () => {
  it('merges nested options and keeps the rest', () => {
    const layer = new NetworkLayer({id: 'net', options: {nodeDefaults: {color: '#ff0000'}}});
    layer.options({nodeDefaults: {size: 20}, freeNodeDistance: 60});
    expect(layer.options().nodeDefaults).toMatchObject({color: '#ff0000', size: 20, glyphColor: '#ffffff'});
    expect(layer.options().freeNodeDistance).toBe(60);
  });

  it('resetOptions returns every option to its default, then applies the given ones', () => {
    const layer = new NetworkLayer({id: 'net', options: {nodeDefaults: {color: '#ff0000'}, freeNodeDistance: 60}});
    layer.resetOptions({selectOnClick: false});
    expect(layer.options().nodeDefaults.color).toBe('#2563eb');
    expect(layer.options().freeNodeDistance).toBe(40);
    expect(layer.options().selectOnClick).toBe(false);
  });

  it('rejects an unknown option and a bad value without changing the options', () => {
    const layer = new TileLayer({id: 'tiles', data: 'https://t.example/{z}/{x}/{y}.png', options: {opacity: 0.5}});
    expect(codeOf(() => layer.options({opacty: 1} as never))).toBe('INVALID_OPTION');
    expect(codeOf(() => layer.options({opacity: 2}))).toBe('INVALID_OPTION');
    expect(layer.options().opacity).toBe(0.5);
  });

  it('rejects a bad colour in the defaults', () => {
    expect(codeOf(() => new NetworkLayer({id: 'net', options: {nodeDefaults: {color: 'not-a-colour'}}}))).toBe(
      'INVALID_OPTION',
    );
  });

  it('gets and sets visibility and the filter', () => {
    const layer = new GeoJsonLayer({id: 'areas'});
    expect(layer.visible()).toBe(true);
    expect(layer.visible(false).visible()).toBe(false);
    const predicate = () => true;
    expect(layer.filter(predicate).filter()).toBe(predicate);
    expect(layer.filter(null).filter()).toBeNull();
    expect(codeOf(() => layer.visible('yes' as never))).toBe('INVALID_OPTION');
    expect(codeOf(() => layer.filter(42 as never))).toBe('INVALID_OPTION');
  });

  it('needs an id', () => {
    expect(codeOf(() => new GeoJsonLayer({id: ''}))).toBe('INVALID_OPTION');
  });
});

describe('getBounds', () => {
  const network = () =>
    new NetworkLayer({
      id: 'net',
      data: {
        a: {type: 'node', latitude: 10, longitude: -20},
        b: {type: 'node', latitude: -5, longitude: 30},
        c: {type: 'node', latitude: 40, longitude: 0},
        ab: {type: 'link', id1: 'a', id2: 'b'},
      },
    });

  it('bounds every node, the given nodes, or the ends of the given links', () => {
    expect(network().getBounds()).toEqual([
      [-20, -5],
      [30, 40],
    ]);
    expect(network().getBounds(['c'])).toEqual([
      [0, 40],
      [0, 40],
    ]);
    expect(network().getBounds(['ab'])).toEqual([
      [-20, -5],
      [30, 10],
    ]);
  });

  it('leaves out nodes the filter hides and throws UNKNOWN_ID for unknown ids', () => {
    const layer = network().filter((item, id) => id !== 'c');
    expect(layer.getBounds()).toEqual([
      [-20, -5],
      [30, 10],
    ]);
    expect(codeOf(() => layer.getBounds(['nope']))).toBe('UNKNOWN_ID');
  });

  it('is null for an empty layer and for tiles', () => {
    expect(new NetworkLayer({id: 'empty'}).getBounds()).toBeNull();
    expect(new TileLayer({id: 'tiles', data: 'https://t.example/{z}/{x}/{y}.png'}).getBounds()).toBeNull();
  });

  it('bounds GeoJSON features of every geometry type', () => {
    const layer = new GeoJsonLayer({
      id: 'areas',
      data: {
        type: 'FeatureCollection',
        features: [
          {type: 'Feature', id: 'p', properties: {}, geometry: {type: 'Point', coordinates: [5, 6]}},
          {
            type: 'Feature',
            properties: {id: 'poly'},
            geometry: {
              type: 'Polygon',
              coordinates: [
                [
                  [0, 0],
                  [10, 0],
                  [10, -8],
                  [0, 0],
                ],
              ],
            },
          },
        ],
      },
    });
    expect(layer.getBounds()).toEqual([
      [0, -8],
      [10, 6],
    ]);
    expect(layer.getBounds(['poly'])).toEqual([
      [0, -8],
      [10, 0],
    ]);
  });

  it('bounds observations, all or of one entity', () => {
    const layer = new ObservationsLayer({
      id: 'obs',
      data: {
        entities: {ship: {}, plane: {}},
        observations: {
          o1: {entityId: 'ship', latitude: 1, longitude: 2, time: 0},
          o2: {entityId: 'ship', latitude: 3, longitude: 4, time: 1000},
          o3: {entityId: 'plane', latitude: -10, longitude: 50, time: 0},
        },
      },
    });
    expect(layer.getBounds()).toEqual([
      [2, -10],
      [50, 3],
    ]);
    expect(layer.getBounds(['ship'])).toEqual([
      [2, 1],
      [4, 3],
    ]);
  });
});

describe('layer data validation', () => {
  it('rejects non-GeoJSON and duplicate feature ids', () => {
    expect(codeOf(() => new GeoJsonLayer({id: 'g', data: {type: 'Nope'} as never}))).toBe('INVALID_GEOJSON');
    expect(codeOf(() => new GeoJsonLayer({id: 'g', data: 42 as never}))).toBe('INVALID_GEOJSON');
    expect(codeOf(() => new GeoJsonLayer({id: 'g', data: {type: 'Point', coordinates: ['a', 'b']} as never}))).toBe(
      'INVALID_GEOJSON',
    );
    const twice = {
      type: 'Feature' as const,
      id: 'x',
      properties: {},
      geometry: {type: 'Point' as const, coordinates: [0, 0]},
    };
    expect(codeOf(() => new GeoJsonLayer({id: 'g', data: {type: 'FeatureCollection', features: [twice, twice]}}))).toBe(
      'DUPLICATE_ID',
    );
  });

  it('rejects tile URLs without {z}, {x} and {y} and keeps the old URL', () => {
    const layer = new TileLayer({id: 't', data: 'https://t.example/{z}/{x}/{y}.png'});
    expect(codeOf(() => layer.data('https://t.example/tile.png'))).toBe('INVALID_TILE_URL');
    expect(layer.data()).toBe('https://t.example/{z}/{x}/{y}.png');
  });

  it('leaves a network unchanged when a merge is invalid', () => {
    const layer = new NetworkLayer({id: 'net', data: {a: {type: 'node', latitude: 0, longitude: 0}}});
    expect(codeOf(() => layer.merge({l: {type: 'link', id1: 'a', id2: 'missing'}}))).toBe('UNKNOWN_LINK_END');
    expect(Object.keys(layer.data())).toEqual(['a']);
  });
});

describe('entity labels', () => {
  it("are drawn at each labelled entity's position at currentTime, under its dot", () => {
    const layer = new ObservationsLayer({
      id: 'obs',
      options: {currentTime: 15_000},
      data: {
        entities: {ship: {label: 'SHIP', size: 5}, plain: {}},
        observations: {
          o1: {entityId: 'ship', latitude: 0, longitude: 0, time: 0},
          o2: {entityId: 'ship', latitude: 0, longitude: 10, time: 30_000},
          p1: {entityId: 'plain', latitude: 5, longitude: 5, time: 0},
          p2: {entityId: 'plain', latitude: 6, longitude: 6, time: 30_000},
        },
      },
    });
    const labels = layer.renderLayers().find((deckLayer) => deckLayer.id === 'obs::entity-labels');
    const data = labels?.props.data as {
      label: {text: string; position: [number, number]; clearance: number};
      side: string;
    }[];
    expect(data).toHaveLength(1);
    expect(data[0]!.label.text).toBe('SHIP');
    expect(data[0]!.label.position[0]).toBeCloseTo(5, 6);
    expect(data[0]!.label.clearance).toBe(8);
    expect(data[0]!.side).toBe('below');
  });
});
