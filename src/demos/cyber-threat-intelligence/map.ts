/**
 * The cyber-threat-intelligence map (loaded with import() by the page): every attack as two
 * directed arcs (source → relay → target) with its time span, filtered on the GPU by the time
 * window and by a predicate for type and severity; betweenness of what is drawn sizes nodes.
 * The same network can be seen as a link chart of the infrastructure, laid out by MapWeave.
 */
import {NetworkLayer, TimeBar, type NetworkData, type NetworkItem, type NetworkNode} from 'mapweave';
import {DemoMap, WORLD_NETWORK_MAX_ZOOM, WORLD_NETWORK_MIN_ZOOM} from '@site/src/components/Demo/map/demo-map';
import {THEME_INK} from '@site/src/components/Demo/map/ink';
import type {DemoMapController, DemoMapModule} from '@site/src/components/Demo/types';
import type {TimeBarSource} from '@site/src/components/Demo/DemoTimeBar';
import {ATTACK_TYPE_INFO, attackPasses, windowRange, type ThreatData, type ThreatView} from './model';
import {KIND_STYLE} from './colors';

export type SizeBy = 'kind' | 'betweenness';
export type ThreatLayout = 'map' | 'chart';

export interface ThreatMapView extends ThreatView {
  /** The attacks where their networks are, or the infrastructure as a force-directed link chart. */
  layout: ThreatLayout;
  sizeBy: SizeBy;
  /** Id of the selected source network. */
  selected: string | null;
}

export interface ThreatMapController extends DemoMapController, TimeBarSource {
  /** Draws the view (its time window is the time bar's), then hands the betweenness of the drawn network (null when not sized by it) to the analysis handler. */
  show(view: ThreatMapView): void;
  setClickHandler(handler: ((nodeId: string | null) => void) | null): void;
  setAnalysisHandler(handler: ((betweenness: Record<string, number> | null) => void) | null): void;
}

interface AttackLinkData {
  attack: number;
}

export const mount: DemoMapModule<ThreatData, ThreatMapController>['mount'] = async (
  container,
  data,
  {theme, camera, onCameraChange},
) => {
  let ink = THEME_INK[theme];
  const weekStart = Date.parse(data.weekStart);
  const nodeItem = (index: number, size?: number): NetworkNode => {
    const node = data.nodes[index]!;
    const style = KIND_STYLE[node.kind];
    return {
      type: 'node',
      latitude: node.latitude,
      longitude: node.longitude,
      color: style.color,
      size: size ?? style.size,
      glyph: style.glyph || undefined,
      border: {color: ink.border, width: 1},
      label: node.kind === 'target' ? undefined : node.name,
      data: node,
    };
  };

  const items: NetworkData = {};
  data.nodes.forEach((node, index) => {
    items[node.id] = nodeItem(index);
  });
  data.attacks.forEach((attack, index) => {
    const [, source, relay, target, type, severity, minute, duration] = attack;
    const time: [number, number] = [weekStart + minute * 60_000, weekStart + (minute + duration) * 60_000];
    const color = ATTACK_TYPE_INFO[data.types[type]!].color;
    const width = 0.6 + severity * 0.45;
    const linkData: AttackLinkData = {attack: index};
    items[`a${index}-in`] = {
      type: 'link',
      id1: data.nodes[source]!.id,
      id2: data.nodes[relay]!.id,
      time,
      color,
      width,
      data: linkData,
    };
    items[`a${index}-out`] = {
      type: 'link',
      id1: data.nodes[relay]!.id,
      id2: data.nodes[target]!.id,
      time,
      color,
      width,
      data: linkData,
    };
  });

  const layer = new NetworkLayer({
    id: 'attacks',
    data: items,
    options: {
      selectOnClick: false,
      linkDefaults: {shape: 'arc', arcHeight: 0.35, direction: 'forward'},
      labels: {visible: true, minZoom: 3, fontSize: 11},
      nodeDefaults: {labelColor: ink.label},
      timeFilterRange: windowRange(data.weekStart, 24, 24),
    },
  });
  const demoMap = new DemoMap({
    container,
    theme,
    camera,
    onCameraChange,
    label: 'Attack map',
    view: {longitude: 20, latitude: 25, zoom: 1},
    layers: [layer],
    // Below zoom 0 the world is narrower than 512 px: a phone's map holds the whole network.
    minZoom: WORLD_NETWORK_MIN_ZOOM,
    // The basemap's finest detail, 1:10m coastlines and borders, still fills a view of a region at
    // zoom 6; closer in, between coasts, it is an empty background round a few sites.
    maxZoom: WORLD_NETWORK_MAX_ZOOM,
    tooltip: (item) => {
      if (item.type === 'node') {
        const node = item.data as ThreatData['nodes'][number];
        return `${node.name} (${node.kind})\n${node.city}, ${node.country}`;
      }
      if (item.type !== 'link') return null;
      const [, source, relay, target, type, severity] = data.attacks[(item.data as AttackLinkData).attack]!;
      const path = [source, relay, target].map((index) => data.nodes[index]!.name).join(' → ');
      return `${ATTACK_TYPE_INFO[data.types[type]!].label}, severity ${severity}\n${path}`;
    },
  });
  const setClickHandler = demoMap.relay('click', ({item}) => (item?.type === 'node' ? item.id : null));

  let filterKey = '';
  let sizedBy: SizeBy = 'kind';
  let analysisHandler: ((betweenness: Record<string, number> | null) => void) | null = null;
  let shownViews = 0;
  let shownLayout: ThreatLayout = 'map';
  /** Draws the view and hands the betweenness it sized nodes by (null: sized by kind) to the analysis handler. */
  const show = async (view: ThreatMapView): Promise<void> => {
    const shownView = ++shownViews;
    if (view.layout !== shownLayout) {
      shownLayout = view.layout;
      layer.setLayout(view.layout);
      void layer.whenLaidOut().then(() => {
        if (shownLayout === view.layout) demoMap.reframe({padding: 16});
      });
    }
    const key = `${view.types.join(',')}|${view.minSeverity}`;
    if (key !== filterKey) {
      filterKey = key;
      layer.filter((item: NetworkItem) => {
        if (item.type !== 'link') return true;
        return attackPasses(data, data.attacks[(item.data as AttackLinkData).attack]!, view);
      });
    }
    const selection: string[] = [];
    const selectedIndex = view.selected ? data.nodes.findIndex((node) => node.id === view.selected) : -1;
    if (selectedIndex >= 0) {
      selection.push(view.selected!);
      const campaigns = new Set(
        data.attacks.filter((attack) => attack[1] === selectedIndex).map((attack) => attack[0]),
      );
      data.attacks.forEach((attack, index) => {
        if (attack[1] === selectedIndex && campaigns.has(attack[0])) selection.push(`a${index}-in`, `a${index}-out`);
      });
    }
    layer.select(selection);

    if (view.sizeBy === 'kind') {
      if (sizedBy === 'betweenness')
        layer.merge(Object.fromEntries(data.nodes.map((node, index) => [node.id, nodeItem(index)])));
      sizedBy = 'kind';
      analysisHandler?.(null);
      return;
    }
    sizedBy = 'betweenness';
    const engine = await layer.getGraphEngine();
    // A later view replaced this one while the analysis code loaded: that view sizes the nodes.
    if (shownView !== shownViews) return;
    const scores = engine.betweenness({normalized: true});
    const max = Math.max(1e-9, ...Object.values(scores));
    layer.merge(
      Object.fromEntries(
        data.nodes.map((node, index) => [node.id, nodeItem(index, 3 + 15 * Math.sqrt((scores[node.id] ?? 0) / max))]),
      ),
    );
    analysisHandler?.(scores);
  };

  void show({hour: 24, window: 24, types: data.types, minSeverity: 1, layout: 'map', sizeBy: 'kind', selected: null});
  demoMap.frame({time: 0, padding: 16});
  await demoMap.whenRendered();

  let lastView: ThreatMapView | null = null;
  demoMap.followInk(layer, (next) => {
    ink = next;
    sizedBy = 'betweenness'; // rebuild node borders for the new ink on the next show
    if (lastView) void show(lastView);
  });
  return demoMap.controller<ThreatMapController>({
    show(view) {
      lastView = view;
      void show(view);
    },
    createTimeBar: (config) => new TimeBar({...config, layers: [layer]}),
    setClickHandler,
    setAnalysisHandler(handler) {
      analysisHandler = handler;
    },
  });
};
