import {
  forceCollide,
  forceLink,
  forceManyBody,
  forceSimulation,
  forceX,
  forceY,
  type SimulationLinkDatum,
  type SimulationNodeDatum,
} from 'd3-force';
import {seededRandom} from '../src/layout/seededRandom.js';
import type {LayoutInput, LayoutRunOptions, LayoutResult} from '../src/layout/types.js';

interface ChartNode extends SimulationNodeDatum {
  index: number;
  radius: number;
}

/** Most simulation steps: the cooling schedule reaches its end here when nothing settles earlier. */
const FORCE_MAX_STEPS = 300;
/** Settled: the nodes moved less than this share of a node's width per step, on average. */
const SETTLED_STEP = 0.005;
/** Links are this many node widths long beyond the nodes' own radii. */
const LINK_WIDTHS = 2.5;
/** Pull towards the centre that keeps components that share no link close together. */
const GRAVITY = 0.05;
/** Repulsion reaches no further than this many node widths (Barnes–Hut stays cheap on large graphs). */
const CHARGE_REACH_WIDTHS = 40;

/**
 * The link chart's force layout before the multilevel one, kept as the bench's baseline.
 * A force-directed layout (d3-force): links pull, nodes repel (Barnes–Hut), collision keeps
 * nodes `spacing` apart, a weak pull holds components together. Starts from seeded random
 * positions in a disc sized to the graph, cools in at most FORCE_MAX_STEPS steps and stops
 * earlier once the nodes barely move. Fixed nodes stay put.
 */
export function forceLayoutBefore(input: LayoutInput, options: LayoutRunOptions): LayoutResult {
  const {radii, links, fixed} = input;
  const count = radii.length;
  const random = seededRandom(options.seed);
  let radiusSum = 0;
  for (let i = 0; i < count; i++) radiusSum += radii[i]!;
  const width = 2 * (count > 0 ? radiusSum / count : 0) + options.spacing || 1;
  const discRadius = Math.sqrt(count) * width * 1.5;
  const nodes: ChartNode[] = Array.from({length: count}, (_, index) => {
    const fx = fixed[index * 2]!;
    const fy = fixed[index * 2 + 1]!;
    if (!Number.isNaN(fx)) return {index, radius: radii[index]!, x: fx, y: fy, fx, fy};
    const angle = random() * 2 * Math.PI;
    const distance = Math.sqrt(random()) * discRadius;
    return {index, radius: radii[index]!, x: distance * Math.cos(angle), y: distance * Math.sin(angle)};
  });
  const linkData: SimulationLinkDatum<ChartNode>[] = [];
  for (let k = 0; k < links.length; k += 2) {
    if (links[k] !== links[k + 1]) linkData.push({source: links[k]!, target: links[k + 1]!});
  }
  const simulation = forceSimulation(nodes)
    .stop()
    .randomSource(random)
    .alphaDecay(1 - Math.pow(0.001, 1 / FORCE_MAX_STEPS))
    .force(
      'link',
      forceLink<ChartNode, SimulationLinkDatum<ChartNode>>(linkData).distance(
        (link) => (link.source as ChartNode).radius + (link.target as ChartNode).radius + LINK_WIDTHS * width,
      ),
    )
    .force(
      'charge',
      forceManyBody<ChartNode>()
        .strength(-width * 4)
        .theta(0.9)
        .distanceMax(CHARGE_REACH_WIDTHS * width),
    )
    .force('collide', forceCollide<ChartNode>((node) => node.radius + options.spacing / 2).strength(0.8))
    .force('x', forceX<ChartNode>(0).strength(GRAVITY))
    .force('y', forceY<ChartNode>(0).strength(GRAVITY));
  const previous = new Float64Array(count * 2);
  let steps = 0;
  while (steps < FORCE_MAX_STEPS && simulation.alpha() >= simulation.alphaMin()) {
    for (let i = 0; i < count; i++) {
      previous[i * 2] = nodes[i]!.x!;
      previous[i * 2 + 1] = nodes[i]!.y!;
    }
    simulation.tick();
    steps += 1;
    let moved = 0;
    for (let i = 0; i < count; i++) {
      moved += Math.hypot(nodes[i]!.x! - previous[i * 2]!, nodes[i]!.y! - previous[i * 2 + 1]!);
    }
    if (count > 0 && moved / count < SETTLED_STEP * width) break;
  }
  const positions = new Float64Array(count * 2);
  for (let i = 0; i < count; i++) {
    positions[i * 2] = nodes[i]!.x!;
    positions[i * 2 + 1] = nodes[i]!.y!;
  }
  return {positions, iterations: steps};
}
