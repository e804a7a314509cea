import {describe, expect, it} from 'vitest';
import {adjacency, boardAfter, expandable, readOsintData} from './model';

function raw(overrides: Record<string, unknown> = {}) {
  return {
    start: '2025-03-01',
    seed: 'p-1',
    events: [
      {id: 'e-1', kind: 'meeting', label: 'Meeting, Vienna', city: 'Vienna', longitude: 16.37, latitude: 48.2, day: 10},
    ],
    entities: [
      {id: 'p-1', kind: 'person', label: 'Viktor'},
      {id: 'p-2', kind: 'person', label: 'Elena'},
      {id: 'o-1', kind: 'organisation', label: 'Holding'},
      {id: 'a-1', kind: 'account', label: '@watch'},
    ],
    links: [
      ['p-1', 'o-1', 'director of', 3, 'company registry'],
      ['p-2', 'o-1', 'shareholder of', 5, 'company registry'],
      ['p-2', 'e-1', 'attended', 12, 'news report'],
      ['a-1', 'e-1', 'posted from', 20, 'social media'],
    ],
    ...overrides,
  };
}

describe('readOsintData', () => {
  it('turns days into instants and gives links ids', () => {
    const data = readOsintData(raw());
    expect(data.start).toBe(Date.UTC(2025, 2, 1));
    expect(data.events[0]!.time).toBe(Date.UTC(2025, 2, 11));
    expect(data.links[3]).toEqual({
      id: 'link-3',
      id1: 'a-1',
      id2: 'e-1',
      relation: 'posted from',
      reported: Date.UTC(2025, 2, 21),
      source: 'social media',
    });
    expect(data.end).toBe(Date.UTC(2025, 2, 21));
  });

  it('names what is wrong', () => {
    expect(() => readOsintData(7)).toThrow('OSINT data: not an object');
    expect(() => readOsintData(raw({seed: 'p-9'}))).toThrow('the seed "p-9" is not an entity');
    expect(() => readOsintData(raw({links: [['p-1', 'x', 'knows', 1, 'rumour']]}))).toThrow(
      'link 0 ends at unknown id "x"',
    );
    expect(() => readOsintData(raw({links: [['p-1', 'o-1', 'knows', -1, 'rumour']]}))).toThrow(
      'link 0 has no valid day',
    );
    expect(() => readOsintData(raw({entities: [{id: 'p-1', kind: 'robot', label: 'R'}]}))).toThrow(
      'unknown kind "robot"',
    );
    expect(() =>
      readOsintData(
        raw({events: [{id: 'p-1', kind: 'post', label: 'x', city: 'y', longitude: 0, latitude: 0, day: 0}]}),
      ),
    ).toThrow('the id "p-1" is used twice');
  });
});

describe('the board', () => {
  const data = readOsintData(raw());
  const graph = adjacency(data.links);
  const neighbours = (id: string) => graph.get(id) ?? [];

  it('starts with the seed and its neighbours', () => {
    expect([...boardAfter('p-1', [], neighbours).nodes]).toEqual(['p-1', 'o-1']);
  });

  it('grows by each expansion in order', () => {
    const board = boardAfter('p-1', ['o-1', 'p-2'], neighbours);
    expect([...board.nodes].sort()).toEqual(['e-1', 'o-1', 'p-1', 'p-2']);
    expect(board.expanded).toEqual(['o-1', 'p-2']);
    expect(expandable(board, neighbours)).toEqual(['e-1']);
  });

  it('drops expansions of nodes not on the board yet, repeats and the seed', () => {
    const board = boardAfter('p-1', ['p-2', 'o-1', 'o-1', 'p-1', 'nobody'], neighbours);
    expect(board.expanded).toEqual(['o-1']);
    expect([...board.nodes].sort()).toEqual(['o-1', 'p-1', 'p-2']);
  });
});
