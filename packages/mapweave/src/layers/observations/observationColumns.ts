import type { ColorCache } from '../../core/colorCache.js';
import type { Id, ObservationsData, ObservationsLayerOptions } from '../../core/types.js';
import type { ObservationTable } from './model.js';

/** Binary deck.gl attributes of the observations: no per-row accessor runs when they are drawn. */
export interface ObservationColumns {
  length: number;
  attributes: {
    getPosition: { value: Float64Array; size: 2 };
    getFillColor: { value: Uint8Array; size: 4; normalized: true };
    getRadius: { value: Float32Array; size: 1 };
    /** `[time - origin, visible]` per observation (DataFilterExtension, filterSize 2). */
    getFilterValue: { value: Float32Array; size: 2 };
  };
}

/** Columns for every observation; `shown` is 1 for rows the predicate lets through. */
export function buildObservationColumns(
  table: ObservationTable,
  entities: ObservationsData['entities'],
  shown: Uint8Array,
  origin: number,
  options: ObservationsLayerOptions,
  colors: ColorCache,
): ObservationColumns {
  const count = table.ids.length;
  const positions = new Float64Array(count * 2);
  const fillColors = new Uint8Array(count * 4);
  const radii = new Float32Array(count);
  const filterValues = new Float32Array(count * 2);
  const defaults = options.observationDefaults;
  for (let row = 0; row < count; row++) {
    const entity = entities[table.entityIds[row] as Id];
    positions[row * 2] = table.longitudes[row]!;
    positions[row * 2 + 1] = table.latitudes[row]!;
    fillColors.set(colors.get(entity?.color ?? defaults.color), row * 4);
    radii[row] = entity?.size ?? defaults.size;
    filterValues[row * 2] = table.times[row]! - origin;
    filterValues[row * 2 + 1] = shown[row]!;
  }
  return {
    length: count,
    attributes: {
      getPosition: { value: positions, size: 2 },
      getFillColor: { value: fillColors, size: 4, normalized: true },
      getRadius: { value: radii, size: 1 },
      getFilterValue: { value: filterValues, size: 2 },
    },
  };
}

/** The earliest observation time: the origin of the float32 filter values. */
export function earliestTime(table: ObservationTable): number {
  let earliest = Infinity;
  for (const time of table.times) if (time < earliest) earliest = time;
  return earliest === Infinity ? 0 : earliest;
}
