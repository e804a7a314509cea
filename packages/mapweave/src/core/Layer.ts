import type {Layer as DeckLayer, PickingInfo, WebMercatorViewport} from '@deck.gl/core';
import {LAYER_CONFIG_RULES, deepFreeze, mergeOptions, type DeepPartial, type DeepReadonly} from './defaults.js';
import {MapWeaveError, describeValue, invalidOption} from './errors.js';
import type {MapTheme} from './labelStyle.js';
import {placeAlone, type LabelRequest, type PlacedLabels} from './mapLabels.js';
import {readOptions, type ShapeRule} from './optionRules.js';
import type {Bounds, EventMap, EventName, Id, LatLng, PointerEventItem, ViewState} from './types.js';

/** What a map instance offers the layers on it. */
export interface LayerContext {
  /** Rebuild the deck.gl layers on the next frame. */
  requestRender(): void;
  getViewState(): ViewState;
  getViewport(): WebMercatorViewport;
  emit<K extends EventName>(name: K, event: EventMap[K]): void;
  getLayers(): readonly AnyLayer[];
  /** The map's theme: labels take their default colours from it (light without it). */
  getTheme?(): MapTheme;
  /**
   * Where the map's label placement of this frame put the labels of the layer `layerId` asked
   * for; without it, each layer places its labels alone.
   */
  placedLabels?(layerId: string): PlacedLabels | undefined;
  /** The layer shows something that is not on the map (a link chart): the basemap fades out while any layer asks. */
  setBasemapHidden?(layerId: string, hidden: boolean): void;
  /** Moves the camera to show `bounds`, zoomed in no further than `maxZoom`. */
  fitView?(bounds: Bounds, maxZoom: number): void;
  /** The deepest zoom the map allows (its `maxZoom` option). */
  getMaxZoom?(): number;
}

const NO_VIEW: ViewState = {longitude: 0, latitude: 0, zoom: 0, bearing: 0, pitch: 0};

export interface LayerConfig<TData, TOptions, TPredicate> {
  id: string;
  data?: TData;
  options?: DeepPartial<TOptions>;
  visible?: boolean;
  filter?: TPredicate | null;
}

/** What a layer class's options are: their defaults and rules. */
export interface LayerKind<TOptions> {
  defaults: TOptions | DeepReadonly<TOptions>;
  rules: ShapeRule;
}

/** What a drag of an item moved: tracker nodes dragged along a trajectory report the instant. */
export interface DragResult {
  time?: number;
}

/** The counts a layer adds to the map's screen-reader summary, e.g. `{ nodes: 12, links: 8 }`. */
export type VisibleSummary = Record<string, number>;

/** An item keyboard focus can move to, and where it is drawn (`[longitude, latitude]`). */
export interface FocusableItem {
  item: PointerEventItem;
  position: [number, number];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyLayer = Layer<any, any, any>;

/**
 * The common API of every MapWeave layer (data, options, visibility, filter, bounds) and the
 * lifecycle a map instance drives: attach(context) → renderLayers() per frame → detach().
 */
export abstract class Layer<TData, TOptions extends object, TPredicate> {
  /**
   * The class's name in messages and React display names, set by each layer class: a minifier
   * renames classes, so `constructor.name` will not do.
   */
  static readonly layerName: string = 'Layer';
  readonly id: string;
  protected context: LayerContext | null = null;
  protected currentData: TData;
  protected currentOptions: TOptions;
  protected isVisible: boolean;
  protected predicate: TPredicate | null;
  private readonly kind: LayerKind<TOptions>;

  protected constructor(config: LayerConfig<TData, TOptions, TPredicate>, kind: LayerKind<TOptions>, emptyData: TData) {
    const id: unknown = (config as {id?: unknown} | null | undefined)?.id;
    if (typeof id !== 'string' || id === '')
      throw invalidOption(`A ${this.layerName} needs a non-empty string id, got ${describeValue(id)}`);
    this.id = id;
    this.kind = kind;
    const {options, visible, filter} = readOptions<Partial<LayerConfig<TData, TOptions, TPredicate>>>(
      LAYER_CONFIG_RULES,
      config,
      this.describe(),
    );
    this.currentOptions = this.mergeKnownOptions(kind.defaults, options);
    this.validateOptions(this.currentOptions);
    this.isVisible = visible ?? true;
    this.predicate = filter ?? null;
    this.currentData = emptyData;
  }

  private get layerName(): string {
    return (this.constructor as typeof Layer).layerName;
  }

  /** The layer's kind in messages, e.g. `NetworkLayer "routes"`. */
  protected describe(): string {
    return `${this.layerName} "${this.id}"`;
  }

  data(): TData;
  data(next: TData): this;
  data(next?: TData): TData | this {
    if (arguments.length === 0) return this.currentData;
    this.applyData(next as TData);
    this.setNeedsRedraw();
    return this;
  }

  /** Validates `next` completely, then replaces the layer's data; never leaves it half-updated. */
  protected abstract applyData(next: TData): void;

  options(): TOptions;
  options(partial: DeepPartial<TOptions>): this;
  options(partial?: DeepPartial<TOptions>): TOptions | this {
    if (arguments.length === 0) return this.currentOptions;
    this.replaceOptions(this.mergeKnownOptions(this.currentOptions, partial));
    return this;
  }

  /** Every option back to its default, then `partial` merged in. */
  resetOptions(partial?: DeepPartial<TOptions>): this {
    this.replaceOptions(this.mergeKnownOptions(this.kind.defaults, partial));
    return this;
  }

  /**
   * Merges like `mergeOptions` what passed the layer's option rules: an unknown option at any
   * depth (a typo) or a value of the wrong kind is INVALID_OPTION naming its path. The result is
   * frozen, so the object `options()` returns cannot be changed around the rules either.
   */
  private mergeKnownOptions(
    base: TOptions | DeepReadonly<TOptions>,
    partial: DeepPartial<TOptions> | undefined,
  ): TOptions {
    const checked =
      partial === undefined ? undefined : readOptions<DeepPartial<TOptions>>(this.kind.rules, partial, this.describe());
    return deepFreeze(mergeOptions<TOptions>(base, checked)) as TOptions;
  }

  private replaceOptions(next: TOptions): void {
    this.validateOptions(next);
    const previous = this.currentOptions;
    this.currentOptions = next;
    this.onOptionsChange(previous, next);
    this.setNeedsRedraw();
  }

  /**
   * Throws INVALID_OPTION for a combination of options the layer cannot draw with (each option
   * alone passed its rule). Runs before subclass fields exist: use no instance state.
   */
  protected validateOptions(_next: TOptions): void {}

  protected onOptionsChange(_previous: TOptions, _next: TOptions): void {}

  visible(): boolean;
  visible(next: boolean): this;
  visible(next?: boolean): boolean | this {
    if (arguments.length === 0) return this.isVisible;
    if (typeof next !== 'boolean') throw invalidOption(`visible() of ${this.describe()} takes a boolean`);
    this.isVisible = next;
    this.onVisibilityChange();
    this.setNeedsRedraw();
    return this;
  }

  protected onVisibilityChange(): void {}

  filter(): TPredicate | null;
  filter(predicate: TPredicate | null): this;
  filter(predicate?: TPredicate | null): TPredicate | null | this {
    if (arguments.length === 0) return this.predicate;
    if (predicate !== null && typeof predicate !== 'function') {
      throw invalidOption(`filter() of ${this.describe()} takes a function or null`);
    }
    const previous = this.predicate;
    this.predicate = predicate ?? null;
    try {
      this.onFilterChange();
    } catch (error) {
      this.predicate = previous;
      throw error;
    }
    this.setNeedsRedraw();
    return this;
  }

  /** The predicate changed. Runs it over the items before changing any state, so a predicate that throws changes nothing. */
  protected onFilterChange(): void {}

  /** Bounds of the given items (default: every drawn item), or `null` when there is nothing to bound. */
  abstract getBounds(ids?: Id[]): Bounds | null;

  /** Called by the map instance when the layer is added to it (the map checks it is on no other map). */
  attach(context: LayerContext): void {
    this.context = context;
    this.onAttach();
  }

  /** Called by the map instance when the layer is removed from it or the map is destroyed. */
  detach(): void {
    this.onDetach();
    this.context = null;
  }

  isAttached(): boolean {
    return this.context !== null;
  }

  protected onAttach(): void {}
  protected onDetach(): void {}

  /** The deck.gl layers that draw this layer now (only called while visible). */
  abstract renderLayers(): DeckLayer[];

  /** Whether a deck.gl layer was made by `renderLayers` of this layer. */
  ownsDeckLayer(deckLayerId: string): boolean {
    return deckLayerId === this.id || deckLayerId.startsWith(`${this.id}::`);
  }

  /** The MapWeave item under the pointer for a deck.gl pick, or null. */
  abstract toEventItem(info: PickingInfo): PointerEventItem | null;

  /** The view changed (zoom-dependent layout and combining re-run here). */
  onViewStateChange(_viewState: ViewState): void {}

  /** The item under the pointer changed (`null`: none of this layer's). */
  setHovered(_item: PointerEventItem | null): void {}

  /** The user clicked one of this layer's items, or the background (`null`). */
  handleClick(_item: PointerEventItem | null, _additive: boolean): void {}

  /** The user double-clicked one of this layer's items. */
  handleDoubleClick(_item: PointerEventItem): void {}

  isDraggable(_item: PointerEventItem): boolean {
    return false;
  }

  /** Moves a dragged item to the pointer's coordinate. */
  dragTo(_item: PointerEventItem, _coordinate: LatLng): DragResult {
    throw new MapWeaveError('INVALID_OPTION', `${this.describe()} has no draggable items`);
  }

  endDrag(_item: PointerEventItem): void {}

  /** The items drawn now that keyboard focus can step through (tooltips show for them). */
  getFocusableItems(): FocusableItem[] {
    return [];
  }

  /**
   * The item as it is drawn now, with its current data and position, or `null` when it is no
   * longer drawn (removed, hidden, filtered out, combined): an open tooltip follows it. By default
   * the item among `getFocusableItems()`.
   */
  resolveItem(item: PointerEventItem): FocusableItem | null {
    return this.getFocusableItems().find((entry) => entry.item.id === item.id && entry.item.type === item.type) ?? null;
  }

  /**
   * The labels this layer would draw now and the symbols no label may cover, for the map's one
   * label placement across its layers (`null`: none).
   */
  labelRequest(): LabelRequest | null {
    return null;
  }

  /** Where this layer's labels go in this frame: the map's placement, or its own alone outside a map. */
  protected placedLabels(): PlacedLabels | null {
    const placed = this.context?.placedLabels?.(this.id);
    if (placed) return placed;
    const request = this.labelRequest();
    return request && placeAlone(request, this.context?.getViewState() ?? NO_VIEW);
  }

  /** The map's theme (light outside a map). */
  protected theme(): MapTheme {
    return this.context?.getTheme?.() ?? 'light';
  }

  /** Counts for the screen-reader summary of what the map shows. */
  getVisibleSummary(): VisibleSummary {
    return {};
  }

  /** Text credited in the map's attribution element. */
  getAttribution(): string | null {
    return null;
  }

  /** Asks the map to draw again (deck.gl diffs props, so unchanged sub-layers cost nothing). */
  setNeedsRedraw(): void {
    this.context?.requestRender();
  }

  /** deck.gl layer id for one of this layer's parts. */
  protected subLayerId(part: string): string {
    return `${this.id}::${part}`;
  }
}
