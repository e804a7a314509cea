import type {Layer as DeckLayer} from '@deck.gl/core';
import {WebMercatorViewport} from '@deck.gl/core';
import {canvasToPng} from '../adapters/imageExport.js';
import {StandaloneAdapter} from '../adapters/StandaloneAdapter.js';
import type {Adapter} from '../core/Adapter.js';
import {formatVisibleSummary, setUpAccessibility, sumSummaries, type MapAccessibility} from '../core/accessibility.js';
import {createAttribution, type AttributionControl} from '../core/attribution.js';
import {ensurePositioned, resolveContainer} from '../core/container.js';
import {warnWhenContainerHasNoSize} from '../core/containerSize.js';
import {Emitter} from '../core/emitter.js';
import {MapWeaveError, asError, describeValue, destroyedError, invalidOption} from '../core/errors.js';
import {PointerInteraction} from '../core/interaction.js';
import {Layer, type AnyLayer, type LayerContext} from '../core/Layer.js';
import {MapLabelPlacement, type LabelRequest} from '../core/mapLabels.js';
import {prefersReducedMotion} from '../core/motion.js';
import {readOptions} from '../core/optionRules.js';
import {
  FIT_BOUNDS_DEFAULTS,
  FIT_BOUNDS_RULES,
  FLY_TO_DEFAULTS,
  FLY_TO_RULES,
  MAP_DEFAULTS,
  MAP_OPTION_RULES,
  VIEW_STATE_DEFAULTS,
  VIEW_STATE_RULES,
  type FitBoundsOptions,
  type FlyToOptions,
  type MapWeaveOptions,
  type ToImageOptions,
} from './options.js';
import {buildPointerEvent} from '../core/pointerEvents.js';
import type {Bounds, EventHandler, EventMap, EventName, LatLng, ViewState} from '../core/types.js';
import {clampToMercator, unionBounds, validateViewState} from '../core/viewport.js';
import {ItemTooltips, type TooltipFunction} from '../ui/tooltip/ItemTooltips.js';
import {runExport} from './exportQueue.js';
import {BasemapFade} from './basemapFade.js';
import {centreInPadding, resolvePadding, type PaddingSides} from './viewPadding.js';
import {imageSideLimit, readImageRequest} from './imageRequest.js';
import type {TimeBarHost} from '../ui/timebar/TimeBar.js';
import type {MapTheme} from '../core/labelStyle.js';

/** Pixels around the pointer searched when picking for the context menu. */
const PICKING_RADIUS = 4;
/**
 * The screen-reader summary is refreshed at most this often, after a frame: counting what is
 * visible is O(items), too slow for every frame of a large network, and a live region that
 * changes on every frame would only chatter.
 */
const SUMMARY_DELAY_MS = 250;

/**
 * A map: an adapter's deck.gl surface, the MapWeave layers drawn on it, their events, the
 * viewport and the accessibility of the container.
 */
export class MapWeave implements TimeBarHost {
  readonly container: HTMLElement;
  private readonly adapter: Adapter;
  private readonly emitter: Emitter<EventMap>;
  private readonly layers: AnyLayer[] = [];
  private readonly interaction: PointerInteraction;
  private readonly accessibility: MapAccessibility;
  private readonly attribution: AttributionControl;
  private readonly tooltips: ItemTooltips;
  private readonly stopSizeWarning: () => void;
  private readonly minZoom: number;
  private readonly maxZoom: number;
  private readonly layerContext: LayerContext;
  private readonly labels = new MapLabelPlacement();
  private renderScheduled = false;
  private hasRendered = false;
  private loaded = false;
  private destroyed = false;
  private renderWaiters: (() => void)[] = [];
  /** Rejects each promise the map handed out that has not settled (whenRendered, toImage) when it is destroyed. */
  private pendingRejections = new Set<(error: Error) => void>();
  private summaryTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly basemapFade: BasemapFade;

  constructor(given: MapWeaveOptions) {
    const options = readOptions<MapWeaveOptions>(MAP_OPTION_RULES, given, 'new MapWeave()');
    const initialLayers = options.layers ?? [];
    // Checked before the container, the adapter or WebGL are touched, so a bad list leaves nothing behind.
    initialLayers.forEach((layer, index) => checkNewLayer(layer, initialLayers.slice(0, index)));
    if (options.adapter && adaptersInUse.has(options.adapter)) {
      throw invalidOption('This adapter already draws another map: give each map an adapter of its own');
    }
    this.adapter = options.adapter ?? new StandaloneAdapter();
    this.container = resolveContainer(options.container ?? this.adapter.getDefaultContainer());
    this.minZoom = options.minZoom ?? MAP_DEFAULTS.minZoom;
    this.maxZoom = options.maxZoom ?? MAP_DEFAULTS.maxZoom;
    if (!(this.minZoom <= this.maxZoom)) {
      throw invalidOption(`minZoom (${this.minZoom}) must not be greater than maxZoom (${this.maxZoom})`);
    }
    const initialViewState = validateViewState({
      ...(this.adapter.getDefaultViewState() ?? VIEW_STATE_DEFAULTS),
      ...options.view,
    });
    this.emitter = new Emitter<EventMap>({
      onHandlerError: (error, eventName) => this.reportError(error, `A "${eventName}" handler threw`, eventName),
    });
    this.layerContext = {
      requestRender: () => this.requestRender(),
      getViewState: () => this.adapter.getViewState(),
      getViewport: () => this.adapter.getViewport(),
      getMaxZoom: () => this.maxZoom,
      emit: (name, event) => this.emitter.emit(name, event),
      getLayers: () => this.layers,
      getTheme: () => this.theme(),
      placedLabels: (layerId) => this.labels.placedFor(layerId),
      setBasemapHidden: (layerId, hidden) => {
        if (!this.destroyed) this.basemapFade.setHidden(layerId, hidden);
      },
      fitView: (bounds, maxZoom) => {
        if (this.destroyed) return;
        const {width, height} = this.adapter.getViewport();
        const padding = resolvePadding({
          padding: undefined,
          bySide: undefined,
          fallback: FIT_BOUNDS_DEFAULTS.padding,
          avoid: undefined,
          container: this.container,
          width,
          height,
          owner: 'the link chart',
        });
        this.fitTo(bounds, padding, maxZoom, FIT_BOUNDS_DEFAULTS.time);
      },
    };
    this.basemapFade = new BasemapFade((opacity) => {
      if (this.destroyed) return;
      this.adapter.setBasemapOpacity?.(opacity);
      this.adapter.redraw();
    });
    this.interaction = new PointerInteraction({
      getLayers: () => this.layers,
      emit: (name, event) => this.emitter.emit(name, event),
      unproject: (pixel) => this.adapter.getViewport().unproject(pixel),
    });

    ensurePositioned(this.container);
    this.accessibility = setUpAccessibility(this.container, options.label ?? 'Map');
    this.attribution = createAttribution(this.container);
    this.tooltips = new ItemTooltips(
      {
        container: this.container,
        getLayers: () => this.layers,
        project: ([longitude, latitude]) => this.project({longitude, latitude}),
        getTheme: () => this.theme(),
        reportError: (error) => this.reportError(error, 'The tooltip function threw'),
        on: (name, handler) => this.emitter.on(name, handler),
      },
      options.tooltip ?? null,
    );
    this.stopSizeWarning = warnWhenContainerHasNoSize(this.container);
    this.container.addEventListener('contextmenu', this.onContextMenu);
    this.adapter.attach({
      container: this.container,
      initialViewState,
      minZoom: this.minZoom,
      maxZoom: this.maxZoom,
      cooperativeGestures: options.cooperativeGestures ?? MAP_DEFAULTS.cooperativeGestures,
      callbacks: {
        onClick: this.interaction.onClick,
        onHover: this.interaction.onHover,
        onDragStart: this.interaction.onDragStart,
        onDrag: this.interaction.onDrag,
        onDragEnd: this.interaction.onDragEnd,
        getCursor: ({isDragging}) => {
          if (this.interaction.isDragging() || isDragging) return 'grabbing';
          return this.interaction.isHoveringItem() ? 'pointer' : 'grab';
        },
        onAfterRender: () => this.onAfterRender(),
        onError: (error) => this.reportError(error, 'Drawing the map failed'),
      },
      onViewStateChange: (viewState, interactive) => this.onViewStateChange(viewState, interactive),
      onThemeChange: () => this.requestRender(),
    });
    adaptersInUse.add(this.adapter);
    for (const layer of initialLayers) this.addLayer(layer);
    this.requestRender();
  }

  // -------------------------------------------------------------------------
  // Layers

  addLayer(layer: AnyLayer): this {
    this.assertAlive();
    checkNewLayer(layer, this.layers);
    layer.attach(this.layerContext);
    this.layers.push(layer);
    layer.onViewStateChange(this.adapter.getViewState());
    this.requestRender();
    return this;
  }

  removeLayer(layerOrId: AnyLayer | string): this {
    this.assertAlive();
    if (typeof layerOrId !== 'string' && !(layerOrId instanceof Layer)) {
      throw invalidOption(`removeLayer() takes a layer or a layer id (got ${describeValue(layerOrId)})`);
    }
    const id = typeof layerOrId === 'string' ? layerOrId : layerOrId.id;
    const index = this.layers.findIndex((layer) => layer.id === id);
    if (index === -1) throw new MapWeaveError('UNKNOWN_ID', `No layer with id "${id}" on the map`, [id]);
    const [layer] = this.layers.splice(index, 1);
    this.interaction.forgetLayer(id);
    this.tooltips.forgetLayer(id);
    layer?.detach();
    this.requestRender();
    return this;
  }

  getLayers(): AnyLayer[] {
    this.assertAlive();
    return [...this.layers];
  }

  /**
   * The layer with this id. Name its class to get its own methods, as with `querySelector`:
   * `getLayer<NetworkLayer>('routes')` (the type is not checked at run time).
   */
  getLayer<T extends AnyLayer = AnyLayer>(id: string): T | undefined {
    this.assertAlive();
    return this.layers.find((layer) => layer.id === id) as T | undefined;
  }

  // -------------------------------------------------------------------------
  // Events

  on<K extends EventName>(name: K, handler: EventHandler<K>): this {
    this.assertAlive();
    checkSubscription('on', name, handler);
    this.emitter.on(name, handler);
    return this;
  }

  off<K extends EventName>(name: K, handler: EventHandler<K>): this {
    this.assertAlive();
    checkEventName('off', name);
    this.emitter.off(name, handler);
    return this;
  }

  once<K extends EventName>(name: K, handler: EventHandler<K>): this {
    this.assertAlive();
    checkSubscription('once', name, handler);
    this.emitter.once(name, handler);
    return this;
  }

  /** Resolves once the next frame has been drawn with every change made so far; rejects with DESTROYED when the map is destroyed first. */
  whenRendered(): Promise<void> {
    this.assertAlive();
    return this.untilDestroyed(
      new Promise((resolve) => {
        this.renderWaiters.push(resolve);
        this.requestRender();
      }),
    );
  }

  // -------------------------------------------------------------------------
  // Tooltips

  /** Sets the function that gives an item's tooltip text (`null`: no tooltips). */
  setTooltip(tooltip: TooltipFunction | null): this {
    this.assertAlive();
    if (tooltip !== null && typeof tooltip !== 'function') {
      throw invalidOption(`setTooltip() takes a function or null, got ${describeValue(tooltip)}`);
    }
    this.tooltips.setTooltip(tooltip);
    return this;
  }

  getTooltip(): TooltipFunction | null {
    this.assertAlive();
    return this.tooltips.getTooltip();
  }

  // -------------------------------------------------------------------------
  // Viewport

  getViewState(): ViewState {
    this.assertAlive();
    return {...this.adapter.getViewState()};
  }

  setViewState(viewState: Partial<ViewState>): this {
    this.assertAlive();
    const checked = readOptions<Partial<ViewState>>(VIEW_STATE_RULES, viewState, 'setViewState()');
    this.adapter.jumpTo(validateViewState({...this.adapter.getViewState(), ...checked}));
    return this;
  }

  /** The pixel (relative to the container) where a coordinate is drawn now. */
  project(coordinate: LatLng): [number, number] {
    this.assertAlive();
    const [x, y] = this.adapter.getViewport().project([coordinate.longitude, coordinate.latitude]);
    return [x!, y!];
  }

  /** The coordinate under a pixel of the container. */
  unproject(pixel: [number, number]): LatLng {
    this.assertAlive();
    const [longitude, latitude] = this.adapter.getViewport().unproject(pixel);
    return {latitude: latitude!, longitude: longitude!};
  }

  /**
   * Moves the view to a place; with `padding` or `avoid`, the place lands in the middle of the
   * map's box less that padding, clear of the elements to avoid.
   */
  flyTo(options: FlyToOptions): this {
    this.assertAlive();
    const {time, padding, paddingBySide, avoid, ...view} = readOptions<Partial<FlyToOptions>>(
      FLY_TO_RULES,
      options,
      'flyTo()',
    );
    const viewport = this.adapter.getViewport();
    const sides = resolvePadding({
      padding,
      bySide: paddingBySide,
      fallback: 0,
      avoid,
      container: this.container,
      width: viewport.width,
      height: viewport.height,
      owner: 'flyTo()',
    });
    const target = validateViewState({...this.adapter.getViewState(), ...view});
    this.moveTo(centreInPadding(target, sides, viewport.width, viewport.height), time ?? FLY_TO_DEFAULTS.time);
    return this;
  }

  /**
   * Fits the view to the bounds of every visible layer (or `layerIds`, or `bounds`), inside the
   * padding and clear of the `avoid` elements; does nothing when there are no items.
   */
  fitBounds(given: FitBoundsOptions = {}): this {
    this.assertAlive();
    const options = readOptions<FitBoundsOptions>(FIT_BOUNDS_RULES, given, 'fitBounds()');
    if (options.bounds && options.layerIds) throw invalidOption('fitBounds() takes bounds or layerIds, not both');
    const viewport = this.adapter.getViewport();
    const padding = resolvePadding({
      padding: options.padding,
      bySide: options.paddingBySide,
      fallback: FIT_BOUNDS_DEFAULTS.padding,
      avoid: options.avoid,
      container: this.container,
      width: viewport.width,
      height: viewport.height,
      owner: 'fitBounds()',
    });
    const bounds = options.bounds ? clampToMercator(options.bounds) : this.collectBounds(options.layerIds);
    if (!bounds) return this;
    this.fitTo(
      bounds,
      padding,
      options.maxZoom ?? FIT_BOUNDS_DEFAULTS.maxZoom,
      options.time ?? FIT_BOUNDS_DEFAULTS.time,
    );
    return this;
  }

  /** Moves the view to show `bounds` inside `padding`, zoomed in to `requestedMaxZoom` at most. */
  private fitTo(bounds: Bounds, padding: PaddingSides, requestedMaxZoom: number, time: number): void {
    const {width, height} = this.adapter.getViewport();
    const maxZoom = Math.min(requestedMaxZoom, this.maxZoom);
    const current = new WebMercatorViewport({...this.adapter.getViewState(), width, height});
    const {zoom} = current.fitBounds(bounds, {padding, maxZoom});
    // deck.gl shifts the centre for uneven padding at each axis's own scale, not at the zoom the
    // fit settles on (a single point, a zoom cap): the bounds' middle is put in the middle of the
    // padded box at that zoom instead.
    const middle = current.fitBounds(bounds);
    const centred = validateViewState({
      ...this.adapter.getViewState(),
      longitude: middle.longitude,
      latitude: middle.latitude,
      zoom: Math.max(this.minZoom, zoom),
    });
    this.moveTo(centreInPadding(centred, padding, width, height), time);
  }

  // -------------------------------------------------------------------------
  // Export

  /**
   * A PNG of the map as it is now (basemap and layers, at the current view), `width × height`
   * CSS pixels at `pixelRatio`. Rejects with INVALID_OPTION for a bad size or an adapter that
   * cannot export, with DESTROYED when the map is destroyed first. Exports run one at a time
   * across the page.
   */
  async toImage(options: ToImageOptions = {}): Promise<Blob> {
    this.assertAlive();
    const request = readImageRequest(options, this.container, imageSideLimit(this.adapter.getOwnedGLContext()));
    const renderImage = this.adapter.renderImage?.bind(this.adapter);
    if (!renderImage) throw invalidOption('toImage() needs an adapter that can export images');
    await this.whenRendered();
    // The queue's turn ends when the map is destroyed, so a destroyed map's export holds up no other.
    const exported = runExport(() => {
      this.assertAlive();
      return this.untilDestroyed(renderImage(request).then(canvasToPng));
    });
    return this.untilDestroyed(exported);
  }

  // -------------------------------------------------------------------------
  // Teardown

  /** Frees the WebGL context, the DOM the map added and every listener; later calls throw DESTROYED. */
  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    this.basemapFade.stop();
    for (const layer of this.layers) layer.detach();
    this.layers.length = 0;
    const gl = this.adapter.getOwnedGLContext();
    this.adapter.detach();
    adaptersInUse.delete(this.adapter);
    gl?.getExtension('WEBGL_lose_context')?.loseContext();
    this.container.removeEventListener('contextmenu', this.onContextMenu);
    if (this.summaryTimer !== null) clearTimeout(this.summaryTimer);
    this.tooltips.dispose();
    this.accessibility.dispose();
    this.attribution.dispose();
    this.stopSizeWarning();
    this.emitter.clear();
    this.renderWaiters = [];
    const pending = this.pendingRejections;
    this.pendingRejections = new Set();
    for (const reject of pending) reject(destroyedError('This MapWeave map'));
  }

  isDestroyed(): boolean {
    return this.destroyed;
  }

  // -------------------------------------------------------------------------
  // Rendering

  private requestRender(): void {
    if (this.renderScheduled || this.destroyed) return;
    this.renderScheduled = true;
    queueMicrotask(() => {
      this.renderScheduled = false;
      if (!this.destroyed) this.flushRender();
    });
  }

  private flushRender(): void {
    this.placeLabels();
    const deckLayers: DeckLayer[] = [];
    for (const layer of this.layers) {
      if (!layer.visible()) continue;
      try {
        deckLayers.push(...layer.renderLayers());
      } catch (error) {
        this.reportError(error, `Layer "${layer.id}" could not be drawn`);
      }
    }
    this.adapter.setLayers(deckLayers);
    this.hasRendered = true;
    const visibleLayers = this.layers.filter((layer) => layer.visible());
    this.scheduleSummary();
    this.attribution.set(
      [this.adapter.getAttribution(), ...visibleLayers.map((layer) => layer.getAttribution())].filter(isString),
    );
    this.tooltips.refresh();
    if (this.renderWaiters.length > 0) this.adapter.redraw();
  }

  /** One label placement for every visible layer's labels, read by the layers as they draw. */
  private placeLabels(): void {
    const requests = new Map<string, LabelRequest>();
    for (const layer of this.layers) {
      if (!layer.visible()) continue;
      try {
        const request = layer.labelRequest();
        if (request) requests.set(layer.id, request);
      } catch (error) {
        this.reportError(error, `The labels of layer "${layer.id}" could not be placed`);
      }
    }
    this.labels.place(requests, this.adapter.getViewState());
  }

  private scheduleSummary(): void {
    if (this.summaryTimer !== null) return;
    this.summaryTimer = setTimeout(() => {
      this.summaryTimer = null;
      if (this.destroyed) return;
      const summaries = this.layers.filter((layer) => layer.visible()).map((layer) => layer.getVisibleSummary());
      this.accessibility.setSummary(formatVisibleSummary(sumSummaries(summaries)));
    }, SUMMARY_DELAY_MS);
  }

  private onAfterRender(): void {
    if (!this.hasRendered || this.renderScheduled) return;
    if (!this.loaded) {
      this.loaded = true;
      this.emitter.emit('load', {layerIds: this.layers.map((layer) => layer.id)});
    }
    const waiters = this.renderWaiters;
    this.renderWaiters = [];
    for (const resolve of waiters) resolve();
  }

  private onViewStateChange(viewState: ViewState, interactive: boolean): void {
    for (const layer of this.layers) layer.onViewStateChange(viewState);
    if (this.labels.movedBy(viewState)) this.requestRender();
    this.emitter.emit('view-change', {viewState: {...viewState}, interactive});
  }

  private moveTo(target: ViewState, durationMs: number): void {
    if (durationMs > 0 && !prefersReducedMotion()) this.adapter.flyTo(target, durationMs);
    else this.adapter.jumpTo(target);
  }

  private collectBounds(layerIds: string[] | undefined): Bounds | null {
    if (layerIds !== undefined) {
      const unknown = layerIds.filter((id) => !this.layers.some((layer) => layer.id === id));
      if (unknown.length > 0)
        throw new MapWeaveError('UNKNOWN_ID', `No layer with id "${unknown.join('", "')}" on the map`, unknown);
    }
    const layers = layerIds
      ? this.layers.filter((layer) => layerIds.includes(layer.id))
      : this.layers.filter((layer) => layer.visible());
    const bounds = unionBounds(layers.map((layer) => layer.getBounds()));
    return bounds && clampToMercator(bounds);
  }

  private readonly onContextMenu = (event: MouseEvent): void => {
    if (!this.emitter.hasListeners('context-menu')) return;
    event.preventDefault();
    const rect = this.container.getBoundingClientRect();
    const x = event.clientX - rect.left;
    const y = event.clientY - rect.top;
    const info = this.adapter.pickObject(x, y, PICKING_RADIUS);
    const hit = info ? this.interaction.itemOf(info) : null;
    const coordinate = this.adapter.getViewport().unproject([x, y]);
    this.emitter.emit('context-menu', buildPointerEvent(hit?.item ?? null, {x, y, coordinate}));
  };

  /** The standalone basemap's theme, else the container's CSS `color-scheme` (a site's theme). */
  private theme(): MapTheme {
    const theme = (this.adapter as {theme?: unknown}).theme;
    if (theme === 'light' || theme === 'dark') return theme;
    return getComputedStyle(this.container).colorScheme.includes('dark') ? 'dark' : 'light';
  }

  private assertAlive(): void {
    if (this.destroyed) throw destroyedError('This MapWeave map');
  }

  /** `promise`, or a rejection with DESTROYED as soon as the map is destroyed, whichever comes first. */
  private untilDestroyed<T>(promise: Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.pendingRejections.add(reject);
      promise.then(resolve, reject).finally(() => this.pendingRejections.delete(reject));
    });
  }

  /**
   * Hands a failure to the `error` listeners, as an Error even when a string or other value was
   * thrown. Without a listener (or when an `error` listener itself threw) it goes to the console,
   * naming where it came from, as MapLibre does: a failure is never dropped.
   */
  private reportError(thrown: unknown, what: string, eventName?: string): void {
    const error = asError(thrown, what);
    if (eventName !== 'error' && this.emitter.hasListeners('error')) this.emitter.emit('error', {error});
    else console.error(`MapWeave: ${what}:`, error);
  }
}

/** Adapters attached to a live map: an adapter holds one map's surface, a second map would take it over. */
const adaptersInUse = new WeakSet<Adapter>();

/** Every event a map emits; the compiler checks the list against EventMap. */
const EVENT_NAMES: Readonly<Record<EventName, true>> = {
  click: true,
  'double-click': true,
  'context-menu': true,
  'hover-start': true,
  'hover-end': true,
  'drag-start': true,
  drag: true,
  'drag-end': true,
  'view-change': true,
  'selection-change': true,
  load: true,
  error: true,
};

/** A misspelt event name would otherwise never fire: INVALID_OPTION naming the known ones. */
function checkEventName(method: string, name: unknown): void {
  if (typeof name !== 'string' || !Object.hasOwn(EVENT_NAMES, name)) {
    throw invalidOption(
      `${method}() takes an event name (${Object.keys(EVENT_NAMES).join(', ')}), got ${describeValue(name)}`,
    );
  }
}

function checkSubscription(method: string, name: unknown, handler: unknown): void {
  checkEventName(method, name);
  if (typeof handler !== 'function')
    throw invalidOption(`${method}(${describeValue(name)}) takes a handler function, got ${describeValue(handler)}`);
}

/** Throws unless `layer` is a MapWeave layer that can join `layers`: its id free there, on no other map. */
function checkNewLayer(layer: unknown, layers: readonly AnyLayer[]): void {
  if (!(layer instanceof Layer)) throw invalidOption(`A map takes MapWeave layers (got ${describeValue(layer)})`);
  if (layers.some((existing) => existing.id === layer.id)) {
    throw new MapWeaveError('DUPLICATE_ID', `A layer with id "${layer.id}" is already on the map`, [layer.id]);
  }
  if (layer.isAttached()) throw invalidOption(`Layer "${layer.id}" is already on a map; remove it there first`);
}

function isString(value: string | null): value is string {
  return typeof value === 'string';
}
