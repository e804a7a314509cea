/** The colours of sites and failures; the map, the home page's worker and the legend read them. */
export const FAILED_COLOR = '#9ca3af';
export const SPLIT_OFF_COLOR = '#dc2626';
export const ROLE_COLOR = {core: '#2563eb', edge: '#0891b2'};
