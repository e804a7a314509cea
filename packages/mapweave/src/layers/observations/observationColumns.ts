import type {ColorCache} from '../../core/colorCache.js';
import type {ObservationsData} from '../../core/types.js';
import type {ObservationsLayerOptions} from './options.js';
import type {ObservationTable} from './model.js';

/** Binary deck.gl attributes of the observations: no per-row accessor runs when they are drawn. */
export interface ObservationColumns {
  length: number;
  attributes: {
    getPosition: {value: Float64Array; size: 2};
    getFillColor: {value: Uint8Array; size: 4; normalized: true};
    getRadius: {value: Float32Array; size: 1};
    /** `[time - origin, visible]` per observation (DataFilterExtension, filterSize 2). */
    getFilterValue: {value: Float32Array; size: 2};
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
  // Style per entity once; each row copies its entity's (a colour as one 32-bit word).
  const entityColors = new Uint8Array(table.entities.length * 4);
  const entitySizes = new Float32Array(table.entities.length);
  table.entities.forEach((id, index) => {
    const entity = entities[id];
    entityColors.set(colors.get(entity?.color ?? defaults.color), index * 4);
    entitySizes[index] = entity?.size ?? defaults.size;
  });
  const colorWords = new Uint32Array(fillColors.buffer);
  const entityColorWords = new Uint32Array(entityColors.buffer);
  const {entityRows, longitudes, latitudes, times} = table;
  for (let row = 0; row < count; row++) {
    const entity = entityRows[row]!;
    positions[row * 2] = longitudes[row]!;
    positions[row * 2 + 1] = latitudes[row]!;
    colorWords[row] = entityColorWords[entity]!;
    radii[row] = entitySizes[entity]!;
    filterValues[row * 2] = times[row]! - origin;
    filterValues[row * 2 + 1] = shown[row]!;
  }
  return {
    length: count,
    attributes: {
      getPosition: {value: positions, size: 2},
      getFillColor: {value: fillColors, size: 4, normalized: true},
      getRadius: {value: radii, size: 1},
      getFilterValue: {value: filterValues, size: 2},
    },
  };
}

/** The earliest observation time (the origin of the float32 filter values) and the latest; 0 and 0 when there are none. */
export function timeExtent(table: ObservationTable): [earliest: number, latest: number] {
  let earliest = Infinity;
  let latest = -Infinity;
  const {times} = table;
  for (let row = 0; row < times.length; row++) {
    const time = times[row]!;
    if (time < earliest) earliest = time;
    if (time > latest) latest = time;
  }
  return earliest === Infinity ? [0, 0] : [earliest, latest];
}
