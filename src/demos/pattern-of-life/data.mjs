/**
 * Pattern of life: four weeks of location reports from one invented subject's phone in and
 * around Utrecht. The places are anchored on real GeoNames localities; the routine on top is
 * seeded: weekday commutes, evening gym and shopping, a Saturday market, fortnightly visits to
 * a parents' address, Sunday sport. The fourth week breaks it: no gym, late-evening visits to
 * a place never seen before, a late start on Friday. Nothing is labelled: the page infers the
 * places, the routine and the change from the reports alone.
 *
 * Trips follow the shortest way on a generated street network (streets.mjs), on foot under
 * 1.2 km, by bike under 7 km and by car further, at the speed of each street, with a report
 * about every minute on the move and GPS noise of a few metres.
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
import {buildStreets} from './streets.mjs';

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
      stays.push(['home', null, h(21.8, 8)]);
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

/** How the subject goes between two places this far apart (straight line, km). */
function modeFor(km) {
  return km < 1.2 ? 'walk' : km < 7 ? 'cycle' : 'drive';
}

/**
 * The instant (minutes after `departure`) the subject passes each point of a way, going at
 * each stretch's speed times `pace` (lights, traffic, a slower day).
 */
function timesAlong(way, departure, pace) {
  const times = [departure];
  for (let index = 1; index < way.length; index++) {
    const metres = distanceKm(way[index - 1], way[index]) * 1000;
    times.push(times[index - 1] + metres / ((way[index].kmh * pace * 1000) / 60));
  }
  return times;
}

/** Where the subject is at `minute` on a way timed by `timesAlong`. */
function positionAt(way, times, minute) {
  let index = 1;
  while (index < times.length - 1 && times[index] < minute) index++;
  const span = times[index] - times[index - 1];
  const u = span === 0 ? 1 : Math.min(1, Math.max(0, (minute - times[index - 1]) / span));
  const [a, b] = [way[index - 1], way[index]];
  return {
    longitude: a.longitude + (b.longitude - a.longitude) * u,
    latitude: a.latitude + (b.latitude - a.latitude) * u,
  };
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

  const streets = buildStreets(rng, {
    origin: utrecht,
    towns: [...new Set(Object.values(PLACES).map(({locality}) => locality))].map((name) => byName.get(name)),
  });

  const reports = [];
  const report = (minute, point, noiseMetres) => {
    // One report a minute at most: the first report of a stay can round onto the trip's last.
    if (reports.length > 0 && Math.round(minute) <= reports[reports.length - 3]) return;
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
        const mode = modeFor(distanceKm(from, to));
        const way = streets.route(from, to, mode);
        const times = timesAlong(way, minute, rng.range(0.8, 1.05));
        const end = times[times.length - 1];
        // Phones report about every minute on the move (reports are whole minutes).
        for (let t = Math.floor(minute) + 1; t < end; t += mode === 'walk' ? rng.int(1, 2) : 1)
          report(t, positionAt(way, times, t), 6);
        // Parking and walking in after a drive.
        minute = end + (mode === 'drive' ? rng.range(2, 5) : 0);
        here = place;
      }
      // A late arrival still stays a while: nobody shops for five minutes after a long ride.
      const until = Math.max(dayStart + untilHour * 60, minute + rng.range(25, 35));
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
