import {
  createElement,
  forwardRef,
  Fragment,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import {MapWeave as MapWeaveMap, MapWeaveError, type EventHandler, type EventName} from '../index.js';
import type {AnyLayer} from '../core/Layer.js';
import {MapWeaveContext, type MapBinding} from './context.js';
import {sameValue} from './sameValue.js';
import {useTooltipRender, type TooltipRender} from './tooltip.js';

type MapConstructorOptions = ConstructorParameters<typeof MapWeaveMap>[0];

/** Each `on…` prop and the map event it listens to. */
const eventProps = {
  onClick: 'click',
  onDoubleClick: 'double-click',
  onContextMenu: 'context-menu',
  onHoverStart: 'hover-start',
  onHoverEnd: 'hover-end',
  onDragStart: 'drag-start',
  onDrag: 'drag',
  onDragEnd: 'drag-end',
  onViewChange: 'view-change',
  onSelectionChange: 'selection-change',
  onLoad: 'load',
  onError: 'error',
} as const satisfies Record<string, EventName>;

type EventPropName = keyof typeof eventProps;

export type MapWeaveEventProps = {[P in EventPropName]?: EventHandler<(typeof eventProps)[P]>};

export interface MapWeaveProps extends MapWeaveEventProps {
  /**
   * The basemap adapter (default: a `StandaloneAdapter`). A different adapter object rebuilds the
   * map, so create it once (outside the component, or with `useState`/`useMemo`).
   */
  adapter?: MapConstructorOptions['adapter'];
  /** The initial view; later changes move the map (`setViewState`). */
  view?: MapConstructorOptions['view'];
  /** Fit the view to the layers' data the first time there is any (default true). */
  fitOnFirstLoad?: boolean;
  minZoom?: number;
  maxZoom?: number;
  /** For maps inside scrolling pages: the wheel scrolls the page, Ctrl/⌘ + wheel zooms (changing it rebuilds the map). */
  cooperativeGestures?: boolean;
  /** An item's tooltip: text, React elements, or `null` for none (hover and keyboard focus). */
  tooltip?: TooltipRender;
  className?: string;
  /** Merged over `position: relative; width: 100%; height: 100%`. */
  style?: CSSProperties;
  children?: ReactNode;
}

type MapMethods = Pick<
  MapWeaveMap,
  'fitBounds' | 'flyTo' | 'getViewState' | 'setViewState' | 'getLayers' | 'getLayer' | 'toImage'
>;

/**
 * The `ref` of `<MapWeave>`: the map instance's methods, and the instance itself. The map exists
 * from the first effects on (a parent's `useEffect` included); its layer children add their layers
 * one render later, so await `whenReady()` before reading layers. Before mount and after unmount
 * the methods throw NOT_MOUNTED.
 */
export interface MapWeaveHandle extends MapMethods {
  /** The map instance, or `null` before the component mounted and after it unmounted. */
  getInstance(): MapWeaveMap | null;
  /**
   * Resolves with the map once it exists and the layer children of its first render have added
   * their layers (before its first frame). Called before mount, it waits for the mount.
   */
  whenReady(): Promise<MapWeaveMap>;
}

interface ReadySignal {
  promise: Promise<MapWeaveMap>;
  resolve(map: MapWeaveMap): void;
  resolved: boolean;
}

/** The promise `whenReady()` returns until a map is ready; a pending one carries over to a rebuilt map. */
function readySignal(): ReadySignal {
  let done!: (map: MapWeaveMap) => void;
  const signal: ReadySignal = {
    promise: new Promise<MapWeaveMap>((resolve) => (done = resolve)),
    resolve(map) {
      signal.resolved = true;
      done(map);
    },
    resolved: false,
  };
  return signal;
}

const containerStyle: CSSProperties = {position: 'relative', width: '100%', height: '100%'};

/**
 * A MapWeave map. The map is created after mount (never during server rendering) inside the
 * container `div` this renders; layer components among `children` add their layers to it.
 */
export const MapWeave = forwardRef<MapWeaveHandle, MapWeaveProps>(function MapWeave(props, ref) {
  const {
    adapter,
    view,
    fitOnFirstLoad = true,
    minZoom,
    maxZoom,
    cooperativeGestures,
    tooltip,
    className,
    style,
    children,
  } = props;
  const containerRef = useRef<HTMLDivElement>(null);
  const [binding, setBinding] = useState<MapBinding | null>(null);
  // The ref reads the map from here: set in the effect that creates it, which runs before a
  // parent's effects, where `binding` (state) would only arrive with the next render.
  const mapRef = useRef<MapWeaveMap | null>(null);
  const ready = useRef<ReadySignal | null>(null);
  ready.current ??= readySignal();

  // Handlers and the latest props are read through a ref, so changing them never rebuilds the map.
  const latest = useRef({props, fitOnFirstLoad});
  useEffect(() => {
    latest.current = {props, fitOnFirstLoad};
  });

  const appliedView = useRef(view);
  const tooltipPortal = useTooltipRender(binding?.map ?? null, tooltip);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    const reportError = (error: unknown): void => {
      const onError = latest.current.props.onError;
      if (!onError) throw error;
      onError({error: error instanceof Error ? error : new Error(String(error))});
    };
    let map: MapWeaveMap;
    try {
      map = new MapWeaveMap({container, adapter, view: appliedView.current, minZoom, maxZoom, cooperativeGestures});
    } catch (error) {
      reportError(error);
      return undefined;
    }
    for (const [propName, eventName] of Object.entries(eventProps) as [EventPropName, EventName][]) {
      if (eventName === 'load') continue;
      map.on(eventName, (event) =>
        (latest.current.props[propName] as ((e: typeof event) => void) | undefined)?.(event),
      );
    }
    let fitted = false;
    const next: MapBinding = {
      map,
      reportError,
      layerDataChanged() {
        if (fitted || map.isDestroyed() || !latest.current.fitOnFirstLoad) return;
        if (!map.getLayers().some((layer) => layer.getBounds() !== null)) return;
        fitted = true;
        map.fitBounds({time: 0});
      },
    };
    mapRef.current = map;
    setBinding(next);
    return () => {
      mapRef.current = null;
      if (ready.current!.resolved) ready.current = readySignal();
      setBinding(null);
      map.destroy();
    };
  }, [adapter, minZoom, maxZoom, cooperativeGestures]);

  // The map's own first frame comes before its layer children are given the map: `onLoad` waits
  // for the first frame after they added their layers (their effects run before this one), when
  // the ref is set too.
  useEffect(() => {
    if (!binding) return undefined;
    // The layer children's effects, which add their layers, ran before this one.
    ready.current!.resolve(binding.map);
    let current = true;
    binding.map.whenRendered().then(
      () => {
        if (!current) return;
        try {
          latest.current.props.onLoad?.({layerIds: binding.map.getLayers().map((layer) => layer.id)});
        } catch (error) {
          binding.reportError(error);
        }
      },
      (error: unknown) => {
        // Unmounted before the first frame (React StrictMode does so on every mount): no load to report.
        if (error instanceof MapWeaveError && error.code === 'DESTROYED') return;
        if (current) binding.reportError(error);
      },
    );
    return () => {
      current = false;
    };
  }, [binding]);

  useEffect(() => {
    if (!binding || sameValue(view, appliedView.current)) return;
    appliedView.current = view;
    if (view) binding.map.setViewState(view);
  }, [binding, view]);

  useImperativeHandle(ref, (): MapWeaveHandle => {
    const mounted = (): MapWeaveMap => {
      if (!mapRef.current)
        throw new MapWeaveError(
          'NOT_MOUNTED',
          '<MapWeave> has no map before it mounted or after it unmounted: use its ref in effects and event handlers, not while rendering',
        );
      return mapRef.current;
    };
    return {
      getInstance: () => mapRef.current,
      whenReady: () => ready.current!.promise,
      fitBounds: (options) => mounted().fitBounds(options),
      flyTo: (options) => mounted().flyTo(options),
      getViewState: () => mounted().getViewState(),
      setViewState: (viewState) => mounted().setViewState(viewState),
      getLayers: () => mounted().getLayers(),
      getLayer: <T extends AnyLayer = AnyLayer>(id: string) => mounted().getLayer<T>(id),
      toImage: (options) => mounted().toImage(options),
    };
  }, []);

  return createElement(
    Fragment,
    null,
    createElement('div', {ref: containerRef, className, style: {...containerStyle, ...style}}),
    createElement(MapWeaveContext.Provider, {value: binding}, children),
    tooltipPortal,
  );
});
// A minifier renames the function: React names the component in its warnings by this.
MapWeave.displayName = 'MapWeave';
