import {describe, expect, it} from 'vitest';
import {createQueryReader, editDistance, wordCounts} from './reading';

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and swapped neighbours, up to a limit', () => {
    expect(editDistance('betweeness', 'betweenness', 2)).toBe(1);
    expect(editDistance('tooltp', 'tooltip', 1)).toBe(1);
    expect(editDistance('trajectroy', 'trajectory', 2)).toBe(1);
    expect(editDistance('filter', 'filter', 1)).toBe(0);
    expect(editDistance('layer', 'player', 1)).toBe(1);
    expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3);
  });
});

describe('createQueryReader', () => {
  const read = createQueryReader(
    wordCounts(['betweenness centrality of nodes', 'tooltip on hover', 'trajectory', 'proximity combining']),
    [
      {words: ['cluster', 'clustering'], means: ['proximity combine', 'combo']},
      {words: ['save image'], means: ['toImage']},
    ],
  );

  it('corrects a misspelt word of five letters or more to the nearest known word', () => {
    expect(read('betweeness')).toEqual({corrected: 'betweenness', texts: ['betweenness']});
    expect(read('tooltp on hovr').corrected).toBe('tooltip on hovr');
    expect(read('trajectroy').corrected).toBe('trajectory');
  });

  it('leaves known words, words being typed, short words, names and numbers as they are', () => {
    for (const query of ['tooltip', 'proxim', 'nod', 'NetworkLayer.merge', 'fitBouns', '1.5.0', 'qqqzzz']) {
      expect(read(query).corrected, query).toBeNull();
    }
  });

  it("reads a reader's word as each of its meanings, after the words as typed", () => {
    expect(read('cluster').texts).toEqual(['cluster', 'proximity combine', 'combo']);
    expect(read('clustering nodes').texts).toEqual(['clustering nodes', 'proximity combine nodes', 'combo nodes']);
    expect(read('save images').texts).toEqual(['save images', 'toImage']);
  });

  it('reads a misspelt synonym as the word it is closest to, then as its meanings', () => {
    expect(read('clustring')).toEqual({corrected: 'clustering', texts: ['clustering', 'proximity combine', 'combo']});
  });
});
