/**
 * Pattern of life: four weeks of location reports from one invented subject's phone in and
 * around Utrecht. The places are anchored on real GeoNames localities; the routine on top is
 * seeded: weekday commutes, evening gym and shopping, a Saturday market, fortnightly visits to
 * a parents' address, Sunday sport. The fourth week breaks it: no gym, late-evening visits to
 * a place never seen before, a late start on Friday. Nothing is labelled: the page infers the
 * places, the routine and the change from the reports alone.
 *
 * Output (`data`):
 *   start              ISO instant of minute 0 (a Monday, 00:00 local time)
 *   utcOffsetMinutes   local time = UTC + this (Central European Summer Time)
 *   area               {name, country, longitude, latitude}
 *   localities         [{name, longitude, latitude}] GeoNames places nearby, to name inferred places
 *   subject            {id, label}
 *   reports            [minute, lon×10⁴, lat×10⁴, …] in time order
 */
import {createRng} from '../../../scripts/data/lib/rng.mjs';
import {distanceKm, findCity, loadCities, nearestCities} from '../../../scripts/data/lib/cities.mjs';

export const sources = ['GeoNames'];

const UTC_OFFSET_MINUTES = 120;
// Monday 1 September 2025, 00:00 in Utrecht.
const START = Date.UTC(2025, 8, 1) - UTC_OFFSET_MINUTES * 60_000;
const DAYS = 28;

/** Anchor locality and offset in metres (east, north) for each place of the routine. */
const PLACES = {
  home: {locality: 'De Bilt', offset: [240, -310]},
  work: {locality: 'De Uithof', offset: [120, 90]},
  gym: {locality: 'Utrecht', offset: [-520, 380]},
  supermarket: {locality: 'De Bilt', offset: [820, 260]},
  market: {locality: 'Utrecht', offset: [60, -40]},
  parents: {locality: 'Nieuwegein', offset: [-350, 410]},
  club: {locality: 'Groenekan', offset: [380, -150]},
  unknown: {locality: 'Maarssen', offset: [-610, -420]},
};

function offsetPoint(point, [east, north]) {
  const latitude = point.latitude + north / 111_320;
  const longitude = point.longitude + east / (111_320 * Math.cos((point.latitude * Math.PI) / 180));
  return {longitude, latitude};
}

/** The stays of one day: [place, from hour, to hour] in local time, the trips in between implied. */
function daySchedule(rng, week, weekday) {
  const h = (hour, spreadMinutes = 10) => hour + rng.normal(0, spreadMinutes) / 60;
  const lastWeek = week === 3;
  if (weekday < 5) {
    const stays = [];
    const lateStart = lastWeek && weekday === 4;
    const leaveHome = lateStart ? h(9.6, 10) : h(7.67, 12);
    stays.push(['home', 0, leaveHome]);
    const leaveWork = h(17.2, 20);
    stays.push(['work', null, leaveWork]);
    if ((weekday === 0 || weekday === 2) && !lastWeek) stays.push(['gym', null, h(19.1, 10)]);
    if (weekday === 3) stays.push(['supermarket', null, h(18.6, 8)]);
    if (lastWeek && (weekday === 1 || weekday === 3)) {
      stays.push(['home', null, h(21.4, 15)]);
      stays.push(['unknown', null, h(23.6, 10)]);
    }
    stays.push(['home', null, 24]);
    return stays;
  }
  if (weekday === 5) {
    const stays = [
      ['home', 0, h(9.9, 15)],
      ['market', null, h(11.9, 15)],
    ];
    if (week % 2 === 0) stays.push(['home', null, h(13.8, 15)], ['parents', null, h(18.2, 20)]);
    stays.push(['home', null, 24]);
    return stays;
  }
  return [
    ['home', 0, h(9.2, 10)],
    ['club', null, h(11.6, 15)],
    ['home', null, 24],
  ];
}

function tripMinutes(from, to) {
  const km = distanceKm(from, to);
  // Cycling in town, driving further out (with a few minutes to park).
  return km < 5 ? (km / 15) * 60 + 3 : (km / 40) * 60 + 8;
}

/** A street-like way between two points: a dog-leg through two jittered corners. */
function tripWay(rng, from, to) {
  const corner = rng.chance(0.5)
    ? {longitude: to.longitude, latitude: from.latitude}
    : {longitude: from.longitude, latitude: to.latitude};
  const mid = (a, b, t) => ({
    longitude: a.longitude + (b.longitude - a.longitude) * t,
    latitude: a.latitude + (b.latitude - a.latitude) * t,
  });
  const wobble = (point) => ({
    longitude: point.longitude + rng.range(-0.002, 0.002),
    latitude: point.latitude + rng.range(-0.0012, 0.0012),
  });
  return [from, wobble(mid(from, corner, 0.6)), wobble(corner), wobble(mid(corner, to, 0.4)), to];
}

function along(way, t) {
  const lengths = [];
  let total = 0;
  for (let index = 1; index < way.length; index++) {
    const km = distanceKm(way[index - 1], way[index]);
    lengths.push(km);
    total += km;
  }
  let target = t * total;
  for (let index = 0; index < lengths.length; index++) {
    if (target <= lengths[index] || index === lengths.length - 1) {
      const u = lengths[index] === 0 ? 0 : Math.min(1, target / lengths[index]);
      const a = way[index];
      const b = way[index + 1];
      return {
        longitude: a.longitude + (b.longitude - a.longitude) * u,
        latitude: a.latitude + (b.latitude - a.latitude) * u,
      };
    }
    target -= lengths[index];
  }
  return way[way.length - 1];
}

export function build() {
  const rng = createRng('pattern-of-life');
  const cities = loadCities();
  const utrecht = findCity(cities, 'Utrecht', 'NL');
  const nearby = [utrecht, ...nearestCities(cities, utrecht, 40, {maxKm: 20})];
  const byName = new Map(nearby.map((city) => [city.name, city]));
  const places = Object.fromEntries(
    Object.entries(PLACES).map(([id, {locality, offset}]) => {
      const city = byName.get(locality);
      if (!city) throw new Error(`pattern-of-life: no locality "${locality}" within 20 km of Utrecht`);
      return [id, offsetPoint(city, offset)];
    }),
  );

  const reports = [];
  const report = (minute, point, noiseMetres) => {
    const noisy = offsetPoint(point, [rng.normal(0, noiseMetres), rng.normal(0, noiseMetres)]);
    reports.push(Math.round(minute), Math.round(noisy.longitude * 1e4), Math.round(noisy.latitude * 1e4));
  };

  let minute = 0;
  let here = 'home';
  for (let day = 0; day < DAYS; day++) {
    const week = Math.floor(day / 7);
    const stays = daySchedule(rng, week, day % 7);
    for (const [place, , untilHour] of stays) {
      const dayStart = day * 1440;
      if (place !== here) {
        const from = places[here];
        const to = places[place];
        const duration = tripMinutes(from, to);
        const way = tripWay(rng, from, to);
        const end = minute + duration;
        for (let t = minute + rng.range(1, 4); t < end; t += rng.range(3, 6))
          report(t, along(way, (t - minute) / duration), 8);
        minute = end;
        here = place;
      }
      const until = dayStart + untilHour * 60;
      while (minute < until) {
        report(minute, places[place], 25);
        const localHour = (minute / 60) % 24;
        const night = localHour < 6 || localHour >= 23;
        minute += night ? rng.range(55, 95) : rng.range(12, 25);
      }
      minute = Math.max(minute, until);
    }
  }

  return {
    start: new Date(START).toISOString(),
    utcOffsetMinutes: UTC_OFFSET_MINUTES,
    area: {name: utrecht.name, country: utrecht.country, longitude: utrecht.longitude, latitude: utrecht.latitude},
    localities: nearby.map(({name, longitude, latitude}) => ({name, longitude, latitude})),
    subject: {id: 'subject', label: 'Subject A'},
    reports,
  };
}
