import type {MapTheme} from '@site/src/components/Demo/types';
import type {NetworkManagementData} from '@site/src/demos/network-management/model';

/** A change of the view asked for by the reader, in CSS pixels of the map. */
export type ViewInput = {kind: 'pan'; dx: number; dy: number} | {kind: 'zoom'; x: number; y: number; by: number};

/** The canvas's drawing size in pixels, fixed at the start (the page scales inputs to it). */
export interface MapSize {
  width: number;
  height: number;
}

/** Page → worker. */
export type ToWorker =
  | {type: 'start'; canvas: OffscreenCanvas; size: MapSize; theme: MapTheme; data: NetworkManagementData}
  | {type: 'theme'; theme: MapTheme}
  | {type: 'view'; input: ViewInput};

/** Worker → page. */
export type FromWorker = {type: 'rendered'} | {type: 'error'; message: string};
