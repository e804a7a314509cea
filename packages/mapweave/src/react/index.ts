/**
 * `mapweave/react`: the MapWeave JS API as React components. Works with React 18 and 19, and is
 * safe to import and render on a server (the map is created after mount).
 */
export {MapWeave, type MapWeaveEventProps, type MapWeaveHandle, type MapWeaveProps} from './MapWeave.js';
export {GeoJsonLayer, NetworkLayer, ObservationsLayer, TileLayer} from './layers.js';
export type {LayerProps} from './layerComponent.js';
export type {TooltipRender} from './tooltip.js';
export {TimeBar, type TimeBarProps} from './TimeBar.js';
