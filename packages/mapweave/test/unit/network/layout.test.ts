import {describe, expect, it} from 'vitest';
import {projectLngLat} from '../../../src/core/mercator.js';
import type {LatLng, NetworkData} from '../../../src/core/types.js';
import {layoutFreeNodes, layoutNetwork, positionsToRecord} from '../../../src/layers/network/layout/layout.js';
import {NetworkModel} from '../../../src/network/NetworkModel.js';

/** Pixel distance between two positions at `zoom`. */
function pixelDistance(a: LatLng, b: LatLng, zoom: number): number {
  const [ax, ay] = projectLngLat(a.longitude, a.latitude, zoom);
  const [bx, by] = projectLngLat(b.longitude, b.latitude, zoom);
  return Math.hypot(ax - bx, ay - by);
}

const hub: LatLng = {latitude: 48, longitude: 2};

describe('layoutFreeNodes', () => {
  const data: NetworkData = {
    hub: {type: 'node', ...hub},
    f1: {type: 'node'},
    f2: {type: 'node'},
    f3: {type: 'node'},
    l1: {type: 'link', id1: 'hub', id2: 'f1'},
    l2: {type: 'link', id1: 'f2', id2: 'hub'},
    l3: {type: 'link', id1: 'hub', id2: 'f3'},
  };

  it('places free nodes `distance` px around the node they hang off, evenly, starting north', () => {
    const positions = layoutFreeNodes(new NetworkModel(data), {zoom: 5, distance: 40});
    expect([...positions.keys()].sort()).toEqual(['f1', 'f2', 'f3']);
    for (const id of ['f1', 'f2', 'f3']) expect(pixelDistance(positions.get(id)!, hub, 5)).toBeCloseTo(40, 6);
    // f1 is first in id order: straight north of the hub.
    expect(positions.get('f1')!.longitude).toBeCloseTo(hub.longitude, 9);
    expect(positions.get('f1')!.latitude).toBeGreaterThan(hub.latitude);
    // Three on a ring: 120° apart, so 40·√3 px between neighbours.
    expect(pixelDistance(positions.get('f1')!, positions.get('f2')!, 5)).toBeCloseTo(40 * Math.sqrt(3), 6);
  });

  it('keeps the pixel distance when the zoom changes (so degrees shrink)', () => {
    const model = new NetworkModel(data);
    const near = layoutFreeNodes(model, {zoom: 10, distance: 40});
    const far = layoutFreeNodes(model, {zoom: 3, distance: 40});
    expect(pixelDistance(near.get('f2')!, hub, 10)).toBeCloseTo(40, 6);
    expect(Math.abs(far.get('f1')!.latitude - hub.latitude)).toBeGreaterThan(
      Math.abs(near.get('f1')!.latitude - hub.latitude) * 100,
    );
  });

  it('is deterministic whatever the key order', () => {
    const reversed = Object.fromEntries(Object.entries(data).reverse());
    const a = layoutFreeNodes(new NetworkModel(data), {zoom: 4, distance: 30});
    const b = layoutFreeNodes(new NetworkModel(reversed), {zoom: 4, distance: 30});
    expect(Object.fromEntries(b)).toEqual(Object.fromEntries(a));
  });

  it('puts a node linked to two fixed nodes near their centroid', () => {
    const model = new NetworkModel({
      w: {type: 'node', latitude: 0, longitude: -10},
      e: {type: 'node', latitude: 0, longitude: 10},
      m: {type: 'node'},
      a: {type: 'link', id1: 'w', id2: 'm'},
      b: {type: 'link', id1: 'm', id2: 'e'},
    });
    const m = layoutFreeNodes(model, {zoom: 2, distance: 20}).get('m')!;
    expect(pixelDistance(m, {latitude: 0, longitude: 0}, 2)).toBeCloseTo(20, 6);
  });

  it('keeps free nodes within maxMeters of what they hang off, at any zoom', () => {
    const model = new NetworkModel(data);
    const meters = (a: LatLng, b: LatLng) => {
      const x = (b.longitude - a.longitude) * Math.cos((a.latitude * Math.PI) / 180);
      return Math.hypot(x, b.latitude - a.latitude) * 111_195;
    };
    // Zoomed out, 40 px would be about 230 km: held to 10 km.
    const far = layoutFreeNodes(model, {zoom: 4, distance: 40, maxMeters: 10_000});
    for (const id of ['f1', 'f2', 'f3']) expect(meters(hub, far.get(id)!)).toBeCloseTo(10_000, -2);
    expect(pixelDistance(far.get('f1')!, hub, 4)).toBeLessThan(4);
    // Close up, 40 px is less than the limit: the pixel distance holds.
    const near = layoutFreeNodes(model, {zoom: 12, distance: 40, maxMeters: 10_000});
    for (const id of ['f1', 'f2', 'f3']) expect(pixelDistance(near.get(id)!, hub, 12)).toBeCloseTo(40, 6);
  });

  it('with maxMeters, hangs a node linked to far-apart places off the largest group of them, not their centroid', () => {
    const model = new NetworkModel({
      west: {type: 'node', latitude: 48.2, longitude: 16.37},
      east1: {type: 'node', latitude: 35.17, longitude: 33.36},
      east2: {type: 'node', latitude: 35.19, longitude: 33.38},
      m: {type: 'node'},
      a: {type: 'link', id1: 'west', id2: 'm'},
      b: {type: 'link', id1: 'm', id2: 'east1'},
      c: {type: 'link', id1: 'east2', id2: 'm'},
    });
    const east = {latitude: 35.18, longitude: 33.37};
    const capped = layoutFreeNodes(model, {zoom: 6, distance: 40, maxMeters: 5000}).get('m')!;
    expect(Math.abs(capped.latitude - east.latitude)).toBeLessThan(0.1);
    expect(Math.abs(capped.longitude - east.longitude)).toBeLessThan(0.1);
    // Without the limit it sits between them, in the Balkans.
    const averaged = layoutFreeNodes(model, {zoom: 6, distance: 40}).get('m')!;
    expect(averaged.longitude).toBeGreaterThan(25);
    expect(averaged.longitude).toBeLessThan(30);
  });

  it('continues chains breadth-first, outwards', () => {
    const model = new NetworkModel({
      root: {type: 'node', latitude: 0, longitude: 0},
      f: {type: 'node'},
      g: {type: 'node'},
      a: {type: 'link', id1: 'root', id2: 'f'},
      b: {type: 'link', id1: 'f', id2: 'g'},
    });
    const positions = layoutFreeNodes(model, {zoom: 6, distance: 50});
    const f = positions.get('f')!;
    const g = positions.get('g')!;
    const root = {latitude: 0, longitude: 0};
    expect(pixelDistance(f, g, 6)).toBeCloseTo(50, 6);
    // g continues in f's direction: twice as far from the root.
    expect(pixelDistance(g, root, 6)).toBeCloseTo(100, 6);
  });

  it('pinned nodes stay where pinned and anchor free nodes', () => {
    const model = new NetworkModel({
      p: {type: 'node'},
      f: {type: 'node'},
      l: {type: 'link', id1: 'p', id2: 'f'},
    });
    const pin = {latitude: 30, longitude: 40};
    const positions = layoutFreeNodes(model, {zoom: 4, distance: 25, pinned: new Map([['p', pin]])});
    expect(positions.has('p')).toBe(false);
    expect(pixelDistance(positions.get('f')!, pin, 4)).toBeCloseTo(25, 6);
  });

  it('places components without fixed nodes on a ring around the fixed nodes', () => {
    const model = new NetworkModel({
      x: {type: 'node', latitude: 10, longitude: 10},
      y: {type: 'node', latitude: -10, longitude: -10},
      lonely: {type: 'node'},
      pairA: {type: 'node'},
      pairB: {type: 'node'},
      l: {type: 'link', id1: 'pairA', id2: 'pairB'},
    });
    const positions = layoutFreeNodes(model, {zoom: 3, distance: 40});
    const centre = projectLngLat(0, 0, 3);
    const [lx, ly] = projectLngLat(positions.get('lonely')!.longitude, positions.get('lonely')!.latitude, 3);
    const [ax, ay] = projectLngLat(positions.get('pairA')!.longitude, positions.get('pairA')!.latitude, 3);
    // Two roots (lonely, pairA) on a ring of radius max(2·40, 2·1.5·40/2π) = 80 px.
    expect(Math.hypot(lx - centre[0], ly - centre[1])).toBeCloseTo(80, 4);
    expect(Math.hypot(ax - centre[0], ay - centre[1])).toBeCloseTo(80, 4);
    expect(pixelDistance(positions.get('pairB')!, positions.get('pairA')!, 3)).toBeCloseTo(40, 6);
  });

  it('with no fixed node at all, rings around 0, 0', () => {
    const model = new NetworkModel({only: {type: 'node'}});
    const only = layoutFreeNodes(model, {zoom: 2, distance: 10}).get('only')!;
    expect(pixelDistance(only, {latitude: 0, longitude: 0}, 2)).toBeCloseTo(20, 6);
  });
});

describe('layoutNetwork', () => {
  it('gives every node row a position and a record view', () => {
    const model = new NetworkModel({
      a: {type: 'node', latitude: 1, longitude: 2},
      b: {type: 'node'},
      c: {type: 'node', latitude: 3, longitude: 4},
      l: {type: 'link', id1: 'a', id2: 'b'},
    });
    const layout = layoutNetwork(model, {zoom: 3, distance: 40, pinned: new Map([['c', {latitude: 5, longitude: 6}]])});
    expect(Array.from(layout.positions.slice(0, 2))).toEqual([2, 1]);
    expect(Array.from(layout.positions.slice(4, 6))).toEqual([6, 5]);
    const record = positionsToRecord(model, layout.positions);
    expect(record.a).toEqual({latitude: 1, longitude: 2});
    expect(record.b).toEqual(layout.free.get('b'));
    expect(record.c).toEqual({latitude: 5, longitude: 6});
  });
});
