import {describe, expect, it} from 'vitest';
import {
  detectStays,
  findPlaces,
  findTrips,
  localHour,
  readPatternData,
  routineByHour,
  weekChanges,
  weekRange,
  type PatternData,
} from './model';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
// Local midnight in UTC+2.
const START = Date.parse('2025-08-31T22:00:00.000Z');

const HOME = [5.18, 52.11] as const;
const WORK = [5.17, 52.085] as const;
const GYM = [5.12, 52.09] as const;

/**
 * Reports every 20 minutes at `place` from local hour `from` to `to` on `day`, as
 * [minute, lon×10⁴, lat×10⁴] triples.
 */
function at(place: readonly [number, number], day: number, from: number, to: number): number[] {
  const reports: number[] = [];
  for (let minute = day * 1440 + from * 60; minute < day * 1440 + to * 60; minute += 20) {
    reports.push(minute, Math.round(place[0] * 1e4), Math.round(place[1] * 1e4));
  }
  return reports;
}

/** Weeks of weekday home → work → home, with the gym on Mondays unless `noGym` holds for the week. */
function routine(weeks: number, extra: (day: number) => number[] = () => [], noGym = (_week: number) => false) {
  const reports: number[] = [];
  for (let day = 0; day < weeks * 7; day++) {
    const weekday = day % 7;
    reports.push(...at(HOME, day, 0, 8));
    if (weekday < 5) {
      reports.push(...at(WORK, day, 8.5, 17));
      if (weekday === 0 && !noGym(Math.floor(day / 7))) reports.push(...at(GYM, day, 17.5, 19));
    }
    reports.push(...at(HOME, day, 19.5, 21.5));
    reports.push(...extra(day));
    reports.push(...at(HOME, day, 23.75, 24));
  }
  return reports;
}

function raw(reports: number[]) {
  return {
    start: new Date(START).toISOString(),
    utcOffsetMinutes: 120,
    area: {name: 'Utrecht', country: 'NL', longitude: 5.12, latitude: 52.09},
    localities: [
      {name: 'De Bilt', longitude: 5.18, latitude: 52.11},
      {name: 'De Uithof', longitude: 5.17, latitude: 52.085},
      {name: 'Utrecht', longitude: 5.12, latitude: 52.09},
      {name: 'Maarssen', longitude: 5.04, latitude: 52.14},
    ],
    subject: {id: 'subject', label: 'Subject'},
    reports,
  };
}

describe('readPatternData', () => {
  it('unpacks reports and counts whole weeks', () => {
    const data = readPatternData(raw(routine(2)));
    expect(data.weeks).toBe(2);
    expect(data.times[0]).toBe(START);
    expect(data.longitudes[0]).toBe(5.18);
  });

  it('names what is wrong', () => {
    expect(() => readPatternData([])).toThrow('Pattern-of-life data: not an object');
    expect(() => readPatternData({...raw([0, 1, 1]), utcOffsetMinutes: 5000})).toThrow('utcOffsetMinutes');
    expect(() => readPatternData(raw([0, 1]))).toThrow('integer triples');
    expect(() => readPatternData(raw([10, 1, 1, 5, 1, 1]))).toThrow('not in time order at minute 5');
    expect(() => readPatternData({...raw([0, 1, 1]), localities: [{name: 'X'}]})).toThrow('locality 0 needs');
  });
});

describe('time of day', () => {
  it('reads local hours and weeks from the start', () => {
    const data = {utcOffsetMinutes: 120, start: START};
    expect(localHour(data, START)).toBe(0);
    expect(localHour(data, START + 13.5 * HOUR)).toBe(13);
    expect(weekRange(data, 1)).toEqual([START + 7 * DAY, START + 14 * DAY - 1]);
  });
});

describe('stays, places and trips', () => {
  const data = readPatternData(raw(routine(2)));
  const stays = detectStays(data);
  const places = findPlaces(data, stays);

  it('finds a stay per visit, not per report', () => {
    // Each day: home overnight (one stay from the evening to the morning), work on weekdays, gym on Mondays.
    expect(stays.length).toBeGreaterThan(20);
    expect(stays.length).toBeLessThan(40);
    expect(stays.every((stay) => stay.to - stay.from >= 20 * MINUTE)).toBe(true);
  });

  it('groups stays into places by time spent, and names home and work from the hours', () => {
    expect(places.map((place) => [place.id, place.near, place.role])).toEqual([
      ['place-1', 'De Bilt', 'Home'],
      ['place-2', 'De Uithof', 'Work'],
      ['place-3', 'Utrecht', null],
    ]);
  });

  it('lists trips between different places', () => {
    const trips = findTrips(stays, places);
    expect(trips[0]).toMatchObject({from: 'place-1', to: 'place-2'});
    expect(trips.filter((trip) => trip.to === 'place-3')).toHaveLength(2);
  });

  it('gives the routine as the share of days present per hour', () => {
    const routine = routineByHour(data, stays, places, [data.start, data.start + 14 * DAY]);
    const work = routine.get('place-2')!;
    expect(work[12]).toBeCloseTo(10 / 14);
    expect(work[3]).toBe(0);
    expect(routine.get('place-1')![3]).toBe(1);
  });
});

describe('weekChanges', () => {
  // Week 3: no gym, and two late visits to a new place.
  const NEW = [5.04, 52.14] as const;
  const data: PatternData = readPatternData(
    raw(
      routine(
        4,
        (day) => (day >= 21 && (day % 7 === 1 || day % 7 === 3) ? at(NEW, day, 22, 23.5) : []),
        (week) => week === 3,
      ),
    ),
  );
  const stays = detectStays(data);
  const places = findPlaces(data, stays);

  it('reports the new place with its hours and the missed one', () => {
    const changes = weekChanges(data, stays, places, 3);
    const byPlace = (id: string) => places.find((place) => place.id === id)!;
    expect(changes.map((change) => [change.kind, byPlace(change.placeId).near, change.visits, change.hours])).toEqual([
      ['new', 'Maarssen', 2, [22, 22]],
      ['missed', 'Utrecht', 0, []],
    ]);
  });

  it('finds nothing unusual in an ordinary week', () => {
    expect(weekChanges(data, stays, places, 1)).toEqual([]);
  });

  it('rejects a week outside the data', () => {
    expect(() => weekChanges(data, stays, places, 4)).toThrow('week 4 is outside 0–3');
  });
});
