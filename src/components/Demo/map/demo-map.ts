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
 *   demoMap.focus(lon, lat, 12);              // flies to a point, zoomed in to 12 at least
 *
 * and what every demo's controller has in common:
 *
 *   const setClickHandler = demoMap.relay('click', ({item}) => item?.id ?? null); // the page's one handler
 *   demoMap.followInk(layer, (ink) => restyle(ink)); // node labels and the demo's colours follow the theme
 *   return demoMap.controller<MyController>({show, setClickHandler}); // …with setTheme and destroy
 */
import {
  MapWeave,
  StandaloneAdapter,
  type EventHandler,
  type EventMap,
  type EventName,
  type FitBoundsOptions,
  type NetworkLayer,
  type TooltipFunction,
  type ViewState,
} from 'mapweave';
import type {DemoMapController, DemoMountOptions, MapTheme} from '../types';
import {THEME_INK, type ThemeInk} from './ink';

export type MapLayer = Parameters<MapWeave['addLayer']>[0];

/** What a page calls to set the one handler of something on the map (`setClickHandler`); `null` removes it. */
export type HandlerSetter<T> = (handler: ((value: T) => void) | null) => void;

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
  private ink: {labelled: NetworkLayer; restyle?: (ink: ThemeInk) => void} | null = null;

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

  /** Flies to a point, zoomed in to `minZoom` at least (never out). */
  focus(longitude: number, latitude: number, minZoom: number): void {
    const zoom = Math.max(this.map.getViewState().zoom, minZoom);
    this.map.flyTo({longitude, latitude, zoom, time: 600});
  }

  whenRendered(): Promise<void> {
    return this.map.whenRendered();
  }

  /**
   * Feeds the one handler a page sets from map events: each event as `translate` makes it what
   * the page needs, or left to nobody when it makes it `undefined`.
   */
  relay<K extends EventName, T>(
    names: K | readonly K[],
    translate: (event: EventMap[K], name: K) => T | undefined,
  ): HandlerSetter<T> {
    let handler: ((value: T) => void) | null = null;
    for (const name of typeof names === 'string' ? [names] : names) {
      this.on(name, ((event: EventMap[K]) => {
        if (!handler) return;
        const value = translate(event, name);
        if (value !== undefined) handler(value);
      }) as EventHandler<K>);
    }
    return (next) => {
      handler = next;
    };
  }

  /**
   * On a change of theme, gives `labelled`'s node labels the theme's ink, then `restyle` the ink
   * for the demo's own colours drawn over the basemap.
   */
  followInk(labelled: NetworkLayer, restyle?: (ink: ThemeInk) => void): void {
    this.ink = {labelled, restyle};
  }

  setTheme(theme: MapTheme): void {
    this.adapter.setTheme(theme);
    if (!this.ink) return;
    const ink = THEME_INK[theme];
    this.ink.labelled.options({nodeDefaults: {labelColor: ink.label}});
    this.ink.restyle?.(ink);
  }

  /** A demo's controller: its own methods, with the theme and the teardown every demo has. */
  controller<C extends DemoMapController>(own: Omit<C, keyof DemoMapController>): C {
    const common: DemoMapController = {setTheme: (theme) => this.setTheme(theme), destroy: () => this.destroy()};
    return {...own, ...common} as C;
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
