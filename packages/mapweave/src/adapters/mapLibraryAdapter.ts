import type {Deck, Layer as DeckLayer, PickingInfo} from '@deck.gl/core';
import {WebMercatorViewport} from '@deck.gl/core';
import {MapboxOverlay} from '@deck.gl/mapbox';
import {deepFreeze} from '../core/defaults.js';
import {MapWeaveError, invalidOption} from '../core/errors.js';
import {anything, boolean, readOptions, shape} from '../core/optionRules.js';
import type {ViewState} from '../core/types.js';
import type {Adapter, AdapterHost, DeckInputEvent, ImageRequest} from '../core/Adapter.js';
import {setUpCooperativeGestures, type CooperativeGestures} from '../ui/cooperativeGestures.js';
import {createImageCanvas, drawAfterRepaint, drawDeckLayers} from './imageExport.js';
import {applyQueuedLayers} from './applyQueuedLayers.js';
import {viewStateOf} from './viewState.js';

/** A pointer event of a MapLibre / Mapbox map. */
export interface MapPointerEventLike {
  point: {x: number; y: number};
  originalEvent?: Event;
  preventDefault(): void;
}

/**
 * The surface of a MapLibre GL (4+) or Mapbox GL (1.13+) `Map` that MapWeave uses. Any object
 * with it works, so neither library is imported by MapWeave.
 */
export interface MapLike {
  getContainer(): HTMLElement;
  getCanvas(): HTMLCanvasElement;
  getCenter(): {lng: number; lat: number};
  getZoom(): number;
  getBearing(): number;
  getPitch(): number;
  jumpTo(options: {center: [number, number]; zoom: number; bearing: number; pitch: number}): unknown;
  flyTo(options: {
    center: [number, number];
    zoom: number;
    bearing: number;
    pitch: number;
    duration: number;
    essential: boolean;
  }): unknown;
  addControl(control: unknown): unknown;
  removeControl(control: unknown): unknown;
  on(type: string, listener: (event: unknown) => void): unknown;
  off(type: string, listener: (event: unknown) => void): unknown;
  triggerRepaint(): void;
}

export interface MapLibraryAdapterOptions<M extends MapLike = MapLike> {
  map: M;
  /** Draw deck.gl layers into the map's own WebGL context, between its layers (default: a canvas above the map). */
  interleaved?: boolean;
}

const MAP_METHODS: (keyof MapLike)[] = [
  'getContainer',
  'getCanvas',
  'getCenter',
  'getZoom',
  'getBearing',
  'getPitch',
  'jumpTo',
  'flyTo',
  'addControl',
  'removeControl',
  'on',
  'off',
  'triggerRepaint',
];

/** Pixels around the pointer searched when a drag starts. */
const DRAG_PICK_RADIUS = 4;

/**
 * deck.gl's MapboxOverlay on a map the user created: the map owns the view, deck.gl draws the
 * MapWeave layers above it (overlaid) or between its layers (interleaved).
 */
/** Shared by the MapLibre and Mapbox adapters (interleaved is broken with maplibre-gl 6, see platform notes). */
export const MAP_LIBRARY_ADAPTER_DEFAULTS = deepFreeze({
  interleaved: false,
});

/** The map itself is checked for the methods MapWeave calls. */
export const MAP_LIBRARY_ADAPTER_RULES = shape<MapLibraryAdapterOptions>({map: anything, interleaved: boolean});

export class MapLibraryAdapter implements Adapter {
  readonly map: MapLike;
  readonly interleaved: boolean;
  private overlay: MapboxOverlay | null = null;
  private host: AdapterHost | null = null;
  private gl: WebGL2RenderingContext | null = null;
  private basemapOpacity = 1;
  /** The layers as last set, drawn again by `renderImage`. */
  private layers: DeckLayer[] = [];
  private readonly listeners: [string, (event: unknown) => void][] = [];
  private gestures: CooperativeGestures | null = null;

  constructor(given: MapLibraryAdapterOptions, libraryName: string) {
    const options = readOptions<MapLibraryAdapterOptions>(MAP_LIBRARY_ADAPTER_RULES, given, libraryName);
    const map = options.map as unknown as Record<string, unknown> | undefined;
    const missing = MAP_METHODS.filter((method) => typeof map?.[method] !== 'function');
    if (!map || missing.length > 0) {
      throw invalidOption(
        `${libraryName} needs { map } with a ${libraryName.replace('Adapter', '')} Map (missing ${missing.join(', ')})`,
      );
    }
    this.map = options.map;
    this.interleaved = options.interleaved ?? MAP_LIBRARY_ADAPTER_DEFAULTS.interleaved;
  }

  getDefaultContainer(): HTMLElement | null {
    return this.map.getContainer();
  }

  getDefaultViewState(): ViewState | null {
    return this.getViewState();
  }

  getAttribution(): string | null {
    return null;
  }

  attach(host: AdapterHost): void {
    this.host = host;
    const {callbacks} = host;
    this.overlay = new MapboxOverlay({
      interleaved: this.interleaved,
      layers: [],
      onClick: (info, event) => callbacks.onClick(info, normalizeTap(event as DeckInputEvent & {tapCount?: number})),
      onHover: (info, event) => {
        callbacks.onHover(info, event);
        this.map.getCanvas().style.cursor =
          callbacks.getCursor({isDragging: false, isHovering: false}) === 'pointer' ? 'pointer' : '';
      },
      onAfterRender: callbacks.onAfterRender,
      onError: callbacks.onError,
      onWebGLInitialized: (gl) => {
        if (!this.interleaved) this.gl = gl;
      },
    });
    this.map.addControl(this.overlay);
    if (host.cooperativeGestures) this.gestures = cooperateWithPage(this.map, host.container);
    this.jumpTo(host.initialViewState);
    this.listen('move', (event: {originalEvent?: Event}) =>
      host.onViewStateChange(this.getViewState(), Boolean(event.originalEvent)),
    );
    this.listen('mousedown', (event: MapPointerEventLike) => this.startDrag(event));
  }

  setLayers(layers: DeckLayer[]): void {
    this.requireOverlay().setProps({layers});
    this.layers = layers;
  }

  /**
   * Fades the map library's canvas. Interleaved, the layers are drawn into that canvas: the
   * basemap then stays, so that they do not fade with it.
   */
  setBasemapOpacity(opacity: number): void {
    if (this.interleaved) return;
    this.basemapOpacity = Math.max(0, Math.min(1, opacity));
    this.map.getCanvas().style.opacity = this.basemapOpacity >= 1 ? '' : String(this.basemapOpacity);
  }

  /**
   * The map's canvas copied when it is next idle (all drawn, its buffer still intact), then the
   * layers drawn over it (interleaved, the map's canvas has them already). The map library draws
   * at its own size only, so the image has the map's size.
   */
  async renderImage(request: ImageRequest): Promise<HTMLCanvasElement> {
    this.requireOverlay();
    const container = this.map.getContainer();
    if (request.width !== container.clientWidth || request.height !== container.clientHeight) {
      throw invalidOption(
        `toImage() with a map library draws at the map's size, ${container.clientWidth} × ${container.clientHeight} (got ${request.width} × ${request.height})`,
      );
    }
    const {canvas, context} = createImageCanvas(request, null);
    const subscribe = (onIdle: () => void) => {
      this.map.on('idle', onIdle);
      return () => this.map.off('idle', onIdle);
    };
    context.globalAlpha = this.basemapOpacity;
    await drawAfterRepaint(context, this.map.getCanvas(), subscribe, () => this.map.triggerRepaint());
    context.globalAlpha = 1;
    if (!this.interleaved) await drawDeckLayers(context, this.layers, this.getViewState(), request);
    return canvas;
  }

  getViewState(): ViewState {
    const center = this.map.getCenter();
    return viewStateOf({
      longitude: center.lng,
      latitude: center.lat,
      zoom: this.map.getZoom(),
      bearing: this.map.getBearing(),
      pitch: this.map.getPitch(),
    });
  }

  getViewport(): WebMercatorViewport {
    const container = this.map.getContainer();
    return new WebMercatorViewport({
      ...this.getViewState(),
      width: Math.max(1, container.clientWidth),
      height: Math.max(1, container.clientHeight),
    });
  }

  jumpTo(viewState: ViewState): void {
    const {longitude, latitude, zoom, bearing, pitch} = viewState;
    this.map.jumpTo({center: [longitude, latitude], zoom, bearing, pitch});
  }

  flyTo(viewState: ViewState, durationMs: number): void {
    const {longitude, latitude, zoom, bearing, pitch} = viewState;
    this.map.flyTo({center: [longitude, latitude], zoom, bearing, pitch, duration: durationMs, essential: true});
  }

  pickObject(x: number, y: number, radius: number): PickingInfo | null {
    return this.requireOverlay().pickObject({x, y, radius});
  }

  redraw(): void {
    applyQueuedLayers(overlayDeck(this.overlay));
    this.map.triggerRepaint();
  }

  getOwnedGLContext(): WebGL2RenderingContext | null {
    return this.gl;
  }

  detach(): void {
    for (const [type, listener] of this.listeners) this.map.off(type, listener);
    this.listeners.length = 0;
    this.gestures?.dispose();
    this.gestures = null;
    if (this.basemapOpacity < 1) this.map.getCanvas().style.opacity = '';
    if (this.overlay) this.map.removeControl(this.overlay);
    this.overlay?.finalize();
    this.overlay = null;
    this.host = null;
    this.layers = [];
  }

  /**
   * The map pans on drag, so MapWeave's drag of an item starts here: when the item under the
   * pointer is draggable (MapWeave claims the event), the map's pan is prevented and the pointer
   * is followed until the button is released.
   */
  private startDrag(event: MapPointerEventLike): void {
    const host = this.host;
    if (!host || !this.overlay) return;
    const info = this.overlay.pickObject({x: event.point.x, y: event.point.y, radius: DRAG_PICK_RADIUS});
    if (!info) return;
    let claimed = false;
    host.callbacks.onDragStart(info, {
      type: 'panstart',
      srcEvent: event.originalEvent,
      stopImmediatePropagation: () => (claimed = true),
    });
    if (!claimed) return;
    event.preventDefault();
    const pointerInfo = (point: {x: number; y: number}) => ({...info, x: point.x, y: point.y}) as PickingInfo;
    const move = (moveEvent: MapPointerEventLike) =>
      host.callbacks.onDrag(pointerInfo(moveEvent.point), {type: 'panmove'});
    const end = (upEvent: MapPointerEventLike) => {
      this.map.off('mousemove', move as (event: unknown) => void);
      this.map.off('mouseup', end as (event: unknown) => void);
      host.callbacks.onDragEnd(pointerInfo(upEvent.point), {type: 'panend'});
    };
    this.map.on('mousemove', move as (event: unknown) => void);
    this.map.on('mouseup', end as (event: unknown) => void);
  }

  private listen<E>(type: string, listener: (event: E) => void): void {
    this.map.on(type, listener as (event: unknown) => void);
    this.listeners.push([type, listener as (event: unknown) => void]);
  }

  private requireOverlay(): MapboxOverlay {
    if (!this.overlay) throw new MapWeaveError('DESTROYED', 'The adapter is not attached to a map');
    return this.overlay;
  }
}

/** MapLibre GL's own cooperative-gestures handler (maplibre-gl 4+). */
interface CooperativeGesturesHandler {
  enable(): void;
  disable(): void;
  isEnabled(): boolean;
}

/**
 * MapLibre's own `cooperativeGestures` where the map has it (wheel and touch, with its hint);
 * elsewhere (Mapbox GL) MapWeave's, for the wheel: touch stays the map's own.
 */
function cooperateWithPage(map: MapLike, container: HTMLElement): CooperativeGestures {
  const handler = (map as {cooperativeGestures?: Partial<CooperativeGesturesHandler>}).cooperativeGestures;
  if (typeof handler?.enable !== 'function' || typeof handler.disable !== 'function') {
    return setUpCooperativeGestures(container, {touch: false});
  }
  const builtIn = handler as CooperativeGesturesHandler;
  const wasEnabled = builtIn.isEnabled();
  builtIn.enable();
  return {dispose: () => (wasEnabled ? undefined : builtIn.disable())};
}

/** The Deck inside a MapboxOverlay (deck.gl 9 keeps it in `_deck` and has no getter for it). */
function overlayDeck(overlay: MapboxOverlay | null): Deck | undefined {
  return (overlay as unknown as {_deck?: Deck} | null)?._deck;
}

/** MapboxOverlay reports a double click as a click with two taps; MapWeave's handlers expect `dblclick`. */
function normalizeTap(event: DeckInputEvent & {tapCount?: number}): DeckInputEvent {
  return event.tapCount === 2 ? {...event, type: 'dblclick'} : event;
}
