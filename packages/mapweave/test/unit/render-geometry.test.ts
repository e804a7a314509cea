import {describe, expect, it} from 'vitest';
import {basemapGeometryOf, polygonWithWorldCopies, unwrapLine, unwrapRing} from '../../src/adapters/basemapGeometry.js';
import {BASEMAP_LEVELS, basemapLevelForZoom, loadBasemapTopology} from '../../src/adapters/basemapLevels.js';
import {MERCATOR_MAX_LATITUDE} from '../../src/core/mercator.js';
import {arcPath, geodesicPath, screenAngle} from '../../src/layers/network/drawing/linkGeometry.js';
import {RowChanges, rowDataDiff} from '../../src/layers/network/drawing/rowData.js';
import {
  combineIntervals,
  filterRange,
  filterValue,
  passesFilter,
  UNBOUNDED,
} from '../../src/layers/network/view/timeFilter.js';

describe('basemap antimeridian handling', () => {
  it('makes a line crossing the antimeridian continuous', () => {
    expect(
      unwrapLine([
        [178, 60],
        [-179, 61],
        [-176, 62],
      ]),
    ).toEqual([
      [178, 60],
      [181, 61],
      [184, 62],
    ]);
  });

  it('draws a shifted copy of a polygon that reaches past 180°', () => {
    const copies = polygonWithWorldCopies([
      [
        [170, 0],
        [-170, 0],
        [-170, 10],
        [170, 10],
        [170, 0],
      ],
    ]);
    expect(copies).toHaveLength(2);
    expect(copies[0]![0]!.map(([longitude]) => longitude)).toEqual([170, 190, 190, 170, 170]);
    expect(copies[1]![0]!.map(([longitude]) => longitude)).toEqual([-190, -170, -170, -190, -190]);
  });

  it('closes a ring around the south pole along the mercator edge and clamps latitudes', () => {
    const ring = unwrapRing([
      [-180, -70],
      [-60, -75],
      [60, -72],
      [179, -70],
      [-180, -90],
    ]);
    const latitudes = ring.map(([, latitude]) => latitude);
    expect(Math.min(...latitudes)).toBeCloseTo(-MERCATOR_MAX_LATITUDE);
    expect(ring[ring.length - 1]).toEqual(ring[0]);
    expect(ring.slice(-3, -1)).toEqual([
      [180, -MERCATOR_MAX_LATITUDE],
      [-180, -MERCATOR_MAX_LATITUDE],
    ]);
  });

  it.each(BASEMAP_LEVELS.map(({level}) => level))(
    'leaves no jump of more than 180° at 1:%s except along the mercator edge (no bands across the map)',
    async (level) => {
      const {land, lakes, borders, coastlines} = basemapGeometryOf(await loadBasemapTopology(level));
      const onEdge = (latitude: number) => Math.abs(Math.abs(latitude) - MERCATOR_MAX_LATITUDE) < 1e-9;
      const jumps = [...land.flat(), ...lakes.flat(), ...borders, ...coastlines].filter((line) =>
        line.some((point, index) => {
          const previous = line[index - 1];
          return previous && Math.abs(point[0] - previous[0]) > 180 && !(onEdge(point[1]) && onEdge(previous[1]));
        }),
      );
      expect(land.length).toBeGreaterThan(100);
      expect(jumps).toEqual([]);
    },
    30_000,
  );

  it('draws 1:110m at the world view, 1:50m from zoom 3 and 1:10m from zoom 5', () => {
    expect([0, 2.9, 3, 4.9, 5, 12].map(basemapLevelForZoom)).toEqual(['110m', '110m', '50m', '50m', '10m', '10m']);
  });

  it('has more islands and lakes at each finer level', async () => {
    const counts = await Promise.all(
      BASEMAP_LEVELS.map(async ({level}) => basemapGeometryOf(await loadBasemapTopology(level))),
    );
    const [coarse, medium, fine] = counts.map(({land, lakes}) => ({land: land.length, lakes: lakes.length}));
    expect(medium!.land).toBeGreaterThan(coarse!.land * 2);
    expect(fine!.land).toBeGreaterThan(medium!.land * 2);
    expect(medium!.lakes).toBeGreaterThan(100);
  }, 30_000);

  it('rejects an unknown level with INVALID_OPTION', async () => {
    await expect(loadBasemapTopology('5m' as never)).rejects.toMatchObject({code: 'INVALID_OPTION'});
  });
});

describe('link geometry', () => {
  it('bends arcs off the straight line and keeps their ends', () => {
    const path = arcPath([0, 0], [10, 0], 0.5, 4);
    expect(path).toHaveLength(5);
    expect(path[0]![0]).toBeCloseTo(0);
    expect(path[4]![0]).toBeCloseTo(10);
    expect(path[2]![1]).toBeGreaterThan(1);
  });

  it('follows the great circle, continuous across the antimeridian', () => {
    const path = geodesicPath([170, 0], [-170, 0], 4);
    expect(path.map(([longitude]) => Math.round(longitude))).toEqual([170, 175, 180, 185, 190]);
    const northern = geodesicPath([-74, 40.7], [139.7, 35.7], 8);
    expect(Math.max(...northern.map(([, latitude]) => latitude))).toBeGreaterThan(60);
  });

  it('bends arcs the shorter way round, continuous across the antimeridian', () => {
    // Seattle to Singapore crosses the Pacific, not Europe.
    const path = arcPath([-122.3, 47.6], [103.8, 1.35], 0.2, 8);
    const longitudes = path.map(([longitude]) => longitude);
    expect(longitudes[0]).toBeCloseTo(-122.3);
    expect(longitudes[8]).toBeCloseTo(103.8 - 360);
    for (let i = 1; i < longitudes.length; i++) expect(longitudes[i]!).toBeLessThan(longitudes[i - 1]!);
  });

  it('measures screen angles counter-clockwise from east', () => {
    expect(screenAngle([170, 0], [-170, 0])).toBeCloseTo(0);
    expect(screenAngle([0, 0], [10, 0])).toBeCloseTo(0);
    expect(screenAngle([0, 0], [0, 10])).toBeCloseTo(90);
  });
});

describe('row-incremental deck.gl data', () => {
  it('turns changed rows into merged ranges', () => {
    expect(rowDataDiff({length: 10, changedRows: [5, 1, 2, 3, 9]})).toEqual([
      {startRow: 1, endRow: 4},
      {startRow: 5, endRow: 6},
      {startRow: 9, endRow: 10},
    ]);
    expect(rowDataDiff({length: 10, changedRows: null})).toBeNull();
  });

  it('keeps the same data object until rows change, then lists only them', () => {
    const changes = new RowChanges();
    const first = changes.current(100);
    expect(first.changedRows).toBeNull();
    expect(changes.current(100)).toBe(first);
    changes.markRows([42]);
    const second = changes.current(100);
    expect(second).not.toBe(first);
    expect(second.changedRows).toEqual([42]);
    changes.markRows([99]);
    expect(changes.current(99).changedRows).toEqual([]);
  });
});

describe('GPU time filter values', () => {
  it('needs every interval of a link and its ends to overlap the range', () => {
    const interval = combineIntervals([[0, 100], undefined, [50, 200]]);
    expect(interval).toEqual([50, 100]);
    expect(passesFilter(interval, [90, 300])).toBe(true);
    expect(passesFilter(interval, [101, 300])).toBe(false);
    expect(passesFilter([0, 10], null)).toBe(true);
  });

  it('stores times relative to the origin and leaves untimed items unbounded', () => {
    expect(filterValue([1_700_000_000_500, 1_700_000_001_000], 1_700_000_000_000, true)).toEqual([500, 1000, 1]);
    expect(filterValue([-Infinity, Infinity], 0, false)).toEqual([-UNBOUNDED, UNBOUNDED, 0]);
    expect(filterRange([1000, 2000], 500)).toEqual([
      [-UNBOUNDED, 1500],
      [500, UNBOUNDED],
      [1, 1],
    ]);
  });
});
