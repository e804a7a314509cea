import {describe, expect, it} from 'vitest';
import {legKey, readSupplyData, routeLanes, supplyImpact} from './model';

// Two factories ship through one origin port, by a canal or round a cape, to one port that
// feeds a warehouse and two stores.
function raw(overrides: Record<string, unknown> = {}) {
  const site = (id: string, role: string) => ({id, role, name: id, longitude: 0, latitude: 0});
  return {
    unit: 'TEU per month',
    sites: [
      site('s-1', 'supplier'),
      site('s-2', 'supplier'),
      site('f-a', 'factory'),
      site('f-b', 'factory'),
      site('p-x', 'port'),
      site('p-y', 'port'),
      site('w-1', 'warehouse'),
      site('st-1', 'store'),
      site('st-2', 'store'),
    ],
    waypoints: [
      {id: 'wp-canal', longitude: 32, latitude: 30, name: 'Canal', passage: 'canal'},
      {id: 'wp-cape', longitude: 18, latitude: -35, name: 'Cape'},
    ],
    lanes: [
      {
        id: 'lane-x-y',
        from: 'p-x',
        to: 'p-y',
        volume: 60,
        primary: ['p-x', 'wp-canal', 'p-y'],
        alternatives: {canal: ['p-x', 'wp-cape', 'p-y']},
        days: 20,
        alternativeDays: {canal: 30},
      },
    ],
    inputs: [
      ['s-1', 'f-a', 0.75],
      ['s-2', 'f-a', 0.25],
      ['s-2', 'f-b', 1],
    ],
    flows: [
      ['f-a', 'p-x', 'p-y', 'w-1', 'st-1', 40],
      ['f-b', 'p-x', 'p-y', 'w-1', 'st-1', 10],
      ['f-b', 'p-x', 'p-y', 'w-1', 'st-2', 10],
    ],
    ...overrides,
  };
}

describe('readSupplyData', () => {
  it('reads flows with ids', () => {
    const data = readSupplyData(raw());
    expect(data.flows[0]).toEqual({
      id: 'flow-0',
      factory: 'f-a',
      originPort: 'p-x',
      destinationPort: 'p-y',
      warehouse: 'w-1',
      store: 'st-1',
      volume: 40,
    });
  });

  it('names what is wrong', () => {
    expect(() => readSupplyData('x')).toThrow('Supply-chain data: not an object');
    expect(() => readSupplyData(raw({lanes: 1}))).toThrow('lanes is not an array');
    expect(() => readSupplyData(raw({sites: [{id: 'a', role: 'shop', name: 'a', longitude: 0, latitude: 0}]}))).toThrow(
      'site "a" has an unknown role "shop"',
    );
    expect(() => readSupplyData(raw({flows: [['f-a', 'p-x', 'p-y', 'w-1', 'st-9', 1]]}))).toThrow(
      'flow 0 names unknown id "st-9"',
    );
    expect(() => readSupplyData(raw({lanes: [{...raw().lanes[0], primary: ['p-y', 'wp-canal', 'p-x']}]}))).toThrow(
      'lane "lane-x-y" primary does not run from p-x to p-y',
    );
    expect(() => readSupplyData(raw({flows: [['f-a', 'p-x', 'p-y', 'w-1', 'st-1', -1]]}))).toThrow(
      'flow 0 has no valid volume',
    );
  });
});

describe('routeLanes', () => {
  const {lanes} = readSupplyData(raw());

  it('keeps the primary route, detours round a closed passage, closes when no way is left', () => {
    expect(routeLanes(lanes, new Set()).get('lane-x-y')).toMatchObject({state: 'primary', days: 20});
    expect(routeLanes(lanes, new Set(['wp-canal'])).get('lane-x-y')).toEqual({
      state: 'detour',
      path: ['p-x', 'wp-cape', 'p-y'],
      days: 30,
      around: 'canal',
    });
    expect(routeLanes(lanes, new Set(['wp-canal', 'wp-cape'])).get('lane-x-y')).toMatchObject({state: 'closed'});
    expect(routeLanes(lanes, new Set(['p-y'])).get('lane-x-y')).toMatchObject({state: 'closed'});
  });
});

describe('supplyImpact', () => {
  const data = readSupplyData(raw());

  it('delivers everything when nothing is disrupted', () => {
    const impact = supplyImpact(data, new Set());
    expect(impact.stores.get('st-1')).toEqual({planned: 50, delivered: 50, lostShare: 0, extraDays: 0});
    expect(impact.legs.get(legKey('p-x', 'wp-canal'))).toEqual({planned: 60, now: 60});
    expect(impact.legs.get(legKey('s-1', 'f-a'))).toEqual({planned: 30, now: 30});
  });

  it('a closed canal delays every store and moves the volume round the cape', () => {
    const impact = supplyImpact(data, new Set(['wp-canal']));
    expect(impact.stores.get('st-2')).toMatchObject({lostShare: 0, extraDays: 10});
    expect(impact.legs.get(legKey('p-x', 'wp-canal'))).toEqual({planned: 60, now: 0});
    expect(impact.legs.get(legKey('p-x', 'wp-cape'))).toEqual({planned: 0, now: 60});
  });

  it('a lost supplier cuts its factory to the share of inputs left, downstream', () => {
    const impact = supplyImpact(data, new Set(['s-1']));
    expect(impact.flows.get('flow-0')).toBe(0.25);
    // st-1 gets 40 × 0.25 from f-a and 10 from f-b.
    expect(impact.stores.get('st-1')).toMatchObject({planned: 50, delivered: 20});
    expect(impact.stores.get('st-1')!.lostShare).toBeCloseTo(0.6);
    expect(impact.stores.get('st-2')).toMatchObject({lostShare: 0});
    expect(impact.legs.get(legKey('s-1', 'f-a'))).toEqual({planned: 30, now: 0});
  });

  it('a closed factory or store loses exactly its own flows', () => {
    expect(supplyImpact(data, new Set(['f-b'])).stores.get('st-2')).toMatchObject({delivered: 0, lostShare: 1});
    const storeClosed = supplyImpact(data, new Set(['st-2']));
    expect(storeClosed.stores.get('st-1')).toMatchObject({lostShare: 0});
    expect(storeClosed.legs.get(legKey('w-1', 'st-2'))).toEqual({planned: 10, now: 0});
  });
});
