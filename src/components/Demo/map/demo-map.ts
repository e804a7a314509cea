/**
 * The map side of a demo: import this ONLY from a demo's map module, which pages load with
 * `import()` (see ../types.ts). It pulls in MapWeave, deck.gl and luma.gl.
 *
 *   const demoMap = new DemoMap({container, theme, label: 'Network map', view, layers: [network], tooltip});
 *   demoMap.on('click', (event) => …);
 *   demoMap.frame({padding: 24});             // fits the data clear of the legend, or shows the link's camera
 *   await demoMap.whenRendered();             // the first frame with the layers
 *   demoMap.show([[lon, lat], …], {maxZoom: 8}); // flies to a view holding every point ("Show" buttons)
 *   demoMap.focus(lon, lat, 12);              // flies to a point, zoomed in to 12 at least
 *   demoMap.reframe({padding: 24});           // the data moved (map ↔ chart): the link's camera, or a fit of where it is now
 *
 * Fits, "Show" and focus keep clear of the page's `[data-map-overlay]` elements over the map
 * (the legend) and stop at the demo's `maxZoom`.
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
  /**
   * The deepest zoom, where the offline basemap still has something to show (coastlines,
   * borders, place names) around the data; fits and "Show" actions stop there too.
   */
  maxZoom: number;
  /** The text shown over an item on hover and keyboard focus. */
  tooltip: TooltipFunction;
  /**
   * Country, capital and town names on the basemap, for a demo whose data does not name its
   * places itself. Default `false`.
   */
  placeNames?: boolean;
}

/**
 * The least zoom of a demo whose data spans the world (about 270° of longitude): a 390 px map
 * needs the world about 470 px wide (zoom -0.1) to hold it all with its padding.
 */
export const WORLD_NETWORK_MIN_ZOOM = -0.5;
/** The deepest zoom of a world-wide demo: see its map module. */
export const WORLD_NETWORK_MAX_ZOOM = 6;

/** Pixels kept free round what a fit or a "Show" frames, besides the overlays. */
const SHOW_PADDING = 48;
/** Milliseconds of a "Show" flight. */
const SHOW_TIME = 600;

export class DemoMap {
  readonly map: MapWeave;
  private readonly adapter: StandaloneAdapter;
  private ink: {labelled: NetworkLayer; restyle?: (ink: ThemeInk) => void} | null = null;
  /** The opening fit, until the reader moves the map: redone once the page's overlays are there. */
  private openingFit: FitBoundsOptions | null = null;
  /** Set while the map moves itself to keep clear of overlays: not a change of the reader's. */
  private reframing = false;
  /** The camera of the page's link is shown, and the reader has not moved the map since. */
  private showsLinkCamera = false;

  constructor(private readonly options: DemoMapOptions) {
    const {container, label, theme, view, layers, minZoom, maxZoom, tooltip, placeNames = false} = options;
    this.adapter = new StandaloneAdapter({theme, labels: placeNames});
    this.map = new MapWeave({container, adapter: this.adapter, label, view, layers, minZoom, maxZoom, tooltip});
    // The view the map shows, for tests that check what lies where on the map.
    const recordView = ({zoom, latitude, longitude}: ViewState) => {
      container.dataset.view = `${zoom}/${latitude}/${longitude}`;
    };
    recordView(this.map.getViewState());
    this.map.on('view-change', ({viewState, interactive}) => {
      recordView(viewState);
      if (interactive) {
        this.openingFit = null;
        this.showsLinkCamera = false;
      }
    });
  }

  on<K extends EventName>(name: K, handler: EventHandler<K>): this {
    this.map.on(name, handler);
    return this;
  }

  /**
   * Shows the camera of the link the page was opened with, or else fits `fit`, clear of the
   * overlays; from the first frame on, reports every change of view to `onCameraChange`.
   */
  frame(fit: FitBoundsOptions): void {
    const {camera, onCameraChange} = this.options;
    if (camera) {
      this.map.setViewState(camera);
      this.showsLinkCamera = true;
    } else {
      this.openingFit = {...fit, time: 0};
      this.map.fitBounds({...fit, maxZoom: this.zoomCap(fit.maxZoom), avoid: this.overlays()});
    }
    // The framing itself lands by the first frame and is not a change of the reader's.
    if (onCameraChange)
      void this.whenRendered().then(() =>
        this.on('view-change', ({viewState}) => {
          if (!this.reframing) onCameraChange(viewState);
        }),
      );
  }

  /**
   * Fits the opening view again, clear of the overlays the page has drawn over the map since
   * (they come with the page's controls, after the map): unless a link's camera was shown or
   * the reader has moved the map.
   */
  keepClearOfOverlays(): void {
    if (!this.openingFit) return;
    this.reframing = true;
    try {
      this.map.fitBounds({...this.openingFit, maxZoom: this.zoomCap(this.openingFit.maxZoom), avoid: this.overlays()});
    } finally {
      this.reframing = false;
    }
  }

  /**
   * After the data moved as a whole (between map and link chart): the link's camera while the
   * reader has not moved away from it, or else a fit of the data where it is now, clear of the
   * overlays.
   */
  reframe(fit: Omit<FitBoundsOptions, 'maxZoom' | 'avoid' | 'time'> = {padding: SHOW_PADDING}): void {
    const {camera} = this.options;
    if (camera && this.showsLinkCamera) {
      this.map.setViewState(camera);
      return;
    }
    this.openingFit = null;
    this.map.fitBounds({
      ...fit,
      maxZoom: this.zoomCap(undefined),
      avoid: this.overlays(),
      time: SHOW_TIME,
    });
  }

  /**
   * Flies to the view that holds every point, clear of the overlays, zoomed in to `maxZoom`
   * (and the map's) at most: a "Show" frames all of what it names.
   */
  show(points: readonly [number, number][], {maxZoom}: {maxZoom?: number} = {}): void {
    this.openingFit = null;
    this.showsLinkCamera = false;
    const longitudes = points.map(([longitude]) => longitude);
    const latitudes = points.map(([, latitude]) => latitude);
    this.map.fitBounds({
      bounds: [
        [Math.min(...longitudes), Math.min(...latitudes)],
        [Math.max(...longitudes), Math.max(...latitudes)],
      ],
      padding: SHOW_PADDING,
      maxZoom: this.zoomCap(maxZoom),
      avoid: this.overlays(),
      time: SHOW_TIME,
    });
  }

  /** Flies to a point, clear of the overlays, zoomed in to `minZoom` at least (never out, never past the map's cap). */
  focus(longitude: number, latitude: number, minZoom: number): void {
    this.openingFit = null;
    this.showsLinkCamera = false;
    const zoom = this.zoomCap(Math.max(this.map.getViewState().zoom, minZoom));
    this.map.flyTo({longitude, latitude, zoom, avoid: this.overlays(), time: SHOW_TIME});
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
    const common: DemoMapController = {
      setTheme: (theme) => this.setTheme(theme),
      keepClearOfOverlays: () => this.keepClearOfOverlays(),
      destroy: () => this.destroy(),
    };
    return {...own, ...common} as C;
  }

  destroy(): void {
    this.map.destroy();
  }

  /** `zoom`, no deeper than the demo's cap. */
  private zoomCap(zoom: number | undefined): number {
    return Math.min(zoom ?? this.options.maxZoom, this.options.maxZoom);
  }

  /** The elements the page draws over the map (legend, readouts), marked `data-map-overlay`. */
  private overlays(): HTMLElement[] {
    const area = this.options.container.parentElement;
    return area ? [...area.querySelectorAll<HTMLElement>('[data-map-overlay]')] : [];
  }
}
