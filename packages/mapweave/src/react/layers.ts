import {
  GeoJsonLayer as GeoJsonLayerClass,
  NetworkLayer as NetworkLayerClass,
  ObservationsLayer as ObservationsLayerClass,
  TileLayer as TileLayerClass,
  type NetworkColumns,
  type NetworkData,
  type NetworkLayerOptions,
  type NetworkPredicate,
  type ObservationPredicate,
  type ObservationsColumns,
  type ObservationsData,
  type ObservationsLayerOptions,
} from '../index.js';
import {layerComponent} from './layerComponent.js';

/*
 * Each component's name is also the type of the layer it adds, so that one import serves both:
 * `<NetworkLayer …/>` and `ref.current?.getLayer<NetworkLayer>('routes')`.
 */
export type NetworkLayer = NetworkLayerClass;
export type ObservationsLayer = ObservationsLayerClass;
export type GeoJsonLayer = GeoJsonLayerClass;
export type TileLayer = TileLayerClass;

/** `<NetworkLayer id data options visible filter />`: a `NetworkLayer` on the surrounding map. */
export const NetworkLayer = /* @__PURE__ */ layerComponent<
  NetworkData | NetworkColumns,
  NetworkLayerOptions,
  NetworkPredicate
>(NetworkLayerClass);
/** `<ObservationsLayer id data options visible filter />`: an `ObservationsLayer` on the surrounding map. */
export const ObservationsLayer = /* @__PURE__ */ layerComponent<
  ObservationsData | ObservationsColumns,
  ObservationsLayerOptions,
  ObservationPredicate
>(ObservationsLayerClass);
/** `<GeoJsonLayer id data options visible filter />`: a `GeoJsonLayer` on the surrounding map. */
export const GeoJsonLayer = /* @__PURE__ */ layerComponent(GeoJsonLayerClass);
/** `<TileLayer id data options visible />`: a raster `TileLayer`; `data` is the URL template. */
export const TileLayer = /* @__PURE__ */ layerComponent(TileLayerClass);
