import type {Layer as DeckLayer, PickingInfo} from '@deck.gl/core';
import type {WebMercatorViewport} from '@deck.gl/core';
import type {ViewState} from './types.js';

/** The deck.gl callbacks a map instance hands to its adapter's Deck. */
export interface DeckCallbacks {
  onClick(info: PickingInfo, event: DeckInputEvent): void;
  onHover(info: PickingInfo, event: DeckInputEvent): void;
  onDragStart(info: PickingInfo, event: DeckInputEvent): void;
  onDrag(info: PickingInfo, event: DeckInputEvent): void;
  onDragEnd(info: PickingInfo, event: DeckInputEvent): void;
  getCursor(state: {isDragging: boolean; isHovering: boolean}): string;
  onAfterRender(): void;
  onError(error: Error): void;
}

/** The part of deck.gl's (mjolnir.js) input event that MapWeave reads. */
export interface DeckInputEvent {
  type: string;
  srcEvent?: Event;
  stopImmediatePropagation?: () => void;
}

export interface AdapterHost {
  /** The map instance's container: overlays and the standalone canvas go in it. */
  container: HTMLElement;
  initialViewState: ViewState;
  minZoom: number;
  maxZoom: number;
  /** The wheel and one finger scroll the page; Ctrl/⌘ + wheel and two fingers move the map. */
  cooperativeGestures: boolean;
  callbacks: DeckCallbacks;
  /** Called whenever the view changes; `interactive` is true when the user moved the map. */
  onViewStateChange(viewState: ViewState, interactive: boolean): void;
  /** Called when the adapter's theme changes: the map draws its labels again in the theme's colours. */
  onThemeChange?(): void;
}

/** The size of an exported image: CSS pixels, and device pixels per CSS pixel. */
export interface ImageRequest {
  width: number;
  height: number;
  pixelRatio: number;
}

/**
 * Connects a map instance to a rendering surface: a deck.gl canvas of its own (standalone)
 * or a deck.gl overlay on a basemap library's map (MapLibre, Mapbox).
 */
export interface Adapter {
  /** The container to use when the map instance is given none (the basemap's own container). */
  getDefaultContainer(): HTMLElement | null;
  /** The view to start from when the map instance is given none (a basemap's current view). */
  getDefaultViewState(): ViewState | null;
  attach(host: AdapterHost): void;
  /** Draws these deck.gl layers, above the adapter's own basemap layers if it has any. */
  setLayers(layers: DeckLayer[]): void;
  getViewState(): ViewState;
  getViewport(): WebMercatorViewport;
  jumpTo(viewState: ViewState): void;
  flyTo(viewState: ViewState, durationMs: number): void;
  pickObject(x: number, y: number, radius: number): PickingInfo | null;
  /** Draws a frame now even if nothing changed (`onAfterRender` follows). */
  redraw(): void;
  /**
   * Draws the basemap and these layers into a new canvas of `width × pixelRatio` by
   * `height × pixelRatio` pixels, at the current view (`toImage`). Without it, `toImage` throws.
   */
  renderImage?(request: ImageRequest): Promise<HTMLCanvasElement>;
  /**
   * Draws the basemap at this opacity (0 to 1), in `renderImage` too: it fades out under a link
   * chart. Without it the basemap stays as it is.
   */
  setBasemapOpacity?(opacity: number): void;
  /** Credits for the basemap, shown in the map's attribution element. */
  getAttribution(): string | null;
  /** The WebGL context deck.gl created for itself (not a basemap's shared one): lost on destroy. */
  getOwnedGLContext(): WebGL2RenderingContext | null;
  /** Finalizes the Deck and removes everything the adapter added to the page. */
  detach(): void;
}
