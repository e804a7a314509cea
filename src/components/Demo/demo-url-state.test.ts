import {describe, expect, it} from 'vitest';
import {
  booleanParam,
  cameraParam,
  defaultDemoState,
  enumParam,
  knownIds,
  listParam,
  numberParam,
  readDemoState,
  stringParam,
  writeDemoState,
} from './demo-url-state';

const SCHEMA = {
  mode: enumParam(['load', 'latency'], 'load'),
  severity: numberParam({min: 1, max: 5, default: 1, integer: true}),
  zoom: numberParam({min: 0, max: 20, default: 1.5}),
  play: booleanParam(false),
  types: listParam(['ddos', 'phishing', 'scan'], ['ddos', 'phishing', 'scan']),
  sel: stringParam(/^[a-z0-9-]+$/),
};

describe('readDemoState: the state', () => {
  it('gives the defaults for an empty query', () => {
    expect(readDemoState(SCHEMA, '').state).toEqual(defaultDemoState(SCHEMA));
    expect(defaultDemoState(SCHEMA)).toEqual({
      mode: 'load',
      severity: 1,
      zoom: 1.5,
      play: false,
      types: ['ddos', 'phishing', 'scan'],
      sel: null,
    });
  });

  it('reads every kind of value, with or without the leading ?', () => {
    const state = readDemoState(SCHEMA, '?mode=latency&severity=4&zoom=3.25&play=1&types=scan,ddos&sel=site-12').state;
    expect(state).toEqual({
      mode: 'latency',
      severity: 4,
      zoom: 3.25,
      play: true,
      types: ['ddos', 'scan'],
      sel: 'site-12',
    });
    expect(readDemoState(SCHEMA, 'severity=2').state.severity).toBe(2);
  });

  it('reads - as the empty list', () => {
    expect(readDemoState(SCHEMA, '?types=-').state.types).toEqual([]);
  });

  it.each([
    ['mode=other', 'mode'],
    ['severity=9', 'severity'],
    ['severity=2.5', 'severity'],
    ['severity=1e2', 'severity'],
    ['zoom=abc', 'zoom'],
    ['play=yes', 'play'],
    ['types=ddos,unknown', 'types'],
    ['sel=<script>', 'sel'],
    ['sel=', 'sel'],
  ] as const)('falls back to the default for %s', (query, key) => {
    expect(readDemoState(SCHEMA, query).state[key]).toEqual(defaultDemoState(SCHEMA)[key]);
  });
});

describe('readDemoState', () => {
  it('ignores nothing in a valid or empty query', () => {
    expect(readDemoState(SCHEMA, '').ignored).toEqual([]);
    expect(readDemoState(SCHEMA, '?mode=latency&sel=a-1&utm=x&sel2=%E0%A4').ignored).toEqual([]);
  });

  it.each([
    ['malformed numbers', '?severity=NaN&zoom=0x10', ['severity', 'zoom']],
    ['huge numbers', `?severity=${'9'.repeat(400)}&zoom=1${'0'.repeat(30)}`, ['severity', 'zoom']],
    ['negative and fractional integers', '?severity=-1&zoom=-0.5', ['severity', 'zoom']],
    [
      'hostile strings',
      `?mode=__proto__&sel=${encodeURIComponent('"><img src=x onerror=alert(1)>')}&types=constructor`,
      ['mode', 'types', 'sel'],
    ],
    ['text-direction controls', `?sel=a${encodeURIComponent('\u202E')}1`, ['sel']],
    ['an overlong id', `?sel=${'a'.repeat(201)}`, ['sel']],
    ['a parameter given twice, even with the same value', '?mode=latency&mode=latency&play=1&play=0', ['mode', 'play']],
  ] as const)('reports %s and gives their defaults', (_name, query, ignored) => {
    const {state, ignored: found} = readDemoState(SCHEMA, query);
    expect(found).toEqual(ignored);
    for (const key of ignored) expect(state[key]).toEqual(defaultDemoState(SCHEMA)[key]);
  });

  it('treats an empty value as absent, not as ignored', () => {
    expect(readDemoState(SCHEMA, '?sel=&mode=').ignored).toEqual([]);
  });

  it('ignores a value its check refuses, like an id the data does not have', () => {
    const sites = knownIds(new Set(['a-1', 'b-2']));
    expect(readDemoState(SCHEMA, '?sel=a-1', {sel: sites})).toEqual({
      state: {...defaultDemoState(SCHEMA), sel: 'a-1'},
      ignored: [],
    });
    expect(readDemoState(SCHEMA, '?sel=nope&mode=latency', {sel: sites})).toEqual({
      state: {...defaultDemoState(SCHEMA), mode: 'latency'},
      ignored: ['sel'],
    });
    expect(readDemoState(SCHEMA, '?sel=nope', {sel: sites}).state.sel).toBeNull();
  });

  it('reads a long hostile query in linear time', () => {
    const query = `?severity=${'1'.repeat(200_000)}x&types=${'ddos,'.repeat(50_000)}x&sel=${'a-'.repeat(100_000)}`;
    const started = performance.now();
    expect(readDemoState(SCHEMA, query).ignored).toEqual(['severity', 'types', 'sel']);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('knownIds', () => {
  const known = knownIds(new Set(['london', 'paris']));

  it('accepts one known id, a list of known ids and nothing', () => {
    expect(known('london')).toBe(true);
    expect(known('london,paris')).toBe(true);
    expect(known(null)).toBe(true);
  });

  it('refuses an unknown id anywhere in a list, and inherited names', () => {
    expect(known('nope')).toBe(false);
    expect(known('london,nope')).toBe(false);
    expect(known('__proto__')).toBe(false);
    expect(knownIds(new Map([['a', 1]]))('constructor')).toBe(false);
  });
});

describe('writeDemoState', () => {
  it('writes nothing for the defaults', () => {
    expect(writeDemoState(SCHEMA, defaultDemoState(SCHEMA))).toBe('');
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    const state = {...defaultDemoState(SCHEMA), severity: 3, types: ['scan' as const], sel: 'a-1'};
    const query = writeDemoState(SCHEMA, state);
    expect(query).toBe('?severity=3&types=scan&sel=a-1');
    expect(readDemoState(SCHEMA, query).state).toEqual(state);
  });

  it('writes an empty list as - and lists in schema order', () => {
    expect(writeDemoState(SCHEMA, {...defaultDemoState(SCHEMA), types: []})).toBe('?types=-');
    expect(writeDemoState(SCHEMA, {...defaultDemoState(SCHEMA), types: ['scan', 'ddos']})).toBe('?types=ddos,scan');
  });

  it('keeps parameters the schema does not know and drops ones back at their default', () => {
    expect(writeDemoState(SCHEMA, {...defaultDemoState(SCHEMA), play: true}, '?utm=x&severity=4')).toBe(
      '?utm=x&play=1',
    );
  });
});

describe('cameraParam: where the map looks', () => {
  const CAMERA = {map: cameraParam()};
  const view = {longitude: 11.57564, latitude: 48.13743, zoom: 9.25, bearing: 0, pitch: 0};

  it('writes zoom/latitude/longitude, unescaped, and reads it back', () => {
    const query = writeDemoState(CAMERA, {map: view});
    expect(query).toBe('?map=9.25/48.13743/11.57564');
    expect(readDemoState(CAMERA, query)).toEqual({state: {map: view}, ignored: []});
  });

  it('adds bearing and pitch only when the map is turned or tilted', () => {
    const turned = {...view, bearing: -30.04, pitch: 45};
    const query = writeDemoState(CAMERA, {map: turned});
    expect(query).toBe('?map=9.25/48.13743/11.57564/-30/45');
    expect(readDemoState(CAMERA, query).state.map).toEqual({...turned, bearing: -30});
  });

  it('rounds to a link-sized precision and wraps the longitude', () => {
    const rounded = {longitude: 190.000001, latitude: -33.123456789, zoom: 3.14159, bearing: -0.01, pitch: 0};
    expect(writeDemoState(CAMERA, {map: rounded})).toBe('?map=3.14/-33.12346/-170');
  });

  it('ignores a malformed or out-of-range camera and keeps the demo framing (null)', () => {
    for (const raw of [
      '9/48',
      '9/48/11/0',
      'a/b/c',
      '9/91/11',
      '9/48/181',
      '25/0/0',
      '9/0/0/0/90',
      '9//0',
      '<b>/0/0',
    ]) {
      expect(readDemoState(CAMERA, `?map=${encodeURIComponent(raw)}`)).toEqual({state: {map: null}, ignored: ['map']});
    }
  });
});

describe('schema checks', () => {
  it('rejects a default outside the allowed values', () => {
    expect(() => enumParam(['a', 'b'], 'c' as 'a')).toThrow(/default "c"/);
    expect(() => numberParam({min: 0, max: 1, default: 2})).toThrow(/outside/);
    expect(() => listParam(['a'], ['b' as 'a'])).toThrow(/outside/);
  });
});
