import {describe, expect, it} from 'vitest';
import {
  findGaps,
  findRendezvous,
  ownershipChain,
  positionAt,
  readMaritimeData,
  relatedVessels,
  type Vessel,
} from './model';

const START = '2025-09-01T00:00:00.000Z';
const T0 = Date.parse(START);
const HOUR = 3_600_000;

function raw(overrides: Record<string, unknown> = {}) {
  return {
    start: START,
    ports: [{code: 'GRPIR', name: 'Piraeus', country: 'Greece', longitude: 23.62, latitude: 37.93}],
    vessels: [
      {id: 'v-a', name: 'A', kind: 'tanker', flag: 'Panama', reports: [0, 20000, 35000, 60, 20100, 35000]},
      {id: 'v-b', name: 'B', kind: 'container', flag: 'Malta', reports: [30, 21000, 35500]},
    ],
    companies: [
      {id: 'c-bo', name: 'Holding', role: 'beneficial-owner', jurisdiction: 'Cyprus'},
      {id: 'o-a', name: 'A Shipping', role: 'owner', jurisdiction: 'Liberia'},
      {id: 'o-b', name: 'B Shipping', role: 'owner', jurisdiction: 'Liberia'},
      {id: 'm-x', name: 'Manager', role: 'manager', jurisdiction: 'Greece'},
    ],
    relations: [
      ['o-a', 'v-a', 'owns'],
      ['o-b', 'v-b', 'owns'],
      ['c-bo', 'o-a', 'controls'],
      ['c-bo', 'o-b', 'controls'],
      ['m-x', 'v-a', 'manages'],
    ],
    ...overrides,
  };
}

/** A vessel from [hour, lon, lat] rows. */
function vessel(id: string, rows: [number, number, number][]): Vessel {
  return {
    id,
    name: id,
    kind: 'tanker',
    flag: 'Panama',
    times: rows.map(([hour]) => T0 + hour * HOUR),
    longitudes: rows.map(([, longitude]) => longitude),
    latitudes: rows.map(([, , latitude]) => latitude),
  };
}

describe('readMaritimeData', () => {
  it('unpacks minutes and thousandths of a degree', () => {
    const data = readMaritimeData(raw());
    expect(data.start).toBe(T0);
    expect(data.end).toBe(T0 + 60 * 60_000);
    expect(data.vessels[0]).toMatchObject({times: [T0, T0 + HOUR], longitudes: [20, 20.1], latitudes: [35, 35]});
  });

  it('names what is wrong', () => {
    expect(() => readMaritimeData(null)).toThrow('Maritime data: not an object');
    expect(() => readMaritimeData(raw({start: 'yesterday'}))).toThrow('start is not an ISO instant');
    expect(() =>
      readMaritimeData(raw({vessels: [{id: 'v', name: 'V', kind: 'yacht', flag: 'X', reports: []}]})),
    ).toThrow('vessel "v" has an unknown kind "yacht"');
    expect(() =>
      readMaritimeData(raw({vessels: [{id: 'v', name: 'V', kind: 'tanker', flag: 'X', reports: [0, 1]}]})),
    ).toThrow('integer triples');
    expect(() =>
      readMaritimeData(raw({vessels: [{id: 'v', name: 'V', kind: 'tanker', flag: 'X', reports: [60, 0, 0, 0, 0, 0]}]})),
    ).toThrow('not in time order at minute 0');
    expect(() =>
      readMaritimeData(raw({vessels: [{id: 'v', name: 'V', kind: 'tanker', flag: 'X', reports: [0, 200000, 0]}]})),
    ).toThrow('off the globe');
    expect(() => readMaritimeData(raw({relations: [['o-z', 'v-a', 'owns']]}))).toThrow(
      'relation 0 starts at unknown id "o-z"',
    );
  });
});

describe('positionAt', () => {
  const track = vessel('v', [
    [0, 10, 30],
    [2, 12, 30],
    [10, 12, 32],
  ]);

  it('interpolates between reports', () => {
    expect(positionAt(track, T0 + HOUR, 4 * HOUR)).toEqual([11, 30]);
    expect(positionAt(track, T0 + 2 * HOUR, 4 * HOUR)).toEqual([12, 30]);
  });

  it('knows nothing outside the reports or inside a silence', () => {
    expect(positionAt(track, T0 - 1, 4 * HOUR)).toBeNull();
    expect(positionAt(track, T0 + 11 * HOUR, 4 * HOUR)).toBeNull();
    expect(positionAt(track, T0 + 5 * HOUR, 4 * HOUR)).toBeNull();
  });
});

describe('findGaps', () => {
  it('finds silences longer than the minimum, with where the vessel went', () => {
    const gaps = findGaps(
      [
        vessel('v-quiet', [
          [0, 10, 30],
          [1, 10.2, 30],
          [9, 12, 30],
        ]),
        vessel('v-steady', [
          [0, 10, 30],
          [5, 10, 31],
        ]),
      ],
      6 * HOUR,
    );
    expect(gaps).toHaveLength(1);
    expect(gaps[0]).toMatchObject({
      vesselId: 'v-quiet',
      from: T0 + HOUR,
      to: T0 + 9 * HOUR,
      lastSeen: [10.2, 30],
      reappeared: [12, 30],
    });
    expect(gaps[0]!.movedKm).toBeGreaterThan(170);
    expect(gaps[0]!.movedKm).toBeLessThan(175);
  });
});

describe('findRendezvous', () => {
  const port = {code: 'P', name: 'Port', country: 'X', longitude: 10, latitude: 30};
  // Two vessels that sail to the same point at sea, stop there for four hours, and sail on.
  const meetingA = vessel('v-a', [
    [0, 14, 33],
    [2, 15, 34],
    [3, 15, 34],
    [4, 15, 34],
    [5, 15, 34],
    [6, 15, 34],
    [8, 16, 35],
  ]);
  const meetingB = vessel('v-b', [
    [0, 16, 33],
    [2, 15.01, 34],
    [3, 15.01, 34],
    [4, 15.01, 34],
    [5, 15.01, 34],
    [6, 15.01, 34],
    [8, 14, 35],
  ]);

  it('finds two slow vessels together at sea', () => {
    const found = findRendezvous([meetingA, meetingB], [port]);
    expect(found).toHaveLength(1);
    expect(found[0]!.vesselIds).toEqual(['v-a', 'v-b']);
    expect(found[0]!.to - found[0]!.from).toBeGreaterThanOrEqual(2 * HOUR);
    expect(found[0]!.longitude).toBeCloseTo(15, 1);
    expect(found[0]!.closestKm).toBeLessThan(1.5);
  });

  it('ignores meetings shorter than the minimum, in port, or while sailing', () => {
    expect(findRendezvous([meetingA, meetingB], [port], {minDurationMs: 5 * HOUR})).toEqual([]);
    expect(findRendezvous([meetingA, meetingB], [{...port, longitude: 15, latitude: 34}])).toEqual([]);
    // In company at 10 knots, side by side, never slow.
    const sailing = (id: string, offset: number) =>
      vessel(
        id,
        Array.from({length: 8}, (_, hour) => [hour, 14 + hour * 0.2 + offset, 33] as [number, number, number]),
      );
    expect(findRendezvous([sailing('v-c', 0), sailing('v-d', 0.01)], [port])).toEqual([]);
  });
});

describe('ownership', () => {
  const data = readMaritimeData(raw());

  it('walks from a vessel up to its beneficial owner', () => {
    expect(ownershipChain(data, 'v-a').map(({company, relation}) => `${relation}:${company.id}`)).toEqual([
      'owns:o-a',
      'manages:m-x',
      'controls:c-bo',
    ]);
  });

  it('finds vessels behind the same companies', () => {
    expect(relatedVessels(data, 'v-a')).toEqual([{vesselId: 'v-b', shared: [expect.objectContaining({id: 'c-bo'})]}]);
  });
});
