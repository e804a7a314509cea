import {describe, expect, it} from 'vitest';
import {coarsen} from '../../../src/layout/coarsen.js';
import {computeLayout} from '../../../src/layout/computeLayout.js';
import {finestLevel} from '../../../src/layout/levelGraph.js';
import {QuadTree} from '../../../src/layout/quadTree.js';
import {relax} from '../../../src/layout/relax.js';
import {seededRandom} from '../../../src/layout/seededRandom.js';
import type {LayoutInput, LayoutRunOptions} from '../../../src/layout/types.js';

const OPTIONS: LayoutRunOptions = {type: 'force', seed: 3, root: -1, spacing: 4};

function graph(count: number, links: number[]): LayoutInput {
  return {
    radii: new Float64Array(count).fill(6),
    links: Uint32Array.from(links),
    fixed: new Float64Array(count * 2).fill(Number.NaN),
  };
}

/** `count` nodes: each links to an earlier one (a tree with hubs), plus as many links between seeded random pairs. */
function hubbyGraph(count: number, seed: number): LayoutInput {
  const random = seededRandom(seed);
  const links: number[] = [];
  for (let i = 1; i < count; i++) links.push(i, Math.floor(random() ** 2 * i));
  for (let k = 0; k < count; k++) links.push(Math.floor(random() * count), Math.floor(random() * count));
  return graph(count, links);
}

function smallestGap(input: LayoutInput, positions: Float64Array, spacing: number): number {
  let smallest = Infinity;
  for (let i = 0; i < input.radii.length; i++) {
    for (let j = i + 1; j < input.radii.length; j++) {
      const distance = Math.hypot(positions[i * 2]! - positions[j * 2]!, positions[i * 2 + 1]! - positions[j * 2 + 1]!);
      smallest = Math.min(smallest, distance - input.radii[i]! - input.radii[j]! - spacing);
    }
  }
  return smallest;
}

/** Centre and root-mean-square distance from it of some nodes. */
function spread(positions: Float64Array, nodes: number[]) {
  const x = nodes.reduce((sum, i) => sum + positions[i * 2]!, 0) / nodes.length;
  const y = nodes.reduce((sum, i) => sum + positions[i * 2 + 1]!, 0) / nodes.length;
  const squares = nodes.reduce((sum, i) => sum + (positions[i * 2]! - x) ** 2 + (positions[i * 2 + 1]! - y) ** 2, 0);
  return {x, y, radius: Math.sqrt(squares / nodes.length)};
}

/** Standard deviations of the positions along their principal axes, the longer first. */
function principalSpreads(positions: Float64Array): [number, number] {
  const count = positions.length / 2;
  const {x, y} = spread(
    positions,
    Array.from({length: count}, (_, i) => i),
  );
  let [xx, xy, yy] = [0, 0, 0];
  for (let i = 0; i < count; i++) {
    const [dx, dy] = [positions[i * 2]! - x, positions[i * 2 + 1]! - y];
    [xx, xy, yy] = [xx + dx * dx, xy + dx * dy, yy + dy * dy];
  }
  const [mean, half] = [(xx + yy) / 2 / count, Math.hypot((xx - yy) / 2, xy) / count];
  return [Math.sqrt(mean + half), Math.sqrt(Math.max(0, mean - half))];
}

describe('coarsen', () => {
  const level = finestLevel(new Float64Array(600).fill(10), hubbyGraph(600, 1).links, new Float64Array(1200).fill(NaN));

  it('puts every node in one coarse node, keeps the mass and the links between groups', () => {
    const {coarse, parent} = coarsen(level, seededRandom(1));
    expect(coarse.count).toBeLessThan(level.count * 0.7);
    const members = new Uint32Array(coarse.count);
    for (const group of parent) members[group]! += 1;
    expect(members.every((count) => count > 0)).toBe(true);
    expect(coarse.mass.reduce((a, b) => a + b)).toBeCloseTo(level.count);
    let between = 0;
    for (let k = 0; k < level.links.length; k += 2)
      if (parent[level.links[k]!] !== parent[level.links[k + 1]!]) between++;
    expect(coarse.weights.reduce((a, b) => a + b)).toBe(between);
  });

  it('folds a star into its hub in one level', () => {
    const star = finestLevel(
      new Float64Array(51).fill(10),
      Uint32Array.from({length: 100}, (_, k) => (k % 2 ? 1 + (k >> 1) : 0)),
      new Float64Array(102).fill(NaN),
    );
    expect(coarsen(star, seededRandom(1)).coarse.count).toBe(1);
  });

  it('never puts two fixed nodes in one group, and holds a group where its fixed node is', () => {
    const fixed = new Float64Array(1200).fill(NaN);
    for (let i = 0; i < 600; i += 2) [fixed[i * 2], fixed[i * 2 + 1]] = [i, -i];
    const pinned = {...level, fixed};
    const {coarse, parent} = coarsen(pinned, seededRandom(1));
    const fixedPerGroup = new Uint32Array(coarse.count);
    for (let i = 0; i < 600; i += 2) fixedPerGroup[parent[i]!]! += 1;
    expect(Math.max(...fixedPerGroup)).toBe(1);
    for (let i = 0; i < 600; i += 2)
      expect([coarse.fixed[parent[i]! * 2], coarse.fixed[parent[i]! * 2 + 1]]).toEqual([i, -i]);
  });
});

describe('QuadTree', () => {
  it('sums the same repulsion as every pair does when every cell is opened', () => {
    const random = seededRandom(5);
    const count = 300;
    const positions = Float64Array.from({length: count * 2}, () => random() * 1000);
    const mass = Float64Array.from({length: count}, () => 1 + random());
    const tree = new QuadTree(count);
    tree.build(positions, mass);
    const forces = new Float64Array(count * 2);
    for (let i = 0; i < count; i++) tree.repel(i, positions, mass, 2, 1e-9, forces);
    for (const i of [0, 17, 299]) {
      let [fx, fy] = [0, 0];
      for (let j = 0; j < count; j++) {
        if (j === i) continue;
        const [dx, dy] = [positions[i * 2]! - positions[j * 2]!, positions[i * 2 + 1]! - positions[j * 2 + 1]!];
        const push = (2 * mass[i]! * mass[j]!) / (dx * dx + dy * dy);
        [fx, fy] = [fx + dx * push, fy + dy * push];
      }
      expect(forces[i * 2]).toBeCloseTo(fx, 9);
      expect(forces[i * 2 + 1]).toBeCloseTo(fy, 9);
    }
  });
});

describe('relax', () => {
  it('stops once settled, before its last step', () => {
    const tree = hubbyGraph(31, 4);
    const level = finestLevel(new Float64Array(31).fill(10), tree.links, tree.fixed);
    const positions = Float64Array.from({length: 62}, (_, i) => ((i * 7919) % 101) - 50);
    const steps = relax(level, positions, {length: 20, gravity: 0.01}, {steps: 5000, firstMove: 40, settledMove: 0.05});
    expect(steps).toBeGreaterThan(0);
    expect(steps).toBeLessThan(5000);
  });
});

describe('multilevel force layout', () => {
  const input = hubbyGraph(2000, 2);

  it('lays out 2000 nodes with no two closer than their radii plus the spacing, the same way twice', () => {
    const first = computeLayout(input, OPTIONS);
    expect(first.positions.every(Number.isFinite)).toBe(true);
    expect(smallestGap(input, first.positions, OPTIONS.spacing)).toBeGreaterThanOrEqual(-1e-6);
    expect([...computeLayout(input, OPTIONS).positions]).toEqual([...first.positions]);
  });

  it('keeps fixed nodes of a large graph where they are held, the others apart', () => {
    const pinned = {...input, fixed: input.fixed.slice()};
    [pinned.fixed[0], pinned.fixed[1], pinned.fixed[200], pinned.fixed[201]] = [900, -400, -700, 300];
    const {positions} = computeLayout(pinned, OPTIONS);
    expect([positions[0], positions[1], positions[200], positions[201]]).toEqual([900, -400, -700, 300]);
    expect(smallestGap(pinned, positions, OPTIONS.spacing)).toBeGreaterThanOrEqual(-1e-6);
  });

  it('draws a path longer than it is wide', () => {
    const path = graph(300, Array.from({length: 299}, (_, k) => [k, k + 1]).flat());
    const {positions} = computeLayout(path, OPTIONS);
    const [long, short] = principalSpreads(positions);
    console.log(long, short);
    expect(long).toBeGreaterThan(short * 2);
  });

  it('keeps two components apart', () => {
    const first = hubbyGraph(400, 7);
    const second = hubbyGraph(400, 8);
    const both = graph(800, [...first.links, ...Array.from(second.links, (node) => node + 400)]);
    const {positions} = computeLayout(both, OPTIONS);
    const a = spread(
      positions,
      Array.from({length: 400}, (_, i) => i),
    );
    const b = spread(
      positions,
      Array.from({length: 400}, (_, i) => i + 400),
    );
    expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThan(a.radius + b.radius);
  });
});
