import type {TimeRange} from '../../core/types.js';

export type Handle = 'start' | 'end';

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** `range` inside `domain`, start <= end; a range wholly outside is pushed to the nearest edge. */
export function clampRange(range: TimeRange, domain: TimeRange): TimeRange {
  const start = clamp(Math.min(range[0], range[1]), domain[0], domain[1]);
  const end = clamp(Math.max(range[0], range[1]), domain[0], domain[1]);
  return [start, end];
}

/** `range` with one handle moved to `time`, which stops at the other handle and the domain's edges. */
export function moveHandle(range: TimeRange, handle: Handle, time: number, domain: TimeRange): TimeRange {
  return handle === 'start'
    ? [clamp(time, domain[0], range[1]), range[1]]
    : [range[0], clamp(time, range[0], domain[1])];
}

/** `range` moved by `delta` keeping its width, stopped at the domain's edges. */
export function shiftRange(range: TimeRange, delta: number, domain: TimeRange): TimeRange {
  const width = Math.min(range[1] - range[0], domain[1] - domain[0]);
  const start = clamp(range[0] + delta, domain[0], domain[1] - width);
  return [start, start + width];
}

/**
 * Where a slider key moves a handle at `value`: arrows by `step` (right and up later), with
 * Shift or Page Up/Down by ten steps, Home and End to the domain's edges; null for other keys.
 */
export function keyTarget(
  key: string,
  shiftKey: boolean,
  value: number,
  step: number,
  domain: TimeRange,
): number | null {
  const size = shiftKey ? step * 10 : step;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return value + size;
    case 'ArrowLeft':
    case 'ArrowDown':
      return value - size;
    case 'PageUp':
      return value + step * 10;
    case 'PageDown':
      return value - step * 10;
    case 'Home':
      return domain[0];
    case 'End':
      return domain[1];
    default:
      return null;
  }
}
