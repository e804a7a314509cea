// Hostile options: colours parsed in linear time, every option checked (nested ones
// included) with a MapWeaveError naming its path, BigInt / Symbol / cyclic values rejected with a
// code, and a rejected options() call leaving the layer as it was.
import {describe, expect, it} from 'vitest';
import {StandaloneAdapter} from '../../src/adapters/StandaloneAdapter.js';
import {parseColor} from '../../src/core/color.js';
import type {DeepPartial} from '../../src/core/defaults.js';
import {MapWeave} from '../../src/map/MapWeave.js';
import type {MapWeaveOptions} from '../../src/map/options.js';
import type {ObservationsData} from '../../src/core/types.js';
import type {GeoJsonLayerOptions} from '../../src/layers/geojson/options.js';
import type {NetworkLayerOptions} from '../../src/layers/network/options.js';
import type {ObservationsLayerOptions} from '../../src/layers/observations/options.js';
import type {TileLayerOptions} from '../../src/layers/tile/options.js';
import {analyzeInWorker} from '../../src/graph/analyzeInWorker.js';
import {createGraphEngine} from '../../src/graph/GraphEngine.js';
import {GeoJsonLayer} from '../../src/layers/geojson/GeoJsonLayer.js';
import {NetworkLayer} from '../../src/layers/network/NetworkLayer.js';
import {ObservationsLayer} from '../../src/layers/observations/ObservationsLayer.js';
import {TileLayer} from '../../src/layers/tile/TileLayer.js';
import {sameValue} from '../../src/react/sameValue.js';
import {caught} from './caught.js';

const code = (code: string) => expect.objectContaining({name: 'MapWeaveError', code});

function cyclic(): Record<string, unknown> {
  const value: Record<string, unknown> = {color: 'red'};
  value.self = value;
  return value;
}

describe('colour strings are parsed in linear time', () => {
  /** `rgb(` and spaces without the closing parenthesis: cubic backtracking for the old regular expression. */
  const hostile = (length: number) => `rgb(${' '.repeat(length)}x`;
  const node = (color: object) => ({a: {type: 'node' as const, latitude: 0, longitude: 0, ...color}});
  const observations = (color: object): ObservationsData => ({
    entities: {e: color},
    observations: {o: {entityId: 'e', latitude: 0, longitude: 0, time: 0}},
  });

  const fields: [string, (color: string) => unknown][] = [
    ['parseColor', (color) => parseColor(color)],
    ['node color', (color) => new NetworkLayer({id: 'n', data: node({color})})],
    ['node labelColor', (color) => new NetworkLayer({id: 'n', data: node({labelColor: color})})],
    ['node glyphColor', (color) => new NetworkLayer({id: 'n', data: node({glyphColor: color})})],
    ['node border.color', (color) => new NetworkLayer({id: 'n', data: node({border: {color}})})],
    [
      'link color',
      (color) =>
        new NetworkLayer({
          id: 'n',
          data: {...node({}), b: {type: 'node'}, l: {type: 'link', id1: 'a', id2: 'b', color}},
        }),
    ],
    ['entity color', (color) => new ObservationsLayer({id: 'o', data: observations({color})})],
    ['nodeDefaults.color', (color) => new NetworkLayer({id: 'n', options: {nodeDefaults: {color}}})],
    ['nodeDefaults.labelColor', (color) => new NetworkLayer({id: 'n', options: {nodeDefaults: {labelColor: color}}})],
    ['nodeDefaults.glyphColor', (color) => new NetworkLayer({id: 'n', options: {nodeDefaults: {glyphColor: color}}})],
    ['nodeDefaults.border.color', (color) => new NetworkLayer({id: 'n', options: {nodeDefaults: {border: {color}}}})],
    ['linkDefaults.color', (color) => new NetworkLayer({id: 'n', options: {linkDefaults: {color}}})],
    ['selectedStyle.color', (color) => new NetworkLayer({id: 'n', options: {selectedStyle: {color}}})],
    [
      'selectedStyle.borderColor',
      (color) => new NetworkLayer({id: 'n', options: {selectedStyle: {borderColor: color}}}),
    ],
    ['selectedStyle.haloColor', (color) => new NetworkLayer({id: 'n', options: {selectedStyle: {haloColor: color}}})],
    ['hoverStyle.color', (color) => new NetworkLayer({id: 'n', options: {hoverStyle: {color}}})],
    ['hoverStyle.borderColor', (color) => new NetworkLayer({id: 'n', options: {hoverStyle: {borderColor: color}}})],
    ['hoverStyle.haloColor', (color) => new NetworkLayer({id: 'n', options: {hoverStyle: {haloColor: color}}})],
    ['observationDefaults.color', (color) => new ObservationsLayer({id: 'o', options: {observationDefaults: {color}}})],
    ['trajectory.color', (color) => new ObservationsLayer({id: 'o', options: {trajectory: {color}}})],
    ['geojson fillColor', (color) => new GeoJsonLayer({id: 'g', options: {fillColor: color}})],
    ['geojson lineColor', (color) => new GeoJsonLayer({id: 'g', options: {lineColor: color}})],
    [
      'geojson selectedStyle.fillColor',
      (color) => new GeoJsonLayer({id: 'g', options: {selectedStyle: {fillColor: color}}}),
    ],
    [
      'geojson selectedStyle.lineColor',
      (color) => new GeoJsonLayer({id: 'g', options: {selectedStyle: {lineColor: color}}}),
    ],
  ];

  // The old expression took ~2 s for 2000 characters and minutes for 10 000; linear parsing takes well under a millisecond.
  it.each(fields)('%s: a hostile colour of 2000 and of 100 000 characters is rejected in < 1 s', (_field, attempt) => {
    for (const length of [2000, 100_000]) {
      const started = performance.now();
      const error = caught(() => attempt(hostile(length)));
      expect(performance.now() - started, `${length} characters`).toBeLessThan(1000);
      expect(['INVALID_OPTION', 'INVALID_TYPE']).toContain(error.code);
      expect(error.message.length, 'the message quotes an excerpt, not the whole string').toBeLessThan(2000);
    }
  });

  it('still reads rgb() and rgba() with any spacing', () => {
    expect(parseColor('rgb(  1 ,2,   3  )')).toEqual([1, 2, 3, 255]);
    expect(parseColor(' RGBA(1, 2, 3, 0.5) ')).toEqual([1, 2, 3, 128]);
    expect(parseColor('rgb(1 2 3 / 50%)')).toEqual([1, 2, 3, 128]);
    for (const bad of ['rgb(1, 2, 3', 'rgb 1, 2, 3)', 'rgbx(1, 2, 3)', 'rgb()', 'rgb(1, 2, 3))']) {
      expect(() => parseColor(bad), bad).toThrow(code('INVALID_OPTION'));
    }
  });
});

describe('every option is checked when it is given, nested ones included', () => {
  /** Each bad option of a layer and the path its error must name. */
  function expectRejected<T>(
    make: (options: DeepPartial<T>) => unknown,
    update: (options: DeepPartial<T>) => unknown,
    cases: [string, unknown][],
  ) {
    for (const [path, options] of cases) {
      for (const attempt of [() => make(options as DeepPartial<T>), () => update(options as DeepPartial<T>)]) {
        const error = caught(attempt);
        expect(error.code, path).toBe('INVALID_OPTION');
        expect(error.message, path).toContain(path);
      }
    }
  }

  it('NetworkLayer', () => {
    const layer = new NetworkLayer({id: 'n'});
    expectRejected<NetworkLayerOptions>(
      (options) => new NetworkLayer({id: 'm', options}),
      (options) => layer.options(options),
      [
        ['labels', {labels: null}],
        ['labels.visible', {labels: {visible: 'no'}}],
        ['labels.fontSize', {labels: {fontSize: 0}}],
        ['labels.fontWeight', {labels: {fontWeight: 'heavy' as never}}],
        ['labels.haloWidth', {labels: {haloWidth: -1}}],
        ['labels.haloColor', {labels: {haloColor: 'nope'}}],
        ['labels.collision', {labels: {collision: 'yes' as never}}],
        ['nodeDefaults.size', {nodeDefaults: {size: 'big'}}],
        ['nodeDefaults.colour', {nodeDefaults: {colour: 'red'}}],
        ['nodeDefaults.labelColor', {nodeDefaults: {labelColor: 'nope'}}],
        ['nodeDefaults', {nodeDefaults: null}],
        ['nodeDefaults.border.width', {nodeDefaults: {border: {width: -1}}}],
        ['linkDefaults.shape', {linkDefaults: {shape: 'zigzag'}}],
        ['linkDefaults.direction', {linkDefaults: {direction: 'up'}}],
        ['linkDefaults.arcHeight', {linkDefaults: {arcHeight: Number.NaN}}],
        ['freeNodeDistance', {freeNodeDistance: Number.NaN}],
        ['freeNodeMaxMeters', {freeNodeMaxMeters: 0}],
        ['selectOnClick', {selectOnClick: 1}],
        ['selectedStyle.borderWidth', {selectedStyle: {borderWidth: 'x'}}],
        ['hoverStyle.halo', {hoverStyle: {halo: 'red'}}],
        ['proximityCombine', {proximityCombine: 'yes'}],
        ['proximityCombine.radius', {proximityCombine: {radius: 'far'}}],
        ['proximityCombine.comboNodeStyle', {proximityCombine: {comboNodeStyle: 'red'}}],
        ['timeFilterRange', {timeFilterRange: 5}],
        ['freeNodeDistanse', {freeNodeDistanse: 3}],
      ],
    );
  });

  it('ObservationsLayer', () => {
    const layer = new ObservationsLayer({id: 'o'});
    expectRejected<ObservationsLayerOptions>(
      (options) => new ObservationsLayer({id: 'p', options}),
      (options) => layer.options(options),
      [
        ['mode', {mode: 'all'}],
        ['labels.collision', {labels: {collision: 1 as never}}],
        ['autoRange.observations', {autoRange: {observations: [10, 2]}}],
        ['autoRange.trajectory', {autoRange: {trajectory: [0, 3]}}],
        ['trajectory.maximumInterval', {trajectory: {maximumInterval: -1}}],
        ['trajectory.width', {trajectory: {width: '2px'}}],
        ['trajectory.colour', {trajectory: {colour: 'red'}}],
        ['observationDefaults.size', {observationDefaults: {size: null}}],
        ['observationDefaults', {observationDefaults: 'red'}],
      ],
    );
  });

  it('GeoJsonLayer', () => {
    const layer = new GeoJsonLayer({id: 'g'});
    expectRejected<GeoJsonLayerOptions>(
      (options) => new GeoJsonLayer({id: 'h', options}),
      (options) => layer.options(options),
      [
        ['opacity', {opacity: 2}],
        ['lineWidth', {lineWidth: 'thin'}],
        ['pointRadius', {pointRadius: -3}],
        ['pickable', {pickable: 'yes'}],
        ['fillColor', {fillColor: 'nope'}],
        ['selectedStyle.fill', {selectedStyle: {fill: 'red'}}],
      ],
    );
  });

  it('TileLayer', () => {
    const layer = new TileLayer({id: 't'});
    expectRejected<TileLayerOptions>(
      (options) => new TileLayer({id: 'u', options}),
      (options) => layer.options(options),
      [
        ['minZoom', {minZoom: Number.NaN}],
        ['tileSize', {tileSize: 0}],
        ['attribution', {attribution: 5}],
        ['maxzoom', {maxzoom: 3}],
      ],
    );
    expect(() => layer.options({minZoom: 5, maxZoom: 3})).toThrow(code('INVALID_OPTION'));
  });

  it('times keep their own code, with the path in the message', () => {
    const error = caught(() => new ObservationsLayer({id: 'o', options: {currentTime: 'soon'}}));
    expect(error.code).toBe('INVALID_TIME');
    expect(error.message).toContain('currentTime');
    expect(caught(() => new NetworkLayer({id: 'n', options: {timeFilterRange: [0, 'later']}})).message).toContain(
      'timeFilterRange',
    );
  });

  it('the layer config: visible, filter and its keys', () => {
    for (const [field, config] of [
      ['visible', {visible: 'no'}],
      ['filter', {filter: 'x'}],
      ['optons', {optons: {}}],
    ] as const) {
      for (const make of [
        () => new NetworkLayer({id: 'n', ...(config as object)}),
        () => new ObservationsLayer({id: 'o', ...(config as object)}),
        () => new GeoJsonLayer({id: 'g', ...(config as object)}),
        () => new TileLayer({id: 't', ...(config as object)}),
      ]) {
        const error = caught(make);
        expect(error.code, field).toBe('INVALID_OPTION');
        expect(error.message, field).toContain(field);
      }
    }
    expect(new NetworkLayer({id: 'n', visible: false, filter: null}).visible()).toBe(false);
  });

  it('the map, its layers and its adapter (setViewState, flyTo and fitBounds: test/browser/options.spec.ts)', () => {
    const bad: [string, MapWeaveOptions][] = [
      ['minZom', {minZom: 3} as MapWeaveOptions],
      ['minZoom', {minZoom: Number.NaN}],
      ['maxZoom', {maxZoom: '20' as unknown as number}],
      ['view.zom', {view: {zom: 3} as MapWeaveOptions['view']}],
      ['view.zoom', {view: {zoom: 'x' as unknown as number}}],
      ['label', {label: 5 as unknown as string}],
      ['cooperativeGestures', {cooperativeGestures: 'yes' as unknown as boolean}],
      ['layers', {layers: 'routes' as unknown as []}],
    ];
    // Checked before the map touches the DOM, so no document is needed here.
    for (const [path, options] of bad) {
      const error = caught(() => new MapWeave(options));
      expect(error.code, path).toBe('INVALID_OPTION');
      expect(error.message, path).toContain(path);
    }
    // The layers too: without a container here, reaching the DOM would throw INVALID_CONTAINER instead.
    expect(() => new MapWeave({layers: [null as never]})).toThrow(code('INVALID_OPTION'));
    const twins = [new NetworkLayer({id: 'same'}), new TileLayer({id: 'same'})];
    expect(() => new MapWeave({layers: twins})).toThrow(code('DUPLICATE_ID'));
    expect(caught(() => new StandaloneAdapter({tileAtribution: 'x'} as never)).message).toContain('tileAtribution');
    expect(caught(() => new StandaloneAdapter({tileAttribution: 5} as never)).message).toContain('tileAttribution');
  });

  it('graph analysis options', async () => {
    const data = {
      a: {type: 'node' as const},
      b: {type: 'node' as const},
      ab: {type: 'link' as const, id1: 'a', id2: 'b'},
    };
    const engine = createGraphEngine(data);
    const typos: [string, () => unknown][] = [
      ['directd', () => createGraphEngine(data, {directd: true} as never)],
      ['wieght', () => new NetworkLayer({id: 'n', data}).getGraphEngine({wieght: null} as never)],
      ['normalised', () => engine.betweenness({normalised: true} as never)],
      ['resolutoin', () => engine.communities({resolutoin: 2} as never)],
    ];
    for (const [path, attempt] of typos) {
      const error = caught(attempt);
      expect(error.code, path).toBe('INVALID_OPTION');
      expect(error.message, path).toContain(path);
    }
    await expect(analyzeInWorker(data, 'degrees', {normalised: true} as never)).rejects.toMatchObject({
      code: 'INVALID_OPTION',
    });
  });

  it('error messages name the layer by its class name, which a minifier does not rename', () => {
    expect(caught(() => new NetworkLayer({id: 'routes', options: {freeNodeDistance: -1}})).message).toContain(
      'NetworkLayer "routes"',
    );
  });
});

describe('BigInt, Symbol and cyclic values give a MapWeaveError with a code', () => {
  it('in options', () => {
    const layer = new NetworkLayer({id: 'n'});
    const attempts: [string, () => unknown][] = [
      ['BigInt option', () => layer.options({freeNodeDistance: 10n as unknown as number})],
      ['Symbol option', () => layer.options({freeNodeDistance: Symbol('d') as unknown as number})],
      ['cyclic unknown option', () => layer.options({a: cyclic()} as never)],
      ['cyclic nested option', () => layer.options({nodeDefaults: cyclic()} as never)],
      ['cyclic value', () => layer.options({proximityCombine: {radius: cyclic()}} as never)],
      ['cyclic time', () => layer.options({timeFilterRange: [0, cyclic()]} as never)],
      ['null-prototype time', () => layer.options({timeFilterRange: [0, Object.create(null)]} as never)],
      ['BigInt id', () => new NetworkLayer({id: 10n as unknown as string})],
      ['BigInt config', () => new NetworkLayer({id: 'm', visible: 1n as unknown as boolean})],
      [
        'BigInt observation option',
        () => new ObservationsLayer({id: 'o', options: {currentTime: 5n as unknown as number}}),
      ],
      ['BigInt map option', () => new MapWeave({minZoom: 1n as unknown as number})],
      ['BigInt graph option', () => createGraphEngine({}, {directed: 1n as unknown as boolean})],
      ['cyclic graph option', () => createGraphEngine({}, {weight: cyclic() as never})],
    ];
    for (const [name, attempt] of attempts) {
      const error = caught(attempt);
      expect(error.code, name).toMatch(/^INVALID_(OPTION|TIME)$/);
    }
  });

  it('in React props: comparing two cyclic option objects ends, so the layer can reject them', () => {
    expect(sameValue(cyclic(), cyclic())).toBe(true);
    const other = cyclic();
    other.color = 'blue';
    expect(sameValue(cyclic(), other)).toBe(false);
    expect(sameValue({range: [1, {at: new Date(5)}]}, {range: [1, {at: new Date(5)}]})).toBe(true);
    expect(sameValue({a: 1}, undefined)).toBe(false);
    expect(sameValue([undefined], [])).toBe(false);
  });

  it('in the type of an item', () => {
    for (const type of [cyclic(), 1n]) {
      expect(() => new NetworkLayer({id: 'n', data: {a: {type} as never}})).toThrow(code('INVALID_TYPE'));
      expect(() => new GeoJsonLayer({id: 'g', data: {type} as never})).toThrow(code('INVALID_GEOJSON'));
    }
  });
});

describe('a rejected options() or resetOptions() leaves the layer as it was', () => {
  const data: ObservationsData = {
    entities: {e: {}},
    observations: {
      o1: {entityId: 'e', latitude: 0, longitude: 0, time: 0},
      o2: {entityId: 'e', latitude: 1, longitude: 1, time: 1000},
    },
  };

  it('ObservationsLayer: trajectory.maximumInterval -1', () => {
    const layer = new ObservationsLayer({id: 'o', data, options: {mode: 'trajectories'}});
    const before = structuredClone(layer.options());
    expect(() => layer.options({trajectory: {maximumInterval: -1}})).toThrow(code('INVALID_OPTION'));
    expect(() => layer.resetOptions({trajectory: {maximumInterval: -1}})).toThrow(code('INVALID_OPTION'));
    expect(layer.options()).toEqual(before);
    layer.data(data);
    expect(layer.getTrajectories()).toHaveLength(1);
  });

  it('NetworkLayer: freeNodeDistance Symbol()', () => {
    const layer = new NetworkLayer({
      id: 'n',
      data: {a: {type: 'node', latitude: 0, longitude: 0}},
      options: {freeNodeDistance: 30},
    });
    const before = structuredClone(layer.options());
    expect(() => layer.options({freeNodeDistance: Symbol() as unknown as number, labels: {visible: false}})).toThrow(
      code('INVALID_OPTION'),
    );
    expect(() => layer.resetOptions({labels: null} as never)).toThrow(code('INVALID_OPTION'));
    expect(layer.options()).toEqual(before);
    layer.merge({b: {type: 'node'}, ab: {type: 'link', id1: 'a', id2: 'b'}});
    expect(Object.keys(layer.getNodePositions())).toEqual(['a', 'b']);
  });

  it("options are read once and copied: a getter or a later change of the caller's array cannot reach the layer", () => {
    let reads = 0;
    const layer = new NetworkLayer({id: 'n'});
    layer.options({
      get freeNodeDistance() {
        reads += 1;
        return reads === 1 ? 25 : ('far' as unknown as number);
      },
    });
    expect(layer.options().freeNodeDistance).toBe(25);
    const range: [number, number] = [0, 10];
    layer.options({timeFilterRange: range});
    range[1] = -5;
    expect(layer.options().timeFilterRange).toEqual([0, 10]);
  });

  it('the options a layer returns are frozen: they change only through options(), which checks them', () => {
    const given = {
      timeFilterRange: [0, 10] as [number, number],
      nodeDefaults: {color: [1, 2, 3] as [number, number, number]},
    };
    const layer = new NetworkLayer({id: 'n', options: given});
    expect(
      Object.isFrozen(given.timeFilterRange) || Object.isFrozen(given.nodeDefaults.color) || Object.isFrozen(given),
    ).toBe(false);
    expect(() => ((layer.options().nodeDefaults as {size: unknown}).size = 'big')).toThrow(TypeError);
    expect(() => ((layer.options().timeFilterRange as unknown[])[1] = 'later')).toThrow(TypeError);
    expect(layer.options().nodeDefaults.size).toBe(8);
    layer.options({nodeDefaults: {size: 9}});
    expect(layer.options().nodeDefaults.size).toBe(9);
  });
});
