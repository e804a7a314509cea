import {MapWeaveError} from '../../core/errors.js';
import {projectLngLat, wrapLongitude} from '../../core/mercator.js';
import type {Id, LatLng, ObservationsData, Trajectory} from '../../core/types.js';
import {isFiniteNumber} from '../../core/validate.js';
import {validateObservations, type ObservationTable} from './model.js';

function isTable(data: ObservationsData | ObservationTable): data is ObservationTable {
  return 'times' in data && data.times instanceof Float64Array;
}

/** Row positions grouped by entity (in `table.entities` order), each group in row order: a counting sort. */
function rowsByEntity(table: ObservationTable): {starts: Int32Array; rows: Int32Array} {
  const {entityRows} = table;
  const starts = new Int32Array(table.entities.length + 1);
  for (let row = 0; row < entityRows.length; row++) starts[entityRows[row]! + 1]!++;
  for (let entity = 0; entity < table.entities.length; entity++) starts[entity + 1]! += starts[entity]!;
  const next = starts.slice(0, table.entities.length);
  const rows = new Int32Array(entityRows.length);
  for (let row = 0; row < entityRows.length; row++) rows[next[entityRows[row]!]!++] = row;
  return {starts, rows};
}

/**
 * Trajectories per entity (entities in id order): observations sorted by time (ties by id),
 * split where the gap to the next is more than `maximumInterval` ms. A lone observation is a
 * trajectory of one point. Ids are `${entityId}:${index}`. Validates raw data first.
 */
export function inferTrajectories(data: ObservationsData | ObservationTable, maximumInterval: number): Trajectory[] {
  if (!isFiniteNumber(maximumInterval) || maximumInterval < 0) {
    throw new MapWeaveError(
      'INVALID_OPTION',
      `trajectory.maximumInterval must be a finite number of milliseconds >= 0 (got ${String(maximumInterval)})`,
    );
  }
  const table = isTable(data) ? data : validateObservations(data);
  const {ids, times, entities} = table;
  const {starts, rows} = rowsByEntity(table);
  const before = (a: number, b: number): number =>
    times[a]! - times[b]! || (ids[a]! < ids[b]! ? -1 : ids[a]! > ids[b]! ? 1 : 0);
  const trajectories: Trajectory[] = [];
  for (let entity = 0; entity < entities.length; entity++) {
    const entityId = entities[entity]!;
    const group = rows.subarray(starts[entity]!, starts[entity + 1]!);
    // Observations usually come in time order: sort only the groups that do not.
    for (let i = 1; i < group.length; i++) {
      if (before(group[i - 1]!, group[i]!) > 0) {
        group.sort(before);
        break;
      }
    }
    let start = 0;
    let index = 0;
    for (let end = 1; end <= group.length; end++) {
      if (end === group.length || times[group[end]!]! - times[group[end - 1]!]! > maximumInterval) {
        trajectories.push(trajectoryOf(table, group.subarray(start, end), `${entityId}:${index++}`, entityId));
        start = end;
      }
    }
  }
  return trajectories;
}

/** The trajectory through `rows` of `table`, in that order (arrays of their final length: no growing). */
function trajectoryOf(table: ObservationTable, rows: Int32Array, id: Id, entityId: Id): Trajectory {
  const {ids, times, longitudes, latitudes} = table;
  const count = rows.length;
  const trajectory: Trajectory = {
    id,
    entityId,
    observationIds: new Array<Id>(count),
    path: new Array<[number, number]>(count),
    times: new Array<number>(count),
  };
  for (let i = 0; i < count; i++) {
    const row = rows[i]!;
    trajectory.observationIds[i] = ids[row]!;
    trajectory.path[i] = [longitudes[row]!, latitudes[row]!];
    trajectory.times[i] = times[row]!;
  }
  return trajectory;
}

/** Trajectories grouped by entity, each list in time order. */
export function groupTrajectories(trajectories: readonly Trajectory[]): Map<Id, Trajectory[]> {
  const byEntity = new Map<Id, Trajectory[]>();
  for (const trajectory of trajectories) {
    const list = byEntity.get(trajectory.entityId);
    if (list) list.push(trajectory);
    else byEntity.set(trajectory.entityId, [trajectory]);
  }
  for (const list of byEntity.values()) list.sort((a, b) => a.times[0]! - b.times[0]!);
  return byEntity;
}

export type TrackerPosition = LatLng & {
  /** The instant of this position: the requested time inside a trajectory, else the held observation's. */
  time: number;
};

function pointOf(trajectory: Trajectory, index: number): TrackerPosition {
  const [longitude, latitude] = trajectory.path[index]!;
  return {longitude, latitude, time: trajectory.times[index]!};
}

/** Interpolates longitudes the short way round the antimeridian. */
function interpolateLongitude(from: number, to: number, fraction: number): number {
  return wrapLongitude(from + shortDelta(from, to) * fraction);
}

/**
 * Where `entityId` is at `time` (ms): interpolated linearly inside a trajectory, held at the
 * nearest observation in time outside them (the earlier one on a tie); `null` time means the
 * last observation. `null` when the entity has no observations.
 */
export function positionAt(
  trajectories: readonly Trajectory[] | ReadonlyMap<Id, readonly Trajectory[]>,
  entityId: Id,
  time: number | null,
): TrackerPosition | null {
  const list = Array.isArray(trajectories)
    ? groupTrajectories((trajectories as readonly Trajectory[]).filter((t) => t.entityId === entityId)).get(entityId)
    : (trajectories as ReadonlyMap<Id, readonly Trajectory[]>).get(entityId);
  if (!list || list.length === 0) return null;
  const last = list[list.length - 1]!;
  if (time === null) return pointOf(last, last.times.length - 1);

  let before: TrackerPosition | null = null;
  for (const trajectory of list) {
    const {times} = trajectory;
    const start = times[0]!;
    const end = times[times.length - 1]!;
    if (time < start) {
      const after = pointOf(trajectory, 0);
      return before && time - before.time <= after.time - time ? before : after;
    }
    if (time <= end) return interpolate(trajectory, time);
    before = pointOf(trajectory, times.length - 1);
  }
  return before;
}

function interpolate(trajectory: Trajectory, time: number): TrackerPosition {
  const {times, path} = trajectory;
  // The last index whose time is <= `time`.
  let low = 0;
  let high = times.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (times[middle]! <= time) low = middle;
    else high = middle - 1;
  }
  if (low === times.length - 1 || times[low] === time) return {...pointOf(trajectory, low), time};
  const [lng0, lat0] = path[low]!;
  const [lng1, lat1] = path[low + 1]!;
  const fraction = (time - times[low]!) / (times[low + 1]! - times[low]!);
  return {longitude: interpolateLongitude(lng0, lng1, fraction), latitude: lat0 + (lat1 - lat0) * fraction, time};
}

/**
 * The time of the point of `trajectory` nearest to `point` (in mercator), interpolated along the
 * segment it falls on: where a tracker node dragged to `point` rides to.
 */
export function projectOntoTrajectory(trajectory: Trajectory, point: LatLng): number {
  const {path, times} = trajectory;
  if (path.length === 0)
    throw new MapWeaveError('INVALID_TYPE', `Trajectory "${trajectory.id}" has no points`, [trajectory.id]);
  if (path.length === 1) return times[0]!;
  let bestTime = times[0]!;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (let i = 0; i + 1 < path.length; i++) {
    const [lng0, lat0] = path[i]!;
    const [lng1, lat1] = path[i + 1]!;
    const [x0, y0] = projectLngLat(lng0, lat0, 0);
    const [x1, y1] = projectLngLat(lng0 + shortDelta(lng0, lng1), lat1, 0);
    const [px, py] = projectLngLat(lng0 + shortDelta(lng0, point.longitude), point.latitude, 0);
    const dx = x1 - x0;
    const dy = y1 - y0;
    const lengthSquared = dx * dx + dy * dy;
    const u = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((px - x0) * dx + (py - y0) * dy) / lengthSquared));
    const ex = x0 + u * dx - px;
    const ey = y0 + u * dy - py;
    const distance = ex * ex + ey * ey;
    if (distance < bestDistance) {
      bestDistance = distance;
      bestTime = times[i]! + u * (times[i + 1]! - times[i]!);
    }
  }
  return bestTime;
}

/** `to - from` in longitude, the short way round. */
function shortDelta(from: number, to: number): number {
  let delta = to - from;
  if (delta > 180) delta -= 360;
  else if (delta < -180) delta += 360;
  return delta;
}
