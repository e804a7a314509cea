import {createElement, useContext, useEffect, useRef, useState, type CSSProperties} from 'react';
import {
  MapWeaveError,
  TimeBar as TimeBarControl,
  type TimeBarConfig,
  type TimeBarEventMap,
  type TimeFilteredLayer,
  type TimeRange,
} from '../index.js';
import {MapWeaveContext, type MapBinding} from './context.js';
import {sameValue} from './sameValue.js';

export interface TimeBarProps extends Omit<TimeBarConfig, 'container' | 'map' | 'layers' | 'range'> {
  /** Layers it counts and filters: ids of layers on the surrounding `<MapWeave>`, or layer instances. */
  layers: readonly (string | TimeFilteredLayer)[];
  /** Controlled: the selected range (epoch ms); pair it with `onChange`. */
  range?: TimeRange | undefined;
  /** Uncontrolled: the range at first. */
  defaultRange?: TimeRange | undefined;
  onChange?: (event: TimeBarEventMap['change']) => void;
  onPlay?: (event: TimeBarEventMap['play']) => void;
  onPause?: (event: TimeBarEventMap['pause']) => void;
  className?: string;
  style?: CSSProperties;
}

/**
 * `<TimeBar layers={['network']} />`: the SDK's `TimeBar` in a `div` of its own, after the map
 * when placed inside `<MapWeave>`. Layer ids are looked up on that map.
 */
export function TimeBar(props: TimeBarProps): ReturnType<typeof createElement> {
  const binding = useContext(MapWeaveContext);
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const [timeBar, setTimeBar] = useState<TimeBarControl | null>(null);
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });
  const {layers, range, className, style} = props;
  const options = controlOptions(props);
  const applied = useRef<typeof options | null>(null);

  useEffect(() => {
    if (!container) return undefined;
    const initial = latest.current;
    let created: TimeBarControl;
    try {
      created = new TimeBarControl({
        ...controlOptions(initial),
        container,
        layers: resolveLayers(initial.layers, binding),
        range: initial.range ?? initial.defaultRange,
      });
      applied.current = controlOptions(initial);
    } catch (error) {
      if (binding) binding.reportError(error);
      else throw error;
      return undefined;
    }
    created.on('change', (event) => latest.current.onChange?.(event));
    created.on('play', (event) => latest.current.onPlay?.(event));
    created.on('pause', (event) => latest.current.onPause?.(event));
    setTimeBar(created);
    return () => {
      created.destroy();
      setTimeBar(null);
    };
  }, [binding, container]);

  useEffect(() => {
    if (!timeBar) return;
    try {
      const resolved = resolveLayers(layers, binding);
      const sameLayers =
        resolved.length === timeBar.options().layers.length &&
        resolved.every((layer, index) => layer === timeBar.options().layers[index]);
      if (!sameLayers || !sameValue(options, applied.current)) {
        timeBar.options({...options, layers: resolved});
        applied.current = options;
      } else {
        timeBar.refresh();
      }
      if (range && (range[0] !== timeBar.range()[0] || range[1] !== timeBar.range()[1])) timeBar.range(range);
    } catch (error) {
      if (binding) binding.reportError(error);
      else throw error;
    }
  });

  return createElement('div', {ref: setContainer, className, style});
}

/** The props that are the control's options. */
function controlOptions(props: TimeBarProps): Omit<TimeBarConfig, 'container' | 'map' | 'layers' | 'range'> {
  const options: Partial<TimeBarProps> = {...props};
  for (const key of ['layers', 'range', 'defaultRange', 'onChange', 'onPlay', 'onPause', 'className', 'style'] as const)
    delete options[key];
  return options;
}

/** Layer instances as they are; ids looked up on the surrounding map. */
function resolveLayers(layers: TimeBarProps['layers'], binding: MapBinding | null): TimeFilteredLayer[] {
  return layers.map((layer) => {
    if (typeof layer !== 'string') return layer;
    const found = binding?.map.getLayer(layer);
    if (!found)
      throw new MapWeaveError('UNKNOWN_ID', `<TimeBar>: no layer with id "${layer}" on the surrounding map`, [layer]);
    return found as TimeFilteredLayer;
  });
}
