import {describe, expect, it} from 'vitest';
import {
  buildHarnessScene,
  citiesFor,
  formatRatio,
  frameStats,
  needsWorldData,
  sideOrder,
  spread,
  spatialOrder,
  unpackCoordinates,
  type PackedCoordinates,
} from './model';

// Ten cities on a line of longitudes, in "population" order.
const PACKED: PackedCoordinates = {
  precision: 2,
  longitude: [900, 100, 500, 300, 700, 200, 800, 400, 600, 0],
  latitude: [1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000],
};

describe('scene sizes', () => {
  it('uses half the items as nodes, or one city per observation, within what there is', () => {
    expect(citiesFor(1000, 'lines', 5000)).toBe(500);
    expect(citiesFor(1_000_000, 'arcs', 135_000)).toBe(135_000);
    expect(citiesFor(1000, 'observations', 5000)).toBe(1000);
    expect(needsWorldData(10_000, 'lines')).toBe(false);
    expect(needsWorldData(10_000, 'observations')).toBe(true);
  });
});

describe('unpackCoordinates', () => {
  it('divides by the precision and stops at the limit', () => {
    expect([...unpackCoordinates(PACKED, 2)]).toEqual([9, 10, 1, 10]);
  });

  it('rejects columns of different lengths', () => {
    expect(() => unpackCoordinates({precision: 0, longitude: [1], latitude: []}, 1)).toThrow(
      /1 longitudes but 0 latitudes/,
    );
  });
});

describe('spatialOrder', () => {
  it('orders places along the Z curve (here, by longitude)', () => {
    expect([...spatialOrder(unpackCoordinates(PACKED, 10))]).toEqual([9, 1, 5, 3, 7, 2, 8, 4, 6, 0]);
  });
});

describe('buildHarnessScene', () => {
  it('builds exactly the requested number of items from nodes and links between neighbours', () => {
    const scene = buildHarnessScene(PACKED, 16, 'lines');
    expect(scene.positions.length / 2 + scene.links.length / 2).toBe(16);
    expect(scene.positions.length / 2).toBe(8);
    // The first link joins the two westernmost of the 8 nodes (lon 1 and 2: indices 1 and 5).
    expect([scene.links[0], scene.links[1]]).toEqual([1, 5]);
    for (const index of scene.links) expect(index).toBeLessThan(8);
  });

  it('steps further along the order once every node has a link', () => {
    const scene = buildHarnessScene(PACKED, 30, 'arcs');
    expect(scene.links.length / 2).toBe(20);
    expect(
      new Set(Array.from({length: 20}, (_, link) => `${scene.links[link * 2]}-${scene.links[link * 2 + 1]}`)).size,
    ).toBe(20);
  });

  it('reuses cities, shifted, when there are more observations than cities', () => {
    const scene = buildHarnessScene(PACKED, 25, 'observations');
    expect(scene.positions.length).toBe(50);
    expect(scene.entityCount).toBe(1);
    expect(scene.positions[0]).toBe(0);
    expect(scene.positions[20]).toBeCloseTo(0.05);
  });

  it('is the same every time', () => {
    expect(buildHarnessScene(PACKED, 18, 'lines')).toEqual(buildHarnessScene(PACKED, 18, 'lines'));
  });

  it('rejects a scene of fewer than two items', () => {
    expect(() => buildHarnessScene(PACKED, 1, 'lines')).toThrow(/at least 2 items/);
  });
});

describe('numbers', () => {
  it('summarises frame times', () => {
    expect(frameStats([16, 17, 15, 40, 16, 16, 18, 16, 17, 16])).toEqual({median: 16, p95: 40});
    expect(() => frameStats([])).toThrow(/No frame times/);
  });

  it('formats the MapWeave / deck.gl ratio', () => {
    expect(formatRatio(15, 10)).toBe('1.50×');
    expect(formatRatio(null, 10)).toBe('–');
    expect(formatRatio(5, 0)).toBe('–');
    // A heap that shrank while the side was built has no meaningful ratio, on either side.
    expect(formatRatio(-4.2, 1.9)).toBe('–');
    expect(formatRatio(4.2, -1.9)).toBe('–');
    expect(formatRatio(0, 10)).toBe('0.00×');
  });
});

describe('rounds', () => {
  it('alternates which side goes first', () => {
    expect([0, 1, 2, 3].map(sideOrder)).toEqual([
      ['deck', 'mapweave'],
      ['mapweave', 'deck'],
      ['deck', 'mapweave'],
      ['mapweave', 'deck'],
    ]);
  });

  it('summarises a measure by its median and range', () => {
    expect(spread([5, 1, 3])).toEqual({median: 3, min: 1, max: 5});
    expect(spread([4, 1, 3, 10])).toEqual({median: 3.5, min: 1, max: 10});
    expect(spread([-2])).toEqual({median: -2, min: -2, max: -2});
    expect(() => spread([])).toThrow('No samples');
  });
});
