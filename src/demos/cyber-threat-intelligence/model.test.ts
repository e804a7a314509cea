import {describe, expect, it} from 'vitest';
import {
  campaignsOfSource,
  formatWeekHour,
  visibleAttacks,
  windowCountText,
  windowRange,
  type ThreatData,
} from './model';

const place = {city: 'X', country: 'XX', latitude: 0, longitude: 0};
const DATA: ThreatData = {
  weekStart: '2025-10-06T00:00:00Z',
  types: ['ddos', 'phishing', 'ransomware', 'credential-stuffing', 'exploitation'],
  nodes: [
    {id: 's1', kind: 'source', name: 'AS64496', ...place},
    {id: 's2', kind: 'source', name: 'AS64497', ...place},
    {id: 'r1', kind: 'relay', name: '203.0.113.10', ...place},
    {id: 't1', kind: 'target', name: 'T1', ...place},
    {id: 't2', kind: 'target', name: 'T2', ...place},
  ],
  campaigns: [
    {
      id: 'c1',
      name: 'Amber Heron',
      type: 'ddos',
      sources: [0],
      relays: [2],
      sectors: ['finance'],
      start: 600,
      end: 900,
    },
    {
      id: 'c2',
      name: 'Cobalt Lynx',
      type: 'phishing',
      sources: [0, 1],
      relays: [2],
      sectors: ['health'],
      start: 60,
      end: 200,
    },
  ],
  attacks: [
    [1, 0, 2, 3, 1, 2, 60, 10], // phishing, sev 2, 01:00–01:10
    [1, 1, 2, 4, 1, 4, 120, 10], // phishing, sev 4, 02:00–02:10
    [0, 0, 2, 3, 0, 3, 600, 120], // ddos, sev 3, 10:00–12:00
    [0, 0, 2, 4, 0, 5, 700, 30], // ddos, sev 5
  ],
};

const ALL = {types: DATA.types, minSeverity: 1};

describe('visibleAttacks', () => {
  it('keeps attacks active during the window', () => {
    expect(visibleAttacks(DATA, {...ALL, hour: 3, window: 3})).toEqual([0, 1]);
    expect(visibleAttacks(DATA, {...ALL, hour: 11, window: 1})).toEqual([2]);
    expect(visibleAttacks(DATA, {...ALL, hour: 168, window: 168})).toEqual([0, 1, 2, 3]);
  });

  it('filters by type and minimum severity', () => {
    expect(visibleAttacks(DATA, {types: ['ddos'], minSeverity: 1, hour: 168, window: 168})).toEqual([2, 3]);
    expect(visibleAttacks(DATA, {...ALL, minSeverity: 4, hour: 168, window: 168})).toEqual([1, 3]);
    expect(visibleAttacks(DATA, {types: [], minSeverity: 1, hour: 168, window: 168})).toEqual([]);
  });
});

describe('campaignsOfSource', () => {
  it('lists the campaigns of a source with its own attacks and targets, earliest first', () => {
    expect(campaignsOfSource(DATA, 0).map(({campaign, attacks, targets}) => [campaign.name, attacks, targets])).toEqual(
      [
        ['Cobalt Lynx', 1, 1],
        ['Amber Heron', 2, 2],
      ],
    );
    expect(campaignsOfSource(DATA, 1).map(({campaign}) => campaign.name)).toEqual(['Cobalt Lynx']);
    expect(campaignsOfSource(DATA, 3)).toEqual([]);
  });
});

describe('time', () => {
  it('turns hours of the week into a window and a label', () => {
    expect(windowRange(DATA.weekStart, 24, 6)).toEqual([
      Date.parse('2025-10-06T18:00:00Z'),
      Date.parse('2025-10-07T00:00:00Z'),
    ]);
    expect(windowRange(DATA.weekStart, 2, 24)[0]).toBe(Date.parse(DATA.weekStart));
    expect(formatWeekHour(DATA.weekStart, 38)).toBe('Tue 7 Oct, 14:00 UTC');
    expect(() => windowRange('not a date', 1, 1)).toThrow(/not an ISO date/);
  });
});

describe('windowCountText', () => {
  it('counts the window in attacks and in the links the map and the time bar count, two per attack', () => {
    expect(windowCountText(113)).toBe('113 attacks in the window, drawn as 226 links (source → relay → target).');
    expect(windowCountText(1)).toBe('1 attack in the window, drawn as 2 links (source → relay → target).');
    expect(windowCountText(0)).toBe('0 attacks in the window, drawn as 0 links (source → relay → target).');
  });
});
