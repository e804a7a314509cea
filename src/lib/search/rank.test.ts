import {describe, expect, it} from 'vitest';
import {createSearch, MAX_QUERY_LENGTH} from './rank';
import {compact, terms, words} from './terms';
import type {SearchIndex} from './types';

describe('terms', () => {
  it('reads camelCase as its words and as itself, and keeps version numbers whole', () => {
    expect(words('MapWeave 1.0.1 flyTo UNKNOWN_ID')).toEqual([
      'map',
      'weave',
      'mapweave',
      '1.0.1',
      'fly',
      'to',
      'flyto',
      'unknown',
      'id',
    ]);
  });

  it('drops stop words and meets plurals and -ing forms at their stem', () => {
    expect(terms('Pin a node')).toEqual(['pin', 'node']);
    expect(terms('filters filtering trajectories boxes')).toEqual(['filter', 'filter', 'trajectory', 'box']);
  });

  it('compacts every spelling of a name alike', () => {
    expect(['fly to', 'flyTo', 'FLY-TO', 'fly.to'].map(compact)).toEqual(['flyto', 'flyto', 'flyto', 'flyto']);
  });
});

describe('createSearch', () => {
  const index: SearchIndex = {
    pages: [
      {url: '/api/types', title: 'Map instance and types', kind: 'api'},
      {url: '/docs/filtering', title: 'Filtering', kind: 'docs'},
      {url: '/download/1.2', title: 'MapWeave 1.2', kind: 'release'},
      {url: '/api/layers/network-layer', title: 'NetworkLayer', kind: 'api'},
    ],
    sections: [
      {page: 0, anchor: '', heading: 'Map instance and types', text: 'The map and its methods, flyTo among them.'},
      {page: 1, anchor: 'time-filters', heading: 'Time filters', text: 'Draw only the items of a time window.'},
      {page: 2, anchor: '', heading: 'MapWeave 1.2', text: 'What changed in 1.2.'},
      {page: 2, anchor: 'added', heading: 'Added', text: 'Time filters on the GPU: a time filter per layer.'},
      {page: 3, anchor: 'options', heading: 'Options', text: 'Every option of the layer, the interleaved mode too.'},
      {page: 1, anchor: 'rendering', heading: 'Overlaid and interleaved rendering', text: 'Two ways to draw.'},
    ],
    symbols: [
      {name: 'MapWeave.flyTo', kind: 'method', page: 0, anchor: 'methods-flyto', summary: 'animates the view'},
      {name: 'NetworkLayer.merge', kind: 'method', page: 3, anchor: 'methods-merge', summary: 'adds items'},
      {name: 'NetworkLayer.timeFilterRange', kind: 'option', page: 3, anchor: 'options-timefilterrange', summary: ''},
      {name: 'NetworkLayer.interleaved', kind: 'option', page: 3, anchor: 'options-interleaved', summary: ''},
      {name: 'click', kind: 'event', page: 0, anchor: 'click', summary: 'a click'},
      {name: 'MapWeave.toImage', kind: 'method', page: 0, anchor: 'methods-toimage', summary: 'a PNG of the map'},
    ],
  };
  const search = createSearch(index);
  const first = (query: string) => search(query)[0]?.url;

  it('finds a symbol typed whole, split, lower-case or qualified, on its own anchor', () => {
    for (const query of ['flyTo', 'flyto', 'fly to', 'MapWeave.flyTo', 'mapweave flyto']) {
      expect(first(query), query).toBe('/api/types#methods-flyto');
    }
    expect(first('NetworkLayer.merge')).toBe('/api/layers/network-layer#methods-merge');
    expect(first('click event')).toBe('/api/types#click');
  });

  it('ranks a guide above a release note for the same words, and keeps the release note findable', () => {
    const urls = search('time filter').map((result) => result.url);
    expect(urls[0]).toBe('/docs/filtering#time-filters');
    expect(urls).toContain('/download/1.2#added');
    expect(first('release 1.2')).toBe('/download/1.2');
  });

  it('lets a lower-case word find the section about it before an option of that name', () => {
    expect(search('interleaved').map((result) => result.url)).toEqual([
      '/docs/filtering#rendering',
      '/api/layers/network-layer#options-interleaved',
      '/api/layers/network-layer#options',
    ]);
    expect(first('NetworkLayer.interleaved')).toBe('/api/layers/network-layer#options-interleaved');
  });

  it('reads only the first MAX_QUERY_LENGTH characters of a pasted query', () => {
    const pasted = `${'x'.repeat(MAX_QUERY_LENGTH)} flyTo ${'misspelt words '.repeat(8000)}`;
    expect(search(pasted)).toEqual([]);
    expect(search.read(pasted).corrected).toBeNull();
    expect(first(`${' '.repeat(MAX_QUERY_LENGTH - 5)}flyTo`)).toBe('/api/types#methods-flyto');
  });

  it('corrects a misspelt word, and says how it read the query', () => {
    expect(first('time filtres')).toBe('/docs/filtering#time-filters');
    expect(first('interleavd')).toBe('/docs/filtering#rendering');
    expect(search.read('time filtres').corrected).toBe('time filters');
    expect(search.read('time filters').corrected).toBeNull();
  });

  it("reads a reader's word as the docs' word", () => {
    expect(first('screenshot')).toBe('/api/types#methods-toimage');
    expect(first('export png')).toBe('/api/types#methods-toimage');
  });

  it('finds nothing for nothing', () => {
    expect(search('  ')).toEqual([]);
    expect(search('qqqzzz')).toEqual([]);
  });
});
