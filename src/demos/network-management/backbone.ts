/**
 * The backbone as MapWeave data: the graph that is up under a scenario, and the styled items the
 * map draws. Pure and free of the map, so the page's map and the home page's worker share it.
 */
import {
  createGraphEngine,
  type NetworkData,
  type NetworkLayerConfig,
  type NetworkLink,
  type NetworkNode,
} from 'mapweave';
import type {ThemeInk} from '@site/src/components/Demo/map/ink';
import {FAILED_COLOR, ROLE_COLOR, SPLIT_OFF_COLOR} from './colors';
import {utilisationBand, routeDemands, type NetworkManagementData, type RoutingResult} from './model';

export interface NetworkScenario {
  failedLinks: readonly string[];
  failedSites: readonly string[];
  routeFrom: string | null;
  routeTo: string | null;
  selectedSite: string | null;
  combine: boolean;
}

export interface NetworkAnalysis {
  routing: RoutingResult;
  /** Up sites that lost their connection to the main network. */
  splitOff: string[];
  overloaded: string[];
  /** Highest load / capacity over the links that are up. */
  peakUtilisation: number;
  route: {nodes: string[]; links: string[]} | null;
}

export const INITIAL_SCENARIO: NetworkScenario = {
  failedLinks: [],
  failedSites: [],
  routeFrom: null,
  routeTo: null,
  selectedSite: null,
  combine: false,
};

/** The map's first view and zoom limits. */
export const BACKBONE_VIEW = {view: {longitude: 15, latitude: 25, zoom: 1}, minZoom: 0.5, maxZoom: 9};

function linkWidth(capacityGbps: number): number {
  return 1 + Math.log2(capacityGbps / 100);
}

/**
 * A cable is drawn through its path as hidden waypoint nodes `<link id>@<n>` joined by segments
 * `<link id>#<n>`; the graph engine sees only the link. The link a drawn item belongs to.
 */
export function linkIdOf(drawnId: string): string {
  return drawnId.split('#')[0]!;
}

/** The ids of the drawn segments of some links, for selecting them on the map. */
export function drawnLinkIds(data: NetworkManagementData, linkIds: readonly string[]): string[] {
  const paths = new Map(data.links.map((link) => [link.id, link.path]));
  return linkIds.flatMap((id) => {
    const path = paths.get(id);
    return path ? Array.from({length: path.length + 1}, (_, index) => `${id}#${index}`) : [id];
  });
}

/** The sites and links that are up, unstyled, for the graph engine. */
export function backboneGraph(
  data: NetworkManagementData,
  failedLinks: ReadonlySet<string>,
  failedSites: ReadonlySet<string>,
): NetworkData {
  const graph: NetworkData = {};
  for (const site of data.sites)
    if (!failedSites.has(site.id)) graph[site.id] = {type: 'node', latitude: site.latitude, longitude: site.longitude};
  for (const link of data.links) {
    if (failedLinks.has(link.id) || failedSites.has(link.a) || failedSites.has(link.b)) continue;
    graph[link.id] = {type: 'link', id1: link.a, id2: link.b};
  }
  return graph;
}

/** The demands routed on the intact network. */
export function baselineRouting(data: NetworkManagementData): RoutingResult {
  return routeDemands(createGraphEngine(backboneGraph(data, new Set(), new Set())), data.demands, () => true);
}

/** The analysis of the intact network: nothing split off, nothing routed by the reader. */
export function intactAnalysis(baseline: RoutingResult): NetworkAnalysis {
  return {routing: baseline, splitOff: [], overloaded: [], peakUtilisation: 0, route: null};
}

/** Every site and link, styled by role, failure and utilisation under the scenario. */
export function backboneItems(
  data: NetworkManagementData,
  scenario: NetworkScenario,
  analysis: NetworkAnalysis | null,
  ink: ThemeInk,
): NetworkData {
  const failedLinks = new Set(scenario.failedLinks);
  const failedSites = new Set(scenario.failedSites);
  const splitOff = new Set(analysis?.splitOff ?? []);
  const items: NetworkData = {};
  for (const site of data.sites) {
    const failed = failedSites.has(site.id);
    const node: NetworkNode = {
      type: 'node',
      latitude: site.latitude,
      longitude: site.longitude,
      label: site.role === 'core' ? site.name : undefined,
      size: site.role === 'core' ? 7 : 4.5,
      color: failed ? FAILED_COLOR : splitOff.has(site.id) ? SPLIT_OFF_COLOR : ROLE_COLOR[site.role],
      border: {color: failed || splitOff.has(site.id) ? SPLIT_OFF_COLOR : ink.border, width: failed ? 2.5 : 1.5},
      glyph: failed ? '×' : undefined,
      data: site,
    };
    items[site.id] = node;
  }
  for (const link of data.links) {
    const down = failedLinks.has(link.id) || failedSites.has(link.a) || failedSites.has(link.b);
    const load = analysis?.routing.load.get(link.id) ?? 0;
    const band = utilisationBand(load / link.capacity);
    const style: Omit<NetworkLink, 'type' | 'id1' | 'id2'> = {
      shape: link.kind === 'submarine' ? 'geodesic' : 'straight',
      width: linkWidth(link.capacity),
      color: down ? FAILED_COLOR : band.color,
      dashed: down ? [4, 4] : band.id === 'overloaded' ? [10, 3] : false,
      data: link,
    };
    if (!link.path) {
      items[link.id] = {type: 'link', id1: link.a, id2: link.b, ...style};
      continue;
    }
    const ends = [link.a, ...link.path.map((_, index) => `${link.id}@${index + 1}`), link.b];
    link.path.forEach(([longitude, latitude], index) => {
      items[ends[index + 1]!] = {type: 'node', longitude, latitude, size: 0, border: {width: 0}, data: link};
    });
    for (let index = 1; index < ends.length; index++)
      items[`${link.id}#${index - 1}`] = {type: 'link', id1: ends[index - 1]!, id2: ends[index]!, ...style};
  }
  return items;
}

/** The backbone layer's options: labels of core sites from zoom 2. */
export function backboneLayerOptions(ink: ThemeInk): NonNullable<NetworkLayerConfig['options']> {
  return {
    selectOnClick: false,
    proximityCombine: false,
    labels: {visible: true, minZoom: 2, fontSize: 11},
    nodeDefaults: {labelColor: ink.label},
  };
}
