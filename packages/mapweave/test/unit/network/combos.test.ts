import {describe, expect, it} from 'vitest';
import {ComboExpansion} from '../../../src/layers/network/combining/comboExpansion.js';
import {NetworkLayer} from '../../../src/layers/network/NetworkLayer.js';
import {NETWORK_DEFAULTS, type NetworkLayerOptions} from '../../../src/layers/network/options.js';
import type {NetworkData} from '../../../src/core/types.js';
import {caught} from '../caught.js';
import {CLUSTER} from './fixtures.js';

describe('combo links', () => {
  /** The combo link's drawn path between the combo of a and b and the far node. */
  function comboLinkPath(options: Partial<NetworkLayerOptions>): [number, number][] {
    const layer = new NetworkLayer({id: 'net', data: CLUSTER, options: {proximityCombine: true, ...options}});
    const comboLinks = layer.renderLayers().find((deckLayer) => deckLayer.id === 'net::combo-links');
    const links = comboLinks?.props.data as {path: [number, number][]}[];
    expect(links).toHaveLength(1);
    return links[0]!.path;
  }
  /** How far the path's middle point lies from the straight line between its ends (degrees, roughly). */
  const bulge = (path: [number, number][]) => {
    const [from, to, middle] = [path[0]!, path[path.length - 1]!, path[Math.floor(path.length / 2)]!];
    const [dx, dy] = [to[0] - from[0], to[1] - from[1]];
    return Math.abs(dx * (middle[1] - from[1]) - dy * (middle[0] - from[0])) / Math.hypot(dx, dy);
  };

  it('are straight by default', () => {
    expect(comboLinkPath({})).toHaveLength(2);
  });

  it('follow the link shape of the layer defaults and of comboLinkStyle (arcs are not drawn straight)', () => {
    const arcs = comboLinkPath({linkDefaults: {...NETWORK_DEFAULTS.linkDefaults, shape: 'arc'}});
    expect(arcs.length).toBeGreaterThan(2);
    expect(bulge(arcs)).toBeGreaterThan(1);
    const styled = comboLinkPath({proximityCombine: {comboLinkStyle: () => ({shape: 'arc', arcHeight: 1})}});
    expect(styled.length).toBeGreaterThan(2);
    expect(bulge(styled)).toBeGreaterThan(bulge(arcs));
    const geodesic = comboLinkPath({linkDefaults: {...NETWORK_DEFAULTS.linkDefaults, shape: 'geodesic'}});
    expect(geodesic.length).toBeGreaterThan(2);
  });
});

describe('combo expansion', () => {
  it('expands a combo into its members and collapses it again', () => {
    const layer = new NetworkLayer({id: 'net', data: CLUSTER, options: {proximityCombine: true}});
    expect(layer.getGraphEngine().nodeCount).toBe(2);
    layer.expandCombo('combo:a,b');
    expect(layer.getExpandedCombos()).toEqual(['combo:a,b']);
    const expanded = layer.getGraphEngine();
    expect(expanded.nodeCount).toBe(3);
    expect(expanded.neighbors('far').sort()).toEqual(['a', 'b']);
    expect(layer.getVisibleSummary()).toEqual({nodes: 3, links: 2});
    layer.collapseCombo('combo:a,b');
    expect(layer.getExpandedCombos()).toEqual([]);
    expect(layer.getGraphEngine().nodeCount).toBe(2);
    expect(layer.getVisibleSummary()).toEqual({nodes: 2, links: 1});
  });

  it('rejects combos that are not drawn or not expanded with UNKNOWN_ID, and expanding twice is harmless', () => {
    const layer = new NetworkLayer({id: 'net', data: CLUSTER});
    expect(caught(() => layer.expandCombo('combo:a,b'))).toMatchObject({code: 'UNKNOWN_ID', ids: ['combo:a,b']});
    layer.options({proximityCombine: true});
    expect(caught(() => layer.collapseCombo('combo:a,b'))).toMatchObject({code: 'UNKNOWN_ID', ids: ['combo:a,b']});
    layer.expandCombo('combo:a,b').expandCombo('combo:a,b');
    expect(layer.getExpandedCombos()).toEqual(['combo:a,b']);
  });

  it('forgets an expansion when one of its members is removed', () => {
    const layer = new NetworkLayer({id: 'net', data: CLUSTER, options: {proximityCombine: true}});
    layer.expandCombo('combo:a,b');
    layer.removeItems(['b']);
    expect(layer.getExpandedCombos()).toEqual([]);
  });

  it('expands a combo on double click unless turned off', () => {
    const layer = new NetworkLayer({id: 'net', data: CLUSTER, options: {proximityCombine: true}});
    const combo = {layerId: 'net', id: 'combo:a,b', type: 'combo-node' as const, data: null};
    layer.options({expandComboOnDoubleClick: false});
    layer.handleDoubleClick(combo);
    expect(layer.getExpandedCombos()).toEqual([]);
    layer.options({expandComboOnDoubleClick: true});
    layer.handleDoubleClick({...combo, id: 'a', type: 'node'});
    expect(layer.getExpandedCombos()).toEqual([]);
    layer.handleDoubleClick(combo);
    expect(layer.getExpandedCombos()).toEqual(['combo:a,b']);
  });

  it('keeps member ids of each expansion and prunes by them', () => {
    const expansion = new ComboExpansion();
    expect(expansion.expand({id: 'combo:x,y', nodeIds: ['x', 'y'], latitude: 0, longitude: 0})).toBe(true);
    expect(expansion.expand({id: 'combo:x,y', nodeIds: ['x', 'y'], latitude: 0, longitude: 0})).toBe(false);
    expect([...expansion.ids()]).toEqual(['combo:x,y']);
    expect(expansion.prune((id) => id !== 'z')).toBe(false);
    expect(expansion.prune((id) => id !== 'y')).toBe(true);
    expect(expansion.list()).toEqual([]);
    expect(expansion.collapse('combo:x,y')).toBe(false);
  });
});

describe('expanded combos are laid out', () => {
  /** Five nodes on almost the same spot: one combo at zoom 0. */
  const STACK: NetworkData = Object.fromEntries(
    ['m1', 'm2', 'm3', 'm4', 'm5'].map((id, i) => [id, {type: 'node', latitude: 20 + i * 1e-4, longitude: 30}]),
  );

  it('spreads the members on a ring around their centre, apart by more than the combining radius, and back when collapsed', () => {
    const layer = new NetworkLayer({id: 'net', data: STACK, options: {proximityCombine: {radius: 40}}});
    expect(layer.getVisibleSummary()).toEqual({nodes: 1, links: 0});
    const comboId = 'combo:m1,m2,m3,m4,m5';
    const before = layer.getNodePositions();
    layer.expandCombo(comboId);
    expect(layer.getVisibleSummary()).toEqual({nodes: 5, links: 0});
    const spread = layer.getNodePositions();
    // At zoom 0 a pixel is 360/512 degrees of longitude: members are tens of pixels apart.
    const pixels = (a: {longitude: number; latitude: number}, b: {longitude: number; latitude: number}) =>
      Math.hypot(a.longitude - b.longitude, a.latitude - b.latitude) / (360 / 512);
    const ids = Object.keys(STACK);
    for (const a of ids) for (const b of ids) if (a < b) expect(pixels(spread[a]!, spread[b]!)).toBeGreaterThan(40);
    // The first member (by id) is north of the centre.
    expect(spread.m1!.latitude).toBeGreaterThan(20);
    expect(Math.abs(spread.m1!.longitude - 30)).toBeLessThan(1e-9);
    layer.collapseCombo(comboId);
    expect(layer.getNodePositions()).toEqual(before);
    expect(layer.getVisibleSummary()).toEqual({nodes: 1, links: 0});
  });
});
