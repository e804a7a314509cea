/** Colours shared by the maritime map and its legend (no SDK import: the page loads this eagerly). */
import type {VesselKind} from './model';

export const KIND_COLORS: Record<VesselKind, string> = {
  tanker: '#e8590c',
  'bulk carrier': '#2f9e44',
  container: '#1c7ed6',
  'general cargo': '#9c36b5',
};
export const GAP_COLOR = '#c2255c';
export const MEETING_COLOR = '#e03131';
export const COMPANY_COLOR = '#495057';
