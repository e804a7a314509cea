/**
 * The network-management demo's analysis, on top of a graph engine (MapWeave's
 * `createGraphEngine` in the page, any object with the same two methods in tests).
 */

export interface NetworkSite {
  id: string;
  name: string;
  country: string;
  role: 'core' | 'edge';
  region: string;
  latitude: number;
  longitude: number;
  /** The core site an edge site is homed on. */
  core?: string;
  /** A coastal town where submarine cables come ashore (an edge site of the inland core). */
  landing?: true;
}

export interface NetworkLinkRecord {
  id: string;
  a: string;
  b: string;
  kind: 'terrestrial' | 'submarine';
  /** Gbps. */
  capacity: number;
  /** Along `path` for a cable. */
  km: number;
  /** A submarine cable's route at sea: the [lon, lat] points between its two landing stations. */
  path?: [number, number][];
}

/** `[from site, to site, Gbps]`. */
export type Demand = [string, string, number];

export interface NetworkManagementData {
  sites: NetworkSite[];
  links: NetworkLinkRecord[];
  demands: Demand[];
}

export interface RoutingEngine {
  shortestPath(from: string, to: string): {nodes: string[]; links: string[]} | null;
  components(): string[][];
}

export interface RoutingResult {
  /** Gbps carried per link id (links carrying nothing are absent). */
  load: Map<string, number>;
  /** Demands with no path (an end failed or cut off). */
  unrouted: Demand[];
  lostGbps: number;
  /** Demands whose path differs from `baseline` (when given). */
  rerouted: number;
  /** The path of every routed demand, by index in `demands`, as link ids. */
  paths: (string[] | null)[];
}

/** Routes every demand along the engine's shortest path and sums the load per link. */
export function routeDemands(
  engine: RoutingEngine,
  demands: readonly Demand[],
  isUp: (siteId: string) => boolean,
  baseline?: readonly (string[] | null)[],
): RoutingResult {
  const load = new Map<string, number>();
  const unrouted: Demand[] = [];
  const paths: (string[] | null)[] = [];
  let rerouted = 0;
  demands.forEach((demand, index) => {
    const [from, to, gbps] = demand;
    const path = isUp(from) && isUp(to) ? engine.shortestPath(from, to) : null;
    paths.push(path ? path.links : null);
    if (!path) {
      unrouted.push(demand);
      return;
    }
    for (const link of path.links) load.set(link, (load.get(link) ?? 0) + gbps);
    const before = baseline?.[index];
    if (before && !sameList(before, path.links)) rerouted += 1;
  });
  const lostGbps = unrouted.reduce((sum, [, , gbps]) => sum + gbps, 0);
  return {load, unrouted, lostGbps, rerouted, paths};
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
}

/** Sites outside the largest connected component: the ones that split off. */
export function splitOffSites(engine: RoutingEngine): string[] {
  const [, ...others] = engine.components();
  return others.flat().sort();
}

export interface UtilisationBand {
  id: 'idle' | 'normal' | 'busy' | 'high' | 'overloaded';
  label: string;
  /** Lowest utilisation (load / capacity) in the band. */
  from: number;
  color: string;
}

export const UTILISATION_BANDS: readonly UtilisationBand[] = [
  {id: 'idle', label: 'No traffic', from: 0, color: '#94a3b8'},
  {id: 'normal', label: 'Under 50 %', from: Number.MIN_VALUE, color: '#16a34a'},
  {id: 'busy', label: '50–80 %', from: 0.5, color: '#ca8a04'},
  {id: 'high', label: '80–100 %', from: 0.8, color: '#ea580c'},
  {id: 'overloaded', label: 'Over 100 %', from: 1.000001, color: '#dc2626'},
];

export function utilisationBand(utilisation: number): UtilisationBand {
  if (!Number.isFinite(utilisation) || utilisation < 0)
    throw new RangeError(`Utilisation must be a finite number ≥ 0, got ${utilisation}`);
  let band = UTILISATION_BANDS[0]!;
  for (const candidate of UTILISATION_BANDS) if (utilisation >= candidate.from) band = candidate;
  return band;
}

export function formatGbps(gbps: number): string {
  return gbps >= 1000 ? `${(gbps / 1000).toFixed(1)} Tbps` : `${Math.round(gbps)} Gbps`;
}
