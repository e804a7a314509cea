import type {ViewState} from '../core/types.js';

/** The five MapWeave view fields out of a deck.gl or basemap view state. */
export function viewStateOf(source: Partial<Record<keyof ViewState, unknown>>): ViewState {
  return {
    longitude: numberOr(source.longitude, 0),
    latitude: numberOr(source.latitude, 0),
    zoom: numberOr(source.zoom, 0),
    bearing: numberOr(source.bearing, 0),
    pitch: numberOr(source.pitch, 0),
  };
}

function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}
