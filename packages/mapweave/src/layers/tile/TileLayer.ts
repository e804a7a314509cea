import type {Layer as DeckLayer, PickingInfo} from '@deck.gl/core';
import {TILE_DEFAULTS, TILE_OPTION_RULES} from './options.js';
import {describeValue, invalidOption, MapWeaveError} from '../../core/errors.js';
import {Layer, type LayerConfig} from '../../core/Layer.js';
import type {Bounds, PointerEventItem} from '../../core/types.js';
import type {TileLayerOptions} from './options.js';
import {createRasterTileLayer} from './rasterTiles.js';
import {isTileUrlTemplate} from './tileUrl.js';

/** A tile layer has no items to filter: its predicate type admits only `null`. */
export type TileLayerConfig = LayerConfig<string, TileLayerOptions, never>;

/**
 * XYZ raster tiles from a URL template (`https://…/{z}/{x}/{y}.png`), with min/max zoom,
 * opacity and an attribution shown in the map's attribution element.
 */
export class TileLayer extends Layer<string, TileLayerOptions, never> {
  static override readonly layerName = 'TileLayer';
  constructor(config: TileLayerConfig) {
    super(config, {defaults: TILE_DEFAULTS, rules: TILE_OPTION_RULES}, '');
    if (config.data !== undefined) this.applyData(config.data);
  }

  protected applyData(next: string): void {
    if (!isTileUrlTemplate(next)) {
      throw new MapWeaveError(
        'INVALID_TILE_URL',
        `Tile URL ${describeValue(next)} of TileLayer "${this.id}" must contain {z}, {x} and {y}`,
      );
    }
    this.currentData = next;
  }

  protected override validateOptions(next: TileLayerOptions): void {
    const {minZoom, maxZoom} = next;
    if (minZoom > maxZoom)
      throw invalidOption(`TileLayer "${this.id}" needs minZoom <= maxZoom (got ${minZoom}, ${maxZoom})`);
  }

  getBounds(): Bounds | null {
    return null;
  }

  renderLayers(): DeckLayer[] {
    if (!this.currentData) return [];
    const {minZoom, maxZoom, opacity, tileSize} = this.currentOptions;
    return [
      createRasterTileLayer({id: this.subLayerId('tiles'), url: this.currentData, minZoom, maxZoom, opacity, tileSize}),
    ];
  }

  toEventItem(_info: PickingInfo): PointerEventItem | null {
    return null;
  }

  override getAttribution(): string | null {
    return this.currentOptions.attribution || null;
  }
}
