import {readFileSync} from 'node:fs';
import {beforeAll, describe, expect, it} from 'vitest';
import {distanceKm} from '../../../scripts/data/lib/cities.mjs';
import {greatCircle, landTest, longestWaterKm, type LonLat} from '../../../scripts/data/lib/land.mjs';
import {baselineRouting} from './backbone';
import type {NetworkLinkRecord, NetworkManagementData} from './model';

// The committed data set, as the page loads it.
const data = JSON.parse(
  readFileSync(new URL('../../../static/data/demos/network-management.json', import.meta.url), 'utf8'),
).data as NetworkManagementData;
const sites = new Map(data.sites.map((site) => [site.id, site]));
const cables = data.links.filter((link) => link.kind === 'submarine');
const place = ([longitude, latitude]: LonLat) => ({longitude, latitude});

/** The cable as drawn: its landing stations and the points of its path between them. */
function drawn(link: NetworkLinkRecord) {
  return [sites.get(link.a)!, ...(link.path ?? []).map(place), sites.get(link.b)!];
}

function drawnKm(link: NetworkLinkRecord): number {
  const points = drawn(link);
  return points.slice(1).reduce((km, point, index) => km + distanceKm(points[index]!, point), 0);
}

/** What a cable draws over the sea: its geodesics sampled every 0.25°, the stations ashore left out. */
function seaVertices(link: NetworkLinkRecord): LonLat[] {
  const points = drawn(link);
  return points
    .slice(1)
    .flatMap((to, index) => greatCircle(points[index]!, to, 0.25).slice(1))
    .slice(0, -1);
}

/** How far (km) a cable's landing station is from the first point of its route at sea. */
const LANDING_KM = 70;

describe('network data', () => {
  let onLand: Record<'110m' | '50m' | '10m', (point: LonLat) => boolean>;
  beforeAll(async () => {
    onLand = {'110m': await landTest('110m'), '50m': await landTest('50m'), '10m': await landTest('10m')};
  }, 60_000);

  // The map opens at 1:110m; a few points in the Dardanelles, which that coastline closes, are the tolerance.
  it.each(['110m', '50m', '10m'] as const)(
    'lays cables at sea: under 3 in 1,000 of their vertices on land at 1:%s',
    (level) => {
      const vertices = cables.flatMap(seaVertices);
      expect(vertices.length).toBeGreaterThan(3000);
      expect(vertices.filter(onLand[level]).length / vertices.length).toBeLessThan(0.003);
    },
  );

  it('lands every cable at a coastal station: its route reaches open water within 70 km', () => {
    expect(cables.length).toBeGreaterThan(20);
    for (const cable of cables) {
      expect(cable.path?.length, cable.id).toBeGreaterThan(0);
      const path = cable.path ?? [];
      for (const [station, first] of [
        [sites.get(cable.a)!, path[0]!],
        [sites.get(cable.b)!, path[path.length - 1]!],
      ] as const) {
        expect(distanceKm(station, place(first)), `${cable.id} at ${station.name}`).toBeLessThan(LANDING_KM);
        expect(onLand['10m'](first), `${cable.id} at ${station.name}`).toBe(false);
      }
    }
  });

  it('homes every landing station on its inland core by a terrestrial backhaul', () => {
    const landings = data.sites.filter((site) => site.landing);
    expect(landings.map((site) => site.name)).toEqual(
      expect.arrayContaining(['Alexandria', 'Suez', 'Mombasa', 'Bude', 'Lowestoft', 'Al Fujairah City']),
    );
    for (const station of landings) {
      const backhaul = data.links.find(
        (link) =>
          link.kind === 'terrestrial' && [link.a, link.b].sort().join() === [station.id, station.core].sort().join(),
      );
      expect(backhaul, station.name).toBeDefined();
    }
  });

  // A terrestrial link is drawn along its great circles: one from Istanbul to New Cairo crossed the
  // Mediterranean. The limit is the Channel Tunnel's crossing, or a bay the coastline puts on the way.
  const OVERLAND_WATER_KM = 50; // data.mjs's limit
  it('runs every terrestrial link over land: no stretch of water over 50 km on what is drawn', () => {
    const terrestrial = data.links.filter((link) => link.kind === 'terrestrial');
    expect(terrestrial.length).toBeGreaterThan(60);
    const wet = terrestrial.flatMap((link) => {
      const points = drawn(link);
      const km = Math.max(...points.slice(1).map((to, index) => longestWaterKm(points[index]!, to, onLand['50m'])));
      return km > OVERLAND_WATER_KM ? [`${link.id}: ${Math.round(km)} km of water`] : [];
    });
    expect(wet).toEqual([]);
  });

  it('gives every link the length of what is drawn: the path of a cable, the great circle of a terrestrial link', () => {
    for (const link of data.links) {
      const expected = link.path ? drawnKm(link) : distanceKm(sites.get(link.a)!, sites.get(link.b)!);
      expect(Math.abs(link.km - expected), link.id).toBeLessThanOrEqual(1);
    }
  });

  it('routes every demand on the intact backbone, within the links’ capacities', () => {
    const routing = baselineRouting(data);
    expect(routing.unrouted).toEqual([]);
    for (const link of data.links) expect(routing.load.get(link.id) ?? 0, link.id).toBeLessThanOrEqual(link.capacity);
  });
});
