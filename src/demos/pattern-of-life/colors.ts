/** Colours shared by the pattern-of-life map and its legend (no SDK import: the page loads this eagerly). */
import type {Place} from './model';

export const SUBJECT_COLOR = '#f59f00';
export const TRIP_COLOR = '#748ffc';
export const PLACE_COLORS = {home: '#2f9e44', work: '#1c7ed6', other: '#868e96', new: '#e03131'};

export function placeColor(place: Pick<Place, 'role'>, isNew: boolean): string {
  if (isNew) return PLACE_COLORS.new;
  if (place.role === 'Home') return PLACE_COLORS.home;
  if (place.role === 'Work') return PLACE_COLORS.work;
  return PLACE_COLORS.other;
}
