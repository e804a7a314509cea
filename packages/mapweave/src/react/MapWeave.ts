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
import {MapWeave as MapWeaveMap, type EventHandler, type EventName} from '../index.js';
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

/** The `ref` of `<MapWeave>`: the map instance's methods, and the instance itself. */
export interface MapWeaveHandle extends MapMethods {
  /** The map instance, or `null` before the component mounted and after it unmounted. */
  getInstance(): MapWeaveMap | null;
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
    setBinding(next);
    return () => {
      setBinding(null);
      map.destroy();
    };
  }, [adapter, minZoom, maxZoom, cooperativeGestures]);

  // The map's own first frame comes before its layer children are given the map: `onLoad` waits
  // for the first frame after they added their layers (their effects run before this one), when
  // the ref is set too.
  useEffect(() => {
    if (!binding) return undefined;
    let current = true;
    void binding.map.whenRendered().then(() => {
      if (!current) return;
      try {
        latest.current.props.onLoad?.({layerIds: binding.map.getLayers().map((layer) => layer.id)});
      } catch (error) {
        binding.reportError(error);
      }
    });
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
      if (!binding)
        throw new Error('<MapWeave> is not mounted: use its ref in effects and event handlers, not while rendering');
      return binding.map;
    };
    return {
      getInstance: () => binding?.map ?? null,
      fitBounds: (options) => mounted().fitBounds(options),
      flyTo: (options) => mounted().flyTo(options),
      getViewState: () => mounted().getViewState(),
      setViewState: (viewState) => mounted().setViewState(viewState),
      getLayers: () => mounted().getLayers(),
      getLayer: (id) => mounted().getLayer(id),
      toImage: (options) => mounted().toImage(options),
    };
  }, [binding]);

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
