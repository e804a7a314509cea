/**
 * The network-management map (loaded with import() by the page): the backbone as a
 * NetworkLayer, and the analysis of the network left after failures, with MapWeave's graph
 * engine.
 */
import {
  NetworkLayer,
  createGraphEngine,
  type ComboLink,
  type ComboNode,
  type LinkStyle,
  type NetworkData,
  type NetworkLink,
  type NetworkNode,
  type NodeStyle,
} from 'mapweave';
import {DemoMap, THEME_INK} from '@site/src/components/Demo/map/demo-map';
import type {DemoMapController, DemoMapModule, MapTheme} from '@site/src/components/Demo/types';
import {
  routeDemands,
  splitOffSites,
  utilisationBand,
  type NetworkManagementData,
  type RoutingResult,
} from '@site/src/lib/network-routing';

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

export interface NetworkManagementController extends DemoMapController {
  /** Routes the demands on the network the scenario leaves (the map is not touched). */
  analyse(scenario: NetworkScenario): NetworkAnalysis;
  /** Draws the scenario with its analysis. */
  show(scenario: NetworkScenario, analysis: NetworkAnalysis): void;
  /** The one handler of clicks on sites and links (null: none). */
  setClickHandler(handler: ((item: {type: 'site' | 'link'; id: string}) => void) | null): void;
}

const FAILED_COLOR = '#9ca3af';
const SPLIT_OFF_COLOR = '#dc2626';
const ROLE_COLOR = {core: '#2563eb', edge: '#0891b2'};

function linkWidth(capacityGbps: number): number {
  return 1 + Math.log2(capacityGbps / 100);
}

export const mount: DemoMapModule<NetworkManagementData, NetworkManagementController>['mount'] = async (container, data, {theme}) => {
  const siteIds = new Set(data.sites.map((site) => site.id));
  const linkById = new Map(data.links.map((link) => [link.id, link]));
  let ink = THEME_INK[theme];
  let shown: {scenario: NetworkScenario; analysis: NetworkAnalysis} | null = null;
  let clickHandler: ((item: {type: 'site' | 'link'; id: string}) => void) | null = null;

  const graphOf = (failedLinks: ReadonlySet<string>, failedSites: ReadonlySet<string>): NetworkData => {
    const graph: NetworkData = {};
    for (const site of data.sites) if (!failedSites.has(site.id)) graph[site.id] = {type: 'node', latitude: site.latitude, longitude: site.longitude};
    for (const link of data.links) {
      if (failedLinks.has(link.id) || failedSites.has(link.a) || failedSites.has(link.b)) continue;
      graph[link.id] = {type: 'link', id1: link.a, id2: link.b};
    }
    return graph;
  };
  const baseline = routeDemands(createGraphEngine(graphOf(new Set(), new Set())), data.demands, () => true);

  const styled = (scenario: NetworkScenario, analysis: NetworkAnalysis | null): NetworkData => {
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
      const item: NetworkLink = {
        type: 'link',
        id1: link.a,
        id2: link.b,
        shape: link.kind === 'submarine' ? 'geodesic' : 'straight',
        width: linkWidth(link.capacity),
        color: down ? FAILED_COLOR : band.color,
        dashed: down ? [4, 4] : band.id === 'overloaded' ? [10, 3] : false,
        data: link,
      };
      items[link.id] = item;
    }
    return items;
  };

  const analyse = (scenario: NetworkScenario): NetworkAnalysis => {
    const failedLinks = new Set(scenario.failedLinks.filter((id) => linkById.has(id)));
    const failedSites = new Set(scenario.failedSites.filter((id) => siteIds.has(id)));
    const engine = createGraphEngine(graphOf(failedLinks, failedSites));
    const routing = routeDemands(engine, data.demands, (site) => !failedSites.has(site), baseline.paths);
    const overloaded: string[] = [];
    let peakUtilisation = 0;
    for (const [id, load] of routing.load) {
      const utilisation = load / linkById.get(id)!.capacity;
      peakUtilisation = Math.max(peakUtilisation, utilisation);
      if (utilisation > 1) overloaded.push(id);
    }
    const {routeFrom, routeTo} = scenario;
    const route =
      routeFrom && routeTo && routeFrom !== routeTo && !failedSites.has(routeFrom) && !failedSites.has(routeTo)
        ? engine.shortestPath(routeFrom, routeTo)
        : null;
    return {routing, splitOff: splitOffSites(engine), overloaded: overloaded.sort(), peakUtilisation, route};
  };

  // Combos (nearby sites merged when zoomed out) take the state of what they merge.
  const combine = {
    radius: 12,
    maxZoom: 5,
    comboNodeStyle: (combo: ComboNode): NodeStyle => {
      const down = shown ? combo.nodeIds.filter((id) => shown!.scenario.failedSites.includes(id) || shown!.analysis.splitOff.includes(id)).length : 0;
      return {
        color: down === combo.nodeIds.length ? FAILED_COLOR : ROLE_COLOR.core,
        size: 6 + Math.min(5, combo.nodeIds.length),
        glyph: String(combo.nodeIds.length),
        border: {color: down > 0 ? SPLIT_OFF_COLOR : ink.border, width: down > 0 ? 2.5 : 1.5},
      };
    },
    comboLinkStyle: (combo: ComboLink): LinkStyle => {
      let worst = 0;
      let up = 0;
      for (const id of combo.linkIds) {
        const link = linkById.get(id);
        if (!link || !shown) continue;
        const failed = shown.scenario.failedLinks.includes(id) || shown.scenario.failedSites.includes(link.a) || shown.scenario.failedSites.includes(link.b);
        if (failed) continue;
        up += 1;
        worst = Math.max(worst, (shown.analysis.routing.load.get(id) ?? 0) / link.capacity);
      }
      return up === 0 ? {color: FAILED_COLOR, dashed: [4, 4], width: 2} : {color: utilisationBand(worst).color, width: 2.5};
    },
  };

  const initial: NetworkScenario = {failedLinks: [], failedSites: [], routeFrom: null, routeTo: null, selectedSite: null, combine: false};
  shown = {scenario: initial, analysis: {routing: baseline, splitOff: [], overloaded: [], peakUtilisation: 0, route: null}};
  const layer = new NetworkLayer({
    id: 'backbone',
    data: styled(shown.scenario, shown.analysis),
    options: {
      selectOnClick: false,
      proximityCombine: false,
      labels: {visible: true, minZoom: 2, fontSize: 11},
      nodeDefaults: {labelColor: ink.label},
    },
  });
  const demoMap = new DemoMap({
    container,
    theme,
    label: 'Fibre backbone map',
    view: {longitude: 15, latitude: 25, zoom: 1},
    layers: [layer],
    minZoom: 0.5,
    maxZoom: 9,
  });
  demoMap.on('click', (event) => {
    const item = event.item;
    if (item?.type === 'node') clickHandler?.({type: 'site', id: item.id});
    else if (item?.type === 'link') clickHandler?.({type: 'link', id: item.id});
  });
  demoMap.map.fitBounds({time: 0, padding: 16});
  await demoMap.whenRendered();

  return {
    analyse,
    show(scenario, analysis) {
      shown = {scenario, analysis};
      layer.data(styled(scenario, analysis));
      layer.options({proximityCombine: scenario.combine ? combine : false});
      const selection = [...(analysis.route ? [...analysis.route.nodes, ...analysis.route.links] : [])];
      if (scenario.selectedSite && siteIds.has(scenario.selectedSite)) selection.push(scenario.selectedSite);
      layer.select(selection);
    },
    setClickHandler(handler) {
      clickHandler = handler;
    },
    setTheme(next: MapTheme) {
      ink = THEME_INK[next];
      demoMap.setTheme(next);
      layer.options({nodeDefaults: {labelColor: ink.label}});
      if (shown) layer.data(styled(shown.scenario, shown.analysis));
    },
    destroy() {
      demoMap.destroy();
    },
  };
};
