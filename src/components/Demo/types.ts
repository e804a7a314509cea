/**
 * The contract between a demo page (eager: panel, controls, URL state) and its map module
 * (lazy: MapWeave, deck.gl, the demo's layers). Nothing here imports the SDK, so pages can
 * import it freely; only `import()` may reach a map module.
 */

export type MapTheme = 'light' | 'dark';

/** Where the map looks; what a demo's link keeps (`?map=zoom/latitude/longitude[/bearing/pitch]`). */
export interface DemoCamera {
  longitude: number;
  latitude: number;
  zoom: number;
  bearing: number;
  pitch: number;
}

export interface DemoMountOptions {
  theme: MapTheme;
  /** The view a link asked for: shown instead of the demo's own framing. */
  camera?: DemoCamera | null;
  /** Called with the view after each change that follows the first framing. */
  onCameraChange?: (camera: DemoCamera) => void;
}

/** What every demo's map module hands back once its first frame is drawn. */
export interface DemoMapController {
  /** Follows the site's colour mode: basemap and the demo's own colours. */
  setTheme(theme: MapTheme): void;
  /**
   * Fits the opening view again clear of the page's overlays (drawn after the map), unless the
   * reader has moved it; absent where the map does not frame its data (the home page's hero).
   */
  keepClearOfOverlays?(): void;
  /** Frees the map (WebGL context, listeners). */
  destroy(): void;
}

/** A demo's map module (`src/demos/<id>/map.ts`), loaded with `import()`. */
export interface DemoMapModule<D, C extends DemoMapController> {
  /** Draws `data` into `container`; resolves after the first frame with the data is drawn. */
  mount(container: HTMLElement, data: D, options: DemoMountOptions): Promise<C>;
}
