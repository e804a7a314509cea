/**
 * A street network for the pattern-of-life data, generated (there is no street extract in the
 * repository and no network at build time): seeded points, dense in the towns and sparse
 * between them, joined by a Gabriel graph (two points are joined when no third lies in the
 * circle on them), which gives streets in every direction, meeting at irregular angles, and no
 * grid. The shortest ways between the town centres become arterial roads, driven faster, so
 * that longer trips converge on them as real ones do. Each street bends a little.
 *
 * Usage:
 *   const streets = buildStreets(rng, {origin, towns});  // towns: [{longitude, latitude}]
 *   streets.route(from, to, 'cycle')  // [{longitude, latitude, kmh}] from `from` to `to`
 * Geometry is in metres east and north of `origin`, converted back to degrees on the way out.
 */
import {MinHeap} from '../../../scripts/data/lib/min-heap.mjs';

const METRES_PER_DEGREE = 111_320;

/** Metres between two street points, where the town points are packed, and how far the towns reach. */
const TOWN_SPACING = 230;
const COUNTRY_SPACING = 650;
const TOWN_RADIUS = 2600;
/** How far past the towns the network reaches. */
const MARGIN = 2500;

/** Speeds (km/h) by mode on local streets and on arterial roads. */
export const SPEEDS = {
  walk: {street: 5, arterial: 5},
  cycle: {street: 15, arterial: 18},
  drive: {street: 28, arterial: 65},
};

export function buildStreets(rng, {origin, towns}) {
  const cosLat = Math.cos((origin.latitude * Math.PI) / 180);
  const toXY = ({longitude, latitude}) => [
    (longitude - origin.longitude) * METRES_PER_DEGREE * cosLat,
    (latitude - origin.latitude) * METRES_PER_DEGREE,
  ];
  const toLngLat = ([x, y]) => ({
    longitude: origin.longitude + x / (METRES_PER_DEGREE * cosLat),
    latitude: origin.latitude + y / METRES_PER_DEGREE,
  });
  const townXY = towns.map(toXY);
  const spacingAt = ([x, y]) => {
    const nearest = Math.min(...townXY.map(([tx, ty]) => Math.hypot(x - tx, y - ty)));
    const t = Math.min(1, nearest / TOWN_RADIUS);
    return TOWN_SPACING + (COUNTRY_SPACING - TOWN_SPACING) * t * t;
  };

  // Dart throwing on a hash grid: each point keeps the spacing of where it lands.
  const xs = townXY.map(([x]) => x);
  const ys = townXY.map(([, y]) => y);
  const box = [Math.min(...xs) - MARGIN, Math.min(...ys) - MARGIN, Math.max(...xs) + MARGIN, Math.max(...ys) + MARGIN];
  const cell = TOWN_SPACING;
  const grid = new Map();
  const key = (cx, cy) => `${cx},${cy}`;
  const points = [];
  const near = ([x, y], radius) => {
    const found = [];
    const reach = Math.ceil(radius / cell);
    const [cx, cy] = [Math.floor(x / cell), Math.floor(y / cell)];
    for (let dx = -reach; dx <= reach; dx++)
      for (let dy = -reach; dy <= reach; dy++)
        for (const index of grid.get(key(cx + dx, cy + dy)) ?? []) found.push(index);
    return found;
  };
  const add = (point) => {
    const index = points.length;
    points.push(point);
    const k = key(Math.floor(point[0] / cell), Math.floor(point[1] / cell));
    grid.set(k, [...(grid.get(k) ?? []), index]);
  };
  for (const town of townXY) add(town);
  const area = (box[2] - box[0]) * (box[3] - box[1]);
  const tries = Math.round((area / (TOWN_SPACING * TOWN_SPACING)) * 1.6);
  for (let attempt = 0; attempt < tries; attempt++) {
    const point = [rng.range(box[0], box[2]), rng.range(box[1], box[3])];
    const spacing = spacingAt(point);
    if (
      near(point, spacing).every(
        (index) => Math.hypot(points[index][0] - point[0], points[index][1] - point[1]) >= spacing,
      )
    )
      add(point);
  }

  // Gabriel graph: a and b are joined when no other point lies inside the circle on ab.
  const neighbours = points.map(() => []);
  for (let a = 0; a < points.length; a++) {
    const reach = spacingAt(points[a]) * 2.6;
    for (const b of near(points[a], reach)) {
      if (b <= a) continue;
      const [ax, ay] = points[a];
      const [bx, by] = points[b];
      const length = Math.hypot(bx - ax, by - ay);
      if (length > reach) continue;
      const centre = [(ax + bx) / 2, (ay + by) / 2];
      const blocked = near(centre, length / 2).some(
        (c) => c !== a && c !== b && Math.hypot(points[c][0] - centre[0], points[c][1] - centre[1]) < length / 2,
      );
      if (!blocked) {
        neighbours[a].push(b);
        neighbours[b].push(a);
      }
    }
  }

  const edgeKey = (a, b) => (a < b ? `${a}-${b}` : `${b}-${a}`);
  // Each street bends: a midpoint pushed sideways by up to a tenth of its length.
  const bends = new Map();
  for (let a = 0; a < points.length; a++)
    for (const b of neighbours[a]) if (a < b) bends.set(edgeKey(a, b), rng.range(-0.1, 0.1));
  const arterial = new Set();

  const shortest = (from, to, cost) => {
    const distance = new Float64Array(points.length).fill(Infinity);
    const previous = new Int32Array(points.length).fill(-1);
    const done = new Uint8Array(points.length);
    distance[from] = 0;
    const heap = new MinHeap([[0, from]]);
    while (heap.size > 0) {
      const [d, a] = heap.pop();
      if (done[a]) continue;
      done[a] = 1;
      if (a === to) break;
      for (const b of neighbours[a]) {
        const next = d + cost(a, b);
        if (next < distance[b]) {
          distance[b] = next;
          previous[b] = a;
          heap.push([next, b]);
        }
      }
    }
    if (previous[to] === -1 && from !== to) throw new Error('streets: two places are not connected');
    const path = [to];
    while (path[0] !== from) path.unshift(previous[path[0]]);
    return path;
  };
  const length = (a, b) => Math.hypot(points[b][0] - points[a][0], points[b][1] - points[a][1]);

  // Arterials: the shortest ways between each town and its two nearest towns.
  for (let t = 0; t < townXY.length; t++) {
    const others = townXY
      .map((point, index) => ({index, metres: Math.hypot(point[0] - townXY[t][0], point[1] - townXY[t][1])}))
      .filter(({index}) => index !== t)
      .sort((a, b) => a.metres - b.metres)
      .slice(0, 2);
    for (const {index} of others) {
      const path = shortest(t, index, length);
      for (let i = 1; i < path.length; i++) arterial.add(edgeKey(path[i - 1], path[i]));
    }
  }

  const nearestPoint = (xy) => {
    for (let radius = TOWN_SPACING; ; radius *= 2) {
      const found = near(xy, radius);
      if (found.length > 0)
        return found.reduce((best, index) =>
          Math.hypot(points[index][0] - xy[0], points[index][1] - xy[1]) <
          Math.hypot(points[best][0] - xy[0], points[best][1] - xy[1])
            ? index
            : best,
        );
    }
  };

  /** The way from one place to another by `mode`, as points with the speed of the stretch that ends there. */
  const route = (from, to, mode) => {
    const speeds = SPEEDS[mode];
    const kmhOf = (a, b) => (arterial.has(edgeKey(a, b)) ? speeds.arterial : speeds.street);
    const path = shortest(nearestPoint(toXY(from)), nearestPoint(toXY(to)), (a, b) => length(a, b) / kmhOf(a, b));
    const way = [{...toLngLat(toXY(from)), kmh: speeds.street}];
    for (let i = 0; i < path.length; i++) {
      const b = path[i];
      if (i > 0) {
        const a = path[i - 1];
        const [ax, ay] = points[a];
        const [bx, by] = points[b];
        const bend = bends.get(edgeKey(a, b)) * (a < b ? 1 : -1);
        const kmh = kmhOf(a, b);
        // Three points on a quadratic curve through the pushed midpoint.
        const [mx, my] = [(ax + bx) / 2 - (by - ay) * bend, (ay + by) / 2 + (bx - ax) * bend];
        for (const t of [0.25, 0.5, 0.75]) {
          const u = 1 - t;
          const x = u * u * ax + 2 * u * t * (2 * mx - (ax + bx) / 2) + t * t * bx;
          const y = u * u * ay + 2 * u * t * (2 * my - (ay + by) / 2) + t * t * by;
          way.push({...toLngLat([x, y]), kmh});
        }
      }
      way.push({...toLngLat(points[b]), kmh: i === 0 ? speeds.street : kmhOf(path[i - 1], b)});
    }
    way.push({...toLngLat(toXY(to)), kmh: speeds.street});
    return way;
  };

  return {route, pointCount: points.length, arterialCount: arterial.size};
}
