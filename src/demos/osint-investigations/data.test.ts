import {readFileSync} from 'node:fs';
import {beforeAll, describe, expect, it} from 'vitest';
import {NetworkModel} from '../../../packages/mapweave/src/network/NetworkModel';
import {layoutFreeNodes} from '../../../packages/mapweave/src/layers/network/layout/layout';
import type {NetworkData} from '../../../packages/mapweave/src/core/types';
import {distanceKm} from '../../../scripts/data/lib/cities.mjs';
import {landTest} from '../../../scripts/data/lib/land.mjs';
import {adjacency, FREE_NODE_DISTANCE, FREE_NODE_MAX_METERS, readOsintData} from './model';

// The committed data set, as the page loads it.
const data = readOsintData(
  JSON.parse(readFileSync(new URL('../../../static/data/demos/osint-investigations.json', import.meta.url), 'utf8'))
    .data,
);
const graph = adjacency(data.links);
const eventById = new Map(data.events.map((event) => [event.id, event]));

/** From the whole world (1.5) through the opening views (about 4 to 6) to the street (13). */
const ZOOMS = [1.5, 3, 4.5, 6, 8, 10, 13];
/** A chain of two entities off an event ends at most this far from it. */
const NEAR_KM = (3 * FREE_NODE_MAX_METERS) / 1000;

function networkOf(nodes: ReadonlySet<string>): NetworkData {
  const items: NetworkData = {};
  for (const id of nodes) {
    const event = eventById.get(id);
    items[id] = event ? {type: 'node', latitude: event.latitude, longitude: event.longitude} : {type: 'node'};
  }
  for (const link of data.links)
    if (nodes.has(link.id1) && nodes.has(link.id2)) items[link.id] = {type: 'link', id1: link.id1, id2: link.id2};
  return items;
}

/** The events on the board fewest links away from `id` (what a free node relates to). */
function closestEvents(id: string, nodes: ReadonlySet<string>): string[] {
  let frontier = [id];
  const seen = new Set(frontier);
  while (frontier.length > 0) {
    const next: string[] = [];
    for (const at of frontier)
      for (const other of graph.get(at) ?? [])
        if (nodes.has(other) && !seen.has(other)) {
          seen.add(other);
          next.push(other);
        }
    const events = next.filter((other) => eventById.has(other));
    if (events.length > 0) return events;
    frontier = next;
  }
  return [];
}

describe('OSINT data on the map', () => {
  let onLand: (point: [number, number]) => boolean;
  beforeAll(async () => {
    onLand = await landTest('50m');
  }, 60_000);

  it('puts every event on land', () => {
    expect(data.events.filter((event) => !onLand([event.longitude, event.latitude])).map((event) => event.id)).toEqual(
      [],
    );
  });

  const boards = {
    'the opening board (the subject and its neighbours)': new Set([data.seed, ...(graph.get(data.seed) ?? [])]),
    'the whole investigation': new Set([...data.events, ...data.entities].map((node) => node.id)),
  };
  for (const [name, nodes] of Object.entries(boards)) {
    it(`lays out ${name} with every person, organisation and account on land, near its events, at every zoom`, () => {
      const model = new NetworkModel(networkOf(nodes));
      const problems: string[] = [];
      for (const zoom of ZOOMS) {
        const free = layoutFreeNodes(model, {zoom, distance: FREE_NODE_DISTANCE, maxMeters: FREE_NODE_MAX_METERS});
        for (const [id, at] of free) {
          const km = Math.min(...closestEvents(id, nodes).map((event) => distanceKm(eventById.get(event)!, at)));
          if (!(km <= NEAR_KM)) problems.push(`${id} at zoom ${zoom}: ${km.toFixed(0)} km from its closest event`);
          if (!onLand([at.longitude, at.latitude]))
            problems.push(`${id} at zoom ${zoom}: at sea (${at.longitude.toFixed(2)}, ${at.latitude.toFixed(2)})`);
        }
      }
      expect(problems).toEqual([]);
      expect(nodes.size).toBeGreaterThan(5);
    });
  }
});
