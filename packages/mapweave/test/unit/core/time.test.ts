import {describe, expect, it} from 'vitest';
import {rangesIntersect, toMillis, toTimeRange} from '../../../src/core/time.js';

describe('toMillis', () => {
  it('takes numbers, Dates and ISO strings', () => {
    expect(toMillis(1000)).toBe(1000);
    expect(toMillis(new Date(Date.UTC(2024, 0, 1)))).toBe(Date.UTC(2024, 0, 1));
    expect(toMillis('2024-01-01T00:00:10Z')).toBe(Date.UTC(2024, 0, 1, 0, 0, 10));
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, 'not a date', '', new Date('nope')])(
    'rejects %s with INVALID_TIME',
    (value) => {
      expect(() => toMillis(value)).toThrowError(expect.objectContaining({code: 'INVALID_TIME'}));
    },
  );

  it('names the owner ids in the error', () => {
    expect(() => toMillis('later', ['o1'])).toThrowError(
      expect.objectContaining({ids: ['o1'], message: expect.stringContaining('Invalid time of "o1": "later"')}),
    );
  });
});

describe('toTimeRange', () => {
  it('turns an instant into [t, t] and an interval into [start, end]', () => {
    expect(toTimeRange(5)).toEqual([5, 5]);
    expect(toTimeRange(['1970-01-01T00:00:01Z', 2000])).toEqual([1000, 2000]);
  });

  it('rejects reversed intervals and bad ends', () => {
    expect(() => toTimeRange([2000, 1000])).toThrow(
      /end 1970-01-01T00:00:01.000Z is before start 1970-01-01T00:00:02.000Z/,
    );
    expect(() => toTimeRange([0, 'x'])).toThrowError(expect.objectContaining({code: 'INVALID_TIME'}));
    expect(() => toTimeRange([1, 2, 3] as unknown as [number, number])).toThrowError(
      expect.objectContaining({code: 'INVALID_TIME'}),
    );
  });
});

describe('rangesIntersect', () => {
  it('treats ranges as closed', () => {
    expect(rangesIntersect([0, 10], [10, 20])).toBe(true);
    expect(rangesIntersect([0, 10], [11, 20])).toBe(false);
    expect(rangesIntersect([5, 5], [0, 10])).toBe(true);
  });
});
