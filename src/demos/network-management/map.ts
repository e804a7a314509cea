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
  type NodeStyle,
} from 'mapweave';
import {DemoMap, WORLD_NETWORK_MAX_ZOOM, WORLD_NETWORK_MIN_ZOOM} from '@site/src/components/Demo/map/demo-map';
import {THEME_INK} from '@site/src/components/Demo/map/ink';
import type {DemoMapController, DemoMapModule} from '@site/src/components/Demo/types';
import {FAILED_COLOR, ROLE_COLOR, SPLIT_OFF_COLOR} from './colors';
import {formatGbps, routeDemands, splitOffSites, utilisationBand, type NetworkManagementData} from './model';
import {
  BACKBONE_VIEW,
  INITIAL_SCENARIO,
  backboneGraph,
  backboneItems,
  backboneLayerOptions,
  drawnLinkIds,
  linkIdOf,
  baselineRouting,
  intactAnalysis,
  type NetworkAnalysis,
  type NetworkScenario,
} from './backbone';

export interface NetworkManagementController extends DemoMapController {
  /** Routes the demands on the network the scenario leaves (the map is not touched). */
  analyse(scenario: NetworkScenario): NetworkAnalysis;
  /** Draws the scenario with its analysis. */
  show(scenario: NetworkScenario, analysis: NetworkAnalysis): void;
  /** The one handler of clicks on sites and links (null: none). */
  setClickHandler(handler: ((item: {type: 'site' | 'link'; id: string}) => void) | null): void;
}

export const mount: DemoMapModule<NetworkManagementData, NetworkManagementController>['mount'] = async (
  container,
  data,
  {theme, camera, onCameraChange},
) => {
  const siteById = new Map(data.sites.map((site) => [site.id, site]));
  const siteIds = new Set(siteById.keys());
  const linkById = new Map(data.links.map((link) => [link.id, link]));
  let ink = THEME_INK[theme];
  let shown: {scenario: NetworkScenario; analysis: NetworkAnalysis} | null = null;

  const baseline = baselineRouting(data);

  const styled = (scenario: NetworkScenario, analysis: NetworkAnalysis | null) =>
    backboneItems(data, scenario, analysis, ink);

  const analyse = (scenario: NetworkScenario): NetworkAnalysis => {
    const failedLinks = new Set(scenario.failedLinks.filter((id) => linkById.has(id)));
    const failedSites = new Set(scenario.failedSites.filter((id) => siteIds.has(id)));
    const engine = createGraphEngine(backboneGraph(data, failedLinks, failedSites));
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
      // Cables' hidden waypoints merge too: a combo counts only the sites in it.
      const sites = combo.nodeIds.filter((id) => siteIds.has(id));
      if (sites.length === 0) return {size: 0, border: {width: 0}};
      const down = shown
        ? sites.filter((id) => shown!.scenario.failedSites.includes(id) || shown!.analysis.splitOff.includes(id)).length
        : 0;
      return {
        color: down === sites.length ? FAILED_COLOR : ROLE_COLOR.core,
        size: 6 + Math.min(5, sites.length),
        glyph: String(sites.length),
        border: {color: down > 0 ? SPLIT_OFF_COLOR : ink.border, width: down > 0 ? 2.5 : 1.5},
      };
    },
    comboLinkStyle: (combo: ComboLink): LinkStyle => {
      let worst = 0;
      let up = 0;
      for (const id of new Set(combo.linkIds.map(linkIdOf))) {
        const link = linkById.get(id);
        if (!link || !shown) continue;
        const failed =
          shown.scenario.failedLinks.includes(id) ||
          shown.scenario.failedSites.includes(link.a) ||
          shown.scenario.failedSites.includes(link.b);
        if (failed) continue;
        up += 1;
        worst = Math.max(worst, (shown.analysis.routing.load.get(id) ?? 0) / link.capacity);
      }
      return up === 0
        ? {color: FAILED_COLOR, dashed: [4, 4], width: 2}
        : {color: utilisationBand(worst).color, width: 2.5};
    },
  };

  shown = {scenario: INITIAL_SCENARIO, analysis: intactAnalysis(baseline)};
  const layer = new NetworkLayer({
    id: 'backbone',
    data: styled(shown.scenario, shown.analysis),
    options: backboneLayerOptions(ink),
  });
  const demoMap = new DemoMap({
    container,
    theme,
    camera,
    onCameraChange,
    label: 'Fibre backbone map',
    layers: [layer],
    ...BACKBONE_VIEW,
    // Below zoom 0 the world is narrower than 512 px: a phone's map holds the whole network.
    minZoom: WORLD_NETWORK_MIN_ZOOM,
    // The basemap's finest detail, 1:10m coastlines and borders, still fills a view of a region at
    // zoom 6; closer in, between coasts, it is an empty background round a few sites.
    maxZoom: WORLD_NETWORK_MAX_ZOOM,
    tooltip: (item) => {
      const failedSites = shown?.scenario.failedSites ?? [];
      if (item.type === 'node') {
        const site = siteById.get(item.id);
        if (!site) return null;
        const state = failedSites.includes(site.id)
          ? 'failed'
          : shown?.analysis.splitOff.includes(site.id)
            ? 'cut off'
            : 'up';
        const role = site.landing ? 'cable landing station' : `${site.role} site`;
        return `${site.name}, ${site.country}\n${role}, ${state}`;
      }
      if (item.type === 'combo-node') return `${(item.data as ComboNode).nodeIds.length} sites: zoom in to see them`;
      if (item.type !== 'link') return null;
      const link = linkById.get(linkIdOf(item.id));
      if (!link) return null;
      const ends = `${siteById.get(link.a)?.name} – ${siteById.get(link.b)?.name}`;
      const failed =
        shown?.scenario.failedLinks.includes(link.id) || failedSites.includes(link.a) || failedSites.includes(link.b);
      if (failed) return `${ends}\n${link.kind}, down`;
      const load = shown?.analysis.routing.load.get(link.id) ?? 0;
      return `${ends}\n${link.kind}, ${formatGbps(load)} of ${formatGbps(link.capacity)} (${Math.round((load / link.capacity) * 100)} %)`;
    },
  });
  const setClickHandler = demoMap.relay('click', ({item}): {type: 'site' | 'link'; id: string} | undefined => {
    if (item?.type === 'node' && siteIds.has(item.id)) return {type: 'site', id: item.id};
    if (item?.type === 'link') return {type: 'link', id: linkIdOf(item.id)};
    return undefined;
  });
  demoMap.followInk(layer, (next) => {
    ink = next;
    if (shown) layer.data(styled(shown.scenario, shown.analysis));
  });
  demoMap.frame({time: 0, padding: 16});
  await demoMap.whenRendered();

  return demoMap.controller<NetworkManagementController>({
    analyse,
    show(scenario, analysis) {
      shown = {scenario, analysis};
      layer.data(styled(scenario, analysis));
      layer.options({proximityCombine: scenario.combine ? combine : false});
      const selection = analysis.route ? [...analysis.route.nodes, ...drawnLinkIds(data, analysis.route.links)] : [];
      if (scenario.selectedSite && siteIds.has(scenario.selectedSite)) selection.push(scenario.selectedSite);
      layer.select(selection);
    },
    setClickHandler,
  });
};
