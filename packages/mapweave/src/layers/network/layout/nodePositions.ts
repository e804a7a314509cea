import {resolveProximityCombine} from '../options.js';
import {isFixedNode, type NetworkModel} from '../../../network/NetworkModel.js';
import type {Id, LatLng} from '../../../core/types.js';
import type {NetworkLayerOptions} from '../options.js';
import type {ComboExpansion} from '../combining/comboExpansion.js';
import {expandedMemberPositions} from './expandedLayout.js';
import {layoutFreeNodes} from './layout.js';
import {grown} from '../../../core/grown.js';

/** What positions depend on besides pins and trackers. */
export interface PositionInput {
  model: NetworkModel;
  options: NetworkLayerOptions;
  expansion: ComboExpansion;
  /** Whether some node has no coordinates (and is laid out around the nodes it links to). */
  hasFreeNodes: boolean;
  zoom: number;
}

/**
 * Where each node row is drawn, `[longitude, latitude]` per row (NaN where it cannot be placed).
 * On the map: pinned, riding a tracker, spread by an expanded combo, laid out as a free node, or
 * where its data puts it, in that order. In a chart: pinned in the chart, spread by an expanded
 * combo, or where the chart's layout put it.
 */
export class NodePositions {
  values = new Float64Array(0);
  /** Nodes held on the map. */
  readonly pinned = new Map<Id, LatLng>();
  /** Nodes held in the chart (dragged there or pinned while it was shown). */
  readonly chartPinned = new Map<Id, LatLng>();
  /** The link chart's positions while it is shown; null on the map. */
  chart: ReadonlyMap<Id, LatLng> | null = null;
  trackers = new Map<Id, LatLng>();
  /** The zoom of the last layout (free nodes and expanded combos are laid out in pixels). */
  zoom = Number.NaN;
  private freeLayout = new Map<Id, LatLng>();
  /** Members of expanded combos, spread on a ring so they do not cover each other. */
  private expandedLayout = new Map<Id, LatLng>();

  /**
   * Recomputes the positions of `rows` (every row when there are free nodes, expanded combos or
   * no rows given) and returns the rows that moved.
   */
  update(input: PositionInput, rows?: readonly number[]): number[] {
    const {model, options, expansion, hasFreeNodes, zoom} = input;
    const count = model.nodeCount;
    // Rows are read by index: room for more rows than there are is fine, and growing by half
    // again keeps adding nodes one by one from copying every position each time.
    if (this.values.length < count * 2) this.values = grown(this.values, count * 2);
    const spread = expansion.size > 0 || this.expandedLayout.size > 0;
    const fullPass = hasFreeNodes || rows === undefined || spread || this.chart !== null;
    if (hasFreeNodes && !this.chart) {
      // Nodes riding a track anchor the free nodes linked to them, as pinned ones do.
      const anchored = this.trackers.size > 0 ? new Map([...this.trackers, ...this.pinned]) : this.pinned;
      this.freeLayout = layoutFreeNodes(model, {
        zoom,
        distance: options.freeNodeDistance,
        maxMeters: options.freeNodeMaxMeters,
        pinned: anchored,
      });
      this.zoom = zoom;
    }
    if (spread) {
      this.expandedLayout = expandedMemberPositions(
        expansion.groups(),
        (id) => this.basePosition(model, id),
        (id) => model.getNode(id)?.size ?? options.nodeDefaults.size,
        zoom,
        options.freeNodeDistance,
        resolveProximityCombine(options.proximityCombine)?.radius ?? 0,
      );
      this.zoom = zoom;
    }
    const moved: number[] = [];
    const ids = model.getNodeIds();
    const nodes = model.getNodes();
    const positions = this.values;
    // Without pins, trackers or layouts every node is where its data puts it.
    const fromDataOnly =
      this.chart === null &&
      this.pinned.size === 0 &&
      this.trackers.size === 0 &&
      this.expandedLayout.size === 0 &&
      this.freeLayout.size === 0;
    const place = (row: number): void => {
      const id = ids[row];
      if (id === undefined) return;
      let longitude: number;
      let latitude: number;
      if (fromDataOnly) {
        const node = nodes[row]!;
        const fixed = isFixedNode(node);
        longitude = fixed ? node.longitude : Number.NaN;
        latitude = fixed ? node.latitude : Number.NaN;
      } else {
        [longitude, latitude] = this.computePosition(model, id, row);
      }
      if (positions[row * 2] !== longitude || positions[row * 2 + 1] !== latitude) {
        positions[row * 2] = longitude;
        positions[row * 2 + 1] = latitude;
        moved.push(row);
      }
    };
    if (fullPass) for (let row = 0; row < ids.length; row++) place(row);
    else for (const row of rows) place(row);
    return moved;
  }

  /** Where the node is drawn now (NaN for unknown ids). */
  positionOf(model: NetworkModel, id: Id): [number, number] {
    const row = model.nodeRow(id);
    return row >= 0 ? [this.values[row * 2]!, this.values[row * 2 + 1]!] : [Number.NaN, Number.NaN];
  }

  /** Where a node is before any combo expansion spreads it: pinned, tracked, laid out or fixed. */
  private basePosition(model: NetworkModel, id: Id): LatLng | undefined {
    if (this.chart) return this.chartPinned.get(id) ?? this.chart.get(id);
    const at = this.pinned.get(id) ?? this.trackers.get(id) ?? this.freeLayout.get(id);
    if (at) return at;
    const node = model.getNode(id);
    return node && isFixedNode(node) ? node : undefined;
  }

  private computePosition(model: NetworkModel, id: Id, row: number): [number, number] {
    if (this.chart) {
      const placed = this.chartPinned.get(id) ?? this.expandedLayout.get(id) ?? this.chart.get(id);
      return placed ? [placed.longitude, placed.latitude] : [Number.NaN, Number.NaN];
    }
    const at = this.pinned.get(id) ?? this.trackers.get(id) ?? this.expandedLayout.get(id) ?? this.freeLayout.get(id);
    if (at) return [at.longitude, at.latitude];
    const node = model.getNodes()[row];
    return node && isFixedNode(node) ? [node.longitude, node.latitude] : [Number.NaN, Number.NaN];
  }
}
