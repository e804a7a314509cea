/** Colours shared by the supply chain map and its legend (no SDK import: the page loads this eagerly). */
import type {SiteRole} from './model';

export const ROLE_COLORS: Record<SiteRole, string> = {
  supplier: '#0ca678',
  factory: '#7048e8',
  port: '#1c7ed6',
  warehouse: '#e67700',
  store: '#495057',
};
export const SEA_COLOR = '#339af0';
export const ROAD_COLOR = '#868e96';
export const DETOUR_COLOR = '#f08c00';
export const LOST_COLOR = '#e03131';
export const DELAYED_COLOR = '#fab005';
