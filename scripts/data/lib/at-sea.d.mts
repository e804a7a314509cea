/** Types of scripts/data/lib/at-sea.mjs, for the tests that import it. */
import type {LonLat} from './land.mjs';

export function legAtSea(
  from: LonLat,
  to: LonLat,
  levels: readonly ((point: LonLat) => boolean)[],
  sampleDegrees?: number,
): boolean;
