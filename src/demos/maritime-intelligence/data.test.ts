import {readFileSync} from 'node:fs';
import {beforeAll, describe, expect, it} from 'vitest';
import {distanceKm} from '../../../scripts/data/lib/cities.mjs';
import {landTest, type LonLat} from '../../../scripts/data/lib/land.mjs';
import {legAtSea} from '../../../scripts/data/lib/at-sea.mjs';
import {GAP_MS, findGaps, findRendezvous, readMaritimeData} from './model';

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

  // The track is drawn as straight lines between reports: one that cuts a cape shows at zoom 8
  // (one cut the tip of Euboea). Where a lane threads a strait that a level closes or narrows
  // below the lanes' detail (the Bosphorus, the Dardanelles), the voyage itself crosses land.
  it('draws the tracks at sea: under 1 % of legs cross land at 1:10m, none round the tip of Euboea', () => {
    const legs = data.vessels.flatMap((vessel) =>
      vessel.times.slice(1).flatMap((time, index) =>
        time - vessel.times[index]! > GAP_MS
          ? []
          : [
              {
                from: [vessel.longitudes[index]!, vessel.latitudes[index]!] as LonLat,
                to: [vessel.longitudes[index + 1]!, vessel.latitudes[index + 1]!] as LonLat,
              },
            ],
      ),
    );
    const onLandLegs = legs.filter(({from, to}) => !legAtSea(from, to, [onLand['10m']]));
    expect(onLandLegs.length / legs.length).toBeLessThan(0.01);
    const nearKafireas = ([longitude, latitude]: LonLat) =>
      longitude > 24.3 && longitude < 25 && latitude > 37.8 && latitude < 38.2;
    const roundEuboea = legs.filter(({from, to}) => nearKafireas(from) || nearKafireas(to));
    expect(roundEuboea.length).toBeGreaterThan(0);
    expect(roundEuboea.filter((leg) => onLandLegs.includes(leg))).toEqual([]);
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
