import {useContext, useEffect, useRef, type FunctionComponent} from 'react';
import type {DeepPartial} from '../core/defaults.js';
import type {Layer, LayerConfig} from '../core/Layer.js';
import {MapWeaveContext} from './context.js';
import {sameValue} from './sameValue.js';

export interface LayerProps<Data, Options, Filter> {
  /** Unique on the map; a different id replaces the layer. */
  id: string;
  /** Set on the layer when the reference changes (`layer.data(data)`). */
  data?: Data;
  /** Declarative: the layer has these options on top of the defaults (`layer.resetOptions(options)`). */
  options?: Options;
  /** Default true. */
  visible?: boolean;
  /** Only items the predicate accepts are drawn (`layer.filter(predicate)`). */
  filter?: Filter | null;
}

/**
 * Makes the React component of a layer class: it adds the layer to the surrounding `<MapWeave>`,
 * turns prop changes into the layer's incremental calls, and removes the layer on unmount.
 */
export function layerComponent<Data, Options extends object, Filter>(
  LayerClass: (new (config: LayerConfig<Data, Options, Filter>) => Layer<Data, Options, Filter>) & {
    readonly layerName: string;
  },
): FunctionComponent<LayerProps<Data, DeepPartial<Options>, Filter>> {
  type Props = LayerProps<Data, DeepPartial<Options>, Filter>;
  function LayerComponent(props: Props): null {
    const binding = useContext(MapWeaveContext);
    const layerRef = useRef<Layer<Data, Options, Filter> | null>(null);
    const applied = useRef<Props | null>(null);
    const latest = useRef(props);
    useEffect(() => {
      latest.current = props;
    });
    const {id, data, options, visible = true, filter = null} = props;

    useEffect(() => {
      if (!binding) return undefined;
      const initial = latest.current;
      let layer: Layer<Data, Options, Filter>;
      try {
        const {data: initialData, options: initialOptions, visible: initialVisible, filter: initialFilter} = initial;
        layer = new LayerClass({
          id,
          data: initialData,
          options: initialOptions,
          visible: initialVisible,
          filter: initialFilter,
        });
        binding.map.addLayer(layer);
      } catch (error) {
        binding.reportError(error);
        return undefined;
      }
      layerRef.current = layer;
      applied.current = initial;
      binding.layerDataChanged();
      return () => {
        layerRef.current = null;
        applied.current = null;
        // When the whole map unmounts it may be destroyed first; its layers went with it.
        if (!binding.map.isDestroyed()) binding.map.removeLayer(layer);
      };
    }, [binding, id]);

    useEffect(() => {
      const layer = layerRef.current;
      const before = applied.current;
      if (!binding || !layer || !before) return;
      try {
        if (data !== before.data && data !== undefined) {
          layer.data(data);
          binding.layerDataChanged();
        }
        if (!sameValue(options, before.options)) layer.resetOptions(options);
        if (visible !== (before.visible ?? true)) layer.visible(visible);
        if (filter !== (before.filter ?? null)) layer.filter(filter);
      } catch (error) {
        binding.reportError(error);
      }
      // Record the props even when the layer refused them, so a refused value is not retried every render.
      applied.current = {id, data, options, visible, filter};
    }, [binding, id, data, options, visible, filter]);

    return null;
  }
  LayerComponent.displayName = LayerClass.layerName;
  return LayerComponent;
}
