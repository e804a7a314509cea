import type {Layer as DeckLayer, PickingInfo} from '@deck.gl/core';
import {ColorCache} from '../../core/colorCache.js';
import {changedKeys} from '../../core/deepEqual.js';
import {
  NETWORK_DEFAULTS,
  NETWORK_INTERACTION_OPTIONS,
  NETWORK_OPTION_RULES,
  NETWORK_TUNING,
  resolveProximityCombine,
} from './options.js';
import {MapWeaveError, describeValue, isMapWeaveError, unknownIds, type ValidationIssue} from '../../core/errors.js';
import {Layer, type DragResult, type FocusableItem, type LayerConfig, type VisibleSummary} from '../../core/Layer.js';
import {ItemSelection} from '../../core/selection.js';
import {toTimeRange} from '../../core/time.js';
import type {TrackerSource} from '../../core/tracker.js';
import type {
  Bounds,
  Id,
  LatLng,
  NetworkColumns,
  NetworkData,
  PointerEventItem,
  TimeRange,
  ViewState,
} from '../../core/types.js';
import type {NetworkLayerOptions} from './options.js';
import {checkCoordinates, checkIdArgument, checkIdList, isRecord} from '../../core/validate.js';
import {boundsOfPositions} from '../../core/viewport.js';
import {toGraphInput} from '../../graph/input.js';
import {createGraphEngineFromInput} from '../../graph/GraphEngine.js';
import {checkGraphOptions} from '../../graph/options.js';
import type {GraphEngine, GraphEngineOptions} from '../../graph/types.js';
import {createArrowLayer} from './drawing/arrows.js';
import type {ProximityCombination} from './combining/combine.js';
import {comboAwareWeight, displayedGraph} from './view/displayedGraph.js';
import {deriveData, type DerivedData} from './drawing/derivedData.js';
import {createLinkLabelLayer} from './drawing/linkLabels.js';
import {createLinkLayers, selectedLinkLayer, type LinkRenderInput, type PathLink} from './drawing/linkLayers.js';
import {networkLabelRequest, nodeObstacles} from './drawing/networkLabels.js';
import {isFixedNode, NetworkModel, type NetworkChange} from '../../network/NetworkModel.js';
import {prepareData} from '../../network/prepareData.js';
import {comboLinkPaths, comboNodePlacements, linkPath, linkStyleOf} from './drawing/networkGeometry.js';
import {
  createNodeLayers,
  selectedNodeLayer,
  type NetworkLabel,
  type NodeRenderInput,
  type PlacedNode,
} from './drawing/nodeLayers.js';
import {drawnLabels, type DrawnLabel, type LabelObstacle, type LabelRequest} from '../../core/mapLabels.js';
import {labelHalo, themedLabelColor} from '../../core/labelStyle.js';
import {DIMMED_OPACITY} from '../../core/selection.js';
import {LABEL_SIDES} from '../../core/labelPlacement.js';
import {RowChanges} from './drawing/rowData.js';
import {FilterValues, type FilterState} from './view/filterValues.js';
import {linkHighlights, nodeHighlights, type HighlightInput} from './interaction/highlights.js';
import {NodePositions} from './layout/nodePositions.js';
import {
  CHART_ZOOM,
  chartLayoutInput,
  chartPlacementAt,
  chartRunOptions,
  chartToLngLat,
  lngLatToChart,
  type ChartPlacement,
} from './layout/chartLayout.js';
import {PositionTransition} from './layout/positionTransition.js';
import {LayoutRunner} from '../../graph/layoutInWorker.js';
import {prefersReducedMotion} from '../../core/motion.js';
import type {ChartLayoutOptions, NetworkLayoutMode} from './options.js';
import {pickedItem} from './interaction/picking.js';
import {ProximityCombining} from './combining/proximityCombining.js';
import {ShownCounts} from './view/shownCounts.js';
import {UnknownFieldWarnings} from './view/unknownFields.js';
import {movedIds, trackerPositions, trackerSources} from './view/trackerPositions.js';
import {countVisible} from './view/visibleSummary.js';
import {SpecialItems} from './view/specialItems.js';
import {filterRange, filterValue, passesFilter} from './view/timeFilter.js';
import {
  hiddenByPredicate,
  isLinkShown,
  linkInterval,
  nodeInterval,
  timeOrigin,
  visibilityMasks,
  type NetworkPredicate,
} from './view/visibility.js';

export type NetworkLayerConfig = Omit<LayerConfig<NetworkData, NetworkLayerOptions, NetworkPredicate>, 'data'> & {
  /** Items keyed by id, or the column form (`NetworkColumns`). */
  data?: NetworkData | NetworkColumns;
};

/**
 * Nodes and links on the map: fixed and free nodes, straight, arced and geodesic links,
 * selection, hover, dragging, proximity combining and GPU time filtering. Drawn from the
 * model's dense rows, so a change to a few items refreshes a few rows of each attribute.
 */
export class NetworkLayer extends Layer<NetworkData, NetworkLayerOptions, NetworkPredicate> {
  static override readonly layerName = 'NetworkLayer';
  private readonly model = new NetworkModel();
  private readonly colors = new ColorCache();
  private readonly nodeChanges = new RowChanges();
  private readonly linkChanges = new RowChanges();
  private readonly layout = new NodePositions();
  private readonly filters = new FilterValues();
  private origin = 0;
  private hidden = new Set<Id>();
  private hasFreeNodes = false;
  private readonly combining = new ProximityCombining();
  private readonly selection = new ItemSelection((selected) => {
    this.setNeedsRedraw();
    this.context?.emit('selection-change', {layerId: this.id, selected});
  });
  private hovered: PointerEventItem | null = null;
  private pathLinks: PathLink[] = [];
  private pathLinksStale = true;
  /** Bumped whenever a node moves; part of the key of the per-frame derived data below. */
  private positionsVersion = 0;
  private readonly special = new SpecialItems();
  private derived: {
    key: string;
    options: NetworkLayerOptions;
    combination: ProximityCombination | null;
    value: DerivedData;
  } | null = null;
  private readonly shownCounts = new ShownCounts();
  private obstacles: {key: string; combination: ProximityCombination | null; value: LabelObstacle[]} | null = null;
  private drawnNodeLabels: DrawnLabel<NetworkLabel>[] = [];
  private drawnLinkLabels: DrawnLabel<NetworkLabel>[] = [];
  private summary: {key: string; combination: ProximityCombination | null; value: VisibleSummary} | null = null;
  private readonly fieldWarnings = new UnknownFieldWarnings(this.describe());
  private readonly layoutRunner = new LayoutRunner();
  /** Where the chart is drawn: chosen when it is first shown, kept so that chart pins keep their place. */
  private chartPlacement: ChartPlacement | null = null;
  /** Bumped by every chart layout asked for: an answer to an older one is dropped. */
  private chartRequest = 0;
  /** Whether a chart layout is being computed. */
  private chartPending = false;
  private readonly transition = new PositionTransition();
  private transitionFrame: {cancel: () => void} | null = null;
  private layoutWaiters: (() => void)[] = [];

  constructor(config: NetworkLayerConfig) {
    super({...config, data: undefined}, {defaults: NETWORK_DEFAULTS, rules: NETWORK_OPTION_RULES}, {});
    if (config.data !== undefined) this.applyData(config.data);
  }

  /**
   * Every problem `data(next)` would throw for, of every item and code, without changing
   * anything: an empty list when the data would be accepted. Data that is not a record keyed by
   * id nor `NetworkColumns` throws INVALID_TYPE, as `data()` does.
   */
  static validate(data: NetworkData | NetworkColumns): ValidationIssue[] {
    try {
      prepareData(data);
      return [];
    } catch (error) {
      if (isMapWeaveError(error) && error.issues.length > 0) return [...error.issues];
      throw error;
    }
  }

  /** The combination drawn now (null when combining is off or out of date). */
  private get combination(): ProximityCombination | null {
    return this.combining.combination;
  }

  // -------------------------------------------------------------------------
  // Data

  /** The items keyed by id (also after the column form was given); setting replaces them all. */
  override data(): NetworkData;
  override data(next: NetworkData | NetworkColumns): this;
  override data(next?: NetworkData | NetworkColumns): NetworkData | this {
    if (arguments.length === 0) return this.model.toData();
    // Layer.data() hands `next` to applyData() unread, which takes either form.
    return super.data(next as NetworkData);
  }

  protected applyData(next: NetworkData | NetworkColumns): void {
    const prepared = prepareData(next);
    const {nodeIds, nodes, linkIds, links} = prepared.rows;
    // The predicate runs before anything changes: one that throws leaves the layer as it was.
    const hidden = hiddenByPredicate(prepared.rows, this.predicate);
    this.model.install(prepared);
    this.fieldWarnings.check(nodeIds, nodes);
    this.fieldWarnings.check(linkIds, links);
    for (const pins of [this.layout.pinned, this.layout.chartPinned]) {
      for (const id of [...pins.keys()]) if (!this.model.getNode(id)) pins.delete(id);
    }
    this.selection.prune((id) => this.model.has(id));
    this.combining.expansion.prune((id) => this.model.getNode(id) !== undefined);
    this.origin = timeOrigin(this.model);
    this.hasFreeNodes = this.model.getNodes().some((node) => !isFixedNode(node));
    this.rebuildAll(hidden);
  }

  /** Adds or replaces items, validated together with the existing ones; refreshes only their rows. */
  merge(items: NetworkData): this {
    const prepared = this.model.prepareMerge(items);
    const predicate = this.predicate;
    const hidden = new Set(predicate ? prepared.ids.filter((id, i) => !predicate(prepared.items[i]!, id)) : []);
    const change = this.model.commitMerge(prepared);
    this.fieldWarnings.check(prepared.ids, prepared.items);
    // The model's copies: the caller's objects are not read again after validation. Every
    // added or updated node's row is among the changed rows.
    const nodes = this.model.getNodes();
    for (let i = 0; i < change.nodeRows.length && !this.hasFreeNodes; i++) {
      if (!isFixedNode(nodes[change.nodeRows[i]!]!)) this.hasFreeNodes = true;
    }
    this.applyChange(change, hidden);
    return this;
  }

  /** Removes items; removing a node removes its links. */
  removeItems(ids: Id[]): this {
    const change = this.model.remove(ids);
    for (const id of change.removed) {
      this.layout.pinned.delete(id);
      this.layout.chartPinned.delete(id);
    }
    this.selection.prune((id) => this.model.has(id));
    this.combining.expansion.prune((id) => this.model.getNode(id) !== undefined);
    this.applyChange(change);
    return this;
  }

  /** Every node's position: fixed, pinned, riding a track or laid out (before combining). */
  getNodePositions(): Record<Id, LatLng> {
    const record: Record<Id, LatLng> = {};
    this.model.getNodeIds().forEach((id, row) => {
      record[id] = {longitude: this.layout.values[row * 2]!, latitude: this.layout.values[row * 2 + 1]!};
    });
    return record;
  }

  // -------------------------------------------------------------------------
  // Pinning and selection

  /** Holds a node at `at` (default: where it is drawn now); free nodes then stop being laid out. */
  pin(id: Id, at?: LatLng): this {
    const row = this.requireNodeRow(id, 'pin()');
    if (at !== undefined && !isRecord(at))
      throw new MapWeaveError(
        'INVALID_TYPE',
        `pin() takes a { latitude, longitude } object (got ${describeValue(at)})`,
        [id],
      );
    // Read once: what is checked is what is kept.
    const {latitude, longitude} = at ?? {
      longitude: this.layout.values[row * 2]!,
      latitude: this.layout.values[row * 2 + 1]!,
    };
    const issues: Parameters<typeof checkCoordinates>[4] = [];
    if (!checkCoordinates(latitude, longitude, id, 'Pin of node', issues)) throw MapWeaveError.fromIssues(issues);
    this.pins.set(id, {latitude, longitude});
    this.relayout();
    this.setNeedsRedraw();
    return this;
  }

  unpin(id: Id): this {
    this.requireNodeRow(id, 'unpin()');
    if (this.pins.delete(id)) {
      this.relayout();
      this.setNeedsRedraw();
    }
    return this;
  }

  /** The nodes held where they are: on the map, or in the chart while it is shown (each view keeps its own). */
  getPinned(): Record<Id, LatLng> {
    return Object.fromEntries([...this.pins].map(([id, at]) => [id, {...at}]));
  }

  /** The pins of the view shown now. */
  private get pins(): Map<Id, LatLng> {
    return this.currentOptions.layout === 'chart' ? this.layout.chartPinned : this.layout.pinned;
  }

  // -------------------------------------------------------------------------
  // Map and link chart

  /**
   * Shows the network on the map or as a link chart (`chartLayout`, merged into the current one):
   * the same as `options({ layout, chartLayout })`. The chart is laid out in a worker; then the
   * nodes move to it, the basemap fades out and the camera fits the chart, and back on `'map'`.
   * Nodes dragged or pinned in the chart keep their place there. Invalid options throw
   * INVALID_OPTION and change nothing.
   */
  setLayout(layout: NetworkLayoutMode, chartLayout?: Partial<ChartLayoutOptions>): this {
    return this.options({layout, ...(chartLayout !== undefined && {chartLayout})});
  }

  /**
   * Resolves once the nodes are where the current layout puts them: the chart laid out and the
   * move to it (or back to the map) finished. Resolves at once when nothing is under way.
   */
  whenLaidOut(): Promise<void> {
    if (!this.layoutUnderWay()) return Promise.resolve();
    return new Promise((resolve) => this.layoutWaiters.push(resolve));
  }

  private layoutUnderWay(): boolean {
    return this.chartPending || this.transition.running;
  }

  private settleLayoutWaiters(): void {
    if (this.layoutUnderWay()) return;
    const waiters = this.layoutWaiters;
    this.layoutWaiters = [];
    for (const resolve of waiters) resolve();
  }

  /** Lays out the chart (in a worker) when it is shown; the nodes move to it when it arrives. */
  private requestChart(): void {
    if (this.currentOptions.layout !== 'chart' || !this.context) return;
    const placement = (this.chartPlacement ??= chartPlacementAt(
      this.context.getViewState(),
      this.context.getMaxZoom?.() ?? CHART_ZOOM,
    ));
    const pins = new Map([...this.layout.chartPinned].map(([id, at]) => [id, lngLatToChart(placement, at)]));
    const input = chartLayoutInput(this.model, this.currentOptions, pins);
    const ids = [...this.model.getNodeIds()];
    const request = ++this.chartRequest;
    const fit = this.layout.chart === null;
    this.chartPending = true;
    this.layoutRunner.run(input, chartRunOptions(this.model, this.currentOptions)).then(
      ({positions}) => {
        if (request !== this.chartRequest) return;
        this.chartPending = false;
        const chart = new Map<Id, LatLng>();
        ids.forEach((id, i) => chart.set(id, chartToLngLat(placement, positions[i * 2]!, positions[i * 2 + 1]!)));
        this.moveNodes(() => (this.layout.chart = chart), fit ? placement.zoom : null);
      },
      (error: unknown) => {
        if (request !== this.chartRequest) return;
        this.chartPending = false;
        this.settleLayoutWaiters();
        if (isMapWeaveError(error) && error.code === 'DESTROYED') return;
        this.context?.emit('error', {error: error instanceof Error ? error : new Error(String(error))});
      },
    );
  }

  /** Back to the map: a chart being laid out is dropped. */
  private leaveChart(): void {
    this.chartRequest += 1;
    this.chartPending = false;
    this.layoutRunner.stop();
    if (this.layout.chart) this.moveNodes(() => (this.layout.chart = null), Number.POSITIVE_INFINITY);
    else this.settleLayoutWaiters();
  }

  /**
   * Applies a change of where nodes belong, then moves them there over `chartLayout.transitionMs`
   * (at once with reduced motion). `fitZoom`: fit the camera to where they end, zoomed in at most
   * this far (null: leave the camera).
   */
  private moveNodes(change: () => void, fitZoom: number | null): void {
    const count = this.model.nodeCount * 2;
    // From where the nodes are drawn now, also halfway through another move.
    this.transitionFrame?.cancel();
    this.transitionFrame = null;
    this.transition.cancel();
    const from = this.layout.values.slice(0, count);
    change();
    this.relayout();
    const to = this.layout.values.slice(0, count);
    if (fitZoom !== null) {
      const bounds = boundsOfPositions(
        this.model
          .getNodeIds()
          .map((_, row) => [to[row * 2]!, to[row * 2 + 1]!] as [number, number])
          .filter(([longitude]) => !Number.isNaN(longitude)),
      );
      if (bounds) this.context?.fitView?.(bounds, fitZoom);
    }
    const duration = prefersReducedMotion() ? 0 : this.currentOptions.chartLayout.transitionMs;
    if (duration > 0) {
      this.transition.begin(from, to, duration, performance.now());
      this.stepTransition();
    }
    this.setNeedsRedraw();
    this.settleLayoutWaiters();
  }

  /** One frame of the move between map and chart. */
  private readonly stepTransition = (): void => {
    this.transitionFrame = null;
    const going = this.transition.step(this.layout.values, performance.now());
    this.markAllMoved();
    this.setNeedsRedraw();
    if (going) this.transitionFrame = nextFrame(this.stepTransition);
    else this.settleLayoutWaiters();
  };

  private endTransition(): void {
    this.transitionFrame?.cancel();
    this.transitionFrame = null;
    if (!this.transition.running) return;
    this.transition.finish(this.layout.values);
    this.markAllMoved();
    this.settleLayoutWaiters();
  }

  private markAllMoved(): void {
    this.positionsVersion += 1;
    this.nodeChanges.markAll();
    this.linkChanges.markAll();
    this.pathLinksStale = true;
    this.invalidateCombination();
  }

  protected override onAttach(): void {
    if (this.currentOptions.layout !== 'chart') return;
    this.context?.setBasemapHidden?.(this.id, true);
    this.requestChart();
  }

  protected override onDetach(): void {
    this.chartRequest += 1;
    this.chartPending = false;
    this.layoutRunner.stop();
    this.endTransition();
    this.context?.setBasemapHidden?.(this.id, false);
    this.settleLayoutWaiters();
  }

  select(ids: Id[]): this {
    checkIdList(ids, 'select()');
    const missing = ids.filter((id) => !this.model.has(id));
    if (missing.length > 0) throw unknownIds(missing);
    this.selection.replace(ids);
    return this;
  }

  getSelection(): Id[] {
    return this.selection.list();
  }

  // -------------------------------------------------------------------------
  // Combos

  /** Draws the members of a combo (an id of a combo drawn now) on their own until `collapseCombo`. */
  expandCombo(comboId: Id): this {
    checkIdArgument(comboId, 'expandCombo()');
    this.ensureCombination();
    const combo = this.combining.comboNode(comboId);
    if (!combo) {
      if (this.combining.expansion.has(comboId)) return this;
      throw new MapWeaveError('UNKNOWN_ID', `${this.describe()} draws no combo "${comboId}" now`, [comboId]);
    }
    if (this.combining.expansion.expand(combo)) {
      this.relayout();
      this.invalidateCombination();
    }
    this.setNeedsRedraw();
    return this;
  }

  /** Combines the members of an expanded combo again (where they are still within the radius). */
  collapseCombo(comboId: Id): this {
    checkIdArgument(comboId, 'collapseCombo()');
    if (!this.combining.expansion.collapse(comboId)) {
      throw new MapWeaveError('UNKNOWN_ID', `${this.describe()} has no expanded combo "${comboId}"`, [comboId]);
    }
    this.relayout();
    this.invalidateCombination();
    this.setNeedsRedraw();
    return this;
  }

  /** Ids of the combos expanded with `expandCombo` (or a double click) and not collapsed since. */
  getExpandedCombos(): Id[] {
    return this.combining.expansion.list();
  }

  /**
   * The graph of what is drawn when called: visible, filtered, with combos in place of their
   * members. A combo link weighs as much as the lightest link it combines.
   */
  getGraphEngine(options?: GraphEngineOptions): GraphEngine {
    const {directed, weight} = checkGraphOptions(options, 'getGraphEngine()');
    this.ensureCombination();
    const masks = visibilityMasks(this.model, this.hidden, this.timeRange());
    const data = displayedGraph(this.model, masks, this.layout.values, this.combination);
    return createGraphEngineFromInput(toGraphInput(data, comboAwareWeight(weight, this.model, this.combination)), {
      directed,
    });
  }

  // -------------------------------------------------------------------------
  // Layer lifecycle

  getBounds(ids?: Id[]): Bounds | null {
    if (ids !== undefined) {
      checkIdList(ids, 'getBounds()');
      const missing = ids.filter((id) => !this.model.has(id));
      if (missing.length > 0) throw unknownIds(missing);
    }
    const nodeIds = ids
      ? ids.flatMap((id) => {
          const link = this.model.getLink(id);
          return link ? [link.id1, link.id2] : [id];
        })
      : this.model.getNodeIds().filter((id) => !this.hidden.has(id));
    return boundsOfPositions(nodeIds.map((id) => this.positionOf(id)).filter((position) => !Number.isNaN(position[0])));
  }

  override labelRequest(): LabelRequest | null {
    this.refreshTrackers();
    this.ensureCombination();
    const options = this.currentOptions;
    const view = this.context?.getViewState();
    if (!options.labels.visible || (view?.zoom ?? 0) < options.labels.minZoom) return null;
    const derived = this.derivedData();
    const comboNodes = this.comboNodes();
    const trackerSourceOf = (id: Id) => (this.layout.trackers.has(id) ? this.trackerSourceOf(id)?.id : undefined);
    return networkLabelRequest({
      layerId: this.id,
      nodes: [...derived.decorated, ...comboNodes].filter((node) => node.style.label),
      links: derived.linkLabels,
      obstacles: this.labelObstacles(comboNodes, trackerSourceOf),
      model: this.model,
      options,
      selection: this.selection.ids,
      hoveredId: this.hovered?.id ?? null,
      trackerSourceOf,
    });
  }

  renderLayers(): DeckLayer[] {
    this.refreshTrackers();
    this.ensureCombination();
    const options = this.currentOptions;
    const range = filterRange(this.timeRange(), this.origin);
    const subLayerId = (part: string) => this.subLayerId(part);
    if (this.pathLinksStale) this.rebuildPathLinks();
    const combine = resolveProximityCombine(options.proximityCombine);
    const comboLinks = comboLinkPaths(this.combination, this.positionOfAny, options, combine?.comboLinkStyle);
    const derived = this.derivedData();
    const comboNodes = this.comboNodes();
    this.updateDrawnLabels();
    const labelColor = themedLabelColor(
      options.nodeDefaults.labelColor,
      NETWORK_DEFAULTS.nodeDefaults.labelColor,
      this.theme(),
      this.colors,
    );
    const halo = labelHalo(options.labels.haloColor, labelColor, this.colors);
    const dim = options.dimUnselected && this.selection.ids.size > 0;
    const linkInput: LinkRenderInput = {
      subLayerId,
      model: this.model,
      options,
      colors: this.colors,
      data: this.linkChanges.current(this.model.linkCount),
      positions: this.layout.values,
      filterValues: this.filters.links,
      filterRange: range,
      filterVersion: this.filters.version,
      stylesVary: this.special.linkStylesVary,
      paths: this.pathLinks,
      comboLinks,
      highlights: linkHighlights(
        this.highlightInput((id) => this.isLinkDrawn(id)),
        options,
      ),
    };
    const nodeInput: NodeRenderInput = {
      subLayerId,
      model: this.model,
      options,
      colors: this.colors,
      data: this.nodeChanges.current(this.model.nodeCount),
      positions: this.layout.values,
      filterValues: this.filters.nodes,
      filterRange: range,
      filterVersion: this.filters.version,
      stylesVary: this.special.nodeStylesVary,
      decorated: derived.decorated,
      labels: this.drawnNodeLabels,
      labelColor,
      labelHalo: halo,
      comboNodes,
      highlights: nodeHighlights(this.highlightInput((id) => this.isNodeDrawn(id))),
    };
    // Highlights, the selection drawn again and labels keep their opacity while the rest fades.
    const faded = (layer: DeckLayer) => (dim ? dimmed(layer) : layer);
    const [linkHighlightLayer, ...linkLayers] = createLinkLayers(linkInput);
    const [nodeHighlightLayer, nodeLayer, ...nodeDecorations] = createNodeLayers(nodeInput);
    const labelLayerId = this.subLayerId('labels');
    const layers = [
      linkHighlightLayer!,
      ...linkLayers.map(faded),
      ...(dim ? [selectedLinkLayer(linkInput)] : []),
      faded(createArrowLayer(this.subLayerId('arrows'), derived.arrows)),
      ...(this.drawnLinkLabels.length > 0
        ? [createLinkLabelLayer(this.subLayerId('link-labels'), this.drawnLinkLabels, options, labelColor, halo)]
        : []),
      nodeHighlightLayer!,
      faded(nodeLayer!),
      ...(dim ? [selectedNodeLayer(nodeInput)] : []),
      ...nodeDecorations.map((layer) => (layer.id === labelLayerId ? layer : faded(layer))),
    ];
    // Layers with nothing to draw (no highlights, combos, arrows, paths) would still compile
    // their shaders and allocate buffers on the first frame.
    return layers.filter((layer) => !Array.isArray(layer.props.data) || layer.props.data.length > 0);
  }

  /** The node and link labels the map's placement kept this frame, on the side it chose. */
  private updateDrawnLabels(): void {
    const placed = this.placedLabels();
    if (!placed) {
      this.drawnNodeLabels = [];
      this.drawnLinkLabels = [];
      return;
    }
    const all = drawnLabels<NetworkLabel>(placed, []);
    const nodes = all.filter(({label}) => label.node);
    const links = all.filter(({label}) => !label.node);
    this.drawnNodeLabels = drawnLabels(
      {request: {...placed.request, labels: nodes.map(({label}) => label)}, sides: sidesOf(nodes)},
      this.drawnNodeLabels,
    );
    this.drawnLinkLabels = drawnLabels(
      {request: {...placed.request, labels: links.map(({label}) => label)}, sides: sidesOf(links)},
      this.drawnLinkLabels,
    );
  }

  private comboNodes(): PlacedNode[] {
    const combine = resolveProximityCombine(this.currentOptions.proximityCombine);
    return comboNodePlacements(this.combination, this.currentOptions, combine?.comboNodeStyle);
  }

  /** The symbols of the drawn nodes and combos, computed again only when what is drawn changed. */
  private labelObstacles(comboNodes: PlacedNode[], trackerSourceOf: (id: Id) => string | undefined): LabelObstacle[] {
    const key = `${this.derivedKey()}|${this.currentOptions.nodeDefaults.size}`;
    if (this.obstacles?.key === key && this.obstacles.combination === this.combination) return this.obstacles.value;
    const value = nodeObstacles({
      layerId: this.id,
      model: this.model,
      options: this.currentOptions,
      positionOf: (id) => this.positionOf(id),
      isNodeDrawn: (id) => this.isNodeDrawn(id),
      comboNodes,
      trackerSourceOf,
    });
    this.obstacles = {key, combination: this.combination, value};
    return value;
  }

  override resolveItem(item: PointerEventItem): FocusableItem | null {
    if (item.layerId !== this.id) return null;
    this.ensureCombination();
    if (item.type === 'combo-node') {
      const combo = this.combining.comboNode(item.id);
      return combo ? {item: {...item, data: combo}, position: [combo.longitude, combo.latitude]} : null;
    }
    if (item.type === 'node') {
      if (!this.model.getNode(item.id) || !this.isNodeDrawn(item.id)) return null;
      return {item: {...item, data: this.model.get(item.id)?.data}, position: this.positionOf(item.id)};
    }
    if (item.type === 'link') {
      const link = this.model.getLink(item.id);
      if (!link || !this.isLinkDrawn(item.id)) return null;
      const [from, to] = [this.positionOf(link.id1), this.positionOf(link.id2)];
      return {
        item: {...item, data: this.model.get(item.id)?.data},
        position: [(from[0] + to[0]) / 2, (from[1] + to[1]) / 2],
      };
    }
    return null;
  }

  toEventItem(info: PickingInfo): PointerEventItem | null {
    return pickedItem(info, this.id, this.model, this.combining);
  }

  override onViewStateChange(viewState: ViewState): void {
    let changed = false;
    if (
      ((this.hasFreeNodes && !this.layout.chart) || this.combining.expansion.size > 0) &&
      Math.abs(viewState.zoom - this.layout.zoom) >= NETWORK_TUNING.layoutZoomStep
    ) {
      this.relayout();
      changed = true;
    }
    if (this.combining.followZoom(viewState.zoom, this.currentOptions)) changed = true;
    if (this.currentOptions.labels.minZoom > 0) changed = true;
    if (changed) this.setNeedsRedraw();
  }

  override setHovered(item: PointerEventItem | null): void {
    this.hovered = item;
    this.setNeedsRedraw();
  }

  override handleClick(item: PointerEventItem | null, additive: boolean): void {
    if (!this.currentOptions.selectOnClick) return;
    const selectable = item !== null && (item.type === 'node' || item.type === 'link');
    this.selection.click(selectable ? item.id : null, additive);
  }

  override handleDoubleClick(item: PointerEventItem): void {
    if (item.type === 'combo-node' && this.currentOptions.expandComboOnDoubleClick) this.expandCombo(item.id);
  }

  override isDraggable(item: PointerEventItem): boolean {
    // On the map, free nodes and nodes riding a track; in the chart, every node.
    if (item.type !== 'node') return false;
    const inChart = this.layout.chart !== null;
    if (!inChart && this.trackerSourceOf(item.id)) return true;
    const node = this.model.getNode(item.id);
    return Boolean(node && (inChart || !isFixedNode(node)) && this.currentOptions.dragFreeNodes);
  }

  override dragTo(item: PointerEventItem, coordinate: LatLng): DragResult {
    const tracker = this.layout.chart === null ? this.trackerSourceOf(item.id) : undefined;
    if (tracker) return {time: tracker.dragTrackerTo(item.id, coordinate)};
    this.pins.set(item.id, {latitude: coordinate.latitude, longitude: coordinate.longitude});
    this.relayout();
    this.setNeedsRedraw();
    return {};
  }

  /** Nodes drawn on their own, then combos. */
  override getFocusableItems(): FocusableItem[] {
    this.ensureCombination();
    // A node of size 0 only shapes its links (a waypoint): nothing to focus.
    const nodeSize = (id: string) => this.model.getNode(id)?.size ?? this.currentOptions.nodeDefaults.size;
    const nodes = this.model
      .getNodeIds()
      .filter((id) => this.isNodeDrawn(id) && nodeSize(id) > 0)
      .map((id) => ({
        item: {layerId: this.id, id, type: 'node' as const, data: this.model.get(id)?.data},
        position: this.positionOf(id),
      }));
    const combos = (this.combination?.comboNodes ?? []).map((combo) => ({
      item: {layerId: this.id, id: combo.id, type: 'combo-node' as const, data: combo},
      position: [combo.longitude, combo.latitude] as [number, number],
    }));
    return [...nodes.filter(({position}) => !Number.isNaN(position[0])), ...combos];
  }

  /** Counts of what is drawn: computed when asked and only after a change; O(items) only while filters hide some. */
  override getVisibleSummary(): VisibleSummary {
    this.ensureCombination();
    const key = this.derivedKey();
    if (this.summary?.key === key && this.summary.combination === this.combination) return this.summary.value;
    const combination = this.combination;
    const value = countVisible({
      model: this.model,
      hidden: this.hidden,
      combination,
      range: this.timeRange(),
      shownCounts: this.shownCounts,
    });
    this.summary = {key, combination, value};
    return value;
  }

  private derivedKey(): string {
    return [
      this.model.version,
      this.positionsVersion,
      this.filters.version,
      JSON.stringify(this.timeRange()),
      this.combining.combinedZoom,
    ].join('|');
  }

  /** Arrows, decorated nodes and link labels: computed once per change of data, positions, filter, time range, combination or options. */
  private derivedData(): DerivedData {
    const key = this.derivedKey();
    const cached = this.derived;
    if (cached?.key === key && cached.options === this.currentOptions && cached.combination === this.combination)
      return cached.value;
    const value = deriveData({
      model: this.model,
      special: this.special,
      layout: this.layout,
      options: this.currentOptions,
      colors: this.colors,
      isNodeDrawn: (id) => this.isNodeDrawn(id),
      isLinkDrawn: (id) => this.isLinkDrawn(id),
    });
    this.derived = {key, options: this.currentOptions, combination: this.combination, value};
    return value;
  }

  /** CPU twin of what the GPU draws of a node: not hidden, inside the time range, not combined. */
  private isNodeDrawn(id: Id): boolean {
    return (
      !this.hidden.has(id) &&
      !this.combination?.nodeToCombo.has(id) &&
      passesFilter(nodeInterval(this.model, id), this.timeRange())
    );
  }

  private isLinkDrawn(id: Id): boolean {
    const link = this.model.getLink(id);
    if (!link || !isLinkShown(id, link, this.hidden) || this.combination?.linkToCombo.has(id)) return false;
    return passesFilter(linkInterval(this.model, id, link), this.timeRange());
  }

  // -------------------------------------------------------------------------
  // Option, filter and visibility hooks

  protected override onOptionsChange(previous: NetworkLayerOptions, next: NetworkLayerOptions): void {
    const all = changedKeys(previous, next);
    if (all.includes('layout') || all.includes('chartLayout')) this.onLayoutChange(previous.layout);
    const changed = all.filter((key) => key !== 'layout' && key !== 'chartLayout');
    if (changed.length === 0) return;
    if (changed.every((key) => NETWORK_INTERACTION_OPTIONS.has(key))) return;
    if (changed.every((key) => key === 'timeFilterRange' || NETWORK_INTERACTION_OPTIONS.has(key))) {
      // The time range is a GPU uniform; only combining depends on it on the CPU.
      this.invalidateCombination();
      return;
    }
    this.rebuildAll();
  }

  private onLayoutChange(previous: NetworkLayoutMode): void {
    const layout = this.currentOptions.layout;
    if (layout === 'chart') {
      if (previous !== 'chart') this.context?.setBasemapHidden?.(this.id, true);
      this.requestChart();
      return;
    }
    if (previous === 'chart') {
      this.context?.setBasemapHidden?.(this.id, false);
      this.leaveChart();
    }
  }

  protected override onFilterChange(): void {
    this.hidden = hiddenByPredicate(this.model.itemRows(), this.predicate);
    this.invalidateCombination();
    this.recomputeFilters();
  }

  // -------------------------------------------------------------------------
  // Internals

  /** Rebuilds every row; `hidden` (what the predicate hides) changes only with the data or the predicate. */
  private rebuildAll(hidden = this.hidden): void {
    this.special.rebuild(this.model, this.currentOptions);
    this.hidden = hidden;
    this.invalidateCombination();
    // Marked first, so the relayout does not follow each moved node to its links.
    this.nodeChanges.markAll();
    this.linkChanges.markAll();
    this.pathLinksStale = true;
    this.relayout();
    this.recomputeFilters();
    this.requestChart();
  }

  /** Refreshes what a merge or removal changed; `hidden`: the added or updated items the predicate hides. */
  private applyChange(change: NetworkChange, hidden: ReadonlySet<Id> = new Set()): void {
    for (const id of [...change.added, ...change.updated]) {
      if (hidden.has(id)) this.hidden.add(id);
      else this.hidden.delete(id);
    }
    for (const id of change.removed) this.hidden.delete(id);
    const changedCount = change.added.length + change.updated.length + change.removed.length;
    if (changedCount * NETWORK_TUNING.bulkChangeShare > this.model.nodeCount + this.model.linkCount) {
      this.applyBulkChange(change);
      return;
    }
    const changedIds = [...change.added, ...change.updated, ...change.removed];
    const pathsWereTouched = this.touchesPathLinks(changedIds);
    this.special.update(this.model, this.currentOptions, changedIds);
    if (pathsWereTouched || this.touchesPathLinks(changedIds)) this.pathLinksStale = true;
    const changedTimes = [...change.added, ...change.updated].some((id) => this.model.timeRange(id));
    if (changedTimes && this.model.nodeCount + this.model.linkCount === change.added.length)
      this.origin = timeOrigin(this.model);
    this.nodeChanges.markRows(change.nodeRows);
    this.linkChanges.markRows(change.linkRows);
    const touchedLinkRows = new Set(change.linkRows);
    for (const row of change.nodeRows) {
      const id = this.model.getNodeIds()[row];
      if (id) for (const linkId of this.model.linksOf(id)) touchedLinkRows.add(this.model.linkRow(linkId));
    }
    this.linkChanges.markRows(touchedLinkRows);
    this.relayout(change.nodeRows);
    this.filters.refresh(this.filterState(), change.nodeRows, [...touchedLinkRows]);
    this.invalidateCombination();
    this.setNeedsRedraw();
    this.requestChart();
  }

  /**
   * A change of a large share of the items: every row is rebuilt at once, which costs less than
   * following each changed id to its rows and links (and leaves the same state).
   */
  private applyBulkChange(change: NetworkChange): void {
    if (
      change.added.length > 0 &&
      this.model.nodeCount + this.model.linkCount === change.added.length &&
      this.model.hasTimes
    ) {
      this.origin = timeOrigin(this.model);
    }
    this.rebuildAll();
    this.invalidateCombination();
    this.setNeedsRedraw();
  }

  /** Whether any of these items is a link drawn as a path or a node with such links. */
  private touchesPathLinks(ids: readonly Id[]): boolean {
    const paths = this.special.pathLinks;
    if (paths.size === 0) return false;
    return ids.some((id) => paths.has(id) || this.model.linksOf(id).some((linkId) => paths.has(linkId)));
  }

  /**
   * Recomputes node positions (fixed, pinned, tracked, laid out) and refreshes the rows that
   * moved. Without free nodes only `rows` (changed by the model) are recomputed.
   */
  private relayout(rows?: readonly number[]): void {
    const zoom = this.context?.getViewState().zoom ?? 0;
    const moved = this.layout.update(
      {
        model: this.model,
        options: this.currentOptions,
        expansion: this.combining.expansion,
        hasFreeNodes: this.hasFreeNodes,
        zoom,
      },
      rows,
    );
    if (this.transition.running) {
      this.transition.retarget(this.layout.values);
      this.transition.step(this.layout.values, performance.now());
      this.markAllMoved();
      return;
    }
    this.markMovedNodes(moved);
  }

  private markMovedNodes(rows: number[]): void {
    if (rows.length === 0) return;
    this.positionsVersion += 1;
    this.nodeChanges.markRows(rows);
    if (!this.linkChanges.allMarked) {
      const linkRows: number[] = [];
      for (const row of rows) {
        for (const linkId of this.model.linksOf(this.model.getNodeIds()[row]!))
          linkRows.push(this.model.linkRow(linkId));
      }
      this.linkChanges.markRows(linkRows);
    }
    if (!this.pathLinksStale && this.touchesPathLinks(rows.map((row) => this.model.getNodeIds()[row]!)))
      this.pathLinksStale = true;
    this.invalidateCombination();
  }

  private positionOf(id: Id): [number, number] {
    return this.layout.positionOf(this.model, id);
  }

  /** Positions of nodes and of combo nodes, by id. */
  private readonly positionOfAny = (id: Id): [number, number] => {
    const combo = this.combining.comboNode(id);
    return combo ? [combo.longitude, combo.latitude] : this.positionOf(id);
  };

  /** Filter values of every row (predicate, combining, times). */
  private recomputeFilters(): void {
    this.filters.recompute(this.filterState());
    this.pathLinksStale = true;
  }

  private filterState(): FilterState {
    return {
      model: this.model,
      hidden: this.hidden,
      combination: this.combination,
      origin: this.origin,
      options: this.currentOptions,
    };
  }

  private invalidateCombination(): void {
    this.combining.invalidate(this.currentOptions);
  }

  /** Runs proximity combining when it is on and out of date; refreshes the filters it changes. */
  private ensureCombination(): void {
    const zoom = this.context?.getViewState().zoom ?? 0;
    const input = {
      model: this.model,
      hidden: this.hidden,
      range: this.timeRange(),
      positions: this.layout.values,
      zoom,
      options: this.currentOptions,
    };
    if (this.combining.update(input)) this.recomputeFilters();
  }

  private timeRange(): TimeRange | null {
    const range = this.currentOptions.timeFilterRange;
    return range === null ? null : toTimeRange(range);
  }

  /** Links drawn as paths (arcs, geodesics, dashes): a subset rebuilt when links or positions change. */
  private rebuildPathLinks(): void {
    const paths: PathLink[] = [];
    for (const id of this.special.pathLinks) {
      const link = this.model.getLink(id)!;
      const style = linkStyleOf(link, this.currentOptions);
      const visible = isLinkShown(id, link, this.hidden) && !this.combination?.linkToCombo.has(id);
      if (!visible) continue;
      paths.push({
        id,
        path: linkPath(this.positionOf(link.id1), this.positionOf(link.id2), style),
        style,
        filter: filterValue(linkInterval(this.model, id, link), this.origin, true),
      });
    }
    this.pathLinks = paths;
    this.pathLinksStale = false;
  }

  /** The selection and the hovered item, for the highlight layers. */
  private highlightInput(isDrawn: (id: Id) => boolean): HighlightInput {
    return {
      model: this.model,
      selection: this.selection.ids,
      hovered: this.hovered,
      isDrawn,
      positionOf: (id) => this.positionOf(id),
    };
  }

  private requireNodeRow(id: Id, method: string): number {
    checkIdArgument(id, method);
    const row = this.model.nodeRow(id);
    if (row < 0 || !this.model.getNode(id)) throw unknownIds([id], 'node');
    return row;
  }

  private trackerSourceOf(id: Id): TrackerSource | undefined {
    return trackerSources(this.context?.getLayers() ?? []).find((source) => source.hasEntity(id));
  }

  /** Nodes riding an ObservationsLayer entity follow it at that layer's current time. */
  private refreshTrackers(): void {
    const next = trackerPositions(trackerSources(this.context?.getLayers() ?? []), this.model);
    const changedIds = movedIds(this.layout.trackers, next);
    this.layout.trackers = next;
    if (changedIds.length > 0) this.relayout(changedIds.map((id) => this.model.nodeRow(id)));
  }
}

/** Calls `callback` before the next frame is painted (a timer where frames are not painted, e.g. Node). */
function nextFrame(callback: () => void): {cancel: () => void} {
  if (typeof requestAnimationFrame === 'function') {
    const handle = requestAnimationFrame(callback);
    return {cancel: () => cancelAnimationFrame(handle)};
  }
  const handle = setTimeout(callback, 16);
  return {cancel: () => clearTimeout(handle)};
}

/** The layer drawn faded, as everything but the selection is while items are selected. */
function dimmed(layer: DeckLayer): DeckLayer {
  return layer.clone({opacity: layer.props.opacity * DIMMED_OPACITY});
}

function sidesOf(labels: DrawnLabel<NetworkLabel>[]): Int8Array {
  return Int8Array.from(labels, ({side}) => LABEL_SIDES.indexOf(side));
}
