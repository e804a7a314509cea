import {describe, expect, it} from 'vitest';
import {loadPlaceChunk, placeChunksFor, type BasemapTown} from '../../../src/adapters/basemapPlaces.js';

const UTRECHT_VIEW = [4.5, 51.8, 5.7, 52.4] as const;
const towns = async (chunks: ReturnType<typeof placeChunksFor>): Promise<BasemapTown[]> =>
  (await Promise.all(chunks.map(loadPlaceChunk))).flat();
const named = (places: BasemapTown[], name: string, zoom: number) =>
  places.filter((place) => place[0] === name && place[4] <= zoom).map((place) => place[0]);

describe('basemap place names', () => {
  it('needs, for a view, the chunks of its zoom and below whose cells it overlaps', () => {
    expect(placeChunksFor(3, [-180, -85, 180, 85]).map((chunk) => chunk.minZoom)).toEqual([0]);
    const utrecht = placeChunksFor(9, UTRECHT_VIEW);
    expect(utrecht.map((chunk) => [chunk.minZoom, ...chunk.bounds])).toEqual([
      [0, -180, -90, 180, 90],
      [6, 0, 0, 90, 90],
      [9, 0, 45, 45, 90],
    ]);
    // A view across the antimeridian (east beyond 180) needs the cells on both sides.
    const fiji = placeChunksFor(6, [175, -20, 185, -15]).map((chunk) => chunk.bounds[0]);
    expect(fiji).toEqual(expect.arrayContaining([-180, 90]));
  });

  // Generous: the chunks are large generated modules that the test runner transforms first.
  it('names Utrecht by zoom 9 (from 7) and De Bilt by zoom 12 (from 10), not before', {timeout: 60_000}, async () => {
    const at9 = await towns(placeChunksFor(9, UTRECHT_VIEW));
    expect(named(at9, 'Utrecht', 9)).toEqual(['Utrecht']);
    expect(named(at9, 'Utrecht', 7)).toEqual(['Utrecht']);
    expect(named(await towns(placeChunksFor(6, UTRECHT_VIEW)), 'Utrecht', 6)).toEqual([]);
    const at12 = await towns(placeChunksFor(12, UTRECHT_VIEW));
    expect(named(at12, 'De Bilt', 12)).toEqual(['De Bilt']);
    expect(named(at12, 'De Bilt', 9)).toEqual([]);
  });
});
