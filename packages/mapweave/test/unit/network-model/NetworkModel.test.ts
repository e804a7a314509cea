import {describe, expect, it} from 'vitest';
import {caught} from '../caught.js';
import type {NetworkData} from '../../../src/core/types.js';
import {NetworkModel} from '../../../src/network/NetworkModel.js';

const base: NetworkData = {
  a: {type: 'node', latitude: 10, longitude: 20},
  b: {type: 'node', latitude: -10, longitude: -20, color: 'red'},
  c: {type: 'node'},
  ab: {type: 'link', id1: 'a', id2: 'b'},
  bc: {type: 'link', id1: 'b', id2: 'c', time: [0, 100]},
};

function snapshot(model: NetworkModel) {
  return {
    version: model.version,
    data: model.toData(),
    nodeIds: [...model.getNodeIds()],
    linkIds: [...model.getLinkIds()],
    linksOfB: [...model.linksOf('b')],
  };
}

describe('NetworkModel.set', () => {
  it('stores nodes and links in rows with an index', () => {
    const model = new NetworkModel(base);
    expect(model.nodeCount).toBe(3);
    expect(model.linkCount).toBe(2);
    expect(model.getNodeIds()).toEqual(['a', 'b', 'c']);
    expect(model.nodeRow('b')).toBe(1);
    expect(model.linkRow('bc')).toBe(1);
    expect(model.get('ab')).toEqual(base.ab);
    // A copy: later changes to the caller's object do not reach the model.
    expect(model.get('ab')).not.toBe(base.ab);
    expect(model.getNode('ab')).toBeUndefined();
    expect([...model.linksOf('b')].sort()).toEqual(['ab', 'bc']);
    expect(model.timeRange('bc')).toEqual([0, 100]);
    expect(model.version).toBe(1);
  });

  it('replaces every item on set()', () => {
    const model = new NetworkModel(base);
    const {c: _c, bc: _bc, ...rest} = base;
    model.set({...rest, a: {type: 'node', latitude: 1, longitude: 1}, d: {type: 'node', latitude: 0, longitude: 0}});
    expect(model.version).toBe(2);
    expect(model.getNode('a')).toMatchObject({latitude: 1, longitude: 1});
    expect(model.has('d')).toBe(true);
    expect(model.has('c') || model.has('bc')).toBe(false);
  });

  it('accepts ids that are names of Object.prototype members', () => {
    const data: NetworkData = Object.fromEntries([
      ['constructor', {type: 'node', latitude: 0, longitude: 0}],
      ['toString', {type: 'node', latitude: 0, longitude: 0}],
      ['link', {type: 'link', id1: 'constructor', id2: 'toString'}],
    ]);
    const model = new NetworkModel(data);
    expect(model.nodeCount).toBe(2);
    expect(() => model.set({l: {type: 'link', id1: 'hasOwnProperty', id2: 'valueOf'}})).toThrowError(
      expect.objectContaining({code: 'UNKNOWN_LINK_END'}),
    );
  });
});

describe('NetworkModel validation', () => {
  it('UNKNOWN_LINK_END lists every offending link', () => {
    const error = caught(
      () =>
        new NetworkModel({
          ...base,
          l1: {type: 'link', id1: 'a', id2: 'x'},
          l2: {type: 'link', id1: 'y', id2: 'b'},
        }),
    );
    expect(error.code).toBe('UNKNOWN_LINK_END');
    expect(error.ids).toEqual(['l1', 'l2']);
    expect(error.message).toContain('Link "l1" references unknown node "x"');
    expect(error.message).toContain('Link "l2" references unknown node "y"');
  });

  it('a load finds every link end by id, in any order of nodes and links, and names each unknown end', () => {
    const data: NetworkData = {};
    for (let i = 0; i < 3000; i++) {
      data[`l${i}`] = {
        type: 'link',
        id1: `n${(i * 7) % 2000}`,
        id2: `n${i % 3 === 0 ? (i * 7) % 2000 : (i * 13) % 2000}`,
      };
      if (i < 2000) data[`n${1999 - i}`] = {type: 'node', latitude: 0, longitude: 0};
    }
    const model = new NetworkModel(data);
    const links = model.getLinks();
    const expected = links.flatMap((link) => [
      model.getNodeIds().indexOf(link.id1),
      model.getNodeIds().indexOf(link.id2),
    ]);
    expect(Array.from(model.linkEndRows())).toEqual(expected);
    const error = caught(
      () =>
        new NetworkModel({...data, both: {type: 'link', id1: 'x', id2: 'y'}, self: {type: 'link', id1: 'z', id2: 'z'}}),
    );
    expect(error.ids).toEqual(['both', 'self']);
    expect(error.message).toContain('Link "both" references unknown node "x"');
    expect(error.message).toContain('Link "both" references unknown node "y"');
    expect(error.message.match(/unknown node "z"/g)).toHaveLength(1);
  });

  it('a link cannot end at a link', () => {
    const error = caught(() => new NetworkModel({...base, l: {type: 'link', id1: 'ab', id2: 'a'}}));
    expect(error.code).toBe('UNKNOWN_LINK_END');
    expect(error.ids).toEqual(['l']);
  });

  it('COORDINATE_OUT_OF_RANGE', () => {
    const error = caught(
      () =>
        new NetworkModel({
          n1: {type: 'node', latitude: 91, longitude: 0},
          n2: {type: 'node', latitude: 0, longitude: -180.5},
          ok: {type: 'node', latitude: -90, longitude: 180},
        }),
    );
    expect(error.code).toBe('COORDINATE_OUT_OF_RANGE');
    expect(error.ids).toEqual(['n1', 'n2']);
  });

  it('INVALID_TYPE for bad items, half coordinates, bad coordinates and bad styles', () => {
    const error = caught(
      () =>
        new NetworkModel({
          wrongType: {type: 'edge'} as never,
          notObject: 5 as never,
          half: {type: 'node', latitude: 1},
          text: {type: 'node', latitude: '1' as never, longitude: 2},
          nan: {type: 'node', latitude: Number.NaN, longitude: 2},
          colour: {type: 'node', color: 'blurple'},
          size: {type: 'node', size: -1},
          noEnd: {type: 'link', id1: 'colour'} as never,
          shape: {type: 'link', id1: 'colour', id2: 'size', shape: 'curvy' as never},
          dash: {type: 'link', id1: 'colour', id2: 'size', dashed: [1] as never},
        }),
    );
    expect(error.code).toBe('INVALID_TYPE');
    expect(error.ids).toEqual([
      'wrongType',
      'notObject',
      'half',
      'text',
      'nan',
      'colour',
      'size',
      'noEnd',
      'shape',
      'dash',
    ]);
    expect(error.issues.find((issue) => issue.id === 'half')?.message).toBe(
      'Node "half" has only latitude: give both for a fixed node or neither for a free node',
    );
  });

  it('INVALID_TIME', () => {
    const error = caught(
      () =>
        new NetworkModel({
          t1: {type: 'node', time: 'soon'},
          t2: {type: 'node', time: [10, 5]},
          t3: {type: 'node', time: Number.NaN},
        }),
    );
    expect(error.code).toBe('INVALID_TIME');
    expect(error.ids).toEqual(['t1', 't2', 't3']);
  });

  it('reports problems of other codes in issues', () => {
    const error = caught(
      () =>
        new NetworkModel({
          far: {type: 'node', latitude: 100, longitude: 0},
          l: {type: 'link', id1: 'far', id2: 'x'},
        }),
    );
    expect(error.code).toBe('COORDINATE_OUT_OF_RANGE');
    expect(error.issues.map((issue) => issue.code)).toEqual(['COORDINATE_OUT_OF_RANGE', 'UNKNOWN_LINK_END']);
  });

  it('rejects data that is not a record', () => {
    expect(() => new NetworkModel(null as never)).toThrowError(expect.objectContaining({code: 'INVALID_TYPE'}));
    expect(() => new NetworkModel([] as never)).toThrowError(expect.objectContaining({code: 'INVALID_TYPE'}));
  });
});

describe('NetworkModel.merge', () => {
  it('adds and replaces items, reporting rows', () => {
    const model = new NetworkModel(base);
    const replacement = {type: 'node' as const, latitude: 5, longitude: 5};
    const change = model.merge({
      b: replacement,
      d: {type: 'node', latitude: 1, longitude: 1},
      cd: {type: 'link', id1: 'c', id2: 'd'},
    });
    expect(change).toMatchObject({added: ['d', 'cd'], updated: ['b'], removed: [], version: 2});
    expect(change.nodeRows).toEqual([1, 3]);
    expect(change.linkRows).toEqual([2]);
    expect(model.getNode('b')).toEqual(replacement);
    expect(model.nodeRow('a')).toBe(0);
  });

  it('validates against the existing data', () => {
    const model = new NetworkModel(base);
    expect(() => model.merge({l: {type: 'link', id1: 'a', id2: 'c'}})).not.toThrow();
    expect(() => model.merge({m: {type: 'link', id1: 'a', id2: 'zz'}})).toThrowError(
      expect.objectContaining({code: 'UNKNOWN_LINK_END', ids: ['m']}),
    );
  });

  it('leaves the model untouched after a failed merge', () => {
    const model = new NetworkModel(base);
    const before = snapshot(model);
    const error = caught(() =>
      model.merge({
        a: {type: 'node', latitude: 0, longitude: 0},
        n: {type: 'node', latitude: 0, longitude: 0},
        bad1: {type: 'link', id1: 'a', id2: 'ghost'},
        bad2: {type: 'link', id1: 'ghost2', id2: 'n'},
      }),
    );
    expect(error.ids).toEqual(['bad1', 'bad2']);
    expect(snapshot(model)).toEqual(before);
  });

  it('turning a node into a link strands its links unless they are replaced too', () => {
    const model = new NetworkModel(base);
    const error = caught(() => model.merge({c: {type: 'link', id1: 'a', id2: 'b'}}));
    expect(error.code).toBe('UNKNOWN_LINK_END');
    expect(error.ids).toEqual(['bc']);
    const change = model.merge({
      c: {type: 'link', id1: 'a', id2: 'b'},
      bc: {type: 'link', id1: 'b', id2: 'a'},
    });
    expect(change.updated).toEqual(['c', 'bc']);
    expect(model.getLink('c')).toBeDefined();
    expect(model.getNode('c')).toBeUndefined();
    expect(model.nodeCount).toBe(2);
    expect([...model.linksOf('a')].sort()).toEqual(['ab', 'bc', 'c']);
  });

  it('finds the rows that moved when an item changes kind, for the items merged after it', () => {
    const model = new NetworkModel(base);
    // ab leaves the links, so bc moves into its row; then bc and the last node c are replaced.
    const bc = {type: 'link' as const, id1: 'c', id2: 'a'};
    const c = {type: 'node' as const, latitude: 1, longitude: 2};
    const change = model.merge({ab: {type: 'node', latitude: 3, longitude: 4}, bc, c});
    expect(change).toMatchObject({added: [], updated: ['ab', 'bc', 'c']});
    expect(model.linkCount).toBe(1);
    expect(model.linkRow('bc')).toBe(0);
    expect(model.getLink('bc')).toEqual(bc);
    expect(model.getNode('c')).toEqual(c);
    expect(model.nodeRow('ab')).toBe(3);
    expect(model.getNode('ab')).toMatchObject({latitude: 3});
    expect([...model.linksOf('a')]).toEqual(['bc']);
  });

  it('updates the adjacency when a link changes ends', () => {
    const model = new NetworkModel(base);
    model.merge({ab: {type: 'link', id1: 'a', id2: 'c'}});
    expect([...model.linksOf('b')]).toEqual(['bc']);
    expect([...model.linksOf('c')].sort()).toEqual(['ab', 'bc']);
  });
});

describe('NetworkModel.remove', () => {
  it('removes a node with its links and keeps rows dense', () => {
    const model = new NetworkModel(base);
    const change = model.remove(['a']);
    expect(change.removed.sort()).toEqual(['a', 'ab']);
    expect(model.getNodeIds()).toEqual(['c', 'b']);
    // c moved from the last row into the hole at row 0; bc moved into ab's row.
    expect(change.nodeRows).toEqual([0]);
    expect(change.linkRows).toEqual([0]);
    expect(model.nodeRow('c')).toBe(0);
    expect([...model.linksOf('b')]).toEqual(['bc']);
    expect(model.linksOf('a')).toEqual([]);
  });

  it('throws UNKNOWN_ID naming every unknown id and changes nothing', () => {
    const model = new NetworkModel(base);
    const before = snapshot(model);
    const error = caught(() => model.remove(['a', 'x', 'y']));
    expect(error.code).toBe('UNKNOWN_ID');
    expect(error.ids).toEqual(['x', 'y']);
    expect(snapshot(model)).toEqual(before);
  });

  it('removes a hub with many links in one pass', () => {
    const data: NetworkData = {hub: {type: 'node', latitude: 0, longitude: 0}};
    for (let i = 0; i < 20_000; i++) {
      data[`n${i}`] = {type: 'node', latitude: 0, longitude: 0};
      data[`l${i}`] = {type: 'link', id1: 'hub', id2: `n${i}`};
    }
    const model = new NetworkModel(data);
    const change = model.remove(['hub']);
    expect(change.removed).toHaveLength(20_001);
    expect(model.linkCount).toBe(0);
    expect(model.linksOf('n0')).toEqual([]);
  });

  it('linkEndRows follows the rows after every change', () => {
    const model = new NetworkModel(base);
    expect(Array.from(model.linkEndRows())).toEqual([0, 1, 1, 2]);
    model.remove(['a']);
    // Rows now: c, b; the only link bc goes from b (row 1) to c (row 0).
    expect(Array.from(model.linkEndRows())).toEqual([1, 0]);
  });

  it('linkEndRows stays right through merges and removals of every kind', () => {
    // Links that no step touches, so that each step changes few of the link rows: the end rows
    // are then rewritten in place instead of recomputed.
    const filler: NetworkData = {};
    for (let i = 0; i < 20; i++) filler[`p${i}`] = {type: 'node'};
    for (let i = 0; i < 80; i++) filler[`q${i}`] = {type: 'link', id1: `p${i % 20}`, id2: `p${(i * 3) % 20}`};
    const model = new NetworkModel({...filler, ...base});
    const byId = () => model.getLinks().flatMap((link) => [model.nodeRow(link.id1), model.nodeRow(link.id2)]);
    const steps: (() => unknown)[] = [
      () => model.merge({d: {type: 'node'}, ad: {type: 'link', id1: 'a', id2: 'd'}}),
      () => model.merge({ab: {type: 'link', id1: 'd', id2: 'b'}, b: {type: 'node', color: 'blue'}}),
      () => model.remove(['ab']),
      () =>
        model.merge({
          cc: {type: 'link', id1: 'c', id2: 'c'},
          e: {type: 'node'},
          ce: {type: 'link', id1: 'c', id2: 'e'},
        }),
      () => model.merge({bc: {type: 'node'}}),
      () => model.remove(['a']),
      () =>
        model.merge({f: {type: 'node'}, e: {type: 'link', id1: 'f', id2: 'd'}, ce: {type: 'link', id1: 'c', id2: 'f'}}),
      // The last node, f, has links: it moves into b's row.
      () => model.remove(['b']),
      () => model.remove(['c']),
    ];
    expect(Array.from(model.linkEndRows())).toEqual(byId());
    for (const step of steps) {
      step();
      expect(Array.from(model.linkEndRows())).toEqual(byId());
      expect(byId()).not.toContain(-1);
    }
  });

  it('a merge finds rows alike by hash join (many ids, no Map yet) and by Map (few ids, Map built)', () => {
    const data: NetworkData = {};
    for (let i = 0; i < 100; i++) data[`n${i}`] = {type: 'node'};
    for (let i = 0; i < 100; i++) data[`l${i}`] = {type: 'link', id1: `n${i}`, id2: `n${(i * 7) % 100}`};
    const batches: NetworkData[] = [
      // Updates, new nodes, new links to new nodes, and a link turned into a node, which moves
      // the last link (l99, updated next) into its row.
      {
        n3: {type: 'node', color: 'red'},
        l10: {type: 'node'},
        l99: {type: 'link', id1: 'l10', id2: 'n2'},
        l4: {type: 'link', id1: 'n5', id2: 'new1'},
        new1: {type: 'node'},
        new2: {type: 'link', id1: 'new1', id2: 'n9'},
        l11: {type: 'link', id1: 'l10', id2: 'l10'},
      },
      // A node turned into a link, with its links replaced so none is stranded; the last node
      // (new1, updated next) moves into its row.
      {
        n20: {type: 'link', id1: 'n21', id2: 'n22'},
        new1: {type: 'node', color: 'blue'},
        l20: {type: 'link', id1: 'n21', id2: 'n21'},
        l40: {type: 'link', id1: 'n22', id2: 'n40'},
        l60: {type: 'link', id1: 'n60', id2: 'n61'},
      },
      // Failing: an unknown end and an end that this merge turns into a link.
      {n30: {type: 'link', id1: 'n31', id2: 'n32'}, x: {type: 'link', id1: 'n30', id2: 'nowhere'}},
    ];
    const joined = new NetworkModel(data);
    const mapped = new NetworkModel(data);
    // Builds the Maps: 6 of 100 ids then take the Map.
    expect(mapped.has('n0') && mapped.has('l0')).toBe(true);
    const outcome = (model: NetworkModel, batch: NetworkData) => {
      try {
        return model.merge(batch);
      } catch (error) {
        return (error as Error).message;
      }
    };
    const sorted = (record: NetworkData) =>
      Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : 1)));
    let expected = data;
    for (const [step, batch] of batches.entries()) {
      const result = outcome(mapped, batch);
      expect(typeof result === 'string').toBe(step === 2);
      expect(outcome(joined, batch)).toEqual(result);
      if (typeof result !== 'string') expected = {...expected, ...batch};
      expect(sorted(joined.toData())).toEqual(sorted(expected));
      expect(snapshot(mapped)).toEqual(snapshot(joined));
      expect(Array.from(mapped.linkEndRows())).toEqual(Array.from(joined.linkEndRows()));
      expect(Array.from(joined.linkEndRows())).not.toContain(-1);
    }
    expect(outcome(joined, batches[2]!)).toMatch(/nowhere/);
  });

  it('drops time ranges of removed items', () => {
    const model = new NetworkModel(base);
    model.remove(['bc']);
    expect(model.timeRange('bc')).toBeUndefined();
  });
});

describe('NetworkModel at scale', () => {
  it('merging one node into 100k touches only that row', () => {
    const data: NetworkData = {};
    for (let i = 0; i < 100_000; i++)
      data[`n${i}`] = {type: 'node', latitude: (i % 170) - 85, longitude: (i % 360) - 180};
    const model = new NetworkModel(data);
    const change = model.merge({n500: {type: 'node', latitude: 1, longitude: 2, color: '#abc'}});
    expect(change.nodeRows).toEqual([500]);
    expect(change.updated).toEqual(['n500']);
    expect(model.nodeCount).toBe(100_000);
    // Building 100k nodes takes seconds on a loaded 2-core machine: not a timing check.
  }, 60_000);
});
