import {NETWORK_TUNING, resolveProximityCombine} from '../options.js';
import type {NetworkModel} from '../../../network/NetworkModel.js';
import type {ComboLink, ComboNode, Id, TimeRange} from '../../../core/types.js';
import type {NetworkLayerOptions} from '../options.js';
import {combineByProximity, type ProximityCombination} from './combine.js';
import {ComboExpansion} from './comboExpansion.js';
import {visibilityMasks} from '../view/visibility.js';

/** What combining reads of the layer when it has to run. */
export interface CombiningInput {
  model: NetworkModel;
  hidden: ReadonlySet<Id>;
  range: TimeRange | null;
  /** Node positions, `[longitude, latitude]` per row. */
  positions: Float64Array;
  zoom: number;
  options: NetworkLayerOptions;
}

/**
 * A network layer's proximity combining: the combination computed at one zoom and kept until the
 * view moves a combining step or something it depends on changes (items, positions, filters,
 * options, expanded combos), and the combos the user expanded.
 */
export class ProximityCombining {
  readonly expansion = new ComboExpansion();
  private current: ProximityCombination | null = null;
  private zoom = Number.NaN;

  /** The combination drawn now; null when combining is off or it must be computed again. */
  get combination(): ProximityCombination | null {
    return this.current;
  }

  /** The zoom of the combination kept (NaN when none): part of the keys of data derived from it. */
  get combinedZoom(): number {
    return this.zoom;
  }

  /** Drops the combination kept, if combining is on or one is kept. */
  invalidate(options: NetworkLayerOptions): void {
    if (this.current || isCombining(options)) {
      this.current = null;
      this.zoom = Number.NaN;
    }
  }

  /** Drops the combination when the view's zoom moved a combining step; returns whether it did. */
  followZoom(zoom: number, options: NetworkLayerOptions): boolean {
    if (!isCombining(options) || Math.abs(zoom - this.zoom) < NETWORK_TUNING.combineZoomStep) return false;
    this.invalidate(options);
    return true;
  }

  /**
   * Computes the combination when combining is on and none is kept, and drops it when combining
   * was switched off. Returns whether the combination changed: the filter values follow it.
   */
  update(input: CombiningInput): boolean {
    const combine = resolveProximityCombine(input.options.proximityCombine);
    if (!combine) {
      if (!this.current) return false;
      this.current = null;
      this.zoom = Number.NaN;
      return true;
    }
    if (this.current && !Number.isNaN(this.zoom)) return false;
    const {model} = input;
    const masks = visibilityMasks(model, input.hidden, input.range);
    this.current = combineByProximity(
      {ids: model.getNodeIds(), positions: input.positions, mask: masks.nodes},
      {ids: model.getLinkIds(), ends: model.getLinks(), endRows: model.linkEndRows(), mask: masks.links},
      {zoom: input.zoom, radius: combine.radius, maxZoom: combine.maxZoom, expanded: this.expansion.ids()},
    );
    this.zoom = input.zoom;
    return true;
  }

  /** A combo node drawn now, by id. */
  comboNode(id: Id): ComboNode | undefined {
    return this.current?.comboNodes.find((combo) => combo.id === id);
  }

  /** A combo link drawn now, by id. */
  comboLink(id: Id): ComboLink | undefined {
    return this.current?.comboLinks.find((combo) => combo.id === id);
  }
}

function isCombining(options: NetworkLayerOptions): boolean {
  return resolveProximityCombine(options.proximityCombine) !== null;
}
