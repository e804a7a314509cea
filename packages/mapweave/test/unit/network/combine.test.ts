import {describe, expect, it} from 'vitest';
import type {NetworkData} from '../../../src/core/types.js';
import {
  combineByProximity,
  INSIDE_COMBO,
  type CombineNodesInput,
  type CombineOptions,
} from '../../../src/layers/network/combining/combine.js';
import {layoutNetwork} from '../../../src/layers/network/layout/layout.js';
import {NetworkModel} from '../../../src/network/NetworkModel.js';

/** Combines with and without the model's link end rows, checks both agree, returns one. */
function combine(data: NetworkData, options: CombineOptions, mask?: Uint8Array) {
  const model = new NetworkModel(data);
  const {positions} = layoutNetwork(model, {zoom: options.zoom, distance: 40});
  const nodes = {ids: model.getNodeIds(), positions, ...(mask ? {mask} : {})};
  const links = {ids: model.getLinkIds(), ends: model.getLinks()};
  const byIds = combineByProximity(nodes, links, options);
  const byRows = combineByProximity(nodes, {...links, endRows: model.linkEndRows()}, options);
  expect(byRows).toEqual(byIds);
  return byRows;
}

// Paris and Versailles, ~17 km apart; Berlin far away.
const data: NetworkData = {
  paris: {type: 'node', latitude: 48.8566, longitude: 2.3522},
  versailles: {type: 'node', latitude: 48.8049, longitude: 2.1204},
  berlin: {type: 'node', latitude: 52.52, longitude: 13.405},
  inner: {type: 'link', id1: 'paris', id2: 'versailles'},
  toBerlin1: {type: 'link', id1: 'paris', id2: 'berlin'},
  toBerlin2: {type: 'link', id1: 'berlin', id2: 'versailles'},
};

describe('combineByProximity', () => {
  it('combines two close nodes at a low zoom', () => {
    // At zoom 5 the two cities are ~3 px apart.
    const result = combine(data, {zoom: 5, radius: 40, maxZoom: 14});
    expect(result.comboNodes).toHaveLength(1);
    const [combo] = result.comboNodes;
    expect(combo!.id).toBe('combo:paris,versailles');
    expect(combo!.nodeIds).toEqual(['paris', 'versailles']);
    expect(combo!.latitude).toBeGreaterThan(48.8049);
    expect(combo!.latitude).toBeLessThan(48.8566);
    expect(result.nodeToCombo.get('paris')).toBe('combo:paris,versailles');
    expect(result.nodeToCombo.has('berlin')).toBe(false);
  });

  it('separates them at a high zoom', () => {
    // At zoom 12 they are ~700 px apart.
    const result = combine(data, {zoom: 12, radius: 40, maxZoom: 14});
    expect(result.comboNodes).toEqual([]);
    expect(result.comboLinks).toEqual([]);
    expect(result.linkToCombo.size).toBe(0);
  });

  it('does not combine above maxZoom', () => {
    expect(combine(data, {zoom: 5, radius: 40, maxZoom: 4}).comboNodes).toEqual([]);
  });

  it('hides links inside a combo and merges parallel links between the same groups', () => {
    const result = combine(data, {zoom: 5, radius: 40, maxZoom: 14});
    expect(result.linkToCombo.get('inner')).toBeNull();
    expect(result.comboLinks).toEqual([
      {
        id: 'combo-link:toBerlin1,toBerlin2',
        id1: 'berlin',
        id2: 'combo:paris,versailles',
        linkIds: ['toBerlin1', 'toBerlin2'],
      },
    ]);
    expect(result.linkToCombo.get('toBerlin1')).toBe('combo-link:toBerlin1,toBerlin2');
  });

  it('leaves masked-out nodes alone', () => {
    const result = combine(data, {zoom: 5, radius: 40, maxZoom: 14}, new Uint8Array([1, 0, 1]));
    expect(result.comboNodes).toEqual([]);
  });

  it('dissolves expanded combos', () => {
    const result = combine(data, {zoom: 5, radius: 40, maxZoom: 14, expanded: new Set(['combo:paris,versailles'])});
    expect(result.comboNodes).toEqual([]);
    expect(result.linkToCombo.size).toBe(0);
  });

  it('merges links between a combo and a node drawn on its own, whatever their direction', () => {
    const withHub: NetworkData = {
      ...data,
      rome: {type: 'node', latitude: 41.9, longitude: 12.5},
      r1: {type: 'link', id1: 'rome', id2: 'paris'},
      r2: {type: 'link', id1: 'versailles', id2: 'rome'},
      solo: {type: 'link', id1: 'rome', id2: 'berlin'},
    };
    const result = combine(withHub, {zoom: 5, radius: 40, maxZoom: 14});
    expect(result.comboLinks).toContainEqual({
      id: 'combo-link:r1,r2',
      id1: 'combo:paris,versailles',
      id2: 'rome',
      linkIds: ['r1', 'r2'],
    });
    // Neither end combined: drawn as it is.
    expect(result.linkToCombo.has('solo')).toBe(false);
  });

  it('takes nodes within the radius of a group’s first node, not chains beyond it', () => {
    // Three nodes on the equator 30 px apart at zoom 0 (30 px = 30/512·360° ≈ 21.09°).
    const step = (30 / 512) * 360;
    const line: NetworkData = {
      a: {type: 'node', latitude: 0, longitude: 0},
      b: {type: 'node', latitude: 0, longitude: step},
      c: {type: 'node', latitude: 0, longitude: 2 * step},
    };
    const result = combine(line, {zoom: 0, radius: 40, maxZoom: 14});
    // a opens a group and takes b (30 px); c is 60 px from a and stays alone.
    expect(result.comboNodes.map((combo) => combo.nodeIds)).toEqual([['a', 'b']]);
  });
});

/** Deterministic pseudo-random numbers in [0, 1). */
function random(seed: number): () => number {
  let state = seed;
  return () => (state = (Math.imul(state, 1664525) + 1013904223) >>> 0) / 4294967296;
}

/**
 * The documented rules, spelled out with Maps and an all-pairs distance scan: the first free row
 * opens a group and takes every free row within the radius; groups of two or more become combos;
 * links between different combos (or a combo and a plain node) merge per pair of ends.
 */
function referenceCombination(
  nodes: CombineNodesInput,
  links: {ids: readonly string[]; ends: readonly {id1: string; id2: string}[]},
  zoom: number,
  radius: number,
) {
  const size = 512 * 2 ** zoom;
  const pixel = (row: number): [number, number] => {
    const [x, y] = [nodes.positions[row * 2]!, nodes.positions[row * 2 + 1]!];
    const latitude = (Math.max(-85.0511287798066, Math.min(85.0511287798066, y)) * Math.PI) / 180;
    return [((x + 180) / 360) * size, (0.5 - Math.log(Math.tan(Math.PI / 4 + latitude / 2)) / (2 * Math.PI)) * size];
  };
  const free = nodes.ids.map((_, row) => nodes.mask?.[row] !== 0 && !Number.isNaN(nodes.positions[row * 2]!));
  const nodeToCombo = new Map<string, string>();
  const comboIds: string[] = [];
  nodes.ids.forEach((_, seed) => {
    if (!free[seed]) return;
    const [seedX, seedY] = pixel(seed);
    const members = nodes.ids.flatMap((_, row) => {
      if (!free[row]) return [];
      const [x, y] = pixel(row);
      return (x - seedX) ** 2 + (y - seedY) ** 2 <= radius * radius ? [row] : [];
    });
    for (const row of members) free[row] = false;
    if (members.length < 2) return;
    const ids = members.map((row) => nodes.ids[row]!).sort();
    const id = `combo:${ids.join(',')}`;
    comboIds.push(id);
    for (const member of ids) nodeToCombo.set(member, id);
  });
  const linkToCombo = new Map<string, string | null>();
  const byEnds = new Map<string, string[]>();
  links.ids.forEach((linkId, row) => {
    const {id1, id2} = links.ends[row]!;
    const end1 = nodeToCombo.get(id1) ?? id1;
    const end2 = nodeToCombo.get(id2) ?? id2;
    if (end1 === id1 && end2 === id2) return;
    if (end1 === end2) {
      linkToCombo.set(linkId, null);
      return;
    }
    const key = [end1, end2].sort().join('|');
    byEnds.set(key, [...(byEnds.get(key) ?? []), linkId]);
  });
  const comboLinks = [...byEnds].map(([key, linkIds]) => {
    const [id1, id2] = key.split('|') as [string, string];
    const id = `combo-link:${linkIds.sort().join(',')}`;
    for (const linkId of linkIds) linkToCombo.set(linkId, id);
    return {id, id1, id2, linkIds};
  });
  return {comboIds, nodeToCombo, linkToCombo, comboLinks};
}

/**
 * Random nodes around a point (some masked, some without a position) and random links between
 * them; with `twins`, every other node lies a few metres east or west of the one before.
 */
function randomInput(count: number, spread: number, seed: number, twins = false) {
  const next = random(seed);
  const ids = Array.from({length: count}, (_, row) => `n${(row * 7919) % count}`);
  const positions = new Float64Array(count * 2);
  const mask = new Uint8Array(count).fill(1);
  for (let row = 0; row < count; row++) {
    positions[row * 2] = next() < 0.02 ? Number.NaN : 5 + (next() - 0.5) * spread;
    positions[row * 2 + 1] = 45 + (next() - 0.5) * spread * 0.6;
    if (next() < 0.05) mask[row] = 0;
    if (twins && row % 2 === 1) {
      positions[row * 2] = positions[row * 2 - 2]! + (row % 4 === 1 ? 0.0003 : -0.0003);
      positions[row * 2 + 1] = positions[row * 2 - 1]! + 0.0002;
    }
  }
  const linkIds: string[] = [];
  const ends: {id1: string; id2: string}[] = [];
  const endRows = new Int32Array(count * 4);
  for (let row = 0; row < count * 2; row++) {
    const row1 = Math.floor(next() * count);
    const row2 = Math.floor(next() * count);
    linkIds.push(`l${(row * 104729) % (count * 2)}`);
    ends.push({id1: ids[row1]!, id2: ids[row2]!});
    endRows[row * 2] = row1;
    endRows[row * 2 + 1] = row2;
  }
  return {nodes: {ids, positions, mask}, links: {ids: linkIds, ends, endRows}};
}

describe('combineByProximity against the rules spelled out', () => {
  // Spreads and zooms from crowded cells (counting-sorted index) to a few nodes scattered over
  // a huge area at high zoom (comparison-sorted index).
  const cases = [
    {spread: 2, zoom: 4, twins: false},
    {spread: 2, zoom: 9, twins: false},
    {spread: 40, zoom: 6, twins: false},
    {spread: 300, zoom: 14, twins: true},
  ];
  for (const {spread, zoom, twins} of cases) {
    it(`agrees over ${spread}° at zoom ${zoom}`, () => {
      const {nodes, links} = randomInput(400, spread, spread * 100 + zoom, twins);
      const result = combineByProximity(nodes, links, {zoom, radius: 40, maxZoom: 20});
      const expected = referenceCombination(nodes, links, zoom, 40);
      expect(expected.comboIds.length).toBeGreaterThan(0);
      expect(result.comboNodes.map((combo) => combo.id).sort()).toEqual([...expected.comboIds].sort());
      expect(new Map(result.nodeToCombo)).toEqual(expected.nodeToCombo);
      expect(new Map(result.linkToCombo)).toEqual(expected.linkToCombo);
      const byId = (a: {id: string}, b: {id: string}) => (a.id < b.id ? -1 : 1);
      expect([...result.comboLinks].sort(byId)).toEqual(expected.comboLinks.sort(byId));
      // The row arrays say the same as the maps.
      nodes.ids.forEach((id, row) => {
        const combo = result.comboOfNodeRow[row]!;
        expect(combo >= 0 ? result.comboNodes[combo]!.id : undefined).toBe(expected.nodeToCombo.get(id));
      });
      links.ids.forEach((id, row) => {
        const combo = result.comboLinkOfLinkRow[row]!;
        const expectedCombo = expected.linkToCombo.get(id);
        if (expectedCombo === undefined) expect(combo).toBe(-1);
        else if (expectedCombo === null) expect(combo).toBe(INSIDE_COMBO);
        else expect(result.comboLinks[combo]!.id).toBe(expectedCombo);
      });
    });
  }
});

describe('combineByProximity inputs', () => {
  it('rejects links whose ends are not among the nodes when no end rows are given', () => {
    const nodes = {ids: ['a', 'b'], positions: new Float64Array([0, 0, 0.001, 0])};
    const links = {ids: ['l1'], ends: [{id1: 'a', id2: 'ghost'}]};
    expect(() => combineByProximity(nodes, links, {zoom: 2, radius: 40, maxZoom: 14})).toThrow(
      expect.objectContaining({
        code: 'UNKNOWN_LINK_END',
        ids: ['l1'],
        message: expect.stringContaining('unknown node "ghost"'),
      }),
    );
  });

  it('projects the positions the array holds now, when the same array changed in place', () => {
    const positions = new Float64Array([0, 0, 0.001, 0, 90, 0]);
    const nodes = {ids: ['a', 'b', 'c'], positions};
    const noLinks = {ids: [], ends: []};
    const options = {zoom: 2, radius: 40, maxZoom: 14};
    expect(combineByProximity(nodes, noLinks, options).comboNodes.map((combo) => combo.nodeIds)).toEqual([['a', 'b']]);
    positions[2] = 90.001;
    expect(combineByProximity(nodes, noLinks, options).comboNodes.map((combo) => combo.nodeIds)).toEqual([['b', 'c']]);
    positions[3] = Number.NaN;
    expect(combineByProximity(nodes, noLinks, options).comboNodes).toEqual([]);
  });

  it('combines nothing when no node is visible with a position', () => {
    const noLinks = {ids: [], ends: []};
    const options = {zoom: 2, radius: 40, maxZoom: 14};
    expect(combineByProximity({ids: [], positions: new Float64Array(0)}, noLinks, options).comboNodes).toEqual([]);
    const hidden = {ids: ['a', 'b'], positions: new Float64Array([0, 0, 0.001, 0]), mask: new Uint8Array(2)};
    expect(combineByProximity(hidden, noLinks, options).comboNodes).toEqual([]);
    const unplaced = {ids: ['a', 'b'], positions: new Float64Array([Number.NaN, Number.NaN, Number.NaN, Number.NaN])};
    expect(Array.from(combineByProximity(unplaced, noLinks, options).comboOfNodeRow)).toEqual([-1, -1]);
  });

  it('sorts members by the ids the list holds now, when the same list changed in place', () => {
    const ids = ['b', 'a'];
    const nodes = {ids, positions: new Float64Array([0, 0, 0.001, 0])};
    const noLinks = {ids: [], ends: []};
    const options = {zoom: 2, radius: 40, maxZoom: 14};
    expect(combineByProximity(nodes, noLinks, options).comboNodes[0]!.id).toBe('combo:a,b');
    ids[0] = 'c';
    const result = combineByProximity(nodes, noLinks, options);
    expect(result.comboNodes[0]!.nodeIds).toEqual(['a', 'c']);
    // The id maps are built later, from the ids as they were.
    ids[1] = 'd';
    expect([...result.nodeToCombo.keys()].sort()).toEqual(['a', 'c']);
  });
});
