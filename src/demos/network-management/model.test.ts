import {createGraphEngine, type NetworkData} from 'mapweave';
import {describe, expect, it} from 'vitest';
import {formatGbps, routeDemands, splitOffSites, utilisationBand, type Demand} from './model';

// a — b — c — d, plus a — e — d (a longer way round) and f on its own.
function network(withoutLinks: string[] = []): NetworkData {
  const data: NetworkData = {};
  for (const id of ['a', 'b', 'c', 'd', 'e', 'f']) data[id] = {type: 'node', latitude: 0, longitude: 0};
  const links: [string, string, string][] = [
    ['ab', 'a', 'b'],
    ['bc', 'b', 'c'],
    ['cd', 'c', 'd'],
    ['ae', 'a', 'e'],
    ['ed', 'e', 'd'],
  ];
  for (const [id, id1, id2] of links) if (!withoutLinks.includes(id)) data[id] = {type: 'link', id1, id2};
  return data;
}

const DEMANDS: Demand[] = [
  ['a', 'd', 10],
  ['b', 'c', 5],
  ['a', 'f', 1],
];

describe('routeDemands', () => {
  it('sums the load of every demand along its shortest path and reports what has no path', () => {
    const result = routeDemands(createGraphEngine(network()), DEMANDS, () => true);
    expect(Object.fromEntries(result.load)).toEqual({ae: 10, ed: 10, bc: 5});
    expect(result.unrouted).toEqual([['a', 'f', 1]]);
    expect(result.lostGbps).toBe(1);
    expect(result.rerouted).toBe(0);
  });

  it('counts demands that take another path than the baseline after a failure', () => {
    const baseline = routeDemands(createGraphEngine(network()), DEMANDS, () => true);
    const failed = routeDemands(createGraphEngine(network(['ae'])), DEMANDS, () => true, baseline.paths);
    expect(failed.rerouted).toBe(1);
    expect(Object.fromEntries(failed.load)).toEqual({ab: 10, bc: 15, cd: 10});
  });

  it('does not route demands from or to a failed site', () => {
    const result = routeDemands(createGraphEngine(network()), DEMANDS, (site) => site !== 'b');
    expect(result.unrouted.map(([from, to]) => `${from}-${to}`)).toEqual(['b-c', 'a-f']);
  });
});

describe('splitOffSites', () => {
  it('lists the sites outside the largest component', () => {
    expect(splitOffSites(createGraphEngine(network()))).toEqual(['f']);
    expect(splitOffSites(createGraphEngine(network(['ab', 'ae'])))).toEqual(['a', 'f']);
  });
});

describe('utilisationBand', () => {
  it.each([
    [0, 'idle'],
    [0.01, 'normal'],
    [0.5, 'busy'],
    [0.8, 'high'],
    [1, 'high'],
    [1.2, 'overloaded'],
  ] as const)('%s is %s', (utilisation, band) => {
    expect(utilisationBand(utilisation).id).toBe(band);
  });

  it('rejects what is not a utilisation', () => {
    expect(() => utilisationBand(Number.NaN)).toThrow(/finite number/);
    expect(() => utilisationBand(-1)).toThrow(/≥ 0/);
  });
});

it('formats Gbps and Tbps', () => {
  expect(formatGbps(400)).toBe('400 Gbps');
  expect(formatGbps(1600)).toBe('1.6 Tbps');
});
