import {CellGrid} from './cellGrid.js';

/**
 * How crowded a layout is: the median, over nodes, of the distance to the nearest other node
 * relative to the room the pair needs (their radii plus `spacing`); Infinity when no node has a
 * neighbour nearby. Neighbours are looked for on a grid of cells about as wide as the mean distance
 * between nodes, so a node alone in its 3 × 3 cells does not count.
 */
export function medianNearestRatio(positions: Float64Array, radii: Float64Array, spacing: number): number {
  const count = radii.length;
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (let i = 0; i < count; i++) {
    minX = Math.min(minX, positions[i * 2]!);
    maxX = Math.max(maxX, positions[i * 2]!);
    minY = Math.min(minY, positions[i * 2 + 1]!);
    maxY = Math.max(maxY, positions[i * 2 + 1]!);
  }
  const [width, height] = [maxX - minX, maxY - minY];
  const grid = new CellGrid(count);
  // The mean distance between nodes spread over the box, or along it when they lie on a line.
  grid.fill(positions, Math.max(Math.sqrt((width * height) / count), (width + height) / count) || 1);
  const ratios = new Float64Array(count).fill(Infinity);
  for (let i = 0; i < count; i++) {
    const x = positions[i * 2]!;
    const y = positions[i * 2 + 1]!;
    grid.forEachNear(i, (j) => {
      if (j === i) return;
      const need = radii[i]! + radii[j]! + spacing || 1;
      ratios[i] = Math.min(ratios[i]!, Math.hypot(positions[j * 2]! - x, positions[j * 2 + 1]! - y) / need);
    });
  }
  ratios.sort();
  const found = ratios.findIndex((ratio) => ratio === Infinity);
  const withNeighbour = found === -1 ? count : found;
  return withNeighbour === 0 ? Infinity : ratios[withNeighbour >> 1]!;
}
