/** Dates and durations as the demo panels show them: English, fixed time zone, no locale surprises. */

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * `Thu 4 Sep 2025, 10:00 UTC`, or in a fixed offset from UTC with its own suffix:
 * `formatInstant(t, {offsetMinutes: 120, zone: 'CEST'})`. `withYear: false` drops the year.
 */
export function formatInstant(
  time: number,
  {offsetMinutes = 0, zone = 'UTC', withYear = true}: {offsetMinutes?: number; zone?: string; withYear?: boolean} = {},
): string {
  const date = new Date(time + offsetMinutes * 60_000);
  const day = `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}${withYear ? ` ${date.getUTCFullYear()}` : ''}`;
  return `${day}, ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())} ${zone}`;
}

/** `Thu 4 Sep 12:05`, in a fixed offset from UTC: for tight spaces (the time bar), whose label names the zone. */
export function formatShortInstant(time: number, offsetMinutes = 0): string {
  const date = new Date(time + offsetMinutes * 60_000);
  return `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
}

/** `4 Sep 2025` (UTC). */
export function formatDay(time: number): string {
  const date = new Date(time);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** `45 min`, `3 h`, `17 h 24 min`, `2 d 5 h`. */
export function formatDuration(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
  const days = Math.floor(hours / 24);
  return hours % 24 === 0 ? `${days} d` : `${days} d ${hours % 24} h`;
}
