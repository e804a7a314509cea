import {WebMercatorViewport, type Layer as DeckLayer} from '@deck.gl/core';
import type {Adapter, AdapterHost, ImageRequest} from '../../../src/core/Adapter.js';
import type {ViewState} from '../../../src/core/types.js';

/**
 * An adapter without WebGL, for a map in a DOM without a GPU (jsdom): frames are "drawn" on the
 * next macrotask, and `renderImage` resolves with a canvas stand-in after `exportDelayMs`.
 */
export class FakeAdapter implements Adapter {
  host: AdapterHost | null = null;
  viewState: ViewState = {longitude: 0, latitude: 0, zoom: 1, bearing: 0, pitch: 0};
  /** The deck.gl layers the map set last. */
  layers: DeckLayer[] = [];
  /** The basemap's opacity as the map set it last (a link chart fades it out). */
  basemapOpacity = 1;
  /** Read by the map as its theme, as the StandaloneAdapter's. */
  theme: 'light' | 'dark' = 'light';
  constructor(
    private readonly exportDelayMs = 1,
    /** Shared by the adapters of several maps: every request renderImage was given, the most running at once. */
    readonly exports: {requests: ImageRequest[]; running: number; mostAtOnce: number} = {
      requests: [],
      running: 0,
      mostAtOnce: 0,
    },
  ) {}

  getDefaultContainer(): HTMLElement | null {
    return null;
  }
  getDefaultViewState(): ViewState | null {
    return null;
  }
  attach(host: AdapterHost): void {
    this.host = host;
    this.viewState = host.initialViewState;
  }
  setLayers(layers: DeckLayer[]): void {
    this.layers = layers;
    this.redraw();
  }

  setBasemapOpacity(opacity: number): void {
    this.basemapOpacity = opacity;
  }

  setTheme(theme: 'light' | 'dark'): void {
    this.theme = theme;
    this.host?.onThemeChange?.();
  }
  getViewState(): ViewState {
    return this.viewState;
  }
  getViewport(): WebMercatorViewport {
    return new WebMercatorViewport({...this.viewState, width: 400, height: 300});
  }
  jumpTo(viewState: ViewState): void {
    this.viewState = viewState;
  }
  flyTo(viewState: ViewState): void {
    this.viewState = viewState;
  }
  pickObject(): null {
    return null;
  }
  redraw(): void {
    setTimeout(() => this.host?.callbacks.onAfterRender());
  }
  async renderImage(request: ImageRequest): Promise<HTMLCanvasElement> {
    const exports = this.exports;
    exports.requests.push(request);
    exports.running++;
    exports.mostAtOnce = Math.max(exports.mostAtOnce, exports.running);
    await new Promise((resolve) => setTimeout(resolve, this.exportDelayMs));
    exports.running--;
    return {toBlob: (done: (blob: Blob) => void) => done(new Blob(['png']))} as unknown as HTMLCanvasElement;
  }
  getAttribution(): string | null {
    return null;
  }
  getOwnedGLContext(): WebGL2RenderingContext | null {
    return null;
  }
  detach(): void {
    this.host = null;
  }
}
