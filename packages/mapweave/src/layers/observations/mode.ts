import type {ObservationsMode} from './options.js';

export interface ResolvedMode {
  observations: boolean;
  trajectories: boolean;
}

/** What to draw: `auto` shows each kind while `zoom` is inside its closed `autoRange`. */
export function resolveMode(
  mode: ObservationsMode,
  autoRange: {observations: readonly [number, number]; trajectories: readonly [number, number]},
  zoom: number,
): ResolvedMode {
  switch (mode) {
    case 'observations':
      return {observations: true, trajectories: false};
    case 'trajectories':
      return {observations: false, trajectories: true};
    case 'both':
      return {observations: true, trajectories: true};
    case 'auto':
      return {
        observations: zoom >= autoRange.observations[0] && zoom <= autoRange.observations[1],
        trajectories: zoom >= autoRange.trajectories[0] && zoom <= autoRange.trajectories[1],
      };
  }
}
