import {describe, expect, it} from 'vitest';
import {landTest, type LonLat} from '../../scripts/data/lib/land.mjs';

// Natural Earth cuts Fiji and Chukotka at the antimeridian: the land test must not turn the
// latitudes of those cuts into land or sea all round the globe.
const PLACES: [string, LonLat, boolean][] = [
  ['Viti Levu, Fiji', [178, -17.9], true],
  ['South Atlantic at the latitude of Fiji', [-8.55, -16.51], false],
  ['Pacific east of Fiji', [-176.2, -16.52], false],
  ['West Siberian Plain', [77.46, 65.82], true],
  ['Kolyma lowland', [149.02, 68.54], true],
  ['Chukotka', [-175.49, 65.29], true],
  ['Norwegian Sea', [-0.21, 70.81], false],
  ['Davis Strait', [-58.75, 65.82], false],
  ['Hudson Bay', [-82.37, 65.86], false],
];

describe.each(['110m', '50m', '10m'] as const)('landTest at 1:%s', (level) => {
  it.each(PLACES)('%s', async (_name, point, land) => {
    expect((await landTest(level))(point)).toBe(land);
  });
});
