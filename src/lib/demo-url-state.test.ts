import {describe, expect, it} from 'vitest';
import {
  booleanParam,
  defaultDemoState,
  enumParam,
  listParam,
  numberParam,
  parseDemoState,
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

describe('parseDemoState', () => {
  it('gives the defaults for an empty query', () => {
    expect(parseDemoState(SCHEMA, '')).toEqual(defaultDemoState(SCHEMA));
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
    const state = parseDemoState(SCHEMA, '?mode=latency&severity=4&zoom=3.25&play=1&types=scan,ddos&sel=site-12');
    expect(state).toEqual({mode: 'latency', severity: 4, zoom: 3.25, play: true, types: ['ddos', 'scan'], sel: 'site-12'});
    expect(parseDemoState(SCHEMA, 'severity=2').severity).toBe(2);
  });

  it('reads - as the empty list', () => {
    expect(parseDemoState(SCHEMA, '?types=-').types).toEqual([]);
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
    expect(parseDemoState(SCHEMA, query)[key]).toEqual(defaultDemoState(SCHEMA)[key]);
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
    expect(parseDemoState(SCHEMA, query)).toEqual(state);
  });

  it('writes an empty list as - and lists in schema order', () => {
    expect(writeDemoState(SCHEMA, {...defaultDemoState(SCHEMA), types: []})).toBe('?types=-');
    expect(writeDemoState(SCHEMA, {...defaultDemoState(SCHEMA), types: ['scan', 'ddos']})).toBe('?types=ddos%2Cscan');
  });

  it('keeps parameters the schema does not know and drops ones back at their default', () => {
    expect(writeDemoState(SCHEMA, {...defaultDemoState(SCHEMA), play: true}, '?utm=x&severity=4')).toBe('?utm=x&play=1');
  });
});

describe('schema checks', () => {
  it('rejects a default outside the allowed values', () => {
    expect(() => enumParam(['a', 'b'], 'c' as 'a')).toThrow(/default "c"/);
    expect(() => numberParam({min: 0, max: 1, default: 2})).toThrow(/outside/);
    expect(() => listParam(['a'], ['b' as 'a'])).toThrow(/outside/);
  });
});
