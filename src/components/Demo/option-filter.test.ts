import {describe, expect, it} from 'vitest';
import {matchesFilter} from './option-filter';

describe('matchesFilter', () => {
  it('keeps every option for an empty or blank filter', () => {
    expect(matchesFilter('London – Paris (terrestrial)', '')).toBe(true);
    expect(matchesFilter('London – Paris (terrestrial)', '   ')).toBe(true);
  });

  it('finds every word of the filter, in any order, ignoring case and accents', () => {
    expect(matchesFilter('São Paulo – Buenos Aires (terrestrial)', 'sao')).toBe(true);
    expect(matchesFilter('São Paulo – Buenos Aires (terrestrial)', 'AIRES paulo')).toBe(true);
    expect(matchesFilter('Köln, Germany (edge)', 'koln')).toBe(true);
  });

  it('drops an option missing any word', () => {
    expect(matchesFilter('London – Paris (terrestrial)', 'london cairo')).toBe(false);
    expect(matchesFilter('Istanbul, Türkiye (core)', 'cairo')).toBe(false);
  });
});
