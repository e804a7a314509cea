import {describe, expect, it} from 'vitest';
import type {ObservationsData, Trajectory} from '../../../src/core/types.js';
import {
  groupTrajectories,
  inferTrajectories,
  positionAt,
  projectOntoTrajectory,
} from '../../../src/layers/observations/trajectories.js';

const T0 = Date.UTC(2024, 0, 1);

function observationsAt(entityId: string, times: number[], prefix = entityId): ObservationsData['observations'] {
  return Object.fromEntries(
    times.map((time, i) => [`${prefix}${i}`, {entityId, latitude: i, longitude: i * 2, time: T0 + time}]),
  );
}

describe('inferTrajectories', () => {
  it('splits on gaps larger than maximumInterval, not on a gap exactly equal to it', () => {
    const data: ObservationsData = {
      entities: {ship: {}},
      observations: observationsAt('ship', [0, 60_000, 120_001]),
    };
    const trajectories = inferTrajectories(data, 60_000);
    // 0 -> 60 000 is exactly the interval: same trajectory; 60 000 -> 120 001 is 1 ms more: split.
    expect(trajectories.map((t) => t.id)).toEqual(['ship:0', 'ship:1']);
    expect(trajectories[0]!.observationIds).toEqual(['ship0', 'ship1']);
    expect(trajectories[1]!.observationIds).toEqual(['ship2']);
    expect(trajectories[1]!.times).toEqual([T0 + 120_001]);
  });

  it('sorts each entity’s observations by time (then id) whatever the input order', () => {
    const data: ObservationsData = {
      entities: {b: {}, a: {}},
      observations: {
        late: {entityId: 'a', latitude: 3, longitude: 3, time: new Date(T0 + 2000)},
        early: {entityId: 'a', latitude: 1, longitude: 1, time: '2024-01-01T00:00:00.000Z'},
        tieB: {entityId: 'a', latitude: 2, longitude: 2, time: T0 + 1000},
        tieA: {entityId: 'a', latitude: 2.5, longitude: 2.5, time: T0 + 1000},
        other: {entityId: 'b', latitude: 0, longitude: 0, time: T0},
      },
    };
    const trajectories = inferTrajectories(data, 60_000);
    expect(trajectories.map((t) => t.id)).toEqual(['a:0', 'b:0']);
    expect(trajectories[0]).toEqual({
      id: 'a:0',
      entityId: 'a',
      observationIds: ['early', 'tieA', 'tieB', 'late'],
      path: [
        [1, 1],
        [2.5, 2.5],
        [2, 2],
        [3, 3],
      ],
      times: [T0, T0 + 1000, T0 + 1000, T0 + 2000],
    });
  });

  it('validates the data and the interval', () => {
    expect(() => inferTrajectories({entities: {}, observations: observationsAt('ghost', [0])}, 1000)).toThrowError(
      expect.objectContaining({code: 'UNKNOWN_ENTITY'}),
    );
    expect(() => inferTrajectories({entities: {}, observations: {}}, -1)).toThrowError(
      expect.objectContaining({code: 'INVALID_OPTION'}),
    );
  });
});

describe('positionAt', () => {
  // Two trajectories: (0,0) at 0 s -> (10, 20) at 10 s, then a gap, then (30, 40) at 100 s -> (40, 40) at 110 s.
  const trajectories: Trajectory[] = [
    {
      id: 'e:1',
      entityId: 'e',
      observationIds: ['o3', 'o4'],
      path: [
        [40, 30],
        [40, 40],
      ],
      times: [100_000, 110_000],
    },
    {
      id: 'e:0',
      entityId: 'e',
      observationIds: ['o1', 'o2'],
      path: [
        [0, 0],
        [20, 10],
      ],
      times: [0, 10_000],
    },
  ];
  const grouped = groupTrajectories(trajectories);

  it('interpolates linearly inside a trajectory', () => {
    // 2.5 s of 10 s: a quarter of the way from (lng 0, lat 0) to (lng 20, lat 10).
    expect(positionAt(grouped, 'e', 2_500)).toEqual({longitude: 5, latitude: 2.5, time: 2_500});
    expect(positionAt(trajectories, 'e', 105_000)).toEqual({longitude: 40, latitude: 35, time: 105_000});
  });

  it('returns observations exactly at their times', () => {
    expect(positionAt(grouped, 'e', 10_000)).toEqual({longitude: 20, latitude: 10, time: 10_000});
  });

  it('holds the nearest observation outside trajectories', () => {
    expect(positionAt(grouped, 'e', -5)).toEqual({longitude: 0, latitude: 0, time: 0});
    expect(positionAt(grouped, 'e', 500_000)).toEqual({longitude: 40, latitude: 40, time: 110_000});
    // In the gap: 40 s after the end of e:0, 50 s before the start of e:1.
    expect(positionAt(grouped, 'e', 50_000)).toEqual({longitude: 20, latitude: 10, time: 10_000});
    expect(positionAt(grouped, 'e', 60_000)).toEqual({longitude: 40, latitude: 30, time: 100_000});
  });

  it('null time means the last observation; unknown entities give null', () => {
    expect(positionAt(grouped, 'e', null)).toEqual({longitude: 40, latitude: 40, time: 110_000});
    expect(positionAt(grouped, 'nobody', 0)).toBeNull();
  });

  it('interpolates across the antimeridian the short way', () => {
    const crossing: Trajectory[] = [
      {
        id: 'x:0',
        entityId: 'x',
        observationIds: ['a', 'b'],
        path: [
          [170, 0],
          [-170, 0],
        ],
        times: [0, 100],
      },
    ];
    expect(positionAt(crossing, 'x', 50)!.longitude).toBe(180);
    expect(positionAt(crossing, 'x', 75)!.longitude).toBe(-175);
  });
});

describe('projectOntoTrajectory', () => {
  const trajectory: Trajectory = {
    id: 't:0',
    entityId: 't',
    observationIds: ['a', 'b', 'c'],
    path: [
      [0, 0],
      [10, 0],
      [10, 5],
    ],
    times: [0, 1000, 3000],
  };

  it('finds the time of the nearest point along the path', () => {
    // Straight above lng 2.5 of the first segment: a quarter of it, 250 ms.
    expect(projectOntoTrajectory(trajectory, {longitude: 2.5, latitude: 1})).toBeCloseTo(250, 6);
    // Beyond the start: clamped to the first observation.
    expect(projectOntoTrajectory(trajectory, {longitude: -5, latitude: 0})).toBe(0);
    // Beside the middle of the second segment (north-south, mercator is nearly linear at the equator).
    expect(projectOntoTrajectory(trajectory, {longitude: 11, latitude: 2.5})).toBeCloseTo(2000, -1);
  });

  it('handles one-point trajectories', () => {
    const single: Trajectory = {id: 's:0', entityId: 's', observationIds: ['a'], path: [[1, 1]], times: [42]};
    expect(projectOntoTrajectory(single, {longitude: 50, latitude: 50})).toBe(42);
  });
});
