import {deepFreeze} from '../../core/defaults.js';
import {Layer} from '../../core/Layer.js';
import {
  boolean,
  func,
  nonEmptyString,
  nullable,
  oneOf,
  positive,
  shape,
  timeRange,
  type ValueRule,
} from '../../core/optionRules.js';
import type {TimeValue} from '../../core/types.js';
import type {NetworkLayer} from '../../layers/network/NetworkLayer.js';
import type {ObservationsLayer} from '../../layers/observations/ObservationsLayer.js';

/** The layers a TimeBar counts and filters: their `time` filter follows its range. */
export type TimeFilteredLayer = NetworkLayer | ObservationsLayer;

export type TimeBarSpeed = 1 | 2 | 5 | 10;
export type TimeBarTheme = 'auto' | 'light' | 'dark';

export const TIME_BAR_SPEEDS: readonly TimeBarSpeed[] = [1, 2, 5, 10];

/** The most histogram bars: one element each, and more than a bar's pixel width would show. */
export const MAX_TIME_BAR_BINS = 1000;

export interface TimeBarOptions {
  /** Network and observations layers: counted in the histogram, filtered by the range. */
  layers: TimeFilteredLayer[];
  /** The span the bar shows; `null`: from the earliest to the latest item time of the layers. */
  domain: [TimeValue, TimeValue] | null;
  /** Histogram bars across the domain: an integer from 1 to 1000. */
  bins: number;
  /** Milliseconds an arrow key or a step button moves; `null`: one bin. */
  step: number | null;
  /** Playback speed: at 1× the whole domain plays in `playbackDuration`. */
  speed: TimeBarSpeed;
  /** Milliseconds playing the whole domain takes at 1×. */
  playbackDuration: number;
  /** The range starts at the domain's start; playback and steps move its end only. */
  cumulative: boolean;
  /** `auto`: the map container's (or page's) `color-scheme`, else the reader's preference. */
  theme: TimeBarTheme;
  /** The accessible name of the control. */
  label: string;
  /** Formats an instant (epoch ms) for the handles, axis and summary; `null`: day, month, hour and minute in UTC. */
  formatTime: ((time: number) => string) | null;
}

export const TIME_BAR_DEFAULTS = deepFreeze<TimeBarOptions>({
  layers: [],
  domain: null,
  bins: 48,
  step: null,
  speed: 1,
  playbackDuration: 20_000,
  cumulative: false,
  theme: 'auto',
  label: 'Time range',
  formatTime: null,
});

const layerList: ValueRule = (value) =>
  Array.isArray(value) && value.every((layer) => layer instanceof Layer)
    ? undefined
    : 'an array of NetworkLayer and ObservationsLayer instances';

const binCount: ValueRule = (value) =>
  Number.isInteger(value) && (value as number) >= 1 && (value as number) <= MAX_TIME_BAR_BINS
    ? undefined
    : `an integer from 1 to ${MAX_TIME_BAR_BINS}`;

const speed: ValueRule = (value) =>
  TIME_BAR_SPEEDS.includes(value as TimeBarSpeed) ? undefined : `one of ${TIME_BAR_SPEEDS.join(', ')}`;

export const TIME_BAR_OPTION_RULES = shape<TimeBarOptions>({
  layers: layerList,
  domain: nullable(timeRange),
  bins: binCount,
  step: nullable(positive),
  speed,
  playbackDuration: positive,
  cumulative: boolean,
  theme: oneOf(['auto', 'light', 'dark']),
  label: nonEmptyString,
  formatTime: nullable(func),
});
