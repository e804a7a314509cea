import {describe, expect, it} from 'vitest';
import {THEME_INK} from '../../components/Demo/map/ink';
import {backboneGraph, backboneItems, drawnLinkIds, INITIAL_SCENARIO, linkIdOf} from './backbone';
import type {NetworkManagementData} from './model';

const site = (id: string, longitude: number) => ({
  id,
  name: id,
  country: 'X',
  role: 'core' as const,
  region: 'R',
  latitude: 0,
  longitude,
});
const DATA: NetworkManagementData = {
  sites: [site('a', 0), site('b', 10), site('c', 20)],
  links: [
    {
      id: 'a--b',
      a: 'a',
      b: 'b',
      kind: 'submarine',
      capacity: 100,
      km: 1200,
      path: [
        [3, -1],
        [7, -1],
      ],
    },
    {id: 'b--c', a: 'b', b: 'c', kind: 'terrestrial', capacity: 100, km: 1100},
  ],
  demands: [['a', 'c', 10]],
};

describe('backbone drawing', () => {
  it('draws a cable through its path as hidden waypoints and segments that carry the link', () => {
    const items = backboneItems(DATA, INITIAL_SCENARIO, null, THEME_INK.light);
    expect(items['a--b@1']).toMatchObject({type: 'node', longitude: 3, latitude: -1, size: 0});
    expect(items['a--b@2']).toMatchObject({type: 'node', longitude: 7, latitude: -1, size: 0});
    expect(['a--b#0', 'a--b#1', 'a--b#2'].map((id) => items[id])).toMatchObject([
      {type: 'link', id1: 'a', id2: 'a--b@1', shape: 'geodesic', data: DATA.links[0]},
      {type: 'link', id1: 'a--b@1', id2: 'a--b@2'},
      {type: 'link', id1: 'a--b@2', id2: 'b'},
    ]);
    expect(items['a--b']).toBeUndefined();
    expect(items['b--c']).toMatchObject({type: 'link', id1: 'b', id2: 'c', shape: 'straight'});
  });

  it('keeps waypoints out of the graph the analysis routes on', () => {
    expect(Object.keys(backboneGraph(DATA, new Set(), new Set())).sort()).toEqual(['a', 'a--b', 'b', 'b--c', 'c']);
  });

  it('maps drawn segments to their link and back', () => {
    expect(linkIdOf('a--b#2')).toBe('a--b');
    expect(linkIdOf('b--c')).toBe('b--c');
    expect(drawnLinkIds(DATA, ['a--b', 'b--c'])).toEqual(['a--b#0', 'a--b#1', 'a--b#2', 'b--c']);
  });
});
