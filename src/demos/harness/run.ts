/**
 * The harness's measuring side (loaded with import() by the page): builds a scene as MapWeave
 * layers and as the plain deck.gl layers an application would write by hand, and times each
 * alone. A live map beside the side being timed made that side's first frame 1.4-2.2× slower
 * (its canvas and heap share the GPU and the main thread), whichever side went second: so each
 * side is timed with the other gone, and both are drawn again, untimed, at the end to compare
 * them side by side. One run is a warm-up round of each side (untimed: shader compilation, JIT)
 * then timed rounds with the sides' order alternated; single timings on a shared machine swing
 * by several times, so the page shows each measure's median and range.
 *
 * Both sides start as a map with the same embedded basemap (a new WebGL context compiling the
 * basemap's shaders: seconds in software rendering), timed on its own; the data's clock starts
 * once that map is on screen, so "data → first frame" times the data alone, on both sides.
 */
import {Deck, MapView, type Layer as DeckLayer} from '@deck.gl/core';
import {ArcLayer, LineLayer, PathLayer, ScatterplotLayer} from '@deck.gl/layers';
import {
  BASEMAP_COLORS,
  createBasemapLayers,
  NetworkLayer,
  ObservationsLayer,
  type NetworkColumns,
  type NetworkData,
  type ObservationsColumns,
  type ObservationsData,
  type TooltipFunction,
} from 'mapweave';
import {DemoMap, type MapLayer} from '@site/src/components/Demo/map/demo-map';
import {afterNextPaint} from '@site/src/lib/after-paint';
import type {MapTheme} from '@site/src/components/Demo/types';
import {
  frameStats,
  OBSERVATIONS_PER_ENTITY,
  sideOrder,
  type HarnessInput,
  type HarnessScene,
  type HarnessSide,
} from './model';

export interface SideResult {
  /** A new map with the basemap only → its first frame painted. */
  mapReadyMs: number;
  /** Scene in memory, map on screen → first frame painted with the data. */
  firstFrameMs: number;
  /** Frame time while panning, from requestAnimationFrame. */
  frameMedianMs: number;
  frameP95Ms: number;
  /** JS heap growth from building the side, MB (Chromium only). */
  heapMb: number | null;
}

/** Each side's measures in every timed round, in round order. */
export type HarnessResults = Record<HarnessSide, SideResult[]>;

export interface Harness {
  run(
    scene: HarnessScene,
    input: HarnessInput,
    rounds: number,
    onProgress: (message: string) => void,
  ): Promise<HarnessResults>;
  setTheme(theme: MapTheme): void;
  destroy(): void;
}

const SIDE_NAMES: Record<HarnessSide, string> = {mapweave: 'MapWeave', deck: 'plain deck.gl'};

const VIEW = {longitude: 10, latitude: 30, zoom: 1, bearing: 0, pitch: 0};
/** Panning lasts this long, and at least PAN_MIN_FRAMES frames (a slow GPU draws few frames a second). */
const PAN_MS = 2000;
const PAN_MIN_FRAMES = 8;
const NODE_COLOR: [number, number, number] = [37, 99, 235];
const LINK_COLOR: [number, number, number, number] = [100, 116, 139, 140];
const OBSERVATION_COLOR: [number, number, number] = [220, 38, 38];
const EPOCH = Date.UTC(2025, 9, 6);

function heapBytes(): number | null {
  const memory = (performance as Performance & {memory?: {usedJSHeapSize: number}}).memory;
  return memory ? memory.usedJSHeapSize : null;
}

function heapGrowthMb(before: number | null): number | null {
  const after = heapBytes();
  return before === null || after === null ? null : (after - before) / 1_048_576;
}

function nextFrame(): Promise<number> {
  return new Promise((resolve) => requestAnimationFrame(resolve));
}

/** Pans by a fixed step on every animation frame for PAN_MS and returns the frame intervals' median and 95th percentile. */
async function panFrames(setLongitude: (longitude: number) => void): Promise<{median: number; p95: number}> {
  const intervals: number[] = [];
  const started = await nextFrame();
  let last = started;
  for (let frame = 1; last - started < PAN_MS || frame <= PAN_MIN_FRAMES; frame++) {
    setLongitude(VIEW.longitude + frame * 1.5);
    const now = await nextFrame();
    intervals.push(now - last);
    last = now;
  }
  setLongitude(VIEW.longitude);
  return frameStats(intervals);
}

const OBSERVATIONS_OPTIONS = {
  mode: 'both',
  observationDefaults: {size: 2},
  trajectory: {maximumInterval: 120_000, width: 1},
} as const;

/** `[a, b]` pairs as two columns, with an id per pair: `prefix` and its row. */
function pairColumns(
  pairs: Float64Array | Uint32Array,
  prefix: string,
): {ids: string[]; first: Float64Array; second: Float64Array} {
  const count = pairs.length / 2;
  const ids = new Array<string>(count);
  const first = new Float64Array(count);
  const second = new Float64Array(count);
  for (let row = 0; row < count; row++) {
    ids[row] = `${prefix}${row}`;
    first[row] = pairs[row * 2]!;
    second[row] = pairs[row * 2 + 1]!;
  }
  return {ids, first, second};
}

/** The observations scene as MapWeave data: an object per observation, or columns. */
function observationsData(scene: HarnessScene, input: HarnessInput): ObservationsData | ObservationsColumns {
  const {positions} = scene;
  const count = positions.length / 2;
  const entities: ObservationsData['entities'] = {};
  for (let entity = 0; entity < scene.entityCount; entity++) entities[`e${entity}`] = {};
  const entityOf = (index: number) => `e${Math.floor(index / OBSERVATIONS_PER_ENTITY)}`;
  const timeOf = (index: number) => EPOCH + (index % OBSERVATIONS_PER_ENTITY) * 60_000;
  if (input === 'records') {
    const observations: ObservationsData['observations'] = {};
    for (let index = 0; index < count; index++) {
      observations[`o${index}`] = {
        entityId: entityOf(index),
        longitude: positions[index * 2]!,
        latitude: positions[index * 2 + 1]!,
        time: timeOf(index),
      };
    }
    return {entities, observations};
  }
  const {ids, first: longitudes, second: latitudes} = pairColumns(positions, 'o');
  const entityIds = Array.from({length: count}, (_, index) => entityOf(index));
  const times = Float64Array.from({length: count}, (_, index) => timeOf(index));
  return {entities, observations: {ids, entityIds, times, latitudes, longitudes}};
}

/** A network scene as MapWeave data: an object per node and link keyed by id, or columns. */
function networkData(scene: HarnessScene, input: HarnessInput): NetworkData | NetworkColumns {
  const {positions, links} = scene;
  if (input === 'records') {
    const data: NetworkData = {};
    for (let index = 0; index < positions.length / 2; index++) {
      data[`n${index}`] = {type: 'node', longitude: positions[index * 2]!, latitude: positions[index * 2 + 1]!};
    }
    for (let link = 0; link < links.length / 2; link++) {
      data[`l${link}`] = {type: 'link', id1: `n${links[link * 2]}`, id2: `n${links[link * 2 + 1]}`};
    }
    return data;
  }
  const nodes = pairColumns(positions, 'n');
  const linkRows = pairColumns(links, 'l');
  return {
    nodes: {ids: nodes.ids, longitudes: nodes.first, latitudes: nodes.second},
    links: {ids: linkRows.ids, from: linkRows.first, to: linkRows.second},
  };
}

/** Where each generated item is: a scene has no names, only positions and link ends. */
function sceneTooltip(scene: HarnessScene): TooltipFunction {
  const {positions, links} = scene;
  const degrees = (value: number, positive: string, negative: string) =>
    `${Math.abs(value).toFixed(2)}° ${value >= 0 ? positive : negative}`;
  const at = (index: number) =>
    `${degrees(positions[index * 2 + 1]!, 'N', 'S')}, ${degrees(positions[index * 2]!, 'E', 'W')}`;
  return (item) => {
    const index = Number(item.id.slice(1));
    switch (item.type) {
      case 'node':
        return `Node ${item.id}\n${at(index)}`;
      case 'observation':
        return `Observation ${item.id} of entity e${Math.floor(index / OBSERVATIONS_PER_ENTITY)}\n${at(index)}`;
      case 'link':
        return `Link ${item.id}: n${links[index * 2]} → n${links[index * 2 + 1]}`;
      case 'trajectory':
        return `Track of entity ${(item.data as {entityId: string}).entityId}`;
      default:
        return null;
    }
  };
}

function mapweaveLayers(scene: HarnessScene, input: HarnessInput): MapLayer[] {
  if (scene.kind === 'observations') {
    return [
      new ObservationsLayer({
        id: 'harness-observations',
        data: observationsData(scene, input),
        options: OBSERVATIONS_OPTIONS,
      }),
    ];
  }
  return [
    new NetworkLayer({
      id: 'harness-network',
      data: networkData(scene, input),
      options: {
        nodeDefaults: {size: 2, color: NODE_COLOR, border: {width: 0}},
        linkDefaults: {width: 1, shape: scene.kind === 'arcs' ? 'arc' : 'straight', color: LINK_COLOR},
        labels: {visible: false},
        selectOnClick: false,
        dragFreeNodes: false,
      },
    }),
  ];
}

interface Position {
  position: [number, number];
}

function deckLayers(scene: HarnessScene): DeckLayer[] {
  const {positions, links} = scene;
  const points: Position[] = [];
  for (let index = 0; index < positions.length / 2; index++)
    points.push({position: [positions[index * 2]!, positions[index * 2 + 1]!]});
  if (scene.kind === 'observations') {
    const paths: {path: [number, number][]}[] = [];
    for (let start = 0; start < points.length; start += OBSERVATIONS_PER_ENTITY) {
      paths.push({path: points.slice(start, start + OBSERVATIONS_PER_ENTITY).map((point) => point.position)});
    }
    return [
      new PathLayer<{path: [number, number][]}>({
        id: 'paths',
        data: paths,
        getPath: (d) => d.path,
        getColor: OBSERVATION_COLOR,
        getWidth: 1,
        widthUnits: 'pixels',
      }),
      new ScatterplotLayer<Position>({
        id: 'observations',
        data: points,
        getPosition: (d) => d.position,
        getFillColor: OBSERVATION_COLOR,
        getRadius: 2,
        radiusUnits: 'pixels',
      }),
    ];
  }
  const pairs: {source: [number, number]; target: [number, number]}[] = [];
  for (let link = 0; link < links.length / 2; link++) {
    pairs.push({source: points[links[link * 2]!]!.position, target: points[links[link * 2 + 1]!]!.position});
  }
  const linkProps = {
    data: pairs,
    getSourcePosition: (d: (typeof pairs)[number]) => d.source,
    getTargetPosition: (d: (typeof pairs)[number]) => d.target,
    getWidth: 1,
    widthUnits: 'pixels' as const,
  };
  const linkLayer =
    scene.kind === 'arcs'
      ? new ArcLayer({
          id: 'links',
          ...linkProps,
          getSourceColor: LINK_COLOR,
          getTargetColor: LINK_COLOR,
          getHeight: 0.5,
        })
      : new LineLayer({id: 'links', ...linkProps, getColor: LINK_COLOR});
  return [
    linkLayer,
    new ScatterplotLayer<Position>({
      id: 'nodes',
      data: points,
      getPosition: (d) => d.position,
      getFillColor: NODE_COLOR,
      getRadius: 2,
      radiusUnits: 'pixels',
    }),
  ];
}

export function createHarness(left: HTMLDivElement, right: HTMLDivElement, initialTheme: MapTheme): Harness {
  let theme = initialTheme;
  let demoMap: DemoMap | null = null;
  let deck: Deck<MapView> | null = null;
  /** What the deck.gl side draws over its basemap: nothing until the scene's layers are added. */
  let deckData: DeckLayer[] = [];
  const deckSideLayers = () => [...createBasemapLayers(theme), ...deckData];
  right.style.background = BASEMAP_COLORS[theme].ocean;

  const dropDeck = () => {
    deck?.finalize();
    deck = null;
    deckData = [];
  };
  const clear = () => {
    demoMap?.destroy();
    demoMap = null;
    dropDeck();
  };

  /** A MapWeave map of the basemap alone; resolves once its first frame is on screen. */
  const showMapWeaveBasemap = async (scene: HarnessScene) => {
    demoMap = new DemoMap({
      container: left,
      theme,
      label: 'MapWeave side of the harness',
      view: VIEW,
      // The offline basemap's last place names come at zoom 12: closer in it is empty.
      maxZoom: 12,
      layers: [],
      tooltip: sceneTooltip(scene),
    });
    await demoMap.whenRendered();
    await afterNextPaint();
    return demoMap.map;
  };

  const runMapWeave = async (scene: HarnessScene, input: HarnessInput): Promise<SideResult> => {
    const mapStarted = performance.now();
    const map = await showMapWeaveBasemap(scene);
    const mapReadyMs = performance.now() - mapStarted;
    const heapBefore = heapBytes();
    const started = performance.now();
    for (const layer of mapweaveLayers(scene, input)) map.addLayer(layer);
    await map.whenRendered();
    await afterNextPaint();
    const firstFrameMs = performance.now() - started;
    const heapMb = heapGrowthMb(heapBefore);
    const frames = await panFrames((longitude) => map.setViewState({longitude}));
    return {mapReadyMs, firstFrameMs, frameMedianMs: frames.median, frameP95Ms: frames.p95, heapMb};
  };

  /** A plain deck.gl map of the basemap alone; resolves once its first frame is drawn. */
  const showDeckBasemap = (): Promise<Deck<MapView>> =>
    new Promise((resolve, reject) => {
      const created: Deck<MapView> = new Deck<MapView>({
        parent: right,
        width: '100%',
        height: '100%',
        views: new MapView({repeat: true}),
        viewState: VIEW,
        controller: true,
        onViewStateChange: ({viewState}) => {
          created.setProps({viewState});
        },
        layers: deckSideLayers(),
        onAfterRender: () => resolve(created),
        onError: (error) => reject(error),
      });
      deck = created;
    });

  /** Adds the scene's layers over the basemap; resolves once a frame with them is drawn. */
  const showDeckData = (target: Deck<MapView>, scene: HarnessScene): Promise<void> =>
    new Promise((resolve, reject) => {
      deckData = deckLayers(scene);
      target.setProps({
        layers: deckSideLayers(),
        onAfterRender: () => resolve(),
        onError: (error) => reject(error),
      });
    });

  const runDeck = async (scene: HarnessScene): Promise<SideResult> => {
    const mapStarted = performance.now();
    const target = await showDeckBasemap();
    await afterNextPaint();
    const mapReadyMs = performance.now() - mapStarted;
    const heapBefore = heapBytes();
    const started = performance.now();
    await showDeckData(target, scene);
    await afterNextPaint();
    const firstFrameMs = performance.now() - started;
    const heapMb = heapGrowthMb(heapBefore);
    const frames = await panFrames((longitude) => target.setProps({viewState: {...VIEW, longitude}}));
    return {mapReadyMs, firstFrameMs, frameMedianMs: frames.median, frameP95Ms: frames.p95, heapMb};
  };

  return {
    async run(scene, input, rounds, onProgress) {
      const results: HarnessResults = {mapweave: [], deck: []};
      // Round -1 is the warm-up: each side once, untimed.
      for (let round = -1; round < rounds; round++) {
        for (const side of sideOrder(Math.max(round, 0))) {
          clear();
          // The last frame of what was cleared must be off the GPU before the next clock starts:
          // in software rendering it holds the GPU for as long as a pan frame.
          await afterNextPaint();
          const step = round < 0 ? 'Warming up' : `Round ${round + 1} of ${rounds}`;
          onProgress(`${step}: building and drawing the ${SIDE_NAMES[side]} side…`);
          const result = side === 'deck' ? await runDeck(scene) : await runMapWeave(scene, input);
          if (round >= 0) results[side].push(result);
        }
      }
      onProgress('Drawing both sides, to compare…');
      if (!demoMap) {
        const map = await showMapWeaveBasemap(scene);
        for (const layer of mapweaveLayers(scene, input)) map.addLayer(layer);
        await map.whenRendered();
      }
      if (!deck) await showDeckData(await showDeckBasemap(), scene);
      return results;
    },
    setTheme(next) {
      theme = next;
      demoMap?.setTheme(next);
      right.style.background = BASEMAP_COLORS[next].ocean;
      deck?.setProps({layers: deckSideLayers()});
    },
    destroy: clear,
  };
}
