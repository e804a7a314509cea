import type {ThreatData} from './model';

export type NodeKind = ThreatData['nodes'][number]['kind'];

/** How each kind of node is drawn; the map and the legend both read it. */
export const KIND_STYLE: Record<NodeKind, {color: string; size: number; glyph: string; label: string}> = {
  source: {color: '#b91c1c', size: 6, glyph: 'S', label: 'source network'},
  relay: {color: '#6d28d9', size: 7, glyph: 'R', label: 'relay (C2 server, proxy, botnet controller)'},
  target: {color: '#0f766e', size: 4.5, glyph: '', label: 'target'},
};
