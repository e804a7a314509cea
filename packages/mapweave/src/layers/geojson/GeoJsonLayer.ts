import type {Layer as DeckLayer, PickingInfo} from '@deck.gl/core';
import {GeoJsonLayer as DeckGeoJsonLayer} from '@deck.gl/layers';
import {ColorCache} from '../../core/colorCache.js';
import {DIMMED_OPACITY, ItemSelection} from '../../core/selection.js';
import {GEOJSON_DEFAULTS, GEOJSON_OPTION_RULES} from './options.js';
import {unknownIds} from '../../core/errors.js';
import {Layer, type FocusableItem, type LayerConfig, type VisibleSummary} from '../../core/Layer.js';
import type {Bounds, Color, Id, PointerEventItem} from '../../core/types.js';
import type {GeoJsonLayerOptions, StyleValue} from './options.js';
import {checkIdList} from '../../core/validate.js';
import {boundsOfPositions} from '../../core/viewport.js';
import {geometryPositions, normalizeGeoJson, type IdentifiedFeature} from './normalize.js';
import type * as GeoJSON from 'geojson';

export type GeoJsonPredicate = (feature: GeoJSON.Feature) => boolean;
export type GeoJsonData = GeoJSON.GeoJSON;
export type GeoJsonLayerConfig = LayerConfig<GeoJsonData, GeoJsonLayerOptions, GeoJsonPredicate>;

/** Any GeoJSON, styled by value or by a function of each feature's properties; features are pickable and selectable. */
export class GeoJsonLayer extends Layer<GeoJsonData, GeoJsonLayerOptions, GeoJsonPredicate> {
  static override readonly layerName = 'GeoJsonLayer';
  private features: IdentifiedFeature[] = [];
  private shown: IdentifiedFeature[] = [];
  /** Copies of the shown features tagged with their row, so picks map back to entries. */
  private deckData: (GeoJSON.Feature & {__row: number})[] = [];
  private readonly selection = new ItemSelection((selected) => {
    this.setNeedsRedraw();
    this.context?.emit('selection-change', {layerId: this.id, selected});
  });
  private readonly colors = new ColorCache();
  private styleVersion = 0;

  constructor(config: GeoJsonLayerConfig) {
    super(config, {defaults: GEOJSON_DEFAULTS, rules: GEOJSON_OPTION_RULES}, {type: 'FeatureCollection', features: []});
    if (config.data !== undefined) this.applyData(config.data);
  }

  protected applyData(next: GeoJsonData): void {
    const features = normalizeGeoJson(next, this.id);
    const shown = this.shownOf(features);
    this.currentData = next;
    this.features = features;
    const ids = new Set(features.map((entry) => entry.id));
    this.selection.prune((id) => ids.has(id));
    this.setShown(shown);
  }

  protected override onOptionsChange(): void {
    this.styleVersion += 1;
  }

  protected override onFilterChange(): void {
    this.setShown(this.shownOf(this.features));
  }

  select(ids: Id[]): this {
    checkIdList(ids, 'select()');
    const missing = this.missingFeatures(ids);
    if (missing.length > 0) throw unknownIds(missing, 'feature');
    this.selection.replace(ids);
    return this;
  }

  getSelection(): Id[] {
    return this.selection.list();
  }

  getBounds(ids?: Id[]): Bounds | null {
    let entries = this.shown;
    if (ids !== undefined) {
      checkIdList(ids, 'getBounds()');
      const missing = this.missingFeatures(ids);
      if (missing.length > 0) throw unknownIds(missing, 'feature');
      const wanted = new Set(ids);
      entries = this.features.filter((entry) => wanted.has(entry.id));
    }
    return boundsOfPositions(entries.flatMap((entry) => [...geometryPositions(entry.feature.geometry)]));
  }

  renderLayers(): DeckLayer[] {
    const options = this.currentOptions;
    const selected = this.selection.ids;
    const dim = options.dimUnselected && selected.size > 0;
    const entryOf = (feature: GeoJSON.Feature) => this.shown[(feature as {__row?: number}).__row ?? -1];
    const colorOf = (value: StyleValue<Color>, feature: GeoJSON.Feature, selectedColor: Color) => {
      const entry = entryOf(feature);
      if (entry && selected.has(entry.id)) return this.colors.get(selectedColor);
      const original = entry?.feature ?? feature;
      const color = this.colors.get(typeof value === 'function' ? value(original.properties ?? {}, original) : value);
      return dim ? ([color[0], color[1], color[2], color[3] * DIMMED_OPACITY] as const) : color;
    };
    const numberOf = (value: StyleValue<number>, feature: GeoJSON.Feature) => {
      const original = entryOf(feature)?.feature ?? feature;
      return typeof value === 'function' ? value(original.properties ?? {}, original) : value;
    };
    return [
      new DeckGeoJsonLayer({
        id: this.subLayerId('features'),
        data: this.deckData as GeoJSON.Feature[],
        pickable: options.pickable,
        opacity: options.opacity,
        stroked: true,
        filled: true,
        pointType: 'circle',
        lineWidthUnits: 'pixels',
        pointRadiusUnits: 'pixels',
        getFillColor: (feature) => colorOf(options.fillColor, feature, options.selectedStyle.fillColor),
        getLineColor: (feature) => colorOf(options.lineColor, feature, options.selectedStyle.lineColor),
        getLineWidth: (feature) => numberOf(options.lineWidth, feature),
        getPointRadius: (feature) => numberOf(options.pointRadius, feature),
        updateTriggers: {
          getFillColor: [this.styleVersion, [...selected].join('\u0000')],
          getLineColor: [this.styleVersion, [...selected].join('\u0000')],
          getLineWidth: this.styleVersion,
          getPointRadius: this.styleVersion,
        },
      }),
    ];
  }

  toEventItem(info: PickingInfo): PointerEventItem | null {
    const row = (info.object as {__row?: number} | undefined)?.__row;
    const entry = row === undefined ? undefined : this.shown[row];
    return entry ? {layerId: this.id, id: entry.id, type: 'feature', data: entry.feature} : null;
  }

  override handleClick(item: PointerEventItem | null, additive: boolean): void {
    if (!this.currentOptions.pickable) return;
    this.selection.click(item?.id ?? null, additive);
  }

  /** Each feature shown, at the centre of its bounds (when the layer is pickable). */
  override getFocusableItems(): FocusableItem[] {
    if (!this.currentOptions.pickable) return [];
    return this.shown.flatMap((entry) => this.focusableOf(entry));
  }

  override resolveItem(item: PointerEventItem): FocusableItem | null {
    const entry = this.currentOptions.pickable ? this.shown.find((candidate) => candidate.id === item.id) : undefined;
    return (entry && this.focusableOf(entry)[0]) ?? null;
  }

  private focusableOf(entry: IdentifiedFeature): FocusableItem[] {
    const bounds = boundsOfPositions(geometryPositions(entry.feature.geometry));
    if (!bounds) return [];
    const [[west, south], [east, north]] = bounds;
    const item = {layerId: this.id, id: entry.id, type: 'feature' as const, data: entry.feature};
    return [{item, position: [(west + east) / 2, (south + north) / 2]}];
  }

  override getVisibleSummary(): VisibleSummary {
    return {features: this.shown.length};
  }

  /** The features the predicate lets through. */
  private shownOf(features: IdentifiedFeature[]): IdentifiedFeature[] {
    const predicate = this.predicate;
    return predicate ? features.filter((entry) => predicate(entry.feature)) : features;
  }

  private setShown(shown: IdentifiedFeature[]): void {
    this.shown = shown;
    this.deckData = shown.map((entry, row) => ({...entry.feature, __row: row}));
  }

  private missingFeatures(ids: readonly Id[]): Id[] {
    const known = new Set(this.features.map((entry) => entry.id));
    return ids.filter((id) => !known.has(id));
  }
}
