/**
 * The map side of a demo: import this ONLY from a demo's map module, which pages load with
 * `import()` (see ../types.ts). It pulls in MapWeave, deck.gl and luma.gl.
 *
 *   const demoMap = new DemoMap({container, theme, label: 'Network map', view, layers: [network], tooltip});
 *   demoMap.on('click', (event) => …);
 *   demoMap.frame({padding: 24});             // fits the data, or shows the link's camera
 *   demoMap.frame({padding: 24}, {clearLegend: true}); // …and keeps it clear of the legend on the right
 *   await demoMap.whenRendered();             // the first frame with the layers
 *   demoMap.show([[lon, lat], …], {maxZoom: 8}); // flies to a view holding every point ("Show" buttons)
 *   demoMap.setTheme('dark');                 // basemap follows the site's colour mode
 */
import {
  MapWeave,
  StandaloneAdapter,
  type EventHandler,
  type EventName,
  type FitBoundsOptions,
  type TooltipFunction,
  type ViewState,
} from 'mapweave';
import type {DemoMountOptions, MapTheme} from '../types';

export type MapLayer = Parameters<MapWeave['addLayer']>[0];

export interface DemoMapOptions extends DemoMountOptions {
  container: HTMLElement;
  /** The map's accessible name. */
  label: string;
  view?: Partial<ViewState>;
  layers: MapLayer[];
  minZoom?: number;
  maxZoom?: number;
  /** The text shown over an item on hover and keyboard focus. */
  tooltip: TooltipFunction;
}

/** Width of the Web Mercator world at zoom 0, in CSS pixels (512 px tiles). */
const WORLD_PIXELS_AT_ZOOM_0 = 512;
/** The legend's box (panel.module.css `.legend`: 13rem wide, 0.5rem from the edge); at most a third of a narrow map. */
const LEGEND_REM = 13.5;

function legendWidth(container: HTMLElement): number {
  const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
  return Math.min(LEGEND_REM * rem, container.clientWidth / 3);
}

/** Web Mercator x and y of a point, 0…1 across the world (y grows southwards). */
function mercatorX(longitude: number): number {
  return (longitude + 180) / 360;
}

function mercatorY(latitude: number): number {
  const radians = (latitude * Math.PI) / 180;
  return (1 - Math.log(Math.tan(Math.PI / 4 + radians / 2)) / Math.PI) / 2;
}

function latitudeOf(y: number): number {
  return (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI;
}

export class DemoMap {
  readonly map: MapWeave;
  private readonly adapter: StandaloneAdapter;

  constructor(private readonly options: DemoMapOptions) {
    const {container, label, theme, view, layers, minZoom, maxZoom, tooltip} = options;
    this.adapter = new StandaloneAdapter({theme});
    this.map = new MapWeave({container, adapter: this.adapter, label, view, layers, minZoom, maxZoom, tooltip});
  }

  on<K extends EventName>(name: K, handler: EventHandler<K>): this {
    this.map.on(name, handler);
    return this;
  }

  /**
   * Shows the camera of the link the page was opened with, or else fits `fit`; from the first
   * frame on, reports every change of view to `onCameraChange`.
   */
  frame(fit: FitBoundsOptions, {clearLegend = false}: {clearLegend?: boolean} = {}): void {
    const {camera, onCameraChange} = this.options;
    if (camera) this.map.setViewState(camera);
    else {
      this.map.fitBounds(fit);
      if (clearLegend) this.clearRight(legendWidth(this.options.container));
    }
    // The framing itself lands by the first frame and is not a change of the reader's.
    if (onCameraChange)
      void this.whenRendered().then(() => this.on('view-change', ({viewState}) => onCameraChange(viewState)));
  }

  /**
   * Flies to the view that holds every point with `padding` pixels round them (clear of the
   * legend on the right), zoomed in to `maxZoom` at most: a "Show" frames all of what it names.
   */
  show(
    points: readonly [number, number][],
    {padding = 48, maxZoom = 20}: {padding?: number; maxZoom?: number} = {},
  ): void {
    const {container} = this.options;
    const width = container.clientWidth - legendWidth(container);
    const height = container.clientHeight;
    const xs = points.map(([longitude]) => mercatorX(longitude));
    const ys = points.map(([, latitude]) => mercatorY(latitude));
    const [west, east, north, south] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
    const fits = (extent: number, pixels: number) =>
      extent === 0 ? Infinity : Math.log2(Math.max(1, pixels - 2 * padding) / (extent * WORLD_PIXELS_AT_ZOOM_0));
    const zoom = Math.min(maxZoom, fits(east - west, width), fits(south - north, height));
    // The centre of the box left of the legend: shift east by half the legend's width.
    const degreesPerPixel = 360 / (WORLD_PIXELS_AT_ZOOM_0 * 2 ** zoom);
    const longitude = ((west + east) / 2) * 360 - 180 + (legendWidth(container) / 2) * degreesPerPixel;
    this.map.flyTo({longitude, latitude: latitudeOf((north + south) / 2), zoom, time: 600});
  }

  whenRendered(): Promise<void> {
    return this.map.whenRendered();
  }

  setTheme(theme: MapTheme): void {
    this.adapter.setTheme(theme);
  }

  destroy(): void {
    this.map.destroy();
  }

  /** Narrows the fitted view to leave `pixels` free on the right of the map's box (zoom out, shift east). */
  private clearRight(pixels: number): void {
    const width = this.options.container.clientWidth;
    if (pixels <= 0 || width <= pixels) return;
    const view = this.map.getViewState();
    const zoom = view.zoom + Math.log2((width - pixels) / width);
    const degreesPerPixel = 360 / (WORLD_PIXELS_AT_ZOOM_0 * 2 ** zoom);
    this.map.setViewState({...view, zoom, longitude: view.longitude + (pixels / 2) * degreesPerPixel});
  }
}
