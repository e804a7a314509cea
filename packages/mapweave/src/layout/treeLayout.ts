import {adjacencyOf, type Adjacency} from './adjacency.js';
import type {LayoutInput, LayoutRunOptions} from './types.js';

/** A breadth-first spanning tree of one connected component. */
interface Tree {
  /** Nodes in breadth-first order, the root first. */
  order: number[];
  children: Map<number, number[]>;
  depth: Map<number, number>;
}

/** Levels are this many slots apart: room for labels between a parent and its children. */
const LEVEL_SLOTS = 2.5;

/**
 * Trees drawn from a root: `hierarchical` puts each level of a breadth-first tree on a row below
 * its parent's, `radial` on a ring around the root. Every leaf gets a slot as wide as the widest
 * node plus `spacing` and parents sit over the middle of their children, so no two nodes overlap.
 * Links off the tree are drawn as they are; other components are laid out the same way and
 * packed in rows beside the root's.
 */
export function treeLayout(input: LayoutInput, options: LayoutRunOptions): Float64Array {
  const count = input.radii.length;
  const positions = new Float64Array(count * 2);
  if (count === 0) return positions;
  const adjacency = adjacencyOf(count, input.links);
  let maxRadius = 0;
  for (let i = 0; i < count; i++) maxRadius = Math.max(maxRadius, input.radii[i]!);
  const slot = 2 * maxRadius + options.spacing;
  const levelGap = slot * LEVEL_SLOTS;
  const visited = new Uint8Array(count);
  const boxes: {nodes: number[]; minX: number; minY: number; maxX: number; maxY: number}[] = [];
  for (const root of rootsInOrder(adjacency, count, options.root)) {
    if (visited[root]) continue;
    const tree = spanningTree(adjacency, root, visited);
    if (options.type === 'radial') placeRadial(tree, slot, levelGap, positions);
    else placeHierarchical(tree, slot, levelGap, positions);
    boxes.push(boxOf(tree.order, positions, input.radii));
  }
  packBoxes(boxes, slot, positions);
  return positions;
}

/** The requested root first, then every node by most links (then index): each unvisited one starts a component. */
function rootsInOrder(adjacency: Adjacency, count: number, root: number): number[] {
  const degree = (i: number) => adjacency.offsets[i + 1]! - adjacency.offsets[i]!;
  const order = Array.from({length: count}, (_, i) => i).sort((a, b) => degree(b) - degree(a) || a - b);
  return root >= 0 && root < count ? [root, ...order] : order;
}

function spanningTree(adjacency: Adjacency, root: number, visited: Uint8Array): Tree {
  const order = [root];
  const children = new Map<number, number[]>();
  const depth = new Map([[root, 0]]);
  visited[root] = 1;
  for (let head = 0; head < order.length; head++) {
    const node = order[head]!;
    const own: number[] = [];
    for (let k = adjacency.offsets[node]!; k < adjacency.offsets[node + 1]!; k++) {
      const next = adjacency.neighbours[k]!;
      if (visited[next]) continue;
      visited[next] = 1;
      own.push(next);
      order.push(next);
      depth.set(next, depth.get(node)! + 1);
    }
    children.set(node, own);
  }
  return {order, children, depth};
}

/**
 * Each node's span of leaf slots, `[first, last]`: leaves take the next slot in depth-first order,
 * a parent spans its children's slots. Returns the spans and the number of leaves.
 */
function leafSpans(tree: Tree): {spans: Map<number, [number, number]>; leaves: number} {
  const spans = new Map<number, [number, number]>();
  let leaves = 0;
  // Depth-first post-order without recursion (deep chains would overflow the stack).
  const stack: [number, number][] = [[tree.order[0]!, 0]];
  while (stack.length > 0) {
    const top = stack[stack.length - 1]!;
    const [node, next] = top;
    const children = tree.children.get(node)!;
    if (next < children.length) {
      top[1] = next + 1;
      stack.push([children[next]!, 0]);
      continue;
    }
    stack.pop();
    if (children.length === 0) {
      spans.set(node, [leaves, leaves]);
      leaves += 1;
    } else {
      spans.set(node, [spans.get(children[0]!)![0], spans.get(children[children.length - 1]!)![1]]);
    }
  }
  return {spans, leaves};
}

/** Centre of a span of leaf slots, in slots. */
const middle = ([first, last]: [number, number]) => (first + last) / 2;

function placeHierarchical(tree: Tree, slot: number, levelGap: number, positions: Float64Array): void {
  const {spans} = leafSpans(tree);
  for (const node of tree.order) {
    positions[node * 2] = middle(spans.get(node)!) * slot;
    positions[node * 2 + 1] = tree.depth.get(node)! * levelGap;
  }
}

function placeRadial(tree: Tree, slot: number, levelGap: number, positions: Float64Array): void {
  const {spans, leaves} = leafSpans(tree);
  const step = (2 * Math.PI) / Math.max(leaves, 1);
  // Two leaves one slot of angle apart on the first ring are a chord of `slot` apart; outer rings are wider.
  const firstRing = Math.max(levelGap, leaves > 1 ? slot / (2 * Math.sin(step / 2)) : 0);
  for (const node of tree.order) {
    const depth = tree.depth.get(node)!;
    const radius = depth === 0 ? 0 : firstRing + (depth - 1) * levelGap;
    const angle = (middle(spans.get(node)!) + 0.5) * step - Math.PI / 2;
    positions[node * 2] = radius * Math.cos(angle);
    positions[node * 2 + 1] = radius * Math.sin(angle);
  }
}

function boxOf(nodes: number[], positions: Float64Array, radii: Float64Array) {
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const node of nodes) {
    const [x, y, r] = [positions[node * 2]!, positions[node * 2 + 1]!, radii[node]!];
    minX = Math.min(minX, x - r);
    minY = Math.min(minY, y - r);
    maxX = Math.max(maxX, x + r);
    maxY = Math.max(maxY, y + r);
  }
  return {nodes, minX, minY, maxX, maxY};
}

/**
 * Moves each component's box into rows, left to right in the order given, `gap` apart, rows about
 * as wide as the whole is tall; the first component keeps its origin (the root stays at 0, 0).
 */
function packBoxes(boxes: ReturnType<typeof boxOf>[], gap: number, positions: Float64Array): void {
  if (boxes.length < 2) return;
  const area = boxes.reduce((sum, box) => sum + (box.maxX - box.minX + gap) * (box.maxY - box.minY + gap), 0);
  const first = boxes[0]!;
  const rowWidth = Math.max(first.maxX - first.minX, Math.sqrt(area));
  let x = first.minX;
  let y = first.minY;
  let rowHeight = 0;
  for (const box of boxes) {
    const [width, height] = [box.maxX - box.minX, box.maxY - box.minY];
    if (x > first.minX && x + width > first.minX + rowWidth) {
      x = first.minX;
      y += rowHeight + gap;
      rowHeight = 0;
    }
    const [dx, dy] = [x - box.minX, y - box.minY];
    for (const node of box.nodes) {
      positions[node * 2] = positions[node * 2]! + dx;
      positions[node * 2 + 1] = positions[node * 2 + 1]! + dy;
    }
    x += width + gap;
    rowHeight = Math.max(rowHeight, height);
  }
}
