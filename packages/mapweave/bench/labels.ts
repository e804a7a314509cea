// Label placement per frame: MapWeave's own (CPU, greedy, exact boxes) against deck.gl's GPU
// CollisionFilterExtension, at 1k and 10k labels. A zoom moves labels relative to each other, so
// each measured frame is a zoom step; a pan places nothing again.
import {Deck, MapView} from '@deck.gl/core';
import {CollisionFilterExtension} from '@deck.gl/extensions';
import {TextLayer} from '@deck.gl/layers';
import {labelTextProps} from '../src/core/labelStyle.js';
import type {NetworkData, ViewState} from '../src/core/types.js';
import {MapWeave, NetworkLayer} from '../src/index.js';
import {TextMeasure} from '../src/core/labelPlacement.js';
import {MapLabelPlacement, type LabelRequest} from '../src/core/mapLabels.js';
import {NETWORK_DEFAULTS} from '../src/layers/network/options.js';
import {placeLabelsBefore, type LabelBefore} from './labelsBefore.js';

type BenchRows = {measure: string; value: string}[];

export interface LabelBenchTools {
  container(): HTMLElement;
  finishGpu(): void;
  median(values: number[]): number;
  random(seed: number): () => number;
}

const VIEW: ViewState = {longitude: 10, latitude: 50, zoom: 3.5, bearing: 0, pitch: 0};
const ZOOM_STEPS = [3.6, 3.7, 3.8, 3.9, 4.0];
/** Placement alone is cheap enough to repeat: more samples, as a busy machine makes single times noisy. */
const PLACEMENT_STEPS = Array.from({length: 21}, (_, i) => 3.5 + i * 0.05);

function labelledNodes(count: number, next: () => number): NetworkData {
  const data: NetworkData = {};
  for (let i = 0; i < count; i++) {
    data[`n${i}`] = {
      type: 'node',
      longitude: -10 + next() * 40,
      latitude: 35 + next() * 25,
      size: 2 + next() * 6,
      label: `Place ${i}`,
    };
  }
  return data;
}

const ms = (value: number): string => `${value.toFixed(1)} ms`;

/** Each node as a label hanging below its dot, its size its priority. */
function nodeLabels(data: NetworkData): LabelBefore[] {
  return Object.values(data).flatMap((item) =>
    item.type === 'node' ? [{text: item.label!, position: [item.longitude!, item.latitude!], size: item.size!}] : [],
  );
}

/** Median, fastest and first of the placement times over the zoom steps (the first measures every text). */
function placementTimes(place: (view: ViewState) => void, tools: LabelBenchTools): string {
  const times = PLACEMENT_STEPS.map((zoom) => {
    const start = performance.now();
    place({...VIEW, zoom});
    return performance.now() - start;
  });
  return `${ms(tools.median(times.slice(1)))} (fastest ${ms(Math.min(...times))}, first ${ms(times[0]!)})`;
}

/** The placement alone as before: one layer's boxes below their nodes, ranked, greedy over a Map of cells. */
function placementBefore(data: NetworkData, tools: LabelBenchTools): string {
  const labels = nodeLabels(data);
  const measure = new TextMeasure();
  return placementTimes((view) => placeLabelsBefore(labels, NETWORK_DEFAULTS.labels, view, measure), tools);
}

/**
 * The map's one placement: the same labels, each trying four sides of its node, around every
 * node's symbol as an obstacle, over the typed-array grid.
 */
function placementAfter(data: NetworkData, tools: LabelBenchTools): string {
  const request: LabelRequest = {
    labels: nodeLabels(data).map((label, i) => ({
      text: label.text,
      position: label.position,
      clearance: label.size + 3,
      tier: 0,
      priority: label.size,
      group: 'net',
      id: `n${i}`,
    })),
    obstacles: nodeLabels(data).map((label, i) => ({
      position: label.position,
      radius: label.size,
      group: 'net',
      id: `n${i}`,
    })),
    style: NETWORK_DEFAULTS.labels,
    layerPriority: 0,
    collision: true,
  };
  const placement = new MapLabelPlacement();
  const requests = new Map([['net', request]]);
  return placementTimes((view) => placement.place(requests, view), tools);
}

/** A MapWeave zoom frame (placement, text update and drawing), with label collision on or off. */
async function mapWeaveZoomFrame(data: NetworkData, collision: boolean, tools: LabelBenchTools): Promise<number> {
  const map = new MapWeave({container: tools.container(), view: VIEW});
  map.addLayer(new NetworkLayer({id: 'net', data, options: {labels: {collision}}}));
  await map.whenRendered();
  tools.finishGpu();
  const times: number[] = [];
  for (const zoom of ZOOM_STEPS) {
    const start = performance.now();
    map.setViewState({zoom});
    await map.whenRendered();
    tools.finishGpu();
    times.push(performance.now() - start);
  }
  map.destroy();
  return tools.median(times);
}

/** A deck.gl zoom frame of the same labels in a TextLayer, with or without CollisionFilterExtension. */
async function deckZoomFrame(data: NetworkData, collision: boolean, tools: LabelBenchTools): Promise<number> {
  type Label = {position: [number, number]; text: string; priority: number};
  const labels: Label[] = Object.values(data).flatMap((item) =>
    item.type === 'node'
      ? [{position: [item.longitude!, item.latitude!], text: item.label!, priority: item.size!}]
      : [],
  );
  let rendered: () => void = () => {};
  const layer = new TextLayer<Label>({
    id: 'labels',
    data: labels,
    getPosition: (label) => label.position,
    getText: (label) => label.text,
    getSize: 12,
    getColor: [31, 41, 55, 255],
    ...labelTextProps({fontSize: 12, fontWeight: 'normal', haloWidth: 2}, [255, 255, 255, 230]),
    ...(collision
      ? {
          extensions: [new CollisionFilterExtension()],
          getCollisionPriority: (label: Label) => label.priority,
          collisionTestProps: {sizeScale: 2},
        }
      : {}),
  } as never);
  const deck = new Deck<MapView>({
    parent: tools.container(),
    width: '100%',
    height: '100%',
    views: new MapView({repeat: true}),
    viewState: VIEW,
    layers: [layer],
    onAfterRender: () => rendered(),
  });
  await new Promise<void>((resolve) => (rendered = resolve));
  tools.finishGpu();
  const times: number[] = [];
  for (const zoom of ZOOM_STEPS) {
    const drawn = new Promise<void>((resolve) => (rendered = resolve));
    const start = performance.now();
    deck.setProps({viewState: {...VIEW, zoom}});
    await drawn;
    tools.finishGpu();
    times.push(performance.now() - start);
  }
  deck.finalize();
  tools.container().replaceChildren();
  return tools.median(times);
}

/** `frames`: also whole zoom frames (slow with software WebGL past 10k labels). */
export async function labelPlacement(count: number, tools: LabelBenchTools, frames = true): Promise<BenchRows> {
  const data = labelledNodes(count, tools.random(7));
  const label = `${count / 1000}k labels, per zoom frame`;
  const placement = [
    {
      measure: `${label}: placement alone, before (baseline: per layer, one side, no obstacles)`,
      value: placementBefore(data, tools),
    },
    {
      measure: `${label}: placement alone, after (per map, four sides, node symbols as obstacles)`,
      value: placementAfter(data, tools),
    },
  ];
  if (!frames) return placement;
  const mapWeaveOn = await mapWeaveZoomFrame(data, true, tools);
  const mapWeaveOff = await mapWeaveZoomFrame(data, false, tools);
  const deckOn = await deckZoomFrame(data, true, tools);
  const deckOff = await deckZoomFrame(data, false, tools);
  return [
    ...placement,
    {measure: `${label}: MapWeave frame, collision on`, value: ms(mapWeaveOn)},
    {measure: `${label}: MapWeave frame, collision off (baseline)`, value: ms(mapWeaveOff)},
    {measure: `${label}: deck.gl TextLayer + CollisionFilterExtension`, value: ms(deckOn)},
    {measure: `${label}: deck.gl TextLayer alone (baseline)`, value: ms(deckOff)},
  ];
}
