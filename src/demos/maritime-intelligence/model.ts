/**
 * Maritime intelligence demo: reading its data file and the analyses the analyst runs on
 * the position reports — transponder gaps and ship-to-ship meetings at sea. Pure functions;
 * the map module turns the results into layers.
 */

export type VesselKind = 'tanker' | 'bulk carrier' | 'container' | 'general cargo';
export type CompanyRole = 'beneficial-owner' | 'owner' | 'manager';
export type Relation = 'controls' | 'owns' | 'manages';

export interface Port {
  code: string;
  name: string;
  country: string;
  longitude: number;
  latitude: number;
}

export interface Vessel {
  id: string;
  name: string;
  kind: VesselKind;
  flag: string;
  /** Epoch milliseconds, ascending. */
  times: number[];
  longitudes: number[];
  latitudes: number[];
}

export interface Company {
  id: string;
  name: string;
  role: CompanyRole;
  jurisdiction: string;
}

export interface MaritimeData {
  start: number;
  end: number;
  ports: Port[];
  vessels: Vessel[];
  companies: Company[];
  relations: [from: string, to: string, relation: Relation][];
}

const KINDS: readonly VesselKind[] = ['tanker', 'bulk carrier', 'container', 'general cargo'];
const ROLES: readonly CompanyRole[] = ['beneficial-owner', 'owner', 'manager'];
const RELATIONS: readonly Relation[] = ['controls', 'owns', 'manages'];

function fail(message: string): never {
  throw new Error(`Maritime data: ${message}`);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(record: Record<string, unknown>, field: string, where: string): string {
  const value = record[field];
  if (typeof value !== 'string' || value === '') fail(`${where} has no ${field}`);
  return value;
}

function number(record: Record<string, unknown>, field: string, where: string): number {
  const value = record[field];
  if (typeof value !== 'number' || !Number.isFinite(value)) fail(`${where}: ${field} is not a number`);
  return value;
}

/** Checks and unpacks the `data` of maritime-intelligence.json (see data.mjs). */
export function readMaritimeData(raw: unknown): MaritimeData {
  if (!isRecord(raw)) fail('not an object');
  const start = typeof raw.start === 'string' ? Date.parse(raw.start) : Number.NaN;
  if (!Number.isFinite(start)) fail('start is not an ISO instant');
  if (
    !Array.isArray(raw.ports) ||
    !Array.isArray(raw.vessels) ||
    !Array.isArray(raw.companies) ||
    !Array.isArray(raw.relations)
  ) {
    fail('ports, vessels, companies and relations must be arrays');
  }
  const ports = raw.ports.map((port, index): Port => {
    if (!isRecord(port)) fail(`port ${index} is not an object`);
    const where = `port ${index}`;
    return {
      code: text(port, 'code', where),
      name: text(port, 'name', where),
      country: text(port, 'country', where),
      longitude: number(port, 'longitude', where),
      latitude: number(port, 'latitude', where),
    };
  });
  let end = start;
  const ids = new Set<string>();
  const vessels = raw.vessels.map((vessel, index): Vessel => {
    if (!isRecord(vessel)) fail(`vessel ${index} is not an object`);
    const id = text(vessel, 'id', `vessel ${index}`);
    if (ids.has(id)) fail(`two vessels have the id "${id}"`);
    ids.add(id);
    const kind = vessel.kind as VesselKind;
    if (!KINDS.includes(kind)) fail(`vessel "${id}" has an unknown kind "${String(vessel.kind)}"`);
    const reports = vessel.reports;
    if (!Array.isArray(reports) || reports.length % 3 !== 0 || reports.some((value) => !Number.isInteger(value))) {
      fail(`vessel "${id}": reports must be integer triples [minute, lon×1000, lat×1000, …]`);
    }
    const times: number[] = [];
    const longitudes: number[] = [];
    const latitudes: number[] = [];
    for (let at = 0; at < reports.length; at += 3) {
      const time = start + (reports[at] as number) * 60_000;
      if (times.length > 0 && time < times[times.length - 1]!)
        fail(`vessel "${id}": reports are not in time order at minute ${reports[at]!}`);
      const longitude = (reports[at + 1] as number) / 1000;
      const latitude = (reports[at + 2] as number) / 1000;
      if (Math.abs(longitude) > 180 || Math.abs(latitude) > 90)
        fail(`vessel "${id}": a report at minute ${reports[at]} is off the globe`);
      times.push(time);
      longitudes.push(longitude);
      latitudes.push(latitude);
    }
    if (times.length > 0) end = Math.max(end, times[times.length - 1]!);
    return {
      id,
      name: text(vessel, 'name', `vessel "${id}"`),
      kind,
      flag: text(vessel, 'flag', `vessel "${id}"`),
      times,
      longitudes,
      latitudes,
    };
  });
  const companies = raw.companies.map((company, index): Company => {
    if (!isRecord(company)) fail(`company ${index} is not an object`);
    const id = text(company, 'id', `company ${index}`);
    if (ids.has(id)) fail(`the id "${id}" is used twice`);
    ids.add(id);
    const role = company.role as CompanyRole;
    if (!ROLES.includes(role)) fail(`company "${id}" has an unknown role "${String(company.role)}"`);
    return {
      id,
      name: text(company, 'name', `company "${id}"`),
      role,
      jurisdiction: text(company, 'jurisdiction', `company "${id}"`),
    };
  });
  const relations = raw.relations.map((relation, index): [string, string, Relation] => {
    if (!Array.isArray(relation) || relation.length !== 3) fail(`relation ${index} is not [from, to, relation]`);
    const [from, to, kind] = relation as unknown[];
    if (typeof from !== 'string' || !ids.has(from)) fail(`relation ${index} starts at unknown id "${String(from)}"`);
    if (typeof to !== 'string' || !ids.has(to)) fail(`relation ${index} ends at unknown id "${String(to)}"`);
    if (!RELATIONS.includes(kind as Relation)) fail(`relation ${index} has an unknown kind "${String(kind)}"`);
    return [from, to, kind as Relation];
  });
  return {start, end, ports, vessels, companies, relations};
}

const EARTH_RADIUS_KM = 6371;

export function distanceKm(lon1: number, lat1: number, lon2: number, lat2: number): number {
  const toRadians = Math.PI / 180;
  const dLat = (lat2 - lat1) * toRadians;
  const dLon = (lon2 - lon1) * toRadians;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * toRadians) * Math.cos(lat2 * toRadians) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface Gap {
  id: string;
  vesselId: string;
  /** The last report before the silence and the first after it (epoch ms). */
  from: number;
  to: number;
  /** Where the vessel was last seen and where it reappeared. */
  lastSeen: [longitude: number, latitude: number];
  reappeared: [longitude: number, latitude: number];
  /** Distance between the two, in kilometres. */
  movedKm: number;
}

/** Silences longer than this break a track (it is not drawn across them) and are flagged. */
export const GAP_MS = 6 * 3_600_000;

/** Every silence longer than `minimumMs` between two consecutive reports of a vessel, in time order. */
export function findGaps(vessels: readonly Vessel[], minimumMs: number): Gap[] {
  const gaps: Gap[] = [];
  for (const vessel of vessels) {
    for (let index = 1; index < vessel.times.length; index++) {
      if (vessel.times[index]! - vessel.times[index - 1]! <= minimumMs) continue;
      const lastSeen: [number, number] = [vessel.longitudes[index - 1]!, vessel.latitudes[index - 1]!];
      const reappeared: [number, number] = [vessel.longitudes[index]!, vessel.latitudes[index]!];
      gaps.push({
        id: `gap:${vessel.id}:${vessel.times[index - 1]}`,
        vesselId: vessel.id,
        from: vessel.times[index - 1]!,
        to: vessel.times[index]!,
        lastSeen,
        reappeared,
        movedKm: distanceKm(...lastSeen, ...reappeared),
      });
    }
  }
  return gaps.sort((a, b) => a.from - b.from || a.vesselId.localeCompare(b.vesselId));
}

/**
 * Where a vessel was at `time`, interpolated between the reports around it, or null when it
 * was not reporting then (before its first report, after its last, or inside a silence
 * longer than `maximumIntervalMs`).
 */
export function positionAt(vessel: Vessel, time: number, maximumIntervalMs: number): [number, number] | null {
  const {times} = vessel;
  if (times.length === 0 || time < times[0]! || time > times[times.length - 1]!) return null;
  let low = 0;
  let high = times.length - 1;
  while (high - low > 1) {
    const middle = (low + high) >> 1;
    if (times[middle]! <= time) low = middle;
    else high = middle;
  }
  if (times[low]! === time) return [vessel.longitudes[low]!, vessel.latitudes[low]!];
  if (times[high]! === time) return [vessel.longitudes[high]!, vessel.latitudes[high]!];
  if (times[high]! - times[low]! > maximumIntervalMs) return null;
  const t = (time - times[low]!) / (times[high]! - times[low]!);
  return [
    vessel.longitudes[low]! + (vessel.longitudes[high]! - vessel.longitudes[low]!) * t,
    vessel.latitudes[low]! + (vessel.latitudes[high]! - vessel.latitudes[low]!) * t,
  ];
}

export interface RendezvousOptions {
  /** Vessels closer than this count as together (km). */
  maxDistanceKm: number;
  /** …for at least this long (ms). */
  minDurationMs: number;
  /** …moving slower than this (knots), so ships passing or sailing in company do not count. */
  maxSpeedKnots: number;
  /** …and further than this from every port (km): meetings at sea, not berths side by side. */
  minPortDistanceKm: number;
  /** Sampling step (ms). */
  stepMs: number;
  /** Reports further apart than this are not interpolated (a silence). */
  maximumIntervalMs: number;
}

export const RENDEZVOUS_DEFAULTS: RendezvousOptions = {
  maxDistanceKm: 3,
  minDurationMs: 2 * 3_600_000,
  maxSpeedKnots: 3,
  minPortDistanceKm: 30,
  stepMs: 20 * 60_000,
  maximumIntervalMs: 4 * 3_600_000,
};

export interface Rendezvous {
  id: string;
  vesselIds: [string, string];
  from: number;
  to: number;
  longitude: number;
  latitude: number;
  /** The closest the two came, in kilometres. */
  closestKm: number;
}

/**
 * Pairs of vessels that stayed together, slow, away from ports, for long enough: the
 * signature of a ship-to-ship transfer. Sampled every `stepMs` over the reporting period.
 */
export function findRendezvous(
  vessels: readonly Vessel[],
  ports: readonly Port[],
  options: Partial<RendezvousOptions> = {},
): Rendezvous[] {
  const settings = {...RENDEZVOUS_DEFAULTS, ...options};
  const starts = vessels.filter((vessel) => vessel.times.length > 0).map((vessel) => vessel.times[0]!);
  const ends = vessels
    .filter((vessel) => vessel.times.length > 0)
    .map((vessel) => vessel.times[vessel.times.length - 1]!);
  if (starts.length < 2) return [];
  const first = Math.min(...starts);
  const last = Math.max(...ends);
  const steps = Math.floor((last - first) / settings.stepMs) + 1;
  const knotsKmPerStep = (settings.maxSpeedKnots * 1.852 * settings.stepMs) / 3_600_000;

  // Positions per vessel per step (null: not reporting), computed once.
  const tracks = vessels.map((vessel) =>
    Array.from({length: steps}, (_, step) =>
      positionAt(vessel, first + step * settings.stepMs, settings.maximumIntervalMs),
    ),
  );
  const slow = tracks.map((track) =>
    track.map((here, step) => {
      const previous = track[step - 1] ?? null;
      const next = track[step + 1] ?? null;
      const neighbour = previous ?? next;
      if (!here || !neighbour) return false;
      return distanceKm(...here, ...neighbour) <= knotsKmPerStep;
    }),
  );
  const nearPort = (here: [number, number]) =>
    ports.some((port) => distanceKm(...here, port.longitude, port.latitude) <= settings.minPortDistanceKm);
  // Degrees of latitude within which two vessels can be maxDistanceKm apart: a cheap first test.
  const latitudeWindow = settings.maxDistanceKm / 110;

  const found: Rendezvous[] = [];
  for (let a = 0; a < vessels.length; a++) {
    for (let b = a + 1; b < vessels.length; b++) {
      let runStart = -1;
      let closest = Infinity;
      let sum: [number, number] = [0, 0];
      const close = (step: number) => {
        const p = tracks[a]![step];
        const q = tracks[b]![step];
        if (!p || !q || Math.abs(p[1] - q[1]) > latitudeWindow || !slow[a]![step] || !slow[b]![step]) return null;
        const km = distanceKm(...p, ...q);
        return km <= settings.maxDistanceKm && !nearPort(p) ? {km, p} : null;
      };
      for (let step = 0; step <= steps; step++) {
        const hit = step < steps ? close(step) : null;
        if (hit) {
          if (runStart < 0) {
            runStart = step;
            closest = Infinity;
            sum = [0, 0];
          }
          closest = Math.min(closest, hit.km);
          sum = [sum[0] + hit.p[0], sum[1] + hit.p[1]];
          continue;
        }
        if (runStart >= 0) {
          const count = step - runStart;
          const from = first + runStart * settings.stepMs;
          const to = first + (step - 1) * settings.stepMs;
          if (to - from >= settings.minDurationMs) {
            const pair = [vessels[a]!.id, vessels[b]!.id].sort() as [string, string];
            found.push({
              id: `meeting:${pair[0]}:${pair[1]}:${from}`,
              vesselIds: pair,
              from,
              to,
              longitude: sum[0] / count,
              latitude: sum[1] / count,
              closestKm: closest,
            });
          }
          runStart = -1;
        }
      }
    }
  }
  return found.sort((x, y) => x.from - y.from || x.id.localeCompare(y.id));
}

/** The companies behind a vessel: its owner, manager and whoever controls the owner, nearest first. */
export function ownershipChain(
  data: MaritimeData,
  vesselId: string,
): {company: Company; relation: Relation; of: string}[] {
  const byId = new Map(data.companies.map((company) => [company.id, company]));
  const chain: {company: Company; relation: Relation; of: string}[] = [];
  const seen = new Set<string>([vesselId]);
  let frontier = [vesselId];
  while (frontier.length > 0) {
    const next: string[] = [];
    for (const [from, to, relation] of data.relations) {
      if (!frontier.includes(to) || seen.has(from)) continue;
      const company = byId.get(from);
      if (!company) continue;
      seen.add(from);
      chain.push({company, relation, of: to});
      next.push(from);
    }
    frontier = next;
  }
  return chain;
}

/** Vessels that share a company (anywhere up their ownership chains) with `vesselId`. */
export function relatedVessels(data: MaritimeData, vesselId: string): {vesselId: string; shared: Company[]}[] {
  const mine = new Set(ownershipChain(data, vesselId).map(({company}) => company.id));
  const related: {vesselId: string; shared: Company[]}[] = [];
  for (const vessel of data.vessels) {
    if (vessel.id === vesselId) continue;
    const shared = ownershipChain(data, vessel.id)
      .map(({company}) => company)
      .filter((company) => mine.has(company.id));
    if (shared.length > 0) related.push({vesselId: vessel.id, shared});
  }
  return related;
}
