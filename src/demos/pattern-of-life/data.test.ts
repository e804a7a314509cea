import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {detectStays, metres, readPatternData} from './model';

// The committed data set, as the page loads it.
const data = readPatternData(
  JSON.parse(readFileSync(new URL('../../../static/data/demos/pattern-of-life.json', import.meta.url), 'utf8')).data,
);

const MINUTE = 60_000;

interface Step {
  metres: number;
  minutes: number;
  /** Degrees clockwise from north, 0–360. */
  bearing: number;
}

/** The steps between consecutive reports of each trip (the reports between two stays). */
function tripSteps(): Step[][] {
  const stays = detectStays(data);
  const trips: Step[][] = [];
  let stay = 0;
  let trip: Step[] = [];
  for (let index = 1; index < data.times.length; index++) {
    const [time, previous] = [data.times[index]!, data.times[index - 1]!];
    while (stay < stays.length && stays[stay]!.to < previous) stay++;
    const staying = stays[stay] !== undefined && stays[stay]!.from <= previous && time <= stays[stay]!.to;
    if (staying) {
      if (trip.length > 0) trips.push(trip);
      trip = [];
      continue;
    }
    const [lon1, lat1] = [data.longitudes[index - 1]!, data.latitudes[index - 1]!];
    const [lon2, lat2] = [data.longitudes[index]!, data.latitudes[index]!];
    const east = (lon2 - lon1) * Math.cos((lat1 * Math.PI) / 180);
    const north = lat2 - lat1;
    trip.push({
      metres: metres(lon1, lat1, lon2, lat2),
      minutes: (time - previous) / MINUTE,
      bearing: ((Math.atan2(east, north) * 180) / Math.PI + 360) % 360,
    });
  }
  return trips;
}

describe('pattern-of-life data', () => {
  const trips = tripSteps();
  const moving = trips.flat().filter((step) => step.metres >= 40);

  it('has trips to check', () => {
    expect(trips.length).toBeGreaterThan(60);
    expect(moving.length).toBeGreaterThan(800);
  });

  it('moves along streets in every direction, not in axis-aligned staircases', () => {
    // Uniform bearings put 2 × 4 × 5° / 360° ≈ 11% of the distance within 5° of north, south,
    // east or west; dog-legs along the axes put most of it there.
    const total = moving.reduce((sum, step) => sum + step.metres, 0);
    const nearAxis = moving
      .filter((step) => {
        const off = step.bearing % 90;
        return off < 5 || off > 85;
      })
      .reduce((sum, step) => sum + step.metres, 0);
    expect(nearAxis / total).toBeLessThan(0.2);
    // Nor along any other two perpendicular directions: no 10° sector holds a fifth of the distance.
    const sectors = new Array<number>(18).fill(0);
    for (const step of moving) sectors[Math.floor((step.bearing % 180) / 10)]! += step.metres;
    expect(Math.max(...sectors) / total).toBeLessThan(0.2);
  });

  it('reports at walking, cycling and driving speeds, about every minute on the move', () => {
    const speeds = moving.map((step) => (step.metres / 1000 / step.minutes) * 60);
    expect(Math.max(...speeds)).toBeLessThan(110);
    const within = (from: number, to: number) => speeds.filter((kmh) => kmh >= from && kmh < to).length;
    expect(within(3, 7)).toBeGreaterThan(20);
    expect(within(10, 22)).toBeGreaterThan(500);
    expect(within(40, 110)).toBeGreaterThan(50);
    // Between two reports on the move the track is a straight chord: it stays short enough to
    // follow the streets only if the reports come often.
    const steps = trips.flat();
    expect(steps.filter((step) => step.minutes > 2.5).length / steps.length).toBeLessThan(0.05);
    expect(Math.max(...moving.map((step) => step.metres))).toBeLessThan(2000);
  });
});
