import {projectLngLat, unprojectPixel} from '../../../core/mercator.js';

export type Position = [number, number];

/** Points per curved or geodesic link: smooth at every zoom, cheap for thousands of links. */
const CURVE_SEGMENTS = 24;
/** Zoom at which curves are computed; any zoom gives the same shape in mercator. */
const CURVE_ZOOM = 0;

/**
 * `longitude` moved by whole turns to within 180° of `reference`: the end of the shorter way
 * round, so that a link from Seattle to Singapore crosses the Pacific, not Europe.
 */
export function nearestLongitude(longitude: number, reference: number): number {
  return longitude - Math.round((longitude - reference) / 360) * 360;
}

/**
 * A flat arc from `source` to `target`, the shorter way round: a quadratic curve in mercator
 * whose middle stands `height` × half the link's length off the straight line (left of the
 * direction of travel). Its longitudes are continuous (they may reach past ±180).
 */
export function arcPath(source: Position, target: Position, height: number, segments = CURVE_SEGMENTS): Position[] {
  const [x0, y0] = projectLngLat(source[0], source[1], CURVE_ZOOM);
  const [x2, y2] = projectLngLat(nearestLongitude(target[0], source[0]), target[1], CURVE_ZOOM);
  const dx = x2 - x0;
  const dy = y2 - y0;
  // The control point sits twice as far off the chord as the curve's middle does.
  const x1 = (x0 + x2) / 2 + dy * height;
  const y1 = (y0 + y2) / 2 - dx * height;
  const path: Position[] = [];
  let previousLongitude = source[0];
  for (let step = 0; step <= segments; step++) {
    const t = step / segments;
    const a = (1 - t) * (1 - t);
    const b = 2 * (1 - t) * t;
    const c = t * t;
    const [longitude, latitude] = unprojectPixel(a * x0 + b * x1 + c * x2, a * y0 + b * y1 + c * y2, CURVE_ZOOM);
    previousLongitude = nearestLongitude(longitude, previousLongitude);
    path.push([previousLongitude, latitude]);
  }
  return path;
}

/** The great circle from `source` to `target`, continuous in longitude across the antimeridian. */
export function geodesicPath(source: Position, target: Position, segments = CURVE_SEGMENTS): Position[] {
  const [lng1, lat1] = source.map(toRadians) as Position;
  const [lng2, lat2] = target.map(toRadians) as Position;
  const distance =
    2 *
    Math.asin(
      Math.sqrt(Math.sin((lat2 - lat1) / 2) ** 2 + Math.cos(lat1) * Math.cos(lat2) * Math.sin((lng2 - lng1) / 2) ** 2),
    );
  if (distance < 1e-9 || Math.abs(distance - Math.PI) < 1e-9) return [source, target];
  const path: Position[] = [];
  let previousLongitude = source[0];
  for (let step = 0; step <= segments; step++) {
    const t = step / segments;
    const a = Math.sin((1 - t) * distance) / Math.sin(distance);
    const b = Math.sin(t * distance) / Math.sin(distance);
    const x = a * Math.cos(lat1) * Math.cos(lng1) + b * Math.cos(lat2) * Math.cos(lng2);
    const y = a * Math.cos(lat1) * Math.sin(lng1) + b * Math.cos(lat2) * Math.sin(lng2);
    const z = a * Math.sin(lat1) + b * Math.sin(lat2);
    previousLongitude = nearestLongitude(toDegrees(Math.atan2(y, x)), previousLongitude);
    path.push([previousLongitude, toDegrees(Math.atan2(z, Math.sqrt(x * x + y * y)))]);
  }
  return path;
}

/** Screen angle (degrees, counter-clockwise from east) of travel from `from` to `to`, the shorter way round, on a north-up map. */
export function screenAngle(from: Position, to: Position): number {
  const [x0, y0] = projectLngLat(from[0], from[1], CURVE_ZOOM);
  const [x1, y1] = projectLngLat(nearestLongitude(to[0], from[0]), to[1], CURVE_ZOOM);
  return toDegrees(Math.atan2(-(y1 - y0), x1 - x0));
}

function toRadians(degrees: number): number {
  return (degrees * Math.PI) / 180;
}

function toDegrees(radians: number): number {
  return (radians * 180) / Math.PI;
}

/** The point halfway along a drawn link: the middle point of a curve, the mercator midpoint of a straight line. */
export function pathMidpoint(path: readonly Position[]): Position {
  const middle = Math.floor(path.length / 2);
  if (path.length % 2 === 1) return path[middle]!;
  const [x0, y0] = projectLngLat(path[middle - 1]![0], path[middle - 1]![1], CURVE_ZOOM);
  const [x1, y1] = projectLngLat(path[middle]![0], path[middle]![1], CURVE_ZOOM);
  const [longitude, latitude] = unprojectPixel((x0 + x1) / 2, (y0 + y1) / 2, CURVE_ZOOM);
  // Keep the longitude on the side of the ends (unprojectPixel wraps it into [-180, 180]).
  const endLongitude = (path[middle - 1]![0] + path[middle]![0]) / 2;
  return [longitude + Math.round((endLongitude - longitude) / 360) * 360, latitude];
}
