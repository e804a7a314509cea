import {describe, expect, it} from 'vitest';
import {formatReleaseDate} from './release-date';

describe('formatReleaseDate', () => {
  it('formats the release date in UTC', () => {
    expect(formatReleaseDate('2025-10-16T00:00:00.000Z')).toBe('October 16, 2025');
    expect(formatReleaseDate('2025-10-16')).toBe('October 16, 2025');
    expect(formatReleaseDate('2026-01-01T00:30:00+01:00')).toBe('December 31, 2025');
    expect(() => formatReleaseDate('soon')).toThrow(/ISO date/);
  });

  it('formats every day of a leap year and a common year as Intl does in en-US', () => {
    const intl = new Intl.DateTimeFormat('en-US', {year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC'});
    for (let day = Date.UTC(2024, 0, 1); day < Date.UTC(2026, 0, 1); day += 86_400_000) {
      expect(formatReleaseDate(new Date(day).toISOString())).toBe(intl.format(new Date(day)));
    }
  });
});
