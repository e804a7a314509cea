import {createContext} from 'react';
import type {MapWeave} from '../index.js';

/** What a `<MapWeave>` hands its layer children. */
export interface MapBinding {
  readonly map: MapWeave;
  /** Layer children call this after adding a layer or giving it new data (drives `fitOnFirstLoad`). */
  layerDataChanged(): void;
  /** Hands an error to `onError`, or rethrows it when there is no handler. */
  reportError(error: unknown): void;
}

export const MapWeaveContext = createContext<MapBinding | null>(null);
MapWeaveContext.displayName = 'MapWeaveContext';
