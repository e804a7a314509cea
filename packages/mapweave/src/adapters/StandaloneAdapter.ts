import {Deck, FlyToInterpolator, MapView, WebMercatorViewport} from '@deck.gl/core';
import type {Layer as DeckLayer, PickingInfo} from '@deck.gl/core';
import {deepFreeze} from '../core/defaults.js';
import {MapWeaveError, describeValue} from '../core/errors.js';
import {anything, boolean, oneOf, readOptions, shape, string} from '../core/optionRules.js';
import type {ViewState} from '../core/types.js';
import {isTileUrlTemplate} from '../layers/tile/tileUrl.js';
import type {Adapter, AdapterHost, ImageRequest} from '../core/Adapter.js';
import {setUpCooperativeGestures, type CooperativeGestures} from '../ui/cooperativeGestures.js';
import {createImageCanvas, drawDeckLayers, DRAWING_BUFFER_NOT_PRESERVED} from './imageExport.js';
import {applyQueuedLayers} from './applyQueuedLayers.js';
import type * as BasemapModule from './basemap.js';
import type {BasemapLayerOptions} from './basemap.js';
import {BASEMAP_COLORS, type BasemapTheme} from './basemapColors.js';
import {BASEMAP_LEVELS, type BasemapLevel} from './basemapDetail.js';
import {finalizeDeck} from './finalizeDeck.js';
import {viewStateOf} from './viewState.js';

export interface StandaloneAdapterOptions {
  /** Theme of the embedded world basemap. Default `'light'`. */
  theme?: BasemapTheme;
  /** Country and capital names on the embedded basemap, never overlapping. Default `false`. */
  labels?: boolean;
  /**
   * The embedded basemap's detail: `maxDetail` is the finest Natural Earth level it draws (default
   * `'10m'`); with `labels`, `places` names cities and towns too (default `true`).
   */
  basemap?: {maxDetail?: BasemapLevel; places?: boolean};
  /** An XYZ raster tile URL template drawn instead of the embedded basemap. */
  tiles?: string;
  tileAttribution?: string;
}

/** Credit for the capitals, cities and towns (GeoNames, CC BY 4.0), shown while basemap labels are. */
const BASEMAP_LABELS_ATTRIBUTION = {capitals: 'Capitals: GeoNames (CC BY 4.0)', places: 'Places: GeoNames (CC BY 4.0)'};

/** Neutral background behind raster tiles while they load. */
const TILE_BACKGROUND = '#e8e8e8';

/**
 * deck.gl's CollisionFilterExtension sizes its collision map from the canvas's device-pixel size
 * but draws into it at `window.devicePixelRatio`. luma.gl measures that size from the canvas's
 * device-pixel box by default, which need not agree with the ratio (Chromium with an emulated
 * device scale factor reports CSS pixels there; with a forced one the ratio stays 1): the
 * collision map is then drawn scaled and offset, and every basemap label reads as hidden.
 * 'css-dpr' takes the size from CSS size × `window.devicePixelRatio`, so the two always agree.
 */
const LIVE_DEVICE_PROPS = {
  ...DRAWING_BUFFER_NOT_PRESERVED,
  createCanvasContext: {pixelSizeSource: 'css-dpr'},
} as const;

/**
 * deck.gl on a canvas of its own, with a MapView and its controller (keyboard included), over
 * the embedded world basemap or raster tiles. Needs no basemap library.
 */
export const STANDALONE_ADAPTER_DEFAULTS = deepFreeze({
  theme: 'light' as 'light' | 'dark',
  labels: false,
  basemap: {maxDetail: '10m' as BasemapLevel, places: true},
  tileAttribution: '',
});

/** The theme is checked where `setTheme` checks it too, the tile URL as a template. */
export const STANDALONE_ADAPTER_RULES = shape<StandaloneAdapterOptions>({
  theme: anything,
  labels: boolean,
  basemap: shape<NonNullable<StandaloneAdapterOptions['basemap']>>({
    maxDetail: oneOf(BASEMAP_LEVELS.map(({level}) => level)),
    places: boolean,
  }),
  tiles: string,
  tileAttribution: string,
});

export class StandaloneAdapter implements Adapter {
  readonly tiles: string | null;
  readonly tileAttribution: string | null;
  readonly labels: boolean;
  private readonly maxDetail: BasemapLevel;
  private readonly places: boolean;
  private deck: Deck<MapView> | null = null;
  private host: AdapterHost | null = null;
  private canvasParent: HTMLDivElement | null = null;
  private gestures: CooperativeGestures | null = null;
  private viewState: ViewState = {longitude: 0, latitude: 0, zoom: 1, bearing: 0, pitch: 0};
  private gl: WebGL2RenderingContext | null = null;
  private currentTheme: BasemapTheme;
  private basemapLayers: DeckLayer[] = [];
  /** 0: the basemap is not drawn (under a link chart); the container's background stays. */
  private basemapOpacity = 1;
  /** The embedded basemap's code, or null until its chunk has loaded. */
  private basemapModule: typeof BasemapModule | null = null;
  /** Resolves once the embedded basemap's code has loaded or failed to (then reported as an error). */
  private readonly basemapLoaded: Promise<void>;
  private basemapSettled = false;
  /** The map's layers as last set, drawn above the basemap again when the theme changes. */
  private mapLayers: DeckLayer[] = [];

  constructor(given: StandaloneAdapterOptions = {}) {
    const options = readOptions<StandaloneAdapterOptions>(STANDALONE_ADAPTER_RULES, given, 'StandaloneAdapter');
    const theme = checkTheme(options.theme ?? STANDALONE_ADAPTER_DEFAULTS.theme);
    if (options.tiles !== undefined && !isTileUrlTemplate(options.tiles)) {
      throw new MapWeaveError('INVALID_TILE_URL', `Tile URL "${String(options.tiles)}" must contain {z}, {x} and {y}`);
    }
    this.currentTheme = theme;
    this.labels = options.labels ?? STANDALONE_ADAPTER_DEFAULTS.labels;
    this.maxDetail = options.basemap?.maxDetail ?? STANDALONE_ADAPTER_DEFAULTS.basemap.maxDetail;
    this.places = options.basemap?.places ?? STANDALONE_ADAPTER_DEFAULTS.basemap.places;
    this.tiles = options.tiles ?? null;
    // An empty attribution (the default) credits nobody.
    this.tileAttribution = (options.tileAttribution ?? STANDALONE_ADAPTER_DEFAULTS.tileAttribution) || null;
    this.basemapSettled = this.tiles !== null;
    this.basemapLoaded = this.tiles ? this.loadTileBasemap(this.tiles) : this.loadEmbeddedBasemap();
  }

  /**
   * The embedded basemap (its layers and the 1:110m world) is a chunk of its own, so that apps
   * over MapLibre or Mapbox, which never draw it, do not ship it. Frames drawn before it arrives
   * are not reported to the map: its first frame, `whenRendered()` and `load` include the basemap.
   */
  private async loadEmbeddedBasemap(): Promise<void> {
    try {
      this.basemapModule = await import('./basemap.js');
      this.basemapLayers = this.basemapModule.createBasemapLayers(this.currentTheme, this.basemapOptions());
    } catch (error) {
      this.host?.callbacks.onError(error instanceof Error ? error : new Error(String(error)));
    }
    this.basemapSettled = true;
    this.drawBasemap();
  }

  /** The raster tile code loads only for maps that draw tiles; the basemap joins the next frame. */
  private async loadTileBasemap(url: string): Promise<void> {
    const {createRasterTileLayer} = await import('../layers/tile/rasterTiles.js');
    this.basemapLayers = [
      createRasterTileLayer({id: 'mapweave-basemap-tiles', url, minZoom: 0, maxZoom: 19, opacity: 1, tileSize: 256}),
    ];
    this.drawBasemap();
  }

  private basemapOptions(): BasemapLayerOptions {
    return {labels: this.labels, places: this.places, maxDetail: this.maxDetail};
  }

  private drawBasemap(): void {
    if (!this.deck) return;
    this.deck.setProps({layers: [...this.shownBasemap(), ...this.mapLayers]});
    this.redraw();
  }

  /** Theme of the embedded world basemap. */
  get theme(): BasemapTheme {
    return this.currentTheme;
  }

  /**
   * Switches the embedded basemap to another theme, attached or not: the container's background
   * and the basemap layers change and the map redraws. With raster `tiles` only `theme` changes
   * (the tiles are the basemap). Throws INVALID_OPTION for anything but 'light' or 'dark'.
   */
  setTheme(theme: BasemapTheme): void {
    const checked = checkTheme(theme);
    if (checked === this.currentTheme) return;
    this.currentTheme = checked;
    this.host?.onThemeChange?.();
    if (this.tiles) return;
    if (this.basemapModule) this.basemapLayers = this.basemapModule.createBasemapLayers(checked, this.basemapOptions());
    if (this.host) this.host.container.style.background = BASEMAP_COLORS[checked].ocean;
    this.drawBasemap();
  }

  getDefaultContainer(): HTMLElement | null {
    return null;
  }

  getDefaultViewState(): ViewState | null {
    return null;
  }

  getAttribution(): string | null {
    if (!this.tiles && this.labels) return BASEMAP_LABELS_ATTRIBUTION[this.places ? 'places' : 'capitals'];
    return this.tileAttribution;
  }

  attach(host: AdapterHost): void {
    this.host = host;
    this.viewState = host.initialViewState;
    const {container, callbacks} = host;
    container.style.background = this.tiles ? TILE_BACKGROUND : BASEMAP_COLORS[this.currentTheme].ocean;
    container.classList.add('deck-events-root');
    const canvasParent = document.createElement('div');
    canvasParent.style.cssText = 'position:absolute;inset:0;';
    container.prepend(canvasParent);
    this.canvasParent = canvasParent;
    if (host.cooperativeGestures) this.gestures = setUpCooperativeGestures(container, {touch: true});
    this.deck = new Deck<MapView>({
      parent: canvasParent,
      width: '100%',
      height: '100%',
      // deck.gl places its canvas absolutely without left/top: an ancestor's text-align would move it.
      style: {left: '0', top: '0'},
      views: new MapView({repeat: true}),
      viewState: this.deckViewState(this.viewState),
      controller: {keyboard: true, doubleClickZoom: true, dragRotate: false, touchRotate: false},
      // A click is a press and release that does not move, however long it takes, as the DOM's
      // click (and so the map libraries' adapters) has it. deck.gl's tap allows 250 ms, timed
      // as its handlers run: a slow pick on pointer-down alone made every click fail.
      eventRecognizerOptions: {click: {time: Number.POSITIVE_INFINITY}},
      // Cooperative: the browser keeps one-finger swipes to scroll the page.
      touchAction: host.cooperativeGestures ? 'pan-x pan-y' : 'none',
      // toImage() draws on a Deck of its own: this canvas need not keep its frames.
      deviceProps: LIVE_DEVICE_PROPS,
      layers: this.basemapLayers,
      onViewStateChange: ({viewState, interactionState}) => {
        this.viewState = viewStateOf(viewState);
        this.deck?.setProps({viewState: {...viewState}});
        const interactive = Boolean(
          interactionState.isDragging ||
          interactionState.isPanning ||
          interactionState.isZooming ||
          interactionState.isRotating,
        );
        host.onViewStateChange(this.viewState, interactive);
      },
      onClick: callbacks.onClick,
      onHover: callbacks.onHover,
      onDragStart: callbacks.onDragStart,
      onDrag: callbacks.onDrag,
      onDragEnd: callbacks.onDragEnd,
      getCursor: callbacks.getCursor,
      onAfterRender: () => {
        if (this.basemapSettled) callbacks.onAfterRender();
      },
      onError: callbacks.onError,
      onWebGLInitialized: (gl) => {
        this.gl = gl;
      },
    });
  }

  setLayers(layers: DeckLayer[]): void {
    this.requireDeck().setProps({layers: [...this.shownBasemap(), ...layers]});
    this.mapLayers = layers;
  }

  setBasemapOpacity(opacity: number): void {
    this.basemapOpacity = Math.max(0, Math.min(1, opacity));
    this.drawBasemap();
  }

  /** The basemap's layers at the opacity asked for (none when it is faded out). */
  private shownBasemap(): DeckLayer[] {
    if (this.basemapOpacity >= 1) return this.basemapLayers;
    if (this.basemapOpacity <= 0) return [];
    return this.basemapLayers.map((layer) => layer.clone({opacity: layer.props.opacity * this.basemapOpacity}));
  }

  getViewState(): ViewState {
    return this.viewState;
  }

  getViewport(): WebMercatorViewport {
    const {width, height} = this.size();
    return new WebMercatorViewport({...this.viewState, width, height});
  }

  jumpTo(viewState: ViewState): void {
    this.viewState = this.clampZoom(viewState);
    this.requireDeck().setProps({viewState: this.deckViewState(this.viewState)});
    this.host?.onViewStateChange(this.viewState, false);
  }

  flyTo(viewState: ViewState, durationMs: number): void {
    if (durationMs <= 0) {
      this.jumpTo(viewState);
      return;
    }
    this.requireDeck().setProps({
      viewState: {
        ...this.deckViewState(this.clampZoom(viewState)),
        transitionDuration: durationMs,
        transitionInterpolator: new FlyToInterpolator(),
      },
    });
  }

  pickObject(x: number, y: number, radius: number): PickingInfo | null {
    return this.requireDeck().pickObject({x, y, radius});
  }

  redraw(): void {
    applyQueuedLayers(this.deck);
    this.deck?.redraw('mapweave');
  }

  async renderImage(request: ImageRequest): Promise<HTMLCanvasElement> {
    this.requireDeck();
    await this.basemapLoaded;
    const background = this.tiles ? TILE_BACKGROUND : BASEMAP_COLORS[this.currentTheme].ocean;
    const {canvas, context} = createImageCanvas(request, background);
    await drawDeckLayers(context, [...this.shownBasemap(), ...this.mapLayers], this.viewState, request);
    return canvas;
  }

  getOwnedGLContext(): WebGL2RenderingContext | null {
    return this.gl;
  }

  detach(): void {
    if (this.deck) finalizeDeck(this.deck);
    this.deck = null;
    this.gestures?.dispose();
    this.gestures = null;
    this.canvasParent?.remove();
    this.canvasParent = null;
    this.host?.container.classList.remove('deck-events-root');
    this.host = null;
    this.mapLayers = [];
  }

  private deckViewState(viewState: ViewState) {
    const host = this.host;
    return {...viewState, minZoom: host?.minZoom ?? 0, maxZoom: host?.maxZoom ?? 22};
  }

  private clampZoom(viewState: ViewState): ViewState {
    const minZoom = this.host?.minZoom ?? 0;
    const maxZoom = this.host?.maxZoom ?? 22;
    return {...viewState, zoom: Math.min(maxZoom, Math.max(minZoom, viewState.zoom))};
  }

  private size(): {width: number; height: number} {
    const element = this.host?.container;
    return {width: Math.max(1, element?.clientWidth ?? 1), height: Math.max(1, element?.clientHeight ?? 1)};
  }

  private requireDeck(): Deck<MapView> {
    if (!this.deck) throw new MapWeaveError('DESTROYED', 'The adapter is not attached to a map');
    return this.deck;
  }
}

function checkTheme(theme: unknown): BasemapTheme {
  if (theme !== 'light' && theme !== 'dark') {
    throw new MapWeaveError(
      'INVALID_OPTION',
      `StandaloneAdapter theme must be "light" or "dark", got ${describeValue(theme)}`,
    );
  }
  return theme;
}
