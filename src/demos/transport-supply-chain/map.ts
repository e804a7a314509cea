/**
 * The supply chain map (loaded with import() by the page): sites and sea-lane waypoints as
 * fixed nodes, road legs as straight links and sea legs as geodesic links between waypoints,
 * restyled from the disruption impact the page computes; graph analysis (betweenness and
 * shortest paths) runs with MapWeave's graph engine on the chain as it runs now.
 */
import {
  createGraphEngine,
  NetworkLayer,
  type ComboNode,
  type NetworkData,
  type NetworkItem,
  type NetworkLink,
  type NetworkNode,
} from 'mapweave';
import {DemoMap, WORLD_NETWORK_MAX_ZOOM, WORLD_NETWORK_MIN_ZOOM} from '@site/src/components/Demo/map/demo-map';
import {THEME_INK} from '@site/src/components/Demo/map/ink';
import type {DemoMapController, DemoMapModule} from '@site/src/components/Demo/types';
import {legKey, supplyImpact, type Impact, type SupplyData} from './model';
import {DELAYED_COLOR, DETOUR_COLOR, LOST_COLOR, ROAD_COLOR, ROLE_COLORS, SEA_COLOR} from './colors';

export interface ChainView {
  disrupted: ReadonlySet<string>;
  impact: Impact;
  sizeBy: 'role' | 'betweenness';
  combine: boolean;
  selected: string | null;
}

export interface ChainAnalysis {
  /** Normalised betweenness of the operating chain, by node id. */
  betweenness: Record<string, number>;
  /** For a selected store: each factory that supplies it and the fewest-legs way it still gets there. */
  routes: {factory: string; path: {nodes: string[]; links: string[]} | null}[];
}

export interface ChainController extends DemoMapController {
  /** Betweenness and routes on the chain as the view leaves it running (the map is not touched). */
  analyse(view: ChainView): ChainAnalysis;
  show(view: ChainView, analysis: ChainAnalysis): void;
  setClickHandler(handler: ((id: string | null) => void) | null): void;
}

const ROLE_SIZE = {supplier: 6, factory: 8, port: 6, warehouse: 6.5, store: 4.5};

function width(volume: number): number {
  return volume <= 0 ? 1 : Math.min(6, 1 + Math.log2(1 + volume / 20));
}

export const mount: DemoMapModule<SupplyData, ChainController>['mount'] = async (
  container,
  data,
  {theme, camera, onCameraChange},
) => {
  let ink = THEME_INK[theme];
  let view: ChainView | null = null;
  const siteById = new Map(data.sites.map((site) => [site.id, site]));
  const waypointById = new Map(data.waypoints.map((waypoint) => [waypoint.id, waypoint]));

  // Every leg any route can use: the planned ones, the detours' sea legs and the roads from the
  // ports a warehouse falls back on.
  const legEnds = new Map<string, [string, string]>();
  const addLeg = (from: string, to: string) => legEnds.set(legKey(from, to), [from, to]);
  for (const key of supplyImpact(data, new Set()).legs.keys()) {
    const [from, to] = key.split('>') as [string, string];
    addLeg(from, to);
  }
  for (const site of data.sites) for (const port of site.fallbackPorts ?? []) addLeg(port, site.id);
  for (const lane of data.lanes) {
    for (const path of Object.values(lane.alternatives))
      for (let index = 1; index < path.length; index++) addLeg(path[index - 1]!, path[index]!);
  }
  const isSea = (from: string, to: string) =>
    waypointById.has(from) ||
    waypointById.has(to) ||
    (siteById.get(from)?.role === 'port' && siteById.get(to)?.role === 'port');

  const styled = (next: ChainView, betweenness: Record<string, number> | null): NetworkData => {
    const items: NetworkData = {};
    const {impact, disrupted} = next;
    for (const site of data.sites) {
      const store = site.role === 'store' ? impact.stores.get(site.id) : undefined;
      const down = disrupted.has(site.id);
      const color = down
        ? LOST_COLOR
        : store && store.lostShare > 0.5
          ? LOST_COLOR
          : store && (store.lostShare > 0 || store.extraDays > 0)
            ? store.lostShare > 0
              ? DETOUR_COLOR
              : DELAYED_COLOR
            : ROLE_COLORS[site.role];
      const node: NetworkNode = {
        type: 'node',
        latitude: site.latitude,
        longitude: site.longitude,
        label: site.name,
        size: betweenness ? 3.5 + 16 * (betweenness[site.id] ?? 0) : ROLE_SIZE[site.role],
        color,
        glyph: down ? '×' : undefined,
        border: {color: down ? LOST_COLOR : ink.border, width: down ? 2.5 : 1.2},
        data: {kind: 'site'},
      };
      items[site.id] = node;
    }
    const used = new Set<string>();
    for (const [key, leg] of impact.legs)
      if (leg.planned > 0 || leg.now > 0) for (const id of legEnds.get(key) ?? []) used.add(id);
    for (const waypoint of data.waypoints) {
      const down = disrupted.has(waypoint.id);
      items[waypoint.id] = {
        type: 'node',
        latitude: waypoint.latitude,
        longitude: waypoint.longitude,
        label: waypoint.name,
        size: down
          ? 7
          : betweenness && waypoint.name
            ? 3 + 16 * (betweenness[waypoint.id] ?? 0)
            : waypoint.name
              ? 4
              : 2,
        color: down ? LOST_COLOR : ink.muted,
        glyph: down ? '×' : undefined,
        border: {color: down ? LOST_COLOR : ink.border, width: waypoint.name ? 1 : 0},
        data: {kind: 'waypoint', shown: down || used.has(waypoint.id)},
      };
    }
    for (const [key, [from, to]] of legEnds) {
      const leg = impact.legs.get(key) ?? {planned: 0, now: 0};
      const sea = isSea(from, to);
      const lost = leg.planned > 0 && leg.now === 0;
      const detour = leg.planned === 0 && leg.now > 0;
      const link: NetworkLink = {
        type: 'link',
        id1: from,
        id2: to,
        shape: sea ? 'geodesic' : 'straight',
        // Arrows on the road legs; on sea legs every waypoint would repeat them.
        direction: sea ? 'none' : 'forward',
        width: width(lost ? leg.planned : leg.now),
        color: lost ? LOST_COLOR : detour ? DETOUR_COLOR : sea ? SEA_COLOR : ROAD_COLOR,
        dashed: lost ? [5, 4] : false,
        data: {planned: leg.planned, now: leg.now},
      };
      items[key] = link;
    }
    return items;
  };

  /** The chain as it runs now: operating nodes and the legs that carry goods. */
  const operating = (next: ChainView): NetworkData => {
    const items: NetworkData = {};
    for (const site of data.sites)
      if (!next.disrupted.has(site.id))
        items[site.id] = {type: 'node', latitude: site.latitude, longitude: site.longitude};
    for (const waypoint of data.waypoints)
      if (!next.disrupted.has(waypoint.id))
        items[waypoint.id] = {type: 'node', latitude: waypoint.latitude, longitude: waypoint.longitude};
    for (const [key, leg] of next.impact.legs) {
      const ends = legEnds.get(key);
      if (ends && leg.now > 0 && items[ends[0]] && items[ends[1]])
        items[key] = {type: 'link', id1: ends[0], id2: ends[1]};
    }
    return items;
  };

  const analyse = (next: ChainView): ChainAnalysis => {
    const chain = operating(next);
    const betweenness = next.sizeBy === 'betweenness' ? createGraphEngine(chain).betweenness({normalized: true}) : {};
    const routes: ChainAnalysis['routes'] = [];
    if (next.selected && siteById.get(next.selected)?.role === 'store') {
      const directed = createGraphEngine(chain, {directed: true});
      const factories = [
        ...new Set(data.flows.filter((flow) => flow.store === next.selected).map((flow) => flow.factory)),
      ].sort();
      for (const factory of factories) {
        const path = chain[factory] && chain[next.selected] ? directed.shortestPath(factory, next.selected) : null;
        routes.push({factory, path});
      }
    }
    return {betweenness, routes};
  };

  const initial: ChainView = {
    disrupted: new Set(),
    impact: supplyImpact(data, new Set()),
    sizeBy: 'role',
    combine: false,
    selected: null,
  };
  const layer = new NetworkLayer({
    id: 'chain',
    data: styled(initial, null),
    options: {
      selectOnClick: false,
      labels: {visible: true, minZoom: 4, fontSize: 11},
      nodeDefaults: {labelColor: ink.label},
    },
  });
  // Detour legs and their waypoints stay hidden until a detour uses them.
  const carries = (item: NetworkItem) => {
    if (item.type === 'node') return (item.data as {kind: string; shown?: boolean}).shown !== false;
    const volumes = item.data as {planned: number; now: number};
    return volumes.planned > 0 || volumes.now > 0;
  };
  layer.filter(carries);

  const demoMap = new DemoMap({
    container,
    theme,
    camera,
    onCameraChange,
    label: 'Supply chain from Asia to Europe and North America',
    view: {longitude: 40, latitude: 25, zoom: 1.2},
    layers: [layer],
    // Below zoom 0 the world is narrower than 512 px: a phone's map holds the whole network.
    minZoom: WORLD_NETWORK_MIN_ZOOM,
    // The basemap's finest detail, 1:10m coastlines and borders, still fills a view of a region at
    // zoom 6; closer in, between coasts, it is an empty background round a few sites.
    maxZoom: WORLD_NETWORK_MAX_ZOOM,
    tooltip: (item) => {
      const down = view?.disrupted.has(item.id) ? ', disrupted' : '';
      const site = siteById.get(item.id);
      if (site) {
        const store = site.role === 'store' ? view?.impact.stores.get(site.id) : undefined;
        const supply = store
          ? `\n${Math.round((1 - store.lostShare) * 100)} % of its goods arrive${store.extraDays > 0 ? `, ${store.extraDays} days late` : ''}`
          : '';
        return `${site.name}\n${site.role}${site.product ? ` of ${site.product}` : ''}${down}${supply}`;
      }
      const waypoint = waypointById.get(item.id);
      if (waypoint) return `${waypoint.name ?? 'Sea lane'}${waypoint.passage ? ` (${waypoint.passage})` : ''}${down}`;
      if (item.type === 'combo-node') return `${(item.data as ComboNode).nodeIds.length} sites: zoom in to see them`;
      const ends = legEnds.get(item.id);
      if (!ends) return null;
      const nameOf = (id: string) => siteById.get(id)?.name ?? waypointById.get(id)?.name ?? 'sea lane';
      const {planned, now} = item.data as {planned: number; now: number};
      const mode = isSea(ends[0], ends[1]) ? 'Sea' : 'Road';
      return `${mode}: ${nameOf(ends[0])} → ${nameOf(ends[1])}\nvolume ${now} now, ${planned} planned`;
    },
  });
  const setClickHandler = demoMap.relay('click', ({item}) => {
    if (item?.type === 'node' || item?.type === 'combo-node') return item.type === 'node' ? item.id : null;
    return item ? undefined : null;
  });
  demoMap.frame({padding: 16, time: 0});
  await demoMap.whenRendered();

  const show = (next: ChainView, analysis: ChainAnalysis) => {
    const previous = view;
    view = next;
    layer.data(styled(next, next.sizeBy === 'betweenness' ? analysis.betweenness : null));
    if (!previous || previous.combine !== next.combine)
      layer.options({proximityCombine: next.combine ? {radius: 16, maxZoom: 4} : false});
    const selection: string[] = [];
    if (next.selected && (siteById.has(next.selected) || waypointById.has(next.selected))) {
      selection.push(next.selected);
      for (const {path} of analysis.routes) if (path) selection.push(...path.nodes, ...path.links);
    }
    layer.select([...new Set(selection)]);
  };

  demoMap.followInk(layer, (next) => {
    ink = next;
    if (view) {
      const current = view;
      view = null;
      show(current, analyse(current));
    }
  });
  return demoMap.controller<ChainController>({analyse, show, setClickHandler});
};
