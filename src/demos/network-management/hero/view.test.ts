import {WebMercatorViewport} from '@deck.gl/core';
import {describe, expect, it} from 'vitest';
import {applyViewInput, clampToWorld} from './view';

const SIZE = {width: 800, height: 500};
const LIMITS = {minZoom: 0.5, maxZoom: 9};
const view = {longitude: 10, latitude: 20, zoom: 3};

function project(v: typeof view, lngLat: [number, number]): [number, number] {
  return new WebMercatorViewport({...v, ...SIZE}).project(lngLat) as [number, number];
}

describe('applyViewInput', () => {
  it('pans so that the map follows the pointer', () => {
    const anchor: [number, number] = [12, 22];
    const [x, y] = project(view, anchor);
    const next = applyViewInput(view, {kind: 'pan', dx: 40, dy: -25}, SIZE.width, SIZE.height, LIMITS);
    const [nx, ny] = project(next, anchor);
    expect(nx - x).toBeCloseTo(40, 6);
    expect(ny - y).toBeCloseTo(-25, 6);
    expect(next.zoom).toBe(3);
  });

  it('zooms about the pointer: the place under it stays', () => {
    const pointer = {x: 600, y: 120};
    const under = new WebMercatorViewport({...view, ...SIZE}).unproject([pointer.x, pointer.y]) as [number, number];
    const next = applyViewInput(view, {kind: 'zoom', ...pointer, by: 1.5}, SIZE.width, SIZE.height, LIMITS);
    expect(next.zoom).toBe(4.5);
    const [x, y] = project(next, under);
    expect(x).toBeCloseTo(pointer.x, 6);
    expect(y).toBeCloseTo(pointer.y, 6);
  });

  it('keeps the zoom within the limits', () => {
    expect(applyViewInput(view, {kind: 'zoom', x: 400, y: 250, by: 20}, SIZE.width, SIZE.height, LIMITS).zoom).toBe(9);
    expect(applyViewInput(view, {kind: 'zoom', x: 400, y: 250, by: -20}, SIZE.width, SIZE.height, LIMITS).zoom).toBe(
      0.5,
    );
  });

  it('wraps the longitude around the world and stops the latitude at the Mercator limit', () => {
    const east = applyViewInput(
      {longitude: 175, latitude: 0, zoom: 2},
      {kind: 'pan', dx: -200, dy: 0},
      SIZE.width,
      SIZE.height,
      LIMITS,
    );
    expect(east.longitude).toBeGreaterThanOrEqual(-180);
    expect(east.longitude).toBeLessThan(-100);
    const north = applyViewInput(
      {longitude: 0, latitude: 80, zoom: 1},
      {kind: 'pan', dx: 0, dy: 10_000},
      SIZE.width,
      SIZE.height,
      LIMITS,
    );
    expect(north.latitude).toBeLessThanOrEqual(85.051129);
    expect(Number.isFinite(north.latitude)).toBe(true);
  });
});

describe('clampToWorld', () => {
  it('keeps the world filling the map: zoom no lower than the world is tall, no band past a pole', () => {
    // The world is 512 × 2^zoom px tall: a 500 px tall map needs zoom >= log2(500 / 512).
    const out = applyViewInput(
      {longitude: 10, latitude: 0, zoom: 0.5},
      {kind: 'zoom', x: 400, y: 250, by: -3},
      SIZE.width,
      SIZE.height,
      {minZoom: -2, maxZoom: 9},
    );
    expect(out.zoom).toBeCloseTo(Math.log2(500 / 512), 6);
    const north = clampToWorld({longitude: 0, latitude: 80, zoom: 1}, SIZE.width, SIZE.height, LIMITS);
    const top = new WebMercatorViewport({...north, ...SIZE}).unproject([SIZE.width / 2, 0]) as [number, number];
    expect(top[1]).toBeCloseTo(85.0511, 3);
    expect(north.latitude).toBeLessThan(80);
    // A view that does not reach the edge is left alone.
    const inside = clampToWorld(view, SIZE.width, SIZE.height, LIMITS);
    expect(inside.zoom).toBe(view.zoom);
    expect(inside.latitude).toBeCloseTo(view.latitude, 9);
  });
});
