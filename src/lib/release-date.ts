const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * `2025-10-16…` → `October 16, 2025` (en-US), in UTC so that server and browser agree. Written out
 * rather than through `Intl`: Chromium's first date formatter starts ICU, 30–45 ms of main thread
 * (120–180 ms at a phone's 4× slowdown): the home page and the release notes show nothing else that needs it.
 */
export function formatReleaseDate(isoDate: string): string {
  const date = new Date(isoDate);
  if (Number.isNaN(date.getTime())) throw new Error(`Expected an ISO date, got ${JSON.stringify(isoDate)}`);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
