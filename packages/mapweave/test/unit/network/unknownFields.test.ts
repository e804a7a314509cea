import {afterEach, describe, expect, it, vi} from 'vitest';
import {editDistance, closestWord} from '../../../src/core/suggest.js';
import type {NetworkData, NetworkItem} from '../../../src/core/types.js';
import {FIELD_SAMPLE_SIZE, UnknownFieldWarnings} from '../../../src/layers/network/view/unknownFields.js';
import {NetworkLayer} from '../../../src/layers/network/NetworkLayer.js';

/** The console warnings logged while `run` ran. */
function warningsOf(run: () => void): string[] {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  run();
  const messages = warn.mock.calls.map((call) => String(call[0]));
  warn.mockRestore();
  return messages;
}

afterEach(() => vi.restoreAllMocks());

describe('fields MapWeave does not read are reported (UNKNOWN_FIELD)', () => {
  it('lat/lng on every node: one warning per field, naming latitude/longitude and the known fields', () => {
    const data: NetworkData = {};
    for (let i = 0; i < 1000; i++) data[`n${i}`] = {type: 'node', lat: 48.85, lng: 2.35} as never;
    const warnings = warningsOf(() => new NetworkLayer({id: 'places', data}));
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toBe(
      'MapWeave: NetworkLayer "places": node "n0" has a field "lat" that MapWeave does not read; did you mean latitude/longitude? ' +
        'Known node fields: type, latitude, longitude, time, data, color, size, label, labelColor, labelPriority, border, glyph, glyphColor, icon; ' +
        'keep fields of your own in `data` (UNKNOWN_FIELD)',
    );
    expect(warnings[1]).toContain('"lng" that MapWeave does not read; did you mean latitude/longitude?');
  });

  it.each([
    ['lon', 'latitude/longitude'],
    ['long', 'latitude/longitude'],
    ['x', 'latitude/longitude'],
    ['Y', 'latitude/longitude'],
    ['lable', 'label'],
    ['colour', 'color'],
    ['Size', 'size'],
  ])('a node field %s suggests %s', (field, meant) => {
    const [warning] = warningsOf(() => new NetworkLayer({id: 'n', data: {a: {type: 'node', [field]: 1} as never}}));
    expect(warning).toContain(`"${field}" that MapWeave does not read; did you mean ${meant}?`);
  });

  it('links: colour suggests color, and a field like nothing known suggests nothing', () => {
    const data = {
      a: {type: 'node', latitude: 0, longitude: 0},
      b: {type: 'node', latitude: 1, longitude: 1},
      ab: {type: 'link', id1: 'a', id2: 'b', colour: 'red', capacity: 3},
    } as NetworkData;
    const warnings = warningsOf(() => new NetworkLayer({id: 'n', data}));
    expect(warnings[0]).toContain('link "ab" has a field "colour" that MapWeave does not read; did you mean color?');
    expect(warnings[1]).toContain('"capacity" that MapWeave does not read. Known link fields: type, id1, id2, weight');
  });

  it('warns once per layer and field, through data() and merge(); another layer warns again', () => {
    const layer = new NetworkLayer({id: 'one'});
    const node = {type: 'node', lat: 1} as never;
    expect(warningsOf(() => layer.data({a: node}))).toHaveLength(1);
    expect(warningsOf(() => layer.merge({b: node}))).toHaveLength(0);
    expect(warningsOf(() => layer.merge({c: {type: 'node', lng: 1} as never}))).toHaveLength(1);
    expect(warningsOf(() => new NetworkLayer({id: 'two', data: {a: node}}))).toHaveLength(1);
  });

  it('known fields, the data field and the column form warn nothing', () => {
    const warnings = warningsOf(() => {
      new NetworkLayer({
        id: 'ok',
        data: {
          a: {type: 'node', latitude: 0, longitude: 0, label: 'A', data: {lat: 1}},
          b: {type: 'node'},
          ab: {type: 'link', id1: 'a', id2: 'b', color: '#f00', weight: 2},
        },
      });
      new NetworkLayer({id: 'cols', data: {nodes: {ids: ['a'], latitudes: [0], longitudes: [0]}}});
    });
    expect(warnings).toEqual([]);
  });

  it('a rejected change warns nothing', () => {
    const warnings = warningsOf(() =>
      expect(() => new NetworkLayer({id: 'bad', data: {a: {type: 'node', lat: 1, size: -1} as never}})).toThrow(),
    );
    expect(warnings).toEqual([]);
  });
});

describe('closestWord', () => {
  it('counts a swap of neighbours as one edit', () => {
    expect(editDistance('lable', 'label')).toBe(1);
    expect(editDistance('colour', 'color')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
  });
  it('suggests within two edits and less than half the word', () => {
    expect(closestWord('widht', ['width', 'weight'])).toBe('width');
    expect(closestWord('ab', ['id1', 'id2'])).toBeNull();
    expect(closestWord('capacity', ['color', 'size'])).toBeNull();
  });
});

describe('NetworkLayer.validate', () => {
  it('lists every problem of messy data and changes nothing', () => {
    const messy = {
      a: {type: 'node', latitude: 0, longitude: 0},
      b: {type: 'node', latitude: 95, longitude: 0},
      c: {type: 'node', latitude: 1},
      ab: {type: 'link', id1: 'a', id2: 'b'},
      ax: {type: 'link', id1: 'a', id2: 'x'},
      bad: {type: 'link', id1: 'a', id2: 'b', color: 'not a colour'},
      what: {kind: 'node'},
    } as unknown as NetworkData;
    const issues = NetworkLayer.validate(messy);
    expect(issues.map(({code, id}) => [code, id]).sort()).toEqual(
      [
        ['COORDINATE_OUT_OF_RANGE', 'b'],
        ['INVALID_TYPE', 'c'],
        ['UNKNOWN_LINK_END', 'ax'],
        ['INVALID_TYPE', 'bad'],
        ['INVALID_TYPE', 'what'],
      ].sort(),
    );
    const bad = new Set(issues.map((issue) => issue.id));
    const clean = Object.fromEntries(Object.entries(messy).filter(([id]) => !bad.has(id)));
    // Dropping nodes can leave links without an end: validate again until nothing is left.
    const again = NetworkLayer.validate(clean);
    expect(again.map((issue) => issue.id)).toEqual(['ab']);
    expect(NetworkLayer.validate({a: messy.a!})).toEqual([]);
  });

  it('data that is not a record throws, as data() does', () => {
    expect(() => NetworkLayer.validate(new Map() as never)).toThrow(expect.objectContaining({code: 'INVALID_TYPE'}));
  });
});

describe('the cost on large data', () => {
  it(`looks at ${FIELD_SAMPLE_SIZE} items of a larger change, spread over all of it`, () => {
    const ids = Array.from({length: 100_000}, (_, i) => `n${i}`);
    const read: number[] = [];
    const items = ids.map(
      (_, i) =>
        new Proxy({type: 'node'} as NetworkItem, {
          ownKeys(target) {
            read.push(i);
            return Reflect.ownKeys(target);
          },
        }),
    );
    new UnknownFieldWarnings('NetworkLayer "big"').check(ids, items);
    expect(read).toHaveLength(FIELD_SAMPLE_SIZE);
    expect(read[0]).toBe(0);
    expect(read.at(-1)).toBeGreaterThan(99_900);
  });
});
