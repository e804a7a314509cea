/**
 * Paths that stay at sea at the basemap's detail. Shipping lanes (sea-routes.mjs) are drawn for
 * a coarser coastline than the 1:50m and 1:10m basemaps, and city coordinates sit inland: these
 * helpers move a place to the nearest open water and re-route the parts of a path that cut
 * across land, on a grid around them (A*, land heavily penalised rather than forbidden, so a
 * strait that one level closes still gets the shortest crossing).
 *
 * Usage:
 *   const levels = await Promise.all(['50m', '10m'].map(landTest));   // land.mjs
 *   offshore(place, levels)                  // [lon, lat]: nearest point at sea at every level
 *   keepAtSea(path, levels)                  // the path, detoured wherever a leg crosses land
 *   landCount(point, levels)                 // how many of the levels have land there
 *
 * Paths are [[lon, lat], …]; legs are checked every `sampleDegrees` (default 0.01°, about 1 km)
 * as drawn by straight interpolation in longitude and latitude. Deterministic.
 */
import {MinHeap} from './min-heap.mjs';

/** Cells of the detour grid at most (its step grows for long detours). */
const MAX_CELLS = 20_000;
/** The cost of a step over land relative to one at sea, per level that has land there. */
const LAND_PENALTY = 200;

export function landCount(point, levels) {
  let count = 0;
  for (const onLand of levels) if (onLand(point)) count += 1;
  return count;
}

function samples(from, to, sampleDegrees) {
  const steps = Math.max(1, Math.ceil(Math.hypot(to[0] - from[0], to[1] - from[1]) / sampleDegrees));
  return Array.from({length: steps + 1}, (_, step) => {
    const t = step / steps;
    return [from[0] + (to[0] - from[0]) * t, from[1] + (to[1] - from[1]) * t];
  });
}

/** Whether the straight leg from one point to another is at sea at every level, ends included. */
export function legAtSea(from, to, levels, sampleDegrees = 0.01) {
  return samples(from, to, sampleDegrees).every((point) => landCount(point, levels) === 0);
}

/**
 * The nearest point to `place` ({longitude, latitude}) that is at sea at every level with a
 * margin of `marginDegrees` all round, searched on rings of `stepDegrees` out to `maxDegrees`.
 */
export function offshore(place, levels, {stepDegrees = 0.01, maxDegrees = 1.5, marginDegrees = 0.005} = {}) {
  const clear = (point) =>
    [
      [0, 0],
      [marginDegrees, 0],
      [-marginDegrees, 0],
      [0, marginDegrees],
      [0, -marginDegrees],
    ].every(([dx, dy]) => landCount([point[0] + dx, point[1] + dy], levels) === 0);
  const origin = [place.longitude, place.latitude];
  for (let ring = 0; ring * stepDegrees <= maxDegrees; ring++) {
    const found = [];
    for (let dx = -ring; dx <= ring; dx++) {
      for (let dy = -ring; dy <= ring; dy++) {
        if (Math.max(Math.abs(dx), Math.abs(dy)) !== ring) continue;
        const point = [origin[0] + dx * stepDegrees, origin[1] + dy * stepDegrees];
        if (clear(point)) found.push(point);
      }
    }
    if (found.length > 0) {
      const km = ([x, y]) => Math.hypot((x - origin[0]) * Math.cos((origin[1] * Math.PI) / 180), y - origin[1]);
      found.sort((a, b) => km(a) - km(b) || a[0] - b[0] || a[1] - b[1]);
      return found[0].map((value) => Math.round(value * 1e4) / 1e4);
    }
  }
  throw new Error(`offshore: no open water within ${maxDegrees}° of (${place.longitude}, ${place.latitude})`);
}

/** A* on a grid over the box of two points (and a margin): the cheapest way at sea from one to the other. */
function detour(from, to, levels, sampleDegrees) {
  const span = Math.max(Math.abs(to[0] - from[0]), Math.abs(to[1] - from[1]));
  const margin = Math.max(0.3, span * 0.4);
  const west = Math.min(from[0], to[0]) - margin;
  const south = Math.min(from[1], to[1]) - margin;
  const width = Math.abs(to[0] - from[0]) + 2 * margin;
  const height = Math.abs(to[1] - from[1]) + 2 * margin;
  const step = Math.max(sampleDegrees, Math.sqrt((width * height) / MAX_CELLS));
  const columns = Math.ceil(width / step) + 1;
  const rows = Math.ceil(height / step) + 1;
  const cellOf = ([x, y]) => Math.round((y - south) / step) * columns + Math.round((x - west) / step);
  const pointOf = (cell) => [west + (cell % columns) * step, south + Math.floor(cell / columns) * step];
  const costs = new Float64Array(columns * rows).fill(-1);
  const cost = (cell) => {
    if (costs[cell] < 0) costs[cell] = 1 + LAND_PENALTY * landCount(pointOf(cell), levels);
    return costs[cell];
  };
  const [start, goal] = [cellOf(from), cellOf(to)];
  const goalPoint = pointOf(goal);
  const heuristic = (cell) => {
    const [x, y] = pointOf(cell);
    return Math.hypot(x - goalPoint[0], y - goalPoint[1]) / step;
  };
  const best = new Float64Array(columns * rows).fill(Infinity);
  const previous = new Int32Array(columns * rows).fill(-1);
  const heap = new MinHeap([[heuristic(start), start]]);
  best[start] = 0;
  while (heap.size > 0) {
    const [, cell] = heap.pop();
    if (cell === goal) break;
    const [column, row] = [cell % columns, Math.floor(cell / columns)];
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        if ((dx === 0 && dy === 0) || column + dx < 0 || column + dx >= columns || row + dy < 0 || row + dy >= rows)
          continue;
        const next = cell + dy * columns + dx;
        const total = best[cell] + Math.hypot(dx, dy) * ((cost(cell) + cost(next)) / 2);
        if (total < best[next]) {
          best[next] = total;
          previous[next] = cell;
          heap.push([total + heuristic(next), next]);
        }
      }
    }
  }
  const cells = [];
  for (let cell = goal; cell !== -1; cell = previous[cell]) cells.push(cell);
  const grid = cells.reverse().map(pointOf);
  return [from, ...grid.slice(1, -1), to];
}

/**
 * Fewer vertices: from each kept vertex, straight on to a far vertex still reachable at sea
 * (searched by doubling, then halving: a few leg checks per kept vertex instead of one per vertex).
 */
function pull(path, levels, sampleDegrees) {
  const kept = [path[0]];
  const reachable = (from, to) => legAtSea(path[from], path[to], levels, sampleDegrees);
  let index = 0;
  while (index < path.length - 1) {
    let near = index + 1;
    let step = 1;
    while (near + step < path.length && reachable(index, near + step)) {
      near += step;
      step *= 2;
    }
    let far = Math.min(path.length - 1, near + step);
    while (far - near > 1) {
      const middle = (near + far) >> 1;
      if (reachable(index, middle)) near = middle;
      else far = middle;
    }
    kept.push(path[near]);
    index = near;
  }
  return kept;
}

/**
 * The path with every leg that crosses land (at any of `levels`) replaced by a detour at sea.
 * Vertices on land are dropped, but the ends are kept. Legs that cannot avoid land take the
 * least of it.
 */
export function keepAtSea(path, levels, {sampleDegrees = 0.01} = {}) {
  const result = [path[0]];
  let index = 0;
  while (index < path.length - 1) {
    if (legAtSea(path[index], path[index + 1], levels, sampleDegrees)) {
      result.push(path[index + 1]);
      index += 1;
      continue;
    }
    let next = index + 1;
    while (next < path.length - 1 && landCount(path[next], levels) > 0) next += 1;
    const around = pull(detour(path[index], path[next], levels, sampleDegrees), levels, sampleDegrees);
    result.push(...around.slice(1).map(([x, y]) => [Math.round(x * 1e4) / 1e4, Math.round(y * 1e4) / 1e4]));
    result[result.length - 1] = path[next];
    index = next;
  }
  return result;
}
