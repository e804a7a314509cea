import {projectLngLat, unprojectPixel} from '../../../core/mercator.js';
import type {Id, LatLng} from '../../../core/types.js';

/** Gap in pixels between neighbouring members on the ring, beyond their radii. */
const MEMBER_GAP = 6;

/**
 * Where the members of expanded combos are drawn: on a ring around the centre of their own
 * positions, in id order starting north, far enough apart at `zoom` that none covers another.
 * Members were combined because they sit within a few pixels of each other; expanded in place
 * they would still overlap. Neighbours on the ring end up more than `apart` pixels from each
 * other (the combining radius), so they do not combine again.
 */
export function expandedMemberPositions(
  groups: Iterable<readonly Id[]>,
  positionOf: (id: Id) => LatLng | undefined,
  sizeOf: (id: Id) => number,
  zoom: number,
  distance: number,
  apart: number,
): Map<Id, LatLng> {
  const placed = new Map<Id, LatLng>();
  for (const group of groups) {
    const members = [...group].sort().filter((id) => positionOf(id) !== undefined);
    if (members.length < 2) continue;
    let x = 0;
    let y = 0;
    let largest = 0;
    for (const id of members) {
      const at = positionOf(id)!;
      const [px, py] = projectLngLat(at.longitude, at.latitude, zoom);
      x += px;
      y += py;
      largest = Math.max(largest, sizeOf(id));
    }
    x /= members.length;
    y /= members.length;
    // The ring's circumference fits every member's diameter plus a gap.
    const chord = 2 * Math.sin(Math.PI / members.length);
    const radius = Math.max(
      distance,
      (members.length * (2 * largest + MEMBER_GAP)) / (2 * Math.PI),
      (apart + 1) / chord,
    );
    members.forEach((id, k) => {
      const angle = -Math.PI / 2 + (2 * Math.PI * k) / members.length;
      const [longitude, latitude] = unprojectPixel(x + radius * Math.cos(angle), y + radius * Math.sin(angle), zoom);
      placed.set(id, {longitude, latitude});
    });
  }
  return placed;
}
