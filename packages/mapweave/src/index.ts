/**
 * MapWeave: places and the connections between them on a map.
 * Importing this module touches no browser globals; the map is created by `new MapWeave(…)`.
 */
export {MapWeave} from './map/MapWeave.js';
export {version} from './version.js';
export type {FitBoundsOptions, FlyToOptions, MapWeaveOptions, ToImageOptions} from './map/options.js';
export type {ViewPadding} from './map/viewPadding.js';
export type {TooltipFunction} from './ui/tooltip/ItemTooltips.js';
export {
  Layer,
  type LayerConfig,
  type LayerContext,
  type DragResult,
  type FocusableItem,
  type VisibleSummary,
} from './core/Layer.js';
export type {LabelItem, LabelObstacle, LabelRequest, PlacedLabels} from './core/mapLabels.js';
export type {LabelStyle, MapTheme} from './core/labelStyle.js';
export {MapWeaveError, isMapWeaveError, type MapWeaveErrorCode, type ValidationIssue} from './core/errors.js';
export type {DeepPartial} from './core/defaults.js';

export {NetworkLayer, type NetworkLayerConfig} from './layers/network/NetworkLayer.js';
export type {NetworkPredicate} from './layers/network/view/visibility.js';
export type {
  ChartLayoutOptions,
  InteractionStyle,
  NetworkLayerOptions,
  NetworkLayoutMode,
  ProximityCombineOptions,
} from './layers/network/options.js';
export type {ChartLayoutType} from './layout/types.js';
export {
  ObservationsLayer,
  type ObservationsLayerConfig,
  type ObservationPredicate,
} from './layers/observations/ObservationsLayer.js';
export type {ObservationsLayerOptions, ObservationsMode} from './layers/observations/options.js';
export {
  GeoJsonLayer,
  type GeoJsonLayerConfig,
  type GeoJsonPredicate,
  type GeoJsonData,
} from './layers/geojson/GeoJsonLayer.js';
export type {GeoJsonLayerOptions, StyleValue} from './layers/geojson/options.js';
export {TileLayer, type TileLayerConfig} from './layers/tile/TileLayer.js';
export type {TileLayerOptions} from './layers/tile/options.js';

export type {Adapter, AdapterHost, DeckCallbacks, ImageRequest} from './core/Adapter.js';
export {StandaloneAdapter, type StandaloneAdapterOptions} from './adapters/StandaloneAdapter.js';
export {
  createBasemapLayers,
  BASEMAP_COLORS,
  type BasemapTheme,
  type BasemapColors,
  type BasemapLayerOptions,
} from './adapters/basemap.js';
export {
  loadBasemapGeoJSON,
  basemapLevelForZoom,
  BASEMAP_LEVELS,
  type BasemapLevel,
  type BasemapGeoJSON,
} from './adapters/basemapLevels.js';
export {basemapStyle, type BasemapStyle, type BasemapStyleOptions} from './adapters/basemapStyle.js';
export {
  setUpCooperativeGestures,
  type CooperativeGestures,
  type CooperativeGesturesOptions,
} from './ui/cooperativeGestures.js';
export {TimeBar, type TimeBarConfig, type TimeBarEventMap} from './ui/timebar/TimeBar.js';
export type {TimeBarOptions, TimeBarSpeed, TimeBarTheme, TimeFilteredLayer} from './ui/timebar/options.js';
export {MapLibreAdapter, type MapLibreAdapterOptions} from './adapters/MapLibreAdapter.js';
export {MapboxAdapter, type MapboxAdapterOptions} from './adapters/MapboxAdapter.js';
export type {MapLike, MapPointerEventLike} from './adapters/mapLibraryAdapter.js';

export {createGraphEngine} from './graph/GraphEngine.js';
export type {
  GraphAlgorithm,
  GraphAlgorithmResults,
  GraphEngine,
  GraphEngineOptions,
  LinkWeight,
  BetweennessOptions,
  CommunityOptions,
  AnalyzeOptions,
  ShortestPath,
} from './graph/types.js';
export {analyzeInWorker, setAnalysisWorkerUrl, terminateAnalysisWorker} from './graph/analyzeInWorker.js';

export type * from './core/types.js';
