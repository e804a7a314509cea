import type {LevelGraph} from './levelGraph.js';
import {QuadTree} from './quadTree.js';

/** Barnes–Hut opening angle: a cell counts as one body when its width is below this share of its distance. */
const THETA = 1.2;
/** How far a step goes towards where the forces balance (1: all the way, which overshoots once neighbours move too). */
const STEP_SHARE = 0.6;
/** The largest move allowed in a schedule's last step, as a share of its first. */
const LAST_MOVE_SHARE = 0.01;

export interface RelaxSchedule {
  /** Most steps. */
  steps: number;
  /** Largest move of a node in the first step; it shrinks geometrically to LAST_MOVE_SHARE of it in the last. */
  firstMove: number;
  /** Stop once the nodes moved less than this on average in a step. */
  settledMove: number;
  /** Runs after each step's moves (collision, for instance). */
  afterStep?: () => void;
}

export interface ForceModel {
  /** Natural length: two nodes of mass 1 joined by one link rest this far apart. */
  length: number;
  /** Pull of every node towards the origin, per unit of mass and of distance. */
  gravity: number;
}

/**
 * Moves the free nodes of `level` (spring-electrical model: links pull with w·d²/K, nodes repel
 * with K²·m_i·m_j/d, Barnes–Hut) until they settle or the schedule ends; fixed nodes stay put.
 * Each node moves towards where its own forces would balance (the force over its stiffness),
 * no further than the schedule allows. Returns the steps taken.
 */
export function relax(level: LevelGraph, positions: Float64Array, model: ForceModel, schedule: RelaxSchedule): number {
  const tree = new QuadTree(level.count);
  const forces = new Float64Array(level.count * 2);
  const stiffness = new Float64Array(level.count);
  let maxMove = schedule.firstMove;
  const cooling = Math.pow(LAST_MOVE_SHARE, 1 / Math.max(1, schedule.steps - 1));
  for (let step = 0; step < schedule.steps; step++) {
    tree.build(positions, level.mass);
    forces.fill(0);
    repelAndGravitate(level, positions, model, tree, forces, stiffness);
    pullAlongLinks(level, positions, model, forces, stiffness);
    const moved = moveNodes(level, positions, forces, stiffness, maxMove);
    schedule.afterStep?.();
    maxMove *= cooling;
    if (moved / level.count < schedule.settledMove) return step + 1;
  }
  return schedule.steps;
}

// The three parts of a step are functions of their own so that V8 optimises each after a few
// steps, rather than replacing one long-running loop mid-way.

function repelAndGravitate(
  level: LevelGraph,
  positions: Float64Array,
  model: ForceModel,
  tree: QuadTree,
  forces: Float64Array,
  stiffness: Float64Array,
): void {
  const {count, mass, fixed} = level;
  const repulsion = model.length * model.length;
  for (let i = 0; i < count; i++) {
    // Repulsion's share of the stiffness, estimated as that of one like node a length K away (K²·m·m/K²).
    stiffness[i] = model.gravity * mass[i]! + mass[i]! * mass[i]!;
    if (!Number.isNaN(fixed[i * 2]!)) continue;
    tree.repel(i, positions, mass, repulsion, THETA, forces);
    forces[i * 2] = forces[i * 2]! - model.gravity * mass[i]! * positions[i * 2]!;
    forces[i * 2 + 1] = forces[i * 2 + 1]! - model.gravity * mass[i]! * positions[i * 2 + 1]!;
  }
}

function pullAlongLinks(
  level: LevelGraph,
  positions: Float64Array,
  model: ForceModel,
  forces: Float64Array,
  stiffness: Float64Array,
): void {
  const {links, weights} = level;
  for (let l = 0; l < links.length; l += 2) {
    const a = links[l]!;
    const b = links[l + 1]!;
    const dx = positions[b * 2]! - positions[a * 2]!;
    const dy = positions[b * 2 + 1]! - positions[a * 2 + 1]!;
    const pull = (weights[l / 2]! * Math.sqrt(dx * dx + dy * dy)) / model.length;
    forces[a * 2] = forces[a * 2]! + dx * pull;
    forces[a * 2 + 1] = forces[a * 2 + 1]! + dy * pull;
    forces[b * 2] = forces[b * 2]! - dx * pull;
    forces[b * 2 + 1] = forces[b * 2 + 1]! - dy * pull;
    stiffness[a] = stiffness[a]! + 2 * pull;
    stiffness[b] = stiffness[b]! + 2 * pull;
  }
}

/** Moves each free node by its force over its stiffness, at most `maxMove`; returns the sum of the moves. */
function moveNodes(
  level: LevelGraph,
  positions: Float64Array,
  forces: Float64Array,
  stiffness: Float64Array,
  maxMove: number,
): number {
  let moved = 0;
  for (let i = 0; i < level.count; i++) {
    if (!Number.isNaN(level.fixed[i * 2]!)) continue;
    let dx = (forces[i * 2]! / stiffness[i]!) * STEP_SHARE;
    let dy = (forces[i * 2 + 1]! / stiffness[i]!) * STEP_SHARE;
    const length = Math.sqrt(dx * dx + dy * dy);
    if (length > maxMove) {
      dx *= maxMove / length;
      dy *= maxMove / length;
    }
    positions[i * 2] = positions[i * 2]! + dx;
    positions[i * 2 + 1] = positions[i * 2 + 1]! + dy;
    moved += Math.min(length, maxMove);
  }
  return moved;
}
