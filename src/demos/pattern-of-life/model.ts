/**
 * Pattern of life demo: reading its data file and the analysis of one subject's location
 * reports — stays, the places they add up to, the trips between them, the routine by hour of
 * day and what changed in a week. Pure functions; the map module turns them into layers.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

export interface Locality {
  name: string;
  longitude: number;
  latitude: number;
}

export interface PatternData {
  /** Local midnight of the first day (epoch ms). */
  start: number;
  /** Whole weeks the reports cover. */
  weeks: number;
  utcOffsetMinutes: number;
  area: Locality & {country: string};
  localities: Locality[];
  subject: {id: string; label: string};
  times: number[];
  longitudes: number[];
  latitudes: number[];
}

function fail(message: string): never {
  throw new Error(`Pattern-of-life data: ${message}`);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readLocality(value: unknown, where: string): Locality {
  if (
    !isRecord(value) ||
    typeof value.name !== 'string' ||
    typeof value.longitude !== 'number' ||
    typeof value.latitude !== 'number'
  ) {
    fail(`${where} needs a name, a longitude and a latitude`);
  }
  return {name: value.name, longitude: value.longitude, latitude: value.latitude};
}

/** Checks and unpacks the `data` of pattern-of-life.json (see data.mjs). */
export function readPatternData(raw: unknown): PatternData {
  if (!isRecord(raw)) fail('not an object');
  const start = typeof raw.start === 'string' ? Date.parse(raw.start) : Number.NaN;
  if (!Number.isFinite(start)) fail('start is not an ISO instant');
  if (typeof raw.utcOffsetMinutes !== 'number' || Math.abs(raw.utcOffsetMinutes) > 14 * 60)
    fail('utcOffsetMinutes is not an offset');
  if (!isRecord(raw.area) || typeof raw.area.country !== 'string') fail('area needs a country');
  const area = {...readLocality(raw.area, 'area'), country: raw.area.country};
  if (!Array.isArray(raw.localities)) fail('localities is not an array');
  const localities = raw.localities.map((locality, index) => readLocality(locality, `locality ${index}`));
  if (!isRecord(raw.subject) || typeof raw.subject.id !== 'string' || typeof raw.subject.label !== 'string')
    fail('subject needs an id and a label');
  const reports = raw.reports;
  if (
    !Array.isArray(reports) ||
    reports.length === 0 ||
    reports.length % 3 !== 0 ||
    reports.some((value) => !Number.isInteger(value))
  ) {
    fail('reports must be integer triples [minute, lon×10⁴, lat×10⁴, …]');
  }
  const times: number[] = [];
  const longitudes: number[] = [];
  const latitudes: number[] = [];
  for (let at = 0; at < reports.length; at += 3) {
    const time = start + (reports[at] as number) * MINUTE;
    if (times.length > 0 && time < times[times.length - 1]!)
      fail(`reports are not in time order at minute ${reports[at]!}`);
    const longitude = (reports[at + 1] as number) / 1e4;
    const latitude = (reports[at + 2] as number) / 1e4;
    if (Math.abs(longitude) > 180 || Math.abs(latitude) > 90)
      fail(`the report at minute ${reports[at]} is off the globe`);
    times.push(time);
    longitudes.push(longitude);
    latitudes.push(latitude);
  }
  const weeks = Math.max(1, Math.ceil((times[times.length - 1]! - start) / WEEK));
  return {
    start,
    weeks,
    utcOffsetMinutes: raw.utcOffsetMinutes,
    area,
    localities,
    subject: {id: raw.subject.id, label: raw.subject.label},
    times,
    longitudes,
    latitudes,
  };
}

/** Metres between two points (equirectangular: exact enough within a city). */
export function metres(lon1: number, lat1: number, lon2: number, lat2: number): number {
  const x = (lon2 - lon1) * Math.cos((((lat1 + lat2) / 2) * Math.PI) / 180);
  return Math.hypot(x, lat2 - lat1) * 111_320;
}

/** Hour of day (0–23) in the data's local time. */
export function localHour(data: Pick<PatternData, 'utcOffsetMinutes'>, time: number): number {
  return Math.floor(((((time + data.utcOffsetMinutes * MINUTE) % DAY) + DAY) % DAY) / HOUR);
}

/** Week index (0-based) of an instant, counted from the data's start. */
export function weekOf(data: Pick<PatternData, 'start'>, time: number): number {
  return Math.floor((time - data.start) / WEEK);
}

/** [start, end] of week `week` (epoch ms, end inclusive). */
export function weekRange(data: Pick<PatternData, 'start'>, week: number): [number, number] {
  return [data.start + week * WEEK, data.start + (week + 1) * WEEK - 1];
}

export interface Stay {
  from: number;
  to: number;
  longitude: number;
  latitude: number;
}

export interface StayOptions {
  /** Reports within this distance of the stay's centre belong to it (metres). */
  radiusMetres: number;
  /** Shorter stays are passing through (ms). */
  minimumMs: number;
}

export const STAY_DEFAULTS: StayOptions = {radiusMetres: 150, minimumMs: 20 * MINUTE};

/**
 * Stays: runs of consecutive reports within `radiusMetres` of their running centre that last
 * at least `minimumMs`. Reports in between are movement.
 */
export function detectStays(
  data: Pick<PatternData, 'times' | 'longitudes' | 'latitudes'>,
  options: Partial<StayOptions> = {},
): Stay[] {
  const {radiusMetres, minimumMs} = {...STAY_DEFAULTS, ...options};
  const {times, longitudes, latitudes} = data;
  const stays: Stay[] = [];
  let first = 0;
  while (first < times.length) {
    let sumLon = longitudes[first]!;
    let sumLat = latitudes[first]!;
    let last = first;
    while (last + 1 < times.length) {
      const count = last - first + 1;
      if (metres(sumLon / count, sumLat / count, longitudes[last + 1]!, latitudes[last + 1]!) > radiusMetres) break;
      last++;
      sumLon += longitudes[last]!;
      sumLat += latitudes[last]!;
    }
    if (times[last]! - times[first]! >= minimumMs) {
      const count = last - first + 1;
      stays.push({from: times[first]!, to: times[last]!, longitude: sumLon / count, latitude: sumLat / count});
      first = last + 1;
    } else {
      first++;
    }
  }
  return stays;
}

export interface Place {
  id: string;
  longitude: number;
  latitude: number;
  /** Indexes into the stays array. */
  stays: number[];
  totalMs: number;
  /** The nearest locality's name. */
  near: string;
  /** 'Home' (most nights) and 'Work' (most weekday office hours), when the routine says so. */
  role: 'Home' | 'Work' | null;
}

/**
 * Groups stays within `radiusMetres` of each other into places, ordered by time spent
 * (place-1 is where the subject spends most time), and names home and work from the routine.
 */
export function findPlaces(
  data: Pick<PatternData, 'localities' | 'utcOffsetMinutes' | 'start'>,
  stays: readonly Stay[],
  radiusMetres = 300,
): Place[] {
  const groups: {longitude: number; latitude: number; stays: number[]; totalMs: number}[] = [];
  stays.forEach((stay, index) => {
    const group = groups.find(
      (candidate) => metres(candidate.longitude, candidate.latitude, stay.longitude, stay.latitude) <= radiusMetres,
    );
    const duration = stay.to - stay.from;
    if (group) {
      const weight = group.totalMs + duration;
      group.longitude = (group.longitude * group.totalMs + stay.longitude * duration) / (weight || 1);
      group.latitude = (group.latitude * group.totalMs + stay.latitude * duration) / (weight || 1);
      group.stays.push(index);
      group.totalMs = weight;
    } else {
      groups.push({longitude: stay.longitude, latitude: stay.latitude, stays: [index], totalMs: duration});
    }
  });
  groups.sort((a, b) => b.totalMs - a.totalMs || a.stays[0]! - b.stays[0]!);

  const nightMs = (group: (typeof groups)[number]) => hoursIn(data, stays, group.stays, (hour) => hour < 6);
  const officeMs = (group: (typeof groups)[number]) =>
    hoursIn(data, stays, group.stays, (hour, weekday) => weekday < 5 && hour >= 10 && hour < 16);
  const home = argmax(groups, nightMs);
  const work = argmax(
    groups.filter((group) => group !== home),
    officeMs,
  );

  return groups.map((group, index) => ({
    id: `place-${index + 1}`,
    longitude: group.longitude,
    latitude: group.latitude,
    stays: group.stays,
    totalMs: group.totalMs,
    near: nearestLocality(data.localities, group.longitude, group.latitude),
    role: group === home ? 'Home' : group === work ? 'Work' : null,
  }));
}

function argmax<T>(items: readonly T[], score: (item: T) => number): T | null {
  let best: T | null = null;
  let bestScore = 0;
  for (const item of items) {
    const value = score(item);
    if (value > bestScore) {
      best = item;
      bestScore = value;
    }
  }
  return best;
}

/** Milliseconds of the given stays that fall in hours accepted by `accept(localHour, weekday)`. */
function hoursIn(
  data: Pick<PatternData, 'utcOffsetMinutes' | 'start'>,
  stays: readonly Stay[],
  indexes: readonly number[],
  accept: (hour: number, weekday: number) => boolean,
): number {
  let total = 0;
  for (const index of indexes) {
    const {from, to} = stays[index]!;
    for (let hourStart = Math.floor(from / HOUR) * HOUR; hourStart < to; hourStart += HOUR) {
      const overlap = Math.min(to, hourStart + HOUR) - Math.max(from, hourStart);
      if (overlap <= 0) continue;
      const weekday = Math.floor((hourStart - data.start) / DAY) % 7;
      if (accept(localHour(data, hourStart), weekday)) total += overlap;
    }
  }
  return total;
}

function nearestLocality(localities: readonly Locality[], longitude: number, latitude: number): string {
  let best = '';
  let bestMetres = Infinity;
  for (const locality of localities) {
    const distance = metres(locality.longitude, locality.latitude, longitude, latitude);
    if (distance < bestMetres) {
      best = locality.name;
      bestMetres = distance;
    }
  }
  return best;
}

/** The place of each stay (index → place id). */
export function placeOfStay(places: readonly Place[]): Map<number, string> {
  const map = new Map<number, string>();
  for (const place of places) for (const stay of place.stays) map.set(stay, place.id);
  return map;
}

export interface Trip {
  from: string;
  to: string;
  /** When the subject left and arrived. */
  left: number;
  arrived: number;
}

/** Trips between consecutive stays at different places, in time order. */
export function findTrips(stays: readonly Stay[], places: readonly Place[]): Trip[] {
  const placeOf = placeOfStay(places);
  const trips: Trip[] = [];
  for (let index = 1; index < stays.length; index++) {
    const from = placeOf.get(index - 1);
    const to = placeOf.get(index);
    if (from && to && from !== to) trips.push({from, to, left: stays[index - 1]!.to, arrived: stays[index]!.from});
  }
  return trips;
}

/**
 * The routine: for each place, the share of days (in [from, to]) on which the subject was
 * there during each local hour of day, 24 values from 0 to 1.
 */
export function routineByHour(
  data: Pick<PatternData, 'utcOffsetMinutes' | 'start'>,
  stays: readonly Stay[],
  places: readonly Place[],
  [from, to]: [number, number],
): Map<string, number[]> {
  const days = Math.max(1, Math.round((to - from) / DAY));
  const routine = new Map<string, number[]>();
  for (const place of places) {
    const present = Array.from({length: 24}, () => new Set<number>());
    for (const index of place.stays) {
      const stay = stays[index]!;
      const start = Math.max(stay.from, from);
      const end = Math.min(stay.to, to);
      for (let hourStart = Math.floor(start / HOUR) * HOUR; hourStart < end; hourStart += HOUR) {
        if (Math.min(end, hourStart + HOUR) - Math.max(start, hourStart) < 15 * MINUTE) continue;
        present[localHour(data, hourStart)]!.add(Math.floor((hourStart - data.start) / DAY));
      }
    }
    routine.set(
      place.id,
      present.map((daysThere) => Math.min(1, daysThere.size / days)),
    );
  }
  return routine;
}

export interface WeekChange {
  placeId: string;
  kind: 'new' | 'missed' | 'more' | 'fewer';
  /** Visits in the week, and the mean over the other weeks. */
  visits: number;
  usual: number;
  /** Local hours of day the visits of the week began at. */
  hours: number[];
}

/**
 * What changed in week `week` against the other weeks: places visited for the first time,
 * usual places not visited, and places visited clearly more or less often than usual.
 */
export function weekChanges(
  data: Pick<PatternData, 'utcOffsetMinutes' | 'start' | 'weeks'>,
  stays: readonly Stay[],
  places: readonly Place[],
  week: number,
): WeekChange[] {
  if (!Number.isInteger(week) || week < 0 || week >= data.weeks)
    throw new RangeError(`weekChanges: week ${week} is outside 0–${data.weeks - 1}`);
  const otherWeeks = data.weeks - 1;
  const changes: WeekChange[] = [];
  for (const place of places) {
    const perWeek = Array.from({length: data.weeks}, () => 0);
    const hours: number[] = [];
    for (const index of place.stays) {
      const w = weekOf(data, stays[index]!.from);
      if (w < 0 || w >= data.weeks) continue;
      perWeek[w]!++;
      if (w === week) hours.push(localHour(data, stays[index]!.from));
    }
    const visits = perWeek[week]!;
    const usual = otherWeeks === 0 ? 0 : (perWeek.reduce((sum, count) => sum + count, 0) - visits) / otherWeeks;
    let kind: WeekChange['kind'] | null = null;
    if (visits > 0 && usual === 0) kind = 'new';
    else if (visits === 0 && usual >= 1) kind = 'missed';
    else if (visits - usual >= 2) kind = 'more';
    else if (usual - visits >= 2) kind = 'fewer';
    if (kind) changes.push({placeId: place.id, kind, visits, usual, hours});
  }
  const order = {new: 0, missed: 1, more: 2, fewer: 3};
  return changes.sort(
    (a, b) => order[a.kind] - order[b.kind] || a.placeId.localeCompare(b.placeId, undefined, {numeric: true}),
  );
}
