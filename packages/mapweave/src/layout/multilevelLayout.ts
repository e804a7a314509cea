import {CellGrid} from './cellGrid.js';
import {coarsen} from './coarsen.js';
import {medianNearestRatio} from './crowding.js';
import {finestLevel, type LevelGraph} from './levelGraph.js';
import {relax, type ForceModel} from './relax.js';
import {seededRandom} from './seededRandom.js';
import {separationRound} from './separate.js';
import type {LayoutInput, LayoutResult, LayoutRunOptions} from './types.js';

/** Coarsening stops at this many nodes: the coarsest level is laid out from scratch. */
const COARSEST_NODES = 10;
/** Coarsening stops when a level keeps more than this share of the nodes (fixed nodes, for instance, do not merge). */
const LEAST_SHRINK = 0.85;
/** Links are this many node widths long beyond the nodes' own radii. */
const LINK_WIDTHS = 2.5;
/** Links' root-mean-cube length relative to a link's natural length, which sets the model's length. */
const LINK_STRETCH = 1.5;
/** Gravity as a share of the repulsion on a node at the layout's expected edge. */
const GRAVITY_SHARE = 0.01;
/** The layout is scaled so that half the nodes have their nearest neighbour this many times the room they need away. */
const ROOMY_NEAREST = 1.5;
const COARSEST_STEPS = 300;
/** Steps per level: levels of fewer nodes than REFINE_WORK / REFINE_STEPS take more, up to COARSEST_STEPS. */
const REFINE_STEPS = 15;
const REFINE_WORK = 40_000;
const SETTLE_STEPS = 10;
/** Settled: the nodes moved less than this share of a node's width per step, on average. */
const SETTLED_STEP = 0.005;

/** The sizes a layout is measured in, from the nodes' radii and the spacing asked for. */
interface Sizes {
  /** A node's width plus the spacing, on average. */
  width: number;
  /** The length of a link between two nodes of average radius. */
  linkLength: number;
  /** Half of each node's links' length: its radius plus half the links' length beyond the radii. */
  extents: Float64Array;
}

/**
 * A multilevel force-directed layout (as sfdp): the graph is coarsened level by level, the
 * coarsest laid out from seeded random positions, then each finer level starts with every node
 * next to the node it was merged into and is refined by a few steps of the force model. The
 * model's shape does not depend on its scale, crowding does: the result is scaled until nodes
 * have room, then settled with nodes pushed apart. Fixed nodes are held in those final units,
 * so when there are any, a first layout without them finds the scale.
 */
export function multilevelLayout(input: LayoutInput, options: LayoutRunOptions): LayoutResult {
  const {radii, fixed} = input;
  const count = radii.length;
  if (count === 0) return {positions: new Float64Array(0), iterations: 0};
  const sizes = sizesOf(radii, options.spacing);
  const anyFixed = fixed.some((value) => !Number.isNaN(value));
  let iterations = 0;
  let scale = 1;
  if (anyFixed) {
    const loose = shape(input, new Float64Array(count * 2).fill(Number.NaN), sizes, options.seed);
    scale = roomyScale(loose.positions, radii, options.spacing);
    iterations += loose.iterations;
  }
  const shaped = shape(
    input,
    fixed.map((value) => value / scale),
    sizes,
    options.seed,
  );
  if (!anyFixed) scale = roomyScale(shaped.positions, radii, options.spacing);
  const {positions, level, model} = shaped;
  iterations += shaped.iterations;
  for (let i = 0; i < positions.length; i++) positions[i] = positions[i]! * scale;
  // The finest level held the fixed nodes in the model's units; from here on, in the final ones.
  level.fixed.set(fixed);
  holdFixed(level, positions);
  iterations += settle(level, positions, input, options.spacing, {...model, length: model.length * scale}, sizes);
  return {positions, iterations};
}

function sizesOf(radii: Float64Array, spacing: number): Sizes {
  let radiusSum = 0;
  for (const radius of radii) radiusSum += radius;
  const meanRadius = radiusSum / radii.length;
  const width = 2 * meanRadius + spacing || 1;
  const extents = Float64Array.from(radii, (radius) => radius + (LINK_WIDTHS * width) / 2);
  return {width, linkLength: 2 * meanRadius + LINK_WIDTHS * width, extents};
}

/** The scale at which the layout has room: ROOMY_NEAREST over its median nearest-neighbour ratio. */
function roomyScale(positions: Float64Array, radii: Float64Array, spacing: number): number {
  const ratio = medianNearestRatio(positions, radii, spacing);
  return Number.isFinite(ratio) && ratio > 0 ? ROOMY_NEAREST / ratio : 1;
}

/** The multilevel layout in the model's own units, `fixed` given in those units. */
function shape(input: LayoutInput, fixed: Float64Array, sizes: Sizes, seed: number) {
  const random = seededRandom(seed);
  const levels: LevelGraph[] = [finestLevel(sizes.extents, input.links, fixed)];
  const parents: Uint32Array[] = [];
  for (let level = levels[0]!; level.count > COARSEST_NODES;) {
    const {coarse, parent} = coarsen(level, random);
    if (coarse.count > level.count * LEAST_SHRINK) break;
    levels.push(coarse);
    parents.push(parent);
    level = coarse;
  }
  const finest = levels[0]!;
  const model = forceModel(finest, sizes.linkLength * LINK_STRETCH);
  const totalMass = finest.mass.reduce((sum, mass) => sum + mass, 0);
  const expectedRadius = sizes.linkLength * Math.sqrt(totalMass);
  const settledMove = SETTLED_STEP * sizes.width;
  let coarse = levels[levels.length - 1]!;
  const coarsest = asOwnGraph(coarse, finest);
  let positions = scattered(coarsest, expectedRadius * shrink(coarse, finest), random);
  let iterations = relax(coarsest, positions, model, {
    steps: COARSEST_STEPS,
    firstMove: expectedRadius / 2,
    settledMove,
  });
  for (let l = levels.length - 2; l >= 0; l--) {
    const level = levels[l]!;
    const own = l === 0 ? level : asOwnGraph(level, finest);
    positions = prolonged(level, parents[l]!, coarse, positions, model.length, random);
    holdFixed(own, positions);
    iterations += relax(own, positions, model, {
      steps: Math.min(COARSEST_STEPS, Math.max(REFINE_STEPS, Math.round(REFINE_WORK / level.count))),
      firstMove: sizes.linkLength,
      settledMove,
    });
    coarse = level;
  }
  return {positions, iterations, level: finest, model};
}

/**
 * The model's length K so that, where forces balance (the sum of link pulls times lengths equals
 * the sum of repulsions, pair by pair), links' root-mean-cube length is `linkLength`.
 */
function forceModel(level: LevelGraph, linkLength: number): ForceModel {
  let [massSum, massSquares, weightSum] = [0, 0, 0];
  for (let i = 0; i < level.count; i++) {
    massSum += level.mass[i]!;
    massSquares += level.mass[i]! ** 2;
  }
  for (const weight of level.weights) weightSum += weight;
  const pairs = (massSum * massSum - massSquares) / 2;
  const length = weightSum > 0 && pairs > 0 ? linkLength * Math.cbrt(weightSum / pairs) : linkLength;
  const expectedRadius = (linkLength * Math.sqrt(massSum)) / 2;
  return {length, gravity: (GRAVITY_SHARE * length ** 2 * massSum) / expectedRadius ** 2};
}

/** A few more steps in the final units, nodes pushed apart after each, so that crowded spots spread. */
function settle(
  level: LevelGraph,
  positions: Float64Array,
  input: LayoutInput,
  spacing: number,
  model: ForceModel,
  sizes: Sizes,
): number {
  const grid = new CellGrid(level.count);
  return relax(level, positions, model, {
    steps: SETTLE_STEPS,
    firstMove: model.length,
    settledMove: SETTLED_STEP * sizes.width,
    afterStep: () => separationRound(positions, input.radii, input.fixed, spacing, grid),
  });
}

/** Seeded random positions in a disc; fixed nodes where they are held. */
function scattered(level: LevelGraph, radius: number, random: () => number): Float64Array {
  const positions = new Float64Array(level.count * 2);
  for (let i = 0; i < level.count; i++) {
    const angle = random() * 2 * Math.PI;
    const distance = Math.sqrt(random()) * radius;
    positions[i * 2] = distance * Math.cos(angle);
    positions[i * 2 + 1] = distance * Math.sin(angle);
  }
  holdFixed(level, positions);
  return positions;
}

/**
 * A coarse level laid out as a graph of its own, as sfdp does: every node and link counts as one,
 * so a coarse path is drawn as a path, at the size its node count takes; fixed nodes shrunk to it.
 */
function asOwnGraph(level: LevelGraph, finest: LevelGraph): LevelGraph {
  const factor = shrink(level, finest);
  return {
    ...level,
    mass: new Float64Array(level.count).fill(1),
    weights: new Float64Array(level.weights.length).fill(1),
    fixed: level.fixed.map((value) => value * factor),
  };
}

/** How much smaller a level laid out as its own graph is than the finest: the square root of their node counts' ratio. */
function shrink(level: LevelGraph, finest: LevelGraph): number {
  return Math.sqrt(level.count / finest.count);
}

/** Each node of `level` where its coarse node is, grown to the level's size, jittered (seeded) within half a link. */
function prolonged(
  level: LevelGraph,
  parent: Uint32Array,
  coarse: LevelGraph,
  coarsePositions: Float64Array,
  length: number,
  random: () => number,
): Float64Array {
  const positions = new Float64Array(level.count * 2);
  const growth = Math.sqrt(level.count / coarse.count);
  for (let i = 0; i < level.count; i++) {
    const group = parent[i]!;
    const angle = random() * 2 * Math.PI;
    const distance = Math.sqrt(random()) * length * 0.5;
    positions[i * 2] = coarsePositions[group * 2]! * growth + distance * Math.cos(angle);
    positions[i * 2 + 1] = coarsePositions[group * 2 + 1]! * growth + distance * Math.sin(angle);
  }
  return positions;
}

function holdFixed(level: LevelGraph, positions: Float64Array): void {
  for (let i = 0; i < level.count; i++) {
    if (Number.isNaN(level.fixed[i * 2]!)) continue;
    positions[i * 2] = level.fixed[i * 2]!;
    positions[i * 2 + 1] = level.fixed[i * 2 + 1]!;
  }
}
