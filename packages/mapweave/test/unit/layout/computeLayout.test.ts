import {describe, expect, it} from 'vitest';
import {computeLayout} from '../../../src/layout/computeLayout.js';
import {separateNodes} from '../../../src/layout/separate.js';
import type {ChartLayoutType, LayoutInput, LayoutRunOptions} from '../../../src/layout/types.js';

/** A graph of `count` nodes of radius `radius` (or per node) and these links. */
function graph(count: number, links: [number, number][], radius: number | ((i: number) => number) = 8): LayoutInput {
  return {
    radii: Float64Array.from({length: count}, (_, i) => (typeof radius === 'number' ? radius : radius(i))),
    links: Uint32Array.from(links.flat()),
    fixed: new Float64Array(count * 2).fill(Number.NaN),
  };
}

/** A tree: node i > 0 hangs off node floor((i - 1) / branching). */
function tree(count: number, branching: number): LayoutInput {
  return graph(
    count,
    Array.from({length: count - 1}, (_, k) => [Math.floor(k / branching), k + 1] as [number, number]),
  );
}

/** A scale-free-ish graph: each new node links to two earlier ones picked by a fixed rule. */
function tangled(count: number): LayoutInput {
  const links: [number, number][] = [];
  for (let i = 1; i < count; i++) {
    links.push([i, (i * 7) % i]);
    if (i > 2) links.push([i, (i * 13 + 5) % i]);
  }
  return graph(count, links, (i) => 4 + (i % 5) * 3);
}

const options = (type: ChartLayoutType, extra: Partial<LayoutRunOptions> = {}): LayoutRunOptions => ({
  type,
  seed: 1,
  root: -1,
  spacing: 4,
  ...extra,
});

/** The closest pair's distance minus their radii (negative: they overlap). */
function smallestGap(input: LayoutInput, positions: Float64Array): number {
  let smallest = Infinity;
  const count = input.radii.length;
  for (let i = 0; i < count; i++) {
    for (let j = i + 1; j < count; j++) {
      const distance = Math.hypot(positions[i * 2]! - positions[j * 2]!, positions[i * 2 + 1]! - positions[j * 2 + 1]!);
      smallest = Math.min(smallest, distance - input.radii[i]! - input.radii[j]!);
    }
  }
  return smallest;
}

const GRAPHS: [string, LayoutInput][] = [
  ['a binary tree of 127', tree(127, 2)],
  ['a wide tree of 300', tree(300, 12)],
  ['a tangled graph of 400 with mixed radii', tangled(400)],
  [
    'three components and an isolated node',
    graph(10, [
      [0, 1],
      [1, 2],
      [2, 0],
      [3, 4],
      [4, 5],
      [6, 7],
      [7, 8],
    ]),
  ],
  ['nodes on top of each other', graph(6, [[0, 1]])],
];

describe.each(['force', 'radial', 'hierarchical'] as const)('%s layout', (type) => {
  it.each(GRAPHS)('places %s at finite positions, no two closer than their radii', (_, input) => {
    const {positions} = computeLayout(input, options(type));
    expect(positions).toHaveLength(input.radii.length * 2);
    expect([...positions].every(Number.isFinite)).toBe(true);
    expect(smallestGap(input, positions)).toBeGreaterThanOrEqual(0);
  });

  it('gives the same positions for the same seed', () => {
    const input = tangled(200);
    const first = computeLayout(input, options(type, {seed: 7})).positions;
    const second = computeLayout(input, options(type, {seed: 7})).positions;
    expect([...second]).toEqual([...first]);
  });

  it('keeps fixed nodes where they are held', () => {
    const input = tangled(50);
    input.fixed[6] = 500;
    input.fixed[7] = -300;
    const {positions} = computeLayout(input, options(type));
    expect([positions[6], positions[7]]).toEqual([500, -300]);
    expect(smallestGap(input, positions)).toBeGreaterThanOrEqual(0);
  });
});

describe('force layout', () => {
  it('lays out differently for another seed', () => {
    const input = tangled(100);
    const first = computeLayout(input, options('force', {seed: 1})).positions;
    const second = computeLayout(input, options('force', {seed: 2})).positions;
    expect([...second]).not.toEqual([...first]);
  });

  it('draws linked nodes closer than unlinked ones', () => {
    const input = tree(60, 3);
    const {positions} = computeLayout(input, options('force'));
    const distance = (a: number, b: number) =>
      Math.hypot(positions[a * 2]! - positions[b * 2]!, positions[a * 2 + 1]! - positions[b * 2 + 1]!);
    const linked = new Set<string>();
    let linkedSum = 0;
    for (let k = 0; k < input.links.length; k += 2) {
      linked.add(`${input.links[k]},${input.links[k + 1]}`);
      linkedSum += distance(input.links[k]!, input.links[k + 1]!);
    }
    let otherSum = 0;
    let others = 0;
    for (let i = 0; i < 60; i++) {
      for (let j = i + 1; j < 60; j++) {
        if (linked.has(`${i},${j}`)) continue;
        otherSum += distance(i, j);
        others++;
      }
    }
    expect(linkedSum / linked.size).toBeLessThan(otherSum / others / 2);
  });
});

describe('tree layouts', () => {
  it('hierarchical: each level on its own row below the root, parents above the middle of their children', () => {
    const {positions} = computeLayout(tree(7, 2), options('hierarchical', {root: 0}));
    const y = (i: number) => positions[i * 2 + 1]!;
    const x = (i: number) => positions[i * 2]!;
    expect(y(1)).toBe(y(2));
    expect(y(1)).toBeGreaterThan(y(0));
    expect(y(3)).toBeGreaterThan(y(1));
    expect(x(1)).toBeCloseTo((x(3) + x(4)) / 2);
    expect(x(0)).toBeCloseTo((x(1) + x(2)) / 2);
  });

  it('radial: the root in the middle, each level on a wider ring', () => {
    const {positions} = computeLayout(tree(40, 3), options('radial', {root: 0}));
    const radius = (i: number) => Math.hypot(positions[i * 2]!, positions[i * 2 + 1]!);
    expect(radius(0)).toBe(0);
    expect(radius(1)).toBeCloseTo(radius(2));
    expect(radius(4)).toBeGreaterThan(radius(1));
  });

  it('grows from the given root', () => {
    const {positions} = computeLayout(tree(15, 2), options('radial', {root: 14}));
    expect([positions[28], positions[29]]).toEqual([0, 0]);
  });
});

describe('separateNodes', () => {
  it('parts nodes on the same spot and reports when fixed nodes cannot be parted', () => {
    const positions = new Float64Array(8);
    const radii = Float64Array.of(5, 5, 5, 5);
    expect(separateNodes(positions, radii, new Float64Array(8).fill(Number.NaN), 2)).toBe(true);
    expect([...positions].every(Number.isFinite)).toBe(true);
    const stuck = new Float64Array(4);
    expect(separateNodes(stuck, Float64Array.of(5, 5), new Float64Array(4), 0)).toBe(false);
  });
});
