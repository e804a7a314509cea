import type {Id, LatLng} from './types.js';

/**
 * A layer whose entities can be ridden by network nodes of the same id (the ObservationsLayer):
 * the node is drawn at the entity's position at the current time and dragged along its track.
 */
export interface TrackerSource {
  readonly id: string;
  hasEntity(entityId: Id): boolean;
  getTrackerNodePositions(): Record<Id, LatLng & {time: number}>;
  /** Moves the current time to the instant of the entity's track nearest `coordinate`; returns it. */
  dragTrackerTo(entityId: Id, coordinate: LatLng): number;
}

export function isTrackerSource(layer: object): layer is TrackerSource {
  const candidate = layer as Partial<TrackerSource>;
  return typeof candidate.getTrackerNodePositions === 'function' && typeof candidate.dragTrackerTo === 'function';
}
