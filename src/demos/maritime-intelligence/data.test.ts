import {readFileSync} from 'node:fs';
import {beforeAll, describe, expect, it} from 'vitest';
import {distanceKm} from '../../../scripts/data/lib/cities.mjs';
import {landTest, type LonLat} from '../../../scripts/data/lib/land.mjs';
import {findGaps, findRendezvous, readMaritimeData} from './model';

// The committed data set, as the page loads it.
const data = readMaritimeData(
  JSON.parse(readFileSync(new URL('../../../static/data/demos/maritime-intelligence.json', import.meta.url), 'utf8'))
    .data,
);
const reports: LonLat[] = data.vessels.flatMap((vessel) =>
  vessel.longitudes.map((longitude, index): LonLat => [longitude, vessel.latitudes[index]!]),
);
const HOUR = 3_600_000;

describe('maritime data', () => {
  let onLand: Record<'50m' | '10m', (point: LonLat) => boolean>;
  beforeAll(async () => {
    onLand = {'50m': await landTest('50m'), '10m': await landTest('10m')};
  }, 60_000);

  it('berths every port at sea at the 1:50m basemap the map opens at and at 1:10m', () => {
    for (const port of data.ports) {
      expect(onLand['50m']([port.longitude, port.latitude]), port.name).toBe(false);
      expect(onLand['10m']([port.longitude, port.latitude]), port.name).toBe(false);
    }
  });

  // Alongside included: no harbour exemption. Reports are rounded to 0.001° and legs checked every
  // 0.01°: a report can touch a rock or a cape, and the 1:50m coastline closes the Bosphorus.
  it('reports positions at sea: under 0.1 % on land at 1:50m, under 0.3 % at 1:10m', () => {
    expect(reports.length).toBeGreaterThan(2000);
    expect(reports.filter(onLand['50m']).length / reports.length).toBeLessThan(0.001);
    expect(reports.filter(onLand['10m']).length / reports.length).toBeLessThan(0.003);
  });

  it('keeps sailing speeds of merchant ships: under 22 knots between reports', () => {
    for (const vessel of data.vessels) {
      for (let index = 1; index < vessel.times.length; index++) {
        const km = distanceKm(
          {longitude: vessel.longitudes[index - 1]!, latitude: vessel.latitudes[index - 1]!},
          {longitude: vessel.longitudes[index]!, latitude: vessel.latitudes[index]!},
        );
        const hours = (vessel.times[index]! - vessel.times[index - 1]!) / HOUR;
        expect(km / 1.852 / hours, `${vessel.name} at report ${index}`).toBeLessThan(22);
      }
    }
  });

  it('still holds the planted story: two meetings at sea and two long silences', () => {
    const meetings = findRendezvous(data.vessels, data.ports).map((meeting) => meeting.vesselIds.join('+'));
    expect(meetings).toEqual(expect.arrayContaining(['v-aurora-spirit+v-kestrel', 'v-cassia+v-levant']));
    const silences = findGaps(data.vessels, 12 * HOUR).map((gap) => gap.vesselId);
    expect(silences).toEqual(expect.arrayContaining(['v-kestrel', 'v-selene']));
  });
});
