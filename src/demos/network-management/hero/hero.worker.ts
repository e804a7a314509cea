/**
 * The home page's live map, drawn in this worker on the canvas the page transferred: deck.gl
 * with MapWeave's basemap and NetworkLayer, so that neither the map code nor its frames hold the
 * page's main thread (in software rendering a frame holds it for seconds). The page sends the
 * theme and the reader's inputs (protocol.ts); the worker answers once the first full frame is
 * drawn, or with the error that stopped it.
 *
 * The drawing size is the canvas's CSS size at the start, at one pixel per CSS pixel: luma.gl
 * takes an OffscreenCanvas's size as its CSS size and sees no device pixel ratio in a worker.
 * The frame keeps its aspect ratio, so after a resize the browser scales the drawing.
 */
import {Deck, MapView, WebMercatorViewport, type Layer as DeckLayer} from '@deck.gl/core';
import {SolidPolygonLayer} from '@deck.gl/layers';
import {BASEMAP_COLORS, NetworkLayer, createBasemapLayers, type LayerContext, type ViewState} from 'mapweave';
import {THEME_INK} from '@site/src/components/Demo/map/ink';
import type {MapTheme} from '@site/src/components/Demo/types';
import {
  BACKBONE_VIEW,
  INITIAL_SCENARIO,
  backboneItems,
  backboneLayerOptions,
  baselineRouting,
  intactAnalysis,
  type NetworkAnalysis,
} from '@site/src/demos/network-management/backbone';
import type {NetworkManagementData} from '@site/src/demos/network-management/model';
import type {FromWorker, MapSize, ToWorker, ViewInput} from './protocol';
import {applyViewInput, clampToWorld, type HeroView} from './view';
import {asDeckCanvas, installWorkerDocument} from './worker-dom';

/** The padding, in pixels, of the first view around the whole backbone. */
const FIT_PADDING = 16;

const post = (message: FromWorker) => self.postMessage(message);

/** The mercator world as one rectangle, under the basemap: the ocean, repeated with the world. */
const WORLD_RECTANGLE: [number, number][][] = [
  [
    [-180, -85.06],
    [180, -85.06],
    [180, 85.06],
    [-180, 85.06],
  ],
];

function rgb(hex: string): [number, number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255, 255];
}

class HeroMapRenderer {
  private readonly deck: Deck<MapView>;
  private readonly layer: NetworkLayer;
  private readonly analysis: NetworkAnalysis;
  private view: HeroView;
  private theme: MapTheme;
  private renderQueued = false;
  private announced = false;
  private gl: WebGL2RenderingContext | null = null;

  constructor(
    canvas: OffscreenCanvas,
    private readonly size: MapSize,
    theme: MapTheme,
    private readonly data: NetworkManagementData,
  ) {
    this.theme = theme;
    this.analysis = intactAnalysis(baselineRouting(data));
    this.layer = new NetworkLayer({
      id: 'backbone',
      data: this.items(),
      options: backboneLayerOptions(THEME_INK[theme]),
    });
    this.layer.attach(this.context());
    this.view = this.fittedView();
    this.layer.onViewStateChange(this.viewState());
    this.deck = new Deck<MapView>({
      canvas: asDeckCanvas(canvas),
      views: new MapView({repeat: true}),
      viewState: this.viewState(),
      controller: false,
      layers: this.deckLayers(),
      onWebGLInitialized: (gl) => {
        this.gl = gl;
      },
      onAfterRender: () => this.afterRender(),
      onError: (error) => post({type: 'error', message: error.message}),
    });
  }

  setTheme(theme: MapTheme): void {
    if (theme === this.theme) return;
    this.theme = theme;
    this.layer.options(backboneLayerOptions(THEME_INK[theme]));
    this.layer.data(this.items());
    this.deck.setProps({layers: this.deckLayers()});
  }

  move(input: ViewInput): void {
    this.view = applyViewInput(this.view, input, this.size.width, this.size.height, BACKBONE_VIEW);
    this.layer.onViewStateChange(this.viewState());
    this.deck.setProps({viewState: this.viewState()});
  }

  private items() {
    return backboneItems(this.data, INITIAL_SCENARIO, this.analysis, THEME_INK[this.theme]);
  }

  private viewState(): ViewState {
    return {...this.view, bearing: 0, pitch: 0};
  }

  private viewport(): WebMercatorViewport {
    return new WebMercatorViewport({...this.view, width: this.size.width, height: this.size.height});
  }

  private fittedView(): HeroView {
    const bounds = this.layer.getBounds();
    const {view, minZoom, maxZoom} = BACKBONE_VIEW;
    if (!bounds) return clampToWorld(view, this.size.width, this.size.height, BACKBONE_VIEW);
    const padding = Math.max(
      0,
      Math.min(FIT_PADDING, Math.floor((Math.min(this.size.width, this.size.height) - 2) / 2)),
    );
    const fitted = new WebMercatorViewport({...view, width: this.size.width, height: this.size.height}).fitBounds(
      bounds,
      {padding, maxZoom},
    );
    return clampToWorld(
      {longitude: fitted.longitude, latitude: fitted.latitude, zoom: Math.max(minZoom, fitted.zoom)},
      this.size.width,
      this.size.height,
      BACKBONE_VIEW,
    );
  }

  /**
   * The ocean is a layer, not the view's clear colour: deck.gl clears a view before each copy of
   * the world it draws, which would erase all but the last copy.
   */
  private deckLayers(): DeckLayer[] {
    const ocean = new SolidPolygonLayer<[number, number][]>({
      id: `hero-ocean-${this.theme}`,
      data: WORLD_RECTANGLE,
      getPolygon: (rectangle) => rectangle,
      getFillColor: rgb(BASEMAP_COLORS[this.theme].ocean),
    });
    return [ocean, ...createBasemapLayers(this.theme), ...this.layer.renderLayers()];
  }

  /** What the NetworkLayer needs of a map: here, the worker's view and one deck. */
  private context(): LayerContext {
    return {
      requestRender: () => {
        if (this.renderQueued) return;
        this.renderQueued = true;
        queueMicrotask(() => {
          this.renderQueued = false;
          this.deck.setProps({layers: this.deckLayers()});
        });
      },
      getViewState: () => this.viewState(),
      getViewport: () => this.viewport(),
      emit: () => undefined,
      getLayers: () => [this.layer],
    };
  }

  /**
   * Tells the page once a frame has drawn every layer (text waits for its font atlas) and the
   * GPU has finished it, so the page's screenshot is swapped for a drawn map.
   */
  private afterRender(): void {
    if (this.announced) return;
    const layers = this.deck.props.layers as DeckLayer[];
    if (!layers.every((layer) => layer.isLoaded)) {
      setTimeout(() => this.deck.redraw('layers loading'), 50);
      return;
    }
    this.announced = true;
    // Reading a pixel waits until the GPU has drawn the frame (finish() does not, here): in
    // software rendering that is seconds after deck.gl has issued it.
    this.gl?.readPixels(0, 0, 1, 1, this.gl.RGBA, this.gl.UNSIGNED_BYTE, new Uint8Array(4));
    post({type: 'rendered'});
  }
}

let renderer: HeroMapRenderer | null = null;

self.onmessage = (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  try {
    if (message.type === 'start') {
      installWorkerDocument();
      renderer = new HeroMapRenderer(message.canvas, message.size, message.theme, message.data);
    } else if (message.type === 'theme') renderer?.setTheme(message.theme);
    else renderer?.move(message.input);
  } catch (error) {
    post({type: 'error', message: error instanceof Error ? error.message : String(error)});
  }
};
