import {deepFreeze} from '../../core/defaults.js';
import {
  boolean,
  color,
  finite,
  nonNegative,
  nullable,
  oneOf,
  shape,
  time,
  timeRange,
  zoomRange,
} from '../../core/optionRules.js';
import type {Color, TimeValue} from '../../core/types.js';

/** The ObservationsLayer's options: their type, their defaults and the rules they must follow (`readOptions`). */

export type ObservationsMode = 'observations' | 'trajectories' | 'both' | 'auto';

export interface ObservationsLayerOptions {
  mode: ObservationsMode;
  /** In `auto` mode: observations show at zooms in `observations`, trajectories at zooms in `trajectories`. */
  autoRange: {observations: [number, number]; trajectories: [number, number]};
  trajectory: {maximumInterval: number; width: number; color: Color | null};
  observationDefaults: {color: Color; size: number};
  /** The instant tracker nodes ride to; `null` puts them at each entity's last observation. */
  currentTime: TimeValue | null;
  /** Only observations (and trajectory parts) inside this range are drawn (GPU filter). */
  timeRange: [TimeValue, TimeValue] | null;
  /**
   * Entity labels that would overlap others are left out (the larger entity's label is drawn);
   * `priority` outranks the labels of the map's layers with a lower one.
   */
  labels: {collision: boolean; priority: number};
}

export const OBSERVATIONS_DEFAULTS = deepFreeze<ObservationsLayerOptions>({
  mode: 'both',
  autoRange: {observations: [9, 24], trajectories: [0, 24]},
  trajectory: {maximumInterval: 60_000, width: 2, color: null},
  observationDefaults: {color: '#dc2626', size: 4},
  currentTime: null,
  timeRange: null,
  labels: {collision: true, priority: 0},
});

export const OBSERVATIONS_OPTION_RULES = shape<ObservationsLayerOptions>({
  mode: oneOf(['observations', 'trajectories', 'both', 'auto']),
  autoRange: shape<ObservationsLayerOptions['autoRange']>({observations: zoomRange, trajectories: zoomRange}),
  trajectory: shape<ObservationsLayerOptions['trajectory']>({
    maximumInterval: nonNegative,
    width: nonNegative,
    color: nullable(color),
  }),
  observationDefaults: shape<ObservationsLayerOptions['observationDefaults']>({color, size: nonNegative}),
  currentTime: nullable(time),
  timeRange: nullable(timeRange),
  labels: shape<ObservationsLayerOptions['labels']>({collision: boolean, priority: finite}),
});
