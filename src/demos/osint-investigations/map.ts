/**
 * The OSINT investigation board (loaded with import() by the page): a link chart grown from the
 * subject, or the map with geotagged events as fixed nodes and people, organisations and
 * accounts as free nodes around them; links dated by when they were reported. The board grows
 * with `merge` as nodes are expanded; neighbours, communities, proximity combining and the
 * chart's layout come from MapWeave.
 */
import {createGraphEngine, NetworkLayer, type ComboNode, type NetworkData, type NetworkNode} from 'mapweave';
import {DemoMap} from '@site/src/components/Demo/map/demo-map';
import {THEME_INK} from '@site/src/components/Demo/map/ink';
import type {DemoMapController, DemoMapModule} from '@site/src/components/Demo/types';
import {formatDay} from '@site/src/components/Demo/format';
import {FREE_NODE_DISTANCE, FREE_NODE_MAX_METERS, type OsintData} from './model';
import {COMMUNITY_COLORS, ENTITY_COLORS, ENTITY_GLYPHS, EVENT_COLORS} from './colors';

export type BoardLayout = 'chart' | 'map';

export interface BoardView {
  /** A link chart grown from the subject, or the map. */
  layout: BoardLayout;
  nodes: ReadonlySet<string>;
  /** Reported between these instants (epoch ms). */
  range: [number, number];
  communities: boolean;
  combine: boolean;
  selected: string | null;
}

export interface OsintController extends DemoMapController {
  /** Every node's neighbours in the whole investigation (not only on the board). */
  neighbors(id: string): string[];
  /**
   * Communities (Louvain) of the board in the view's period, as MapWeave's graph engine finds
   * them; the map is not touched.
   */
  communities(view: BoardView): Record<string, number>;
  /** Draws the board, coloured by `communities` when given. */
  show(view: BoardView, communities: Record<string, number> | null): void;
  setClickHandler(handler: ((click: {id: string | null; double: boolean}) => void) | null): void;
}

/** Room round the board for the labels under its outermost nodes, which fits do not count. */
const BOARD_FIT = {paddingBySide: {top: 40, bottom: 56, left: 96, right: 96}};

/** Free nodes held close to their events (FREE_NODE_MAX_METERS) are combined with them until they can be told apart. */
const COMBINE = {radius: 28, maxZoom: 10};

export const mount: DemoMapModule<OsintData, OsintController>['mount'] = async (
  container,
  data,
  {theme, camera, onCameraChange},
) => {
  let ink = THEME_INK[theme];
  let view: BoardView | null = null;

  // Entities are "active" from their first reported link to their last: the time filter hides
  // a person with nothing reported in the period instead of leaving them floating.
  const active = new Map<string, [number, number]>();
  for (const link of data.links) {
    for (const id of [link.id1, link.id2]) {
      const span = active.get(id);
      active.set(
        id,
        span ? [Math.min(span[0], link.reported), Math.max(span[1], link.reported)] : [link.reported, link.reported],
      );
    }
  }

  const all: NetworkData = {};
  for (const event of data.events) {
    all[event.id] = {
      type: 'node',
      latitude: event.latitude,
      longitude: event.longitude,
      label: event.label,
      color: EVENT_COLORS[event.kind],
      size: 7,
      time: event.time,
    };
  }
  for (const entity of data.entities) {
    const span = active.get(entity.id);
    all[entity.id] = {
      type: 'node',
      label: entity.label,
      color: ENTITY_COLORS[entity.kind],
      glyph: ENTITY_GLYPHS[entity.kind],
      size: 8,
      ...(span ? {time: span} : {}),
    };
  }
  for (const link of data.links)
    all[link.id] = {type: 'link', id1: link.id1, id2: link.id2, label: link.relation, time: link.reported, width: 1.5};
  const everything = createGraphEngine(all);
  const eventById = new Map(data.events.map((event) => [event.id, event]));
  const entityById = new Map(data.entities.map((entity) => [entity.id, entity]));
  const linkById = new Map(data.links.map((link) => [link.id, link]));

  const styledNode = (id: string, community: number | undefined): NetworkNode => {
    const node = all[id] as NetworkNode;
    return {
      ...node,
      color: community === undefined ? node.color : COMMUNITY_COLORS[community % COMMUNITY_COLORS.length],
      border: {color: ink.border, width: 1.5},
    };
  };
  const boardData = (nodes: ReadonlySet<string>, communities: Record<string, number> | null): NetworkData => {
    const items: NetworkData = {};
    for (const id of nodes) items[id] = styledNode(id, communities?.[id]);
    for (const link of data.links) {
      if (nodes.has(link.id1) && nodes.has(link.id2))
        items[link.id] = {...all[link.id]!, color: ink.muted} as NetworkData[string];
    }
    return items;
  };

  const layer = new NetworkLayer({
    id: 'board',
    data: {},
    options: {
      selectOnClick: false,
      freeNodeDistance: FREE_NODE_DISTANCE,
      freeNodeMaxMeters: FREE_NODE_MAX_METERS,
      // A wide halo: in the chart, links meet under the subject's label.
      labels: {visible: true, minZoom: 3.5, fontSize: 11, haloWidth: 3},
      nodeDefaults: {labelColor: ink.label},
      proximityCombine: COMBINE,
      layout: 'chart',
      // Room between nodes for their labels: the chart is read at the map's deepest zoom.
      chartLayout: {type: 'radial', root: data.seed, spacing: 48},
    },
  });
  const demoMap = new DemoMap({
    container,
    theme,
    camera,
    onCameraChange,
    label: 'Investigation board on the map',
    view: {longitude: 25, latitude: 40, zoom: 3},
    layers: [layer],
    minZoom: 1.5,
    // The events are in cities, inland: the basemap names the cities and towns round them, and
    // past zoom 10 it has no streets to show.
    maxZoom: 10,
    placeNames: true,
    tooltip: (item) => {
      if (item.type === 'combo-node')
        return `${(item.data as ComboNode).nodeIds.length} events close together: click to see each`;
      const event = eventById.get(item.id);
      if (event) return `${event.label}\n${event.kind} in ${event.city}, ${formatDay(event.time)}`;
      const entity = entityById.get(item.id);
      if (entity) return `${entity.label}\n${entity.kind}, ${everything.neighbors(entity.id).length} connections`;
      const link = linkById.get(item.id);
      if (!link) return null;
      const labelOf = (id: string) => (all[id] as NetworkNode | undefined)?.label ?? id;
      return `${labelOf(link.id1)} → ${labelOf(link.id2)}: ${link.relation}\nreported ${formatDay(link.reported)} by ${link.source}`;
    },
  });
  const setClickHandler = demoMap.relay(['click', 'double-click'], ({item}, name) => {
    if (name === 'click') return {id: item?.type === 'node' ? item.id : null, double: false};
    return item?.type === 'node' ? {id: item.id, double: true} : undefined;
  });

  // A bubble opens where it is: its events drawn on their own, and the camera on them.
  demoMap.on('click', ({item}) => {
    if (item?.type !== 'combo-node') return;
    const members = (item.data as ComboNode).nodeIds;
    layer.expandCombo(item.id);
    const positions = layer.getNodePositions();
    const points = members.flatMap((id) => {
      const at = positions[id];
      return at ? [[at.longitude, at.latitude] as [number, number]] : [];
    });
    if (points.length > 0) demoMap.show(points, {maxZoom: COMBINE.maxZoom});
  });

  const drawn = new Set<string>();
  const communities = (next: BoardView): Record<string, number> => {
    const [from, to] = next.range;
    const inRange = (item: NetworkData[string]) => {
      if (item.time === undefined) return true;
      const [start, end] = Array.isArray(item.time) ? item.time.map(Number) : [Number(item.time), Number(item.time)];
      return end! >= from && start! <= to;
    };
    const board: NetworkData = {};
    for (const [id, item] of Object.entries(boardData(next.nodes, null))) if (inRange(item)) board[id] = item;
    return createGraphEngine(board).communities();
  };

  const show = (next: BoardView, found: Record<string, number> | null) => {
    const previous = view;
    view = next;
    const grows = previous !== null && [...drawn].every((id) => next.nodes.has(id)) && !previous.communities && !found;
    if (grows) {
      // Expanding: only the new nodes and their links are merged in.
      const added = boardData(next.nodes, null);
      for (const id of Object.keys(added)) if (drawn.has(id)) delete added[id];
      if (Object.keys(added).length > 0) layer.merge(added);
    } else {
      layer.data(boardData(next.nodes, found));
    }
    drawn.clear();
    for (const id of Object.keys(layer.data())) drawn.add(id);
    const moves = previous !== null && previous.layout !== next.layout;
    layer.options({
      timeFilterRange: next.range,
      // A chart spaces its nodes itself: combining is for the map's crowded cities.
      proximityCombine: next.combine && next.layout === 'map' ? COMBINE : false,
      layout: next.layout,
    });
    if (moves)
      void layer.whenLaidOut().then(() => {
        if (view?.layout === next.layout) demoMap.reframe(BOARD_FIT);
      });
    layer.select(next.selected && next.nodes.has(next.selected) ? [next.selected] : []);
  };

  // The first frame: the seed and its neighbours, as the page starts; its own state follows.
  show(
    {
      layout: 'chart',
      nodes: new Set([data.seed, ...everything.neighbors(data.seed)]),
      range: [data.start, data.end],
      communities: false,
      combine: true,
      selected: null,
    },
    null,
  );
  // The chart is laid out in a worker; the opening view frames it (or shows a link's camera).
  await layer.whenLaidOut();
  demoMap.frame({...BOARD_FIT, time: 0});
  await demoMap.whenRendered();

  demoMap.followInk(layer, (next) => {
    ink = next;
    if (view) {
      const current = view;
      view = null;
      show(current, current.communities ? communities(current) : null);
    }
  });
  return demoMap.controller<OsintController>({
    neighbors: (id) => everything.neighbors(id),
    communities,
    show,
    setClickHandler,
  });
};
