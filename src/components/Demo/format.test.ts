import {describe, expect, it} from 'vitest';
import {formatDay, formatDuration, formatInstant, formatShortInstant} from './format';

describe('formatInstant', () => {
  const t = Date.parse('2025-09-04T10:05:00Z');

  it('writes UTC by default, with the weekday', () => {
    expect(formatInstant(t)).toBe('Thu 4 Sep 2025, 10:05 UTC');
  });

  it('shifts to a fixed offset and names it', () => {
    expect(formatInstant(t, {offsetMinutes: 120, zone: 'CEST', withYear: false})).toBe('Thu 4 Sep, 12:05 CEST');
    expect(formatInstant(Date.parse('2025-09-04T23:30:00Z'), {offsetMinutes: 120, zone: 'CEST'})).toBe(
      'Fri 5 Sep 2025, 01:30 CEST',
    );
  });

  it('writes a short form without year and zone, for the time bar', () => {
    expect(formatShortInstant(t)).toBe('Thu 4 Sep 10:05');
    expect(formatShortInstant(Date.parse('2025-09-04T23:30:00Z'), 120)).toBe('Fri 5 Sep 01:30');
  });
});

describe('formatDay and formatDuration', () => {
  it('writes days and durations briefly', () => {
    expect(formatDay(Date.parse('2025-03-01T00:00:00Z'))).toBe('1 Mar 2025');
    expect(formatDuration(45 * 60_000)).toBe('45 min');
    expect(formatDuration(3 * 3_600_000)).toBe('3 h');
    expect(formatDuration(17 * 3_600_000 + 24 * 60_000)).toBe('17 h 24 min');
    expect(formatDuration(53 * 3_600_000)).toBe('2 d 5 h');
    expect(formatDuration(48 * 3_600_000)).toBe('2 d');
  });
});
