import type {NetworkModel} from '../../../network/NetworkModel.js';
import {isTrackerSource, type TrackerSource} from '../../../core/tracker.js';
import type {Id, LatLng} from '../../../core/types.js';

/** The layers of a map that have entities a network node can ride (ObservationsLayers). */
export function trackerSources(layers: readonly object[]): TrackerSource[] {
  return layers.filter((layer): layer is TrackerSource => isTrackerSource(layer));
}

/** Where each node that is an entity of a source is now, at that source's current time. */
export function trackerPositions(sources: readonly TrackerSource[], model: NetworkModel): Map<Id, LatLng> {
  const positions = new Map<Id, LatLng>();
  for (const source of sources) {
    for (const [entityId, at] of Object.entries(source.getTrackerNodePositions())) {
      if (model.getNode(entityId)) positions.set(entityId, {latitude: at.latitude, longitude: at.longitude});
    }
  }
  return positions;
}

/** Ids whose position differs between two maps (present in one only, or moved). */
export function movedIds(before: ReadonlyMap<Id, LatLng>, after: ReadonlyMap<Id, LatLng>): Id[] {
  return [...new Set([...after.keys(), ...before.keys()])].filter((id) => {
    const from = before.get(id);
    const to = after.get(id);
    return from?.latitude !== to?.latitude || from?.longitude !== to?.longitude;
  });
}
