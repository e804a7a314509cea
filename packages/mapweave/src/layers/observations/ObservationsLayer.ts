import type {Layer as DeckLayer, PickingInfo} from '@deck.gl/core';
import {DataFilterExtension, type DataFilterExtensionProps} from '@deck.gl/extensions';
import {ScatterplotLayer, TextLayer} from '@deck.gl/layers';
import {ColorCache} from '../../core/colorCache.js';
import {changedKeys} from '../../core/deepEqual.js';
import {drawnLabels, type DrawnLabel, type LabelItem, type LabelRequest} from '../../core/mapLabels.js';
import {
  haloColorFor,
  labelTextProps,
  sideTextProps,
  THEME_LABEL_COLORS,
  type LabelStyle,
} from '../../core/labelStyle.js';
import {OBSERVATIONS_DEFAULTS, OBSERVATIONS_OPTION_RULES} from './options.js';
import {MapWeaveError, describeValue, throwIfIssues, unknownIds, type ValidationIssue} from '../../core/errors.js';
import {Layer, type FocusableItem, type LayerConfig, type VisibleSummary} from '../../core/Layer.js';
import {countAtMost, countBelow} from '../../core/sortedCounts.js';
import {toMillis, toTimeRange} from '../../core/time.js';
import type {TrackerSource} from '../../core/tracker.js';
import type {
  Bounds,
  Id,
  LatLng,
  Observation,
  ObservationsColumns,
  ObservationsData,
  PointerEventItem,
  TimeRange,
  Trajectory,
  ViewState,
} from '../../core/types.js';
import type {ObservationsLayerOptions} from './options.js';
import {checkCoordinates, checkIdArgument, checkIdList, isRecord} from '../../core/validate.js';
import {boundsOfPositions} from '../../core/viewport.js';
import {resolveMode, type ResolvedMode} from './mode.js';
import {isObservationsColumns, readObservationsColumns, recordsOfTable} from './columnData.js';
import {validateObservations, type ObservationTable} from './model.js';
import {buildObservationColumns, timeExtent, type ObservationColumns} from './observationColumns.js';
import {TimeWindowTripsLayer} from './timeWindowTripsLayer.js';
import {
  groupTrajectories,
  inferTrajectories,
  positionAt,
  projectOntoTrajectory,
  type TrackerPosition,
} from './trajectories.js';

export type ObservationPredicate = (observation: Observation, id: Id) => boolean;
export type ObservationsLayerConfig = Omit<
  LayerConfig<ObservationsData, ObservationsLayerOptions, ObservationPredicate>,
  'data'
> & {
  /** Entities and observations keyed by id, or the column form (`ObservationsColumns`). */
  data?: ObservationsData | ObservationsColumns;
};

interface DrawnTrajectory {
  trajectory: Trajectory;
  /** Milliseconds after the layer's time origin, per point (float32 on the GPU). */
  timestamps: number[];
  color: [number, number, number, number];
}

const filter2 = new DataFilterExtension({filterSize: 2});
const ENTITY_LABEL_STYLE: LabelStyle = {fontSize: 12, fontWeight: 'normal', haloWidth: 2};
const EMPTY_TABLE: ObservationTable = {
  ids: [],
  entities: [],
  entityRows: new Int32Array(0),
  longitudes: new Float64Array(0),
  latitudes: new Float64Array(0),
  times: new Float64Array(0),
};

/**
 * Entities observed over time: observation dots, trajectories inferred per entity, modes by
 * zoom, a GPU time range, and tracker positions that network nodes of the same id ride on.
 */
export class ObservationsLayer
  extends Layer<ObservationsData, ObservationsLayerOptions, ObservationPredicate>
  implements TrackerSource
{
  static override readonly layerName = 'ObservationsLayer';
  private table: ObservationTable = EMPTY_TABLE;
  private entities: ObservationsData['entities'] = {};
  /** The record form: as given, or built from the table on first need after columns were given. */
  private records: ObservationsData | null = {entities: {}, observations: {}};
  private shown: Uint8Array = new Uint8Array(0);
  /** The shown observations' times, ascending: built on the summary's first use after a rebuild. */
  private shownTimes: Float64Array | null = null;
  private origin = 0;
  private latest = 0;
  private columns: ObservationColumns | null = null;
  private trajectories: Trajectory[] = [];
  private trajectoriesByEntity = new Map<Id, Trajectory[]>();
  private drawnTrajectories: DrawnTrajectory[] = [];
  private mode: ResolvedMode = {observations: true, trajectories: true};
  private readonly colors = new ColorCache();
  private drawnEntityLabels: DrawnLabel<LabelItem>[] = [];

  constructor(config: ObservationsLayerConfig) {
    super(
      {...config, data: undefined},
      {defaults: OBSERVATIONS_DEFAULTS, rules: OBSERVATIONS_OPTION_RULES},
      {entities: {}, observations: {}},
    );
    if (config.data !== undefined) this.applyData(config.data);
  }

  /** The entities and observations keyed by id (also after the column form was given); setting replaces them all. */
  override data(): ObservationsData;
  override data(next: ObservationsData | ObservationsColumns): this;
  override data(next?: ObservationsData | ObservationsColumns): ObservationsData | this {
    if (arguments.length === 0) return this.recordData();
    // Layer.data() hands `next` to applyData() unread, which takes either form.
    return super.data(next as ObservationsData);
  }

  protected applyData(next: ObservationsData | ObservationsColumns): void {
    const columns = isObservationsColumns(next);
    const table = columns ? readObservationsColumns(next) : validateObservations(next);
    const records = columns ? null : next;
    // The predicate runs before anything changes: one that throws leaves the layer as it was.
    const shown = this.shownRows(table, () => records ?? recordsOfTable(table, next.entities));
    this.records = records;
    this.entities = next.entities;
    this.table = table;
    [this.origin, this.latest] = timeExtent(table);
    this.rebuild(shown);
  }

  /** The trajectories drawn now (after the filter), per entity in time order. */
  getTrajectories(): Trajectory[] {
    return [...this.trajectories];
  }

  /** Each entity's position at `currentTime` (see the contract for the rules between tracks). */
  getTrackerNodePositions(): Record<Id, LatLng & {time: number}> {
    const time = this.currentTimeMillis();
    const positions: Record<Id, TrackerPosition> = {};
    for (const entityId of this.trajectoriesByEntity.keys()) {
      const position = positionAt(this.trajectoriesByEntity, entityId, time);
      if (position) positions[entityId] = position;
    }
    return positions;
  }

  hasEntity(entityId: Id): boolean {
    checkIdArgument(entityId, 'hasEntity()');
    return Object.hasOwn(this.entities, entityId);
  }

  /** Moves `currentTime` to where the entity's track passes nearest `coordinate`; returns that time. */
  dragTrackerTo(entityId: Id, coordinate: LatLng): number {
    checkIdArgument(entityId, 'dragTrackerTo()');
    if (!isRecord(coordinate)) {
      throw new MapWeaveError(
        'INVALID_TYPE',
        `dragTrackerTo() takes a {latitude, longitude} coordinate (got ${describeValue(coordinate)})`,
        [entityId],
      );
    }
    const issues: ValidationIssue[] = [];
    checkCoordinates(coordinate.latitude, coordinate.longitude, entityId, 'The drag target of tracked entity', issues);
    throwIfIssues(issues);
    const list = this.trajectoriesByEntity.get(entityId);
    if (!list || list.length === 0) throw unknownIds([entityId], 'tracked entity');
    let best: {time: number; distance: number} | null = null;
    for (const trajectory of list) {
      const time = projectOntoTrajectory(trajectory, coordinate);
      const at = positionAt([trajectory], entityId, time);
      if (!at) continue;
      const distance = (at.latitude - coordinate.latitude) ** 2 + (at.longitude - coordinate.longitude) ** 2;
      if (!best || distance < best.distance) best = {time, distance};
    }
    const time = best?.time ?? list[0]!.times[0]!;
    this.options({currentTime: time});
    return time;
  }

  getBounds(ids?: Id[]): Bounds | null {
    const rows: number[] = [];
    if (ids !== undefined) {
      checkIdList(ids, 'getBounds()');
      const rowOf = new Map(this.table.ids.map((id, row) => [id, row]));
      const missing = ids.filter((id) => !rowOf.has(id) && !this.hasEntity(id));
      if (missing.length > 0) throw unknownIds(missing, 'observation');
      const wanted = new Set(ids);
      this.table.ids.forEach((id, row) => {
        if (wanted.has(id) || wanted.has(this.table.entities[this.table.entityRows[row]!]!)) rows.push(row);
      });
    } else {
      this.shown.forEach((shown, row) => shown === 1 && rows.push(row));
    }
    return boundsOfPositions(
      rows.map((row): [number, number] => [this.table.longitudes[row]!, this.table.latitudes[row]!]),
    );
  }

  renderLayers(): DeckLayer[] {
    const range = this.timeRange();
    const layers: DeckLayer[] = [];
    if (this.mode.trajectories) {
      const current = range ? range[1] - this.origin : this.latest - this.origin + 1;
      const trail = range ? range[1] - range[0] : this.latest - this.origin + 2;
      const {width} = this.currentOptions.trajectory;
      layers.push(
        new TimeWindowTripsLayer<DrawnTrajectory>({
          id: this.subLayerId('trajectories'),
          data: this.drawnTrajectories,
          pickable: true,
          widthUnits: 'pixels',
          capRounded: true,
          jointRounded: true,
          fadeTrail: false,
          getPath: (drawn) => drawn.trajectory.path,
          getTimestamps: (drawn) => drawn.timestamps,
          getColor: (drawn) => drawn.color,
          getWidth: width,
          currentTime: current,
          trailLength: trail,
        }),
      );
    }
    const placed = this.placedLabels();
    this.drawnEntityLabels = placed ? drawnLabels(placed, this.drawnEntityLabels) : [];
    if (this.drawnEntityLabels.length > 0) {
      const color = THEME_LABEL_COLORS[this.theme()];
      layers.push(
        new TextLayer<DrawnLabel<LabelItem>>({
          id: this.subLayerId('entity-labels'),
          data: this.drawnEntityLabels,
          getPosition: ({label}) => label.position,
          getText: ({label}) => label.text,
          getSize: ENTITY_LABEL_STYLE.fontSize,
          getColor: color,
          ...sideTextProps<DrawnLabel<LabelItem>>(
            (drawn) => drawn.side,
            (drawn) => drawn.label.clearance ?? 0,
          ),
          ...labelTextProps(ENTITY_LABEL_STYLE, haloColorFor(color)),
        }),
      );
    }
    if (this.mode.observations && this.columns) {
      const [start, end] = range ? [range[0] - this.origin, range[1] - this.origin] : [-1e30, 1e30];
      layers.push(
        new ScatterplotLayer<unknown, DataFilterExtensionProps<unknown>>({
          id: this.subLayerId('observations'),
          data: this.columns as never,
          pickable: true,
          radiusUnits: 'pixels',
          filterRange: [
            [start, end],
            [1, 1],
          ],
          extensions: [filter2],
        }),
      );
    }
    return layers;
  }

  /**
   * Each labelled entity's label, beside its position at `currentTime` (its last observation when
   * unset), the larger entity's first. A network node riding the entity names it instead when it
   * has a label (one label per entity).
   */
  override labelRequest(): LabelRequest | null {
    const labels = this.entityLabels();
    if (labels.length === 0) return null;
    const {labels: options} = this.currentOptions;
    return {
      labels,
      obstacles: [],
      style: ENTITY_LABEL_STYLE,
      layerPriority: options.priority,
      collision: options.collision,
    };
  }

  private entityLabels(): LabelItem[] {
    const entities = this.entities;
    const labels: LabelItem[] = [];
    let positions: Record<Id, LatLng> | null = null;
    for (const entityId of this.trajectoriesByEntity.keys()) {
      const entity = entities[entityId];
      if (!entity?.label) continue;
      positions ??= this.getTrackerNodePositions();
      const at = positions[entityId];
      if (!at) continue;
      const size = entity.size ?? this.currentOptions.observationDefaults.size;
      labels.push({
        text: entity.label,
        position: [at.longitude, at.latitude],
        clearance: size + 3,
        tier: 0,
        priority: size,
        group: this.id,
        id: entityId,
      });
    }
    return labels;
  }

  toEventItem(info: PickingInfo): PointerEventItem | null {
    const part = info.layer?.id.slice(this.id.length + 2);
    if (part === 'observations') {
      const id = this.table.ids[info.index];
      if (id === undefined) return null;
      // Columns carry no `data`: a pick does not build the records.
      return {layerId: this.id, id, type: 'observation', data: this.records?.observations[id]?.data};
    }
    if (part === 'trajectories') {
      const drawn = info.object as DrawnTrajectory | undefined;
      return drawn ? {layerId: this.id, id: drawn.trajectory.id, type: 'trajectory', data: drawn.trajectory} : null;
    }
    return null;
  }

  override onViewStateChange(viewState: ViewState): void {
    const next = resolveMode(this.currentOptions.mode, this.currentOptions.autoRange, viewState.zoom);
    if (next.observations !== this.mode.observations || next.trajectories !== this.mode.trajectories) {
      this.mode = next;
      this.setNeedsRedraw();
    }
  }

  override resolveItem(item: PointerEventItem): FocusableItem | null {
    if (item.layerId !== this.id) return null;
    if (item.type === 'trajectory') {
      if (!this.mode.trajectories) return null;
      const trajectory = this.trajectories.find((candidate) => candidate.id === item.id);
      const first = trajectory?.path[0];
      return trajectory && first ? {item: {...item, data: trajectory}, position: [first[0], first[1]]} : null;
    }
    if (item.type !== 'observation' || !this.mode.observations) return null;
    const row = this.table.ids.indexOf(item.id);
    const range = this.timeRange();
    const time = this.table.times[row]!;
    if (row < 0 || !this.shown[row] || (range && (time < range[0] || time > range[1]))) return null;
    return {
      item: {...item, data: this.records?.observations[item.id]?.data},
      position: [this.table.longitudes[row]!, this.table.latitudes[row]!],
    };
  }

  /** The observations drawn now (none while only trajectories are drawn). */
  override getFocusableItems(): FocusableItem[] {
    if (!this.mode.observations) return [];
    const {ids, times, longitudes, latitudes} = this.table;
    const range = this.timeRange();
    const items: FocusableItem[] = [];
    ids.forEach((id, row) => {
      if (!this.shown[row] || (range && (times[row]! < range[0] || times[row]! > range[1]))) return;
      const data = this.records?.observations[id]?.data;
      items.push({
        item: {layerId: this.id, id, type: 'observation', data},
        position: [longitudes[row]!, latitudes[row]!],
      });
    });
    return items;
  }

  /**
   * Counts the observations drawn without a pass over them: under a time range (which playback
   * moves every frame) two binary searches in the shown times, sorted once per rebuild.
   */
  override getVisibleSummary(): VisibleSummary {
    let observations = 0;
    if (this.mode.observations) {
      const times = (this.shownTimes ??= sortedShownTimes(this.table.times, this.shown));
      const range = this.timeRange();
      observations = range
        ? countAtMost(times, times.length, range[1]) - countBelow(times, times.length, range[0])
        : times.length;
    }
    return {observations, trajectories: this.mode.trajectories ? this.trajectories.length : 0};
  }

  protected override onOptionsChange(previous: ObservationsLayerOptions, next: ObservationsLayerOptions): void {
    this.mode = resolveMode(next.mode, next.autoRange, this.context?.getViewState().zoom ?? 0);
    // Time range, current time and mode are uniforms or layer choices; tracks and colours are data.
    const changed = changedKeys(previous, next);
    if (changed.includes('trajectory') || changed.includes('observationDefaults')) this.rebuild();
  }

  protected override onFilterChange(): void {
    this.rebuild(this.shownRows(this.table, () => this.recordData()));
  }

  protected override onAttach(): void {
    const options = this.currentOptions;
    this.mode = resolveMode(options.mode, options.autoRange, this.context?.getViewState().zoom ?? 0);
  }

  /** 1 for each row of `table` the predicate lets through; `records` are the table's records. */
  private shownRows(table: ObservationTable, records: () => ObservationsData): Uint8Array {
    const shown = new Uint8Array(table.ids.length);
    const predicate = this.predicate;
    if (!predicate) return shown.fill(1);
    const {observations} = records();
    table.ids.forEach((id, row) => (shown[row] = predicate(observations[id]!, id) ? 1 : 0));
    return shown;
  }

  /** Binary columns and trajectories from the data, the filter mask `shown` and the style options. */
  private rebuild(shown: Uint8Array = this.shown): void {
    const {table} = this;
    const predicate = this.predicate;
    this.shown = shown;
    this.shownTimes = null;
    this.columns = buildObservationColumns(
      table,
      this.entities,
      this.shown,
      this.origin,
      this.currentOptions,
      this.colors,
    );
    const shownTable = predicate ? filterTable(table, this.shown) : table;
    this.trajectories = inferTrajectories(shownTable, this.currentOptions.trajectory.maximumInterval);
    this.trajectoriesByEntity = groupTrajectories(this.trajectories);
    const {trajectory: trajectoryOptions, observationDefaults} = this.currentOptions;
    this.drawnTrajectories = this.trajectories.map((trajectory) => ({
      trajectory,
      timestamps: trajectory.times.map((time) => time - this.origin),
      color: this.colors.get(
        trajectoryOptions.color ?? this.entities[trajectory.entityId]?.color ?? observationDefaults.color,
      ),
    }));
  }

  private recordData(): ObservationsData {
    return (this.records ??= recordsOfTable(this.table, this.entities));
  }

  private timeRange(): TimeRange | null {
    const range = this.currentOptions.timeRange;
    return range === null ? null : toTimeRange(range);
  }

  private currentTimeMillis(): number | null {
    const time = this.currentOptions.currentTime;
    return time === null ? null : toMillis(time);
  }
}

/** The times of the rows where `mask` is 1, ascending (sorted only when the data was not in time order). */
function sortedShownTimes(times: Float64Array, mask: Uint8Array): Float64Array {
  let count = 0;
  for (let row = 0; row < mask.length; row++) count += mask[row]!;
  const shown = new Float64Array(count);
  let ascending = true;
  for (let row = 0, k = 0; row < mask.length; row++) {
    if (mask[row] !== 1) continue;
    shown[k] = times[row]!;
    ascending &&= k === 0 || shown[k - 1]! <= shown[k]!;
    k++;
  }
  return ascending ? shown : shown.sort();
}

/** The rows of `table` where `mask` is 1. */
function filterTable(table: ObservationTable, mask: Uint8Array): ObservationTable {
  const rows = [...mask.keys()].filter((row) => mask[row] === 1);
  return {
    ids: rows.map((row) => table.ids[row]!),
    entities: table.entities,
    entityRows: Int32Array.from(rows, (row) => table.entityRows[row]!),
    longitudes: Float64Array.from(rows, (row) => table.longitudes[row]!),
    latitudes: Float64Array.from(rows, (row) => table.latitudes[row]!),
    times: Float64Array.from(rows, (row) => table.times[row]!),
  };
}
