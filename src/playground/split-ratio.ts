/** The share of the width the first pane of a resizable split takes, as a percentage. */
export const SPLIT_MIN = 25;
export const SPLIT_MAX = 75;
export const SPLIT_DEFAULT = 50;
const KEY_STEP = 5;

export function clampSplit(percent: number): number {
  if (!Number.isFinite(percent)) return SPLIT_DEFAULT;
  return Math.min(SPLIT_MAX, Math.max(SPLIT_MIN, Math.round(percent * 10) / 10));
}

/**
 * The split after a key press on the separator (the WAI-ARIA window splitter pattern), or
 * `null` for a key the separator does not handle. Arrows move by a step, Home and End go to
 * the limits, Enter restores the default.
 */
export function splitAfterKey(percent: number, key: string): number | null {
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowDown':
      return clampSplit(percent - KEY_STEP);
    case 'ArrowRight':
    case 'ArrowUp':
      return clampSplit(percent + KEY_STEP);
    case 'Home':
      return SPLIT_MIN;
    case 'End':
      return SPLIT_MAX;
    case 'Enter':
      return SPLIT_DEFAULT;
    default:
      return null;
  }
}

/** The split for a pointer at `x` over a container spanning `left` to `left + width`. */
export function splitAtPointer(x: number, left: number, width: number): number {
  if (width <= 0) return SPLIT_DEFAULT;
  return clampSplit(((x - left) / width) * 100);
}
