/** Colours shared by the OSINT map and its legend (no SDK import: the page loads this eagerly). */
import type {EntityKind, EventKind} from './model';

export const EVENT_COLORS: Record<EventKind, string> = {
  registration: '#1c7ed6',
  meeting: '#e8590c',
  post: '#0ca678',
  property: '#9c36b5',
  conference: '#f59f00',
};
export const ENTITY_COLORS: Record<EntityKind, string> = {
  person: '#495057',
  organisation: '#364fc7',
  account: '#c2255c',
};
export const ENTITY_GLYPHS: Record<EntityKind, string> = {person: 'P', organisation: 'O', account: '@'};
/** Nodes combined by proximity keep the SDK's default node colour (the map sets none). */
export const COMBINED_COLOR = '#2563eb';
/** Colours of communities, in order of their index. */
export const COMMUNITY_COLORS = [
  '#e03131',
  '#1971c2',
  '#2f9e44',
  '#f08c00',
  '#7048e8',
  '#0c8599',
  '#c2255c',
  '#5c940d',
];
