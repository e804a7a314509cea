import {CompositeLayer, type DefaultProps, type Layer as DeckLayer, type UpdateParameters} from '@deck.gl/core';
import {PathLayer, SolidPolygonLayer} from '@deck.gl/layers';
import {
  basemapGeometryOf,
  graticuleLines,
  type BasemapGeometry,
  type Polygon,
  type Position,
} from './basemapGeometry.js';
import {
  BASEMAP_LEVELS,
  WORLD_TOPOLOGY,
  basemapLevelForZoom,
  loadBasemapTopology,
  type BasemapLevel,
} from './basemapLevels.js';
import type * as BasemapLabelsModule from './basemapLabels.js';
import type * as BasemapPlacesModule from './basemapPlaces.js';
import type {RGBA} from '../core/types.js';
import {BASEMAP_COLORS, type BasemapTheme} from './basemapColors.js';

export interface BasemapLayerProps {
  theme: BasemapTheme;
  /** Country names and capitals, placed so that they never overlap. */
  labels: boolean;
  /** With `labels`, city and town names too. */
  places: boolean;
  /** The finest level drawn at any zoom. */
  maxDetail: BasemapLevel;
}

const defaultProps: DefaultProps<BasemapLayerProps> = {
  theme: 'light',
  labels: false,
  places: true,
  maxDetail: '10m',
};

interface BasemapLayerState {
  [key: string]: unknown;
  /** The level the current zoom asks for. */
  wanted: BasemapLevel;
  /** The zoom that picked the labels now drawn (see `labelZoomOf`). */
  labelZoom: number;
  geometries: Partial<Record<BasemapLevel, BasemapGeometry>>;
  /** The labels' data and the module that draws them, loaded the first time labels are shown. */
  labels: LoadedLabels | null;
  /** The code that draws place names, loaded the first time they are shown. */
  placesModule: typeof BasemapPlacesModule | null;
  /** The chunks of place names the view needs (drawn once loaded), and their indices as a key. */
  placeChunks: BasemapPlacesModule.BasemapPlaceChunk[];
  placeKey: string;
  finalized: boolean;
}

const GRATICULE = graticuleLines();

interface LoadedLabels {
  module: typeof BasemapLabelsModule;
  data: BasemapLabelsModule.BasemapLabels;
}

let loadedLabels: Promise<LoadedLabels> | null = null;
let placesModule: Promise<typeof BasemapPlacesModule> | null = null;

/** The zoom, rounded down, that decides which labels are candidates. */
function labelZoomOf(zoom: number): number {
  return Math.floor(zoom);
}

/** Geometry per level, shared by every map of the page: built once from the level's topology. */
const geometryCache = new Map<BasemapLevel, Promise<BasemapGeometry>>();
let worldGeometry: BasemapGeometry | null = null;

function loadGeometry(level: BasemapLevel): Promise<BasemapGeometry> {
  let geometry = geometryCache.get(level);
  if (!geometry) {
    geometry = loadBasemapTopology(level).then(basemapGeometryOf);
    geometryCache.set(level, geometry);
  }
  return geometry;
}

/**
 * The embedded offline world basemap: graticule, land, lakes and country borders at the Natural
 * Earth level for the current zoom, optionally with country and capital labels. A finer level is
 * loaded the first time the map zooms in that far; until it arrives the finest loaded one is drawn.
 */
export class BasemapLayer extends CompositeLayer<BasemapLayerProps> {
  static override layerName = 'MapWeaveBasemapLayer';
  static override defaultProps = defaultProps;
  declare state: BasemapLayerState;

  override initializeState(): void {
    worldGeometry ??= basemapGeometryOf(WORLD_TOPOLOGY);
    this.setState({
      wanted: '110m',
      labelZoom: 0,
      geometries: {'110m': worldGeometry},
      labels: null,
      placesModule: null,
      placeChunks: [],
      placeKey: '',
      finalized: false,
    });
  }

  override finalizeState(context: this['context']): void {
    this.state.finalized = true;
    super.finalizeState(context);
  }

  override shouldUpdateState({changeFlags, context}: UpdateParameters<this>): boolean {
    if (changeFlags.propsOrDataChanged || changeFlags.stateChanged) return true;
    if (!changeFlags.viewportChanged) return false;
    const {zoom} = context.viewport;
    const labelsChange = this.props.labels && labelZoomOf(zoom) !== this.state.labelZoom;
    const places = this.wantedPlaces();
    return (
      labelsChange ||
      basemapLevelForZoom(zoom, this.props.maxDetail) !== this.state.wanted ||
      (places !== null && places.key !== this.state.placeKey)
    );
  }

  override updateState({props}: UpdateParameters<this>): void {
    const {zoom} = this.context.viewport;
    const wanted = basemapLevelForZoom(zoom, props.maxDetail);
    if (wanted !== this.state.wanted) this.setState({wanted});
    if (labelZoomOf(zoom) !== this.state.labelZoom) this.setState({labelZoom: labelZoomOf(zoom)});
    this.load(wanted);
    if (props.labels && !this.state.labels) {
      loadedLabels ??= import('./basemapLabels.js').then(async (module) => ({
        module,
        data: await module.loadBasemapLabels(),
      }));
      void loadedLabels.then((loaded) => this.setCurrentState({labels: loaded}));
    }
    if (props.labels && props.places) this.loadPlaces();
  }

  /** The place-name chunks the view needs and their key, or null while places are off or their code loads. */
  private wantedPlaces(): {chunks: BasemapPlacesModule.BasemapPlaceChunk[]; key: string} | null {
    const module = this.state.placesModule;
    if (!module || !this.props.labels || !this.props.places) return null;
    const {viewport} = this.context;
    const bounds = viewport.getBounds() as [number, number, number, number];
    const chunks = module.placeChunksFor(labelZoomOf(viewport.zoom), bounds);
    return {chunks, key: module.placeChunksKey(chunks)};
  }

  private loadPlaces(): void {
    if (!this.state.placesModule) {
      placesModule ??= import('./basemapPlaces.js');
      void placesModule.then((module) => this.setCurrentState({placesModule: module}));
      return;
    }
    const wanted = this.wantedPlaces();
    if (!wanted || wanted.key === this.state.placeKey) return;
    this.setState({placeChunks: wanted.chunks, placeKey: wanted.key});
    const module = this.state.placesModule;
    for (const chunk of wanted.chunks) {
      if (module.loadedPlaceChunk(chunk)) continue;
      // A new (empty) list of chunks makes the layer draw again, now with this one.
      void module.loadPlaceChunk(chunk).then(() => this.setCurrentState({placeChunks: [...this.currentPlaceChunks()]}));
    }
  }

  private currentPlaceChunks(): BasemapPlacesModule.BasemapPlaceChunk[] {
    return (this.getCurrentLayer() as BasemapLayer | null)?.state.placeChunks ?? [];
  }

  override renderLayers(): DeckLayer[] {
    const {theme, labels} = this.props;
    const colors = BASEMAP_COLORS[theme];
    const {geometries, labelZoom} = this.state;
    const drawnLabels = this.state.labels;
    const drawn = drawnLevel(this.state.wanted, geometries);
    const layers: DeckLayer[] = [this.lineLayer('graticule', GRATICULE, colors.graticule, 1)];
    // Every loaded level keeps its layers (hidden but for the drawn one), so zooming back and
    // forth across a level's threshold never tessellates its polygons again.
    for (const {level} of BASEMAP_LEVELS) {
      const geometry = geometries[level];
      if (geometry) layers.push(...this.levelLayers(level, geometry, level === drawn));
    }
    if (labels && drawnLabels) {
      const subLayerProps = <T extends {id: string}>(sub: T): T => this.getSubLayerProps(sub) as T;
      layers.push(...drawnLabels.module.createBasemapLabelLayers(subLayerProps, drawnLabels.data, theme, labelZoom));
      const {placesModule: places, placeChunks} = this.state;
      if (this.props.places && places) {
        layers.push(...places.createBasemapPlaceLayers(subLayerProps, placeChunks, theme, labelZoom));
      }
    }
    return layers;
  }

  private load(level: BasemapLevel): void {
    if (this.state.geometries[level]) return;
    void loadGeometry(level).then((geometry) => {
      if (!this.state.geometries[level])
        this.setCurrentState({geometries: {...this.state.geometries, [level]: geometry}});
    });
  }

  /** Sets state from an async callback: on the layer that holds it now, unless it is gone. */
  private setCurrentState(state: Partial<BasemapLayerState>): void {
    if (this.state.finalized) return;
    this.getCurrentLayer()?.setState(state);
  }

  private levelLayers(level: BasemapLevel, geometry: BasemapGeometry, visible: boolean): DeckLayer[] {
    const colors = BASEMAP_COLORS[this.props.theme];
    const layers = [this.fillLayer(`land-${level}`, geometry.land, colors.land, visible)];
    // 1:110m is drawn as it always was (no coastlines, no lakes): the world view costs no more.
    if (level !== '110m') {
      layers.push(
        this.lineLayer(`coastline-${level}`, geometry.coastlines, colors.coastline, 0.6, visible),
        this.fillLayer(`lakes-${level}`, geometry.lakes, colors.water, visible),
      );
    }
    layers.push(this.lineLayer(`borders-${level}`, geometry.borders, colors.border, 0.8, visible));
    return layers;
  }

  private fillLayer(id: string, data: Polygon[], color: RGBA, visible: boolean): DeckLayer {
    return new SolidPolygonLayer<Polygon>(
      this.getSubLayerProps({
        id,
        data,
        visible,
        getPolygon: (polygon: Polygon) => polygon,
        getFillColor: color,
        updateTriggers: {getFillColor: this.props.theme},
      }),
    );
  }

  private lineLayer(id: string, data: Position[][], color: RGBA, width: number, visible = true): DeckLayer {
    return new PathLayer<Position[]>(
      this.getSubLayerProps({
        id,
        data,
        visible,
        getPath: (line: Position[]) => line,
        getColor: color,
        getWidth: width,
        widthUnits: 'pixels',
        updateTriggers: {getColor: this.props.theme},
      }),
    );
  }
}

/** The finest level loaded so far at or below `wanted`, drawn while `wanted` loads. */
function drawnLevel(
  wanted: BasemapLevel,
  geometries: Partial<Record<BasemapLevel, BasemapGeometry>>,
): BasemapLevel | null {
  const order = BASEMAP_LEVELS.map(({level}) => level);
  for (let index = order.indexOf(wanted); index >= 0; index--) {
    const level = order[index]!;
    if (geometries[level]) return level;
  }
  return null;
}
