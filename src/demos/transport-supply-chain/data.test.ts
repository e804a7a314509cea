import {readFileSync} from 'node:fs';
import {beforeAll, describe, expect, it} from 'vitest';
import {distanceKm} from '../../../scripts/data/lib/cities.mjs';
import {greatCircle, landTest, longestWaterKm} from '../../../scripts/data/lib/land.mjs';
import {readSupplyData, supplyImpact} from './model';

// The committed data set, as the page loads it.
const data = readSupplyData(
  JSON.parse(readFileSync(new URL('../../../static/data/demos/transport-supply-chain.json', import.meta.url), 'utf8'))
    .data,
);
const places = new Map([...data.sites, ...data.waypoints].map((place) => [place.id, place]));
const place = (id: string) => places.get(id)!;

/** The widest water a lorry crosses by bridge, tunnel or ferry (Fehmarn Belt, Pearl River estuary). */
const BRIDGE_KM = 35;
/** A road leg longer than this would go by sea or rail. */
const ROAD_KM = 1500;

function roadLegs(): [string, string][] {
  const legs = new Map<string, [string, string]>();
  const add = (from: string, to: string) => legs.set(`${from}>${to}`, [from, to]);
  for (const [supplier, factory] of data.inputs) add(supplier, factory);
  for (const flow of data.flows) {
    add(flow.factory, flow.originPort);
    add(flow.destinationPort, flow.warehouse);
    add(flow.warehouse, flow.store);
  }
  for (const site of data.sites) for (const port of site.fallbackPorts ?? []) add(port, site.id);
  return [...legs.values()];
}

describe('transport data', () => {
  let onLand: (point: [number, number]) => boolean;
  beforeAll(async () => {
    onLand = await landTest('50m');
  }, 60_000);

  it('joins only places joined by land by road: no leg across open sea, none across a continent', () => {
    const legs = roadLegs();
    expect(legs.length).toBeGreaterThan(20);
    for (const [from, to] of legs) {
      expect(distanceKm(place(from), place(to)), `${from} → ${to}`).toBeLessThanOrEqual(ROAD_KM);
      expect(longestWaterKm(place(from), place(to), onLand), `${from} → ${to}`).toBeLessThanOrEqual(BRIDGE_KM);
    }
  });

  // The demo's own network can carry Rotterdam's imports through Hamburg: a strike there once cut
  // Paris, Lyon and Munich off entirely.
  it('reroutes a struck port’s imports through a port that can take over: a strike at Rotterdam loses no store anything', () => {
    const impact = supplyImpact(data, new Set(['p-NLRTM']));
    for (const store of ['st-paris', 'st-lyon', 'st-munich', 'st-amsterdam']) {
      expect(impact.stores.get(store), store).toMatchObject({lostShare: 0});
    }
    expect(impact.legs.get('p-DEHAM>w-venlo')!.now).toBeGreaterThan(0);
    expect(impact.legs.get('p-NLRTM>w-venlo')!.now).toBe(0);
  });

  it('draws sea legs at sea: under 2 % of their vertices on land at the 1:50m basemap', () => {
    const waypoints = new Set(data.waypoints.map((waypoint) => waypoint.id));
    const legs = new Map<string, [string, string]>();
    for (const path of data.lanes.flatMap((lane) => [lane.primary, ...Object.values(lane.alternatives)]))
      for (let index = 1; index < path.length; index++) {
        const [from, to] = [path[index - 1]!, path[index]!];
        if (waypoints.has(from) || waypoints.has(to)) legs.set(`${from}>${to}`, [from, to]);
      }
    const points = [...legs.values()].flatMap(([from, to]) => greatCircle(place(from), place(to), 0.25).slice(1, -1));
    const share = points.filter(onLand).length / points.length;
    expect(share).toBeLessThan(0.02);
  });
});
