/** Types of scripts/data/lib/land.mjs, for the tests that import it. */
export type LonLat = [number, number];
export interface Place {
  longitude: number;
  latitude: number;
}
export function landTest(level: '110m' | '50m' | '10m'): Promise<(point: LonLat) => boolean>;
export function greatCircle(from: Place, to: Place, stepDegrees: number): LonLat[];
export function longestWaterKm(from: Place, to: Place, onLand: (point: LonLat) => boolean): number;
