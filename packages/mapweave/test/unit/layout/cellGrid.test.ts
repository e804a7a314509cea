import {describe, expect, it} from 'vitest';
import {CellGrid} from '../../../src/layout/cellGrid.js';
import {medianNearestRatio} from '../../../src/layout/crowding.js';
import {seededRandom} from '../../../src/layout/seededRandom.js';

describe('CellGrid', () => {
  it('visits exactly the nodes in the 3 × 3 cells around a node, on both sides of the origin', () => {
    const random = seededRandom(9);
    const count = 500;
    const positions = Float64Array.from({length: count * 2}, () => (random() - 0.5) * 400);
    const grid = new CellGrid(count);
    grid.fill(positions, 25);
    const cell = (value: number) => Math.floor(value / 25);
    for (const i of [0, 99, 250, 499]) {
      const near: number[] = [];
      grid.forEachNear(i, (j) => near.push(j));
      const expected = Array.from({length: count}, (_, j) => j).filter(
        (j) =>
          Math.abs(cell(positions[j * 2]!) - cell(positions[i * 2]!)) <= 1 &&
          Math.abs(cell(positions[j * 2 + 1]!) - cell(positions[i * 2 + 1]!)) <= 1,
      );
      expect(near.sort((a, b) => a - b)).toEqual(expected);
    }
  });
});

describe('medianNearestRatio', () => {
  it('is the nearest distance over the room a pair needs, on a square lattice', () => {
    const positions = Float64Array.from({length: 200}, (_, k) => (k % 2 ? Math.floor(k / 20) : (k / 2) % 10) * 30);
    expect(medianNearestRatio(positions, new Float64Array(100).fill(5), 5)).toBeCloseTo(2);
  });

  it('finds the neighbours of nodes on a straight line', () => {
    const positions = Float64Array.from({length: 200}, (_, k) => (k % 2 ? 0 : k * 15));
    expect(medianNearestRatio(positions, new Float64Array(100).fill(5), 5)).toBeCloseTo(2);
  });
});
