import {CellGrid} from './cellGrid.js';

/** Rounds of pushing apart before giving up on nodes packed too tightly to part (pins on top of each other). */
const MAX_ROUNDS = 200;
/** A push slightly past the gap, so that pairs part in one round instead of approaching it forever. */
const OVERSHOOT = 1.02;
/** The golden angle: directions for nodes on exactly the same spot, spread and deterministic. */
const GOLDEN_ANGLE = Math.PI * (3 - Math.sqrt(5));

/**
 * Moves nodes apart until no two are closer than their radii plus `spacing` (fixed nodes stay):
 * neighbours are found on a grid of cells as wide as the widest pair, so a round is O(n).
 * Returns whether every pair is apart.
 */
export function separateNodes(
  positions: Float64Array,
  radii: Float64Array,
  fixed: Float64Array,
  spacing: number,
): boolean {
  if (radii.length < 2) return true;
  const grid = new CellGrid(radii.length);
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const {parted, stuck} = separationRound(positions, radii, fixed, spacing, grid);
    if (parted === 0) return stuck === 0;
  }
  return false;
}

/**
 * One round of `separateNodes`: every pair found too close is pushed apart once. Returns how many
 * pairs were parted and how many could not be (both fixed).
 */
export function separationRound(
  positions: Float64Array,
  radii: Float64Array,
  fixed: Float64Array,
  spacing: number,
  grid: CellGrid,
): {parted: number; stuck: number} {
  const count = radii.length;
  let maxRadius = 0;
  for (let i = 0; i < count; i++) maxRadius = Math.max(maxRadius, radii[i]!);
  grid.fill(positions, 2 * maxRadius + spacing || 1);
  const isFixed = (i: number) => !Number.isNaN(fixed[i * 2]!);
  let parted = 0;
  let stuck = 0;
  let i = 0;
  // One closure for the whole round, reading `i`, rather than one per node.
  const visit = (j: number) => {
    if (j <= i) return;
    const outcome = pushApart(positions, radii, i, j, spacing, isFixed(i), isFixed(j));
    if (outcome === 'parted') parted++;
    else if (outcome === 'stuck') stuck++;
  };
  for (; i < count; i++) grid.forEachNear(i, visit);
  return {parted, stuck};
}

/** Parts nodes i and j when they are too close and one may move (`stuck`: both are fixed). */
function pushApart(
  positions: Float64Array,
  radii: Float64Array,
  i: number,
  j: number,
  spacing: number,
  iFixed: boolean,
  jFixed: boolean,
): 'apart' | 'parted' | 'stuck' {
  const need = radii[i]! + radii[j]! + spacing;
  let dx = positions[j * 2]! - positions[i * 2]!;
  let dy = positions[j * 2 + 1]! - positions[i * 2 + 1]!;
  const distance = Math.hypot(dx, dy);
  // Nodes a layout put exactly `need` apart stay: rounding must not start a chain of pushes.
  if (distance >= need * (1 - 1e-9)) return 'apart';
  if (iFixed && jFixed) return 'stuck';
  if (distance === 0) {
    dx = Math.cos(j * GOLDEN_ANGLE);
    dy = Math.sin(j * GOLDEN_ANGLE);
  } else {
    dx /= distance;
    dy /= distance;
  }
  const push = (need - distance) * OVERSHOOT;
  const iShare = iFixed ? 0 : jFixed ? 1 : 0.5;
  const jShare = 1 - iShare;
  positions[i * 2] = positions[i * 2]! - dx * push * iShare;
  positions[i * 2 + 1] = positions[i * 2 + 1]! - dy * push * iShare;
  positions[j * 2] = positions[j * 2]! + dx * push * jShare;
  positions[j * 2 + 1] = positions[j * 2 + 1]! + dy * push * jShare;
  return 'parted';
}
