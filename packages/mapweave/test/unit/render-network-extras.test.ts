import {describe, expect, it, vi} from 'vitest';
import {resetOptions} from '../../src/core/defaults.js';
import {NETWORK_DEFAULTS} from '../../src/layers/network/options.js';
import {MapWeaveError} from '../../src/core/errors.js';
import {isPrimaryButton} from '../../src/core/interaction.js';
import type {NetworkData} from '../../src/core/types.js';
import type {NetworkLayerOptions} from '../../src/layers/network/options.js';
import {ComboExpansion} from '../../src/layers/network/combining/comboExpansion.js';
import {NetworkLayer} from '../../src/layers/network/NetworkLayer.js';
import {arcPath, pathMidpoint, screenAngle} from '../../src/layers/network/drawing/linkGeometry.js';
import {dashArray} from '../../src/layers/network/drawing/linkLayers.js';
import {linkLabelOf, readableAngle} from '../../src/layers/network/drawing/linkLabels.js';
import {NetworkModel} from '../../src/core/networkModel.js';
import {SpecialItems} from '../../src/layers/network/model/specialItems.js';
import {visibilityMasks} from '../../src/layers/network/model/visibility.js';

function errorOf(action: () => unknown): {code: string; ids: string[]; message: string} | null {
  try {
    action();
  } catch (error) {
    if (error instanceof MapWeaveError) return {code: error.code, ids: error.ids, message: error.message};
    throw error;
  }
  return null;
}

/** Two nodes a few km apart (one combo at zoom 0) and a third far away, linked to both. */
const CLUSTER: NetworkData = {
  a: {type: 'node', latitude: 10, longitude: 10},
  b: {type: 'node', latitude: 10.01, longitude: 10.01},
  far: {type: 'node', latitude: -40, longitude: -100},
  af: {type: 'link', id1: 'a', id2: 'far'},
  bf: {type: 'link', id1: 'b', id2: 'far'},
};

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
    expect(errorOf(() => layer.expandCombo('combo:a,b'))).toMatchObject({code: 'UNKNOWN_ID', ids: ['combo:a,b']});
    layer.options({proximityCombine: true});
    expect(errorOf(() => layer.collapseCombo('combo:a,b'))).toMatchObject({code: 'UNKNOWN_ID', ids: ['combo:a,b']});
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

describe('special items (drawn outside the row layers)', () => {
  const options = (partial: Partial<NetworkLayerOptions> = {}) =>
    resetOptions<NetworkLayerOptions>(NETWORK_DEFAULTS, partial);
  const data: NetworkData = {
    plain: {type: 'node', latitude: 0, longitude: 0},
    named: {type: 'node', latitude: 1, longitude: 1, label: 'Named'},
    icon: {type: 'node', latitude: 2, longitude: 2, icon: 'data:image/png;base64,AAAA'},
    straight: {type: 'link', id1: 'plain', id2: 'named'},
    arrow: {type: 'link', id1: 'plain', id2: 'named', direction: 'forward', label: 'to named'},
    dashed: {type: 'link', id1: 'plain', id2: 'icon', dashed: true},
    arc: {type: 'link', id1: 'named', id2: 'icon', shape: 'arc'},
    loop: {type: 'link', id1: 'plain', id2: 'plain', direction: 'both'},
  };

  it('sorts nodes and links by what they need', () => {
    const special = new SpecialItems();
    const model = new NetworkModel(data);
    special.rebuild(model, options());
    expect([...special.decoratedNodes].sort()).toEqual(['icon', 'named']);
    expect([...special.directedLinks]).toEqual(['arrow']);
    expect([...special.labelledLinks]).toEqual(['arrow']);
    expect([...special.pathLinks].sort()).toEqual(['arc', 'dashed']);
  });

  it('follows the link defaults and updates per changed item', () => {
    const special = new SpecialItems();
    const model = new NetworkModel(data);
    special.rebuild(
      model,
      options({linkDefaults: {...NETWORK_DEFAULTS.linkDefaults, shape: 'geodesic', direction: 'backward'}}),
    );
    expect([...special.pathLinks].sort()).toEqual(['arc', 'arrow', 'dashed', 'loop', 'straight']);
    expect([...special.directedLinks].sort()).toEqual(['arc', 'arrow', 'dashed', 'straight']);
    model.merge({named: {type: 'node', latitude: 1, longitude: 1}});
    model.remove(['arc']);
    special.update(model, options(), ['named', 'arc']);
    expect([...special.decoratedNodes]).toEqual(['icon']);
    expect(special.pathLinks.has('arc')).toBe(false);
  });
});

describe('link labels', () => {
  it('sit halfway along straight links (in mercator) and at the middle point of curves', () => {
    const [longitude, latitude] = pathMidpoint([
      [0, 0],
      [20, 60],
    ]);
    expect(longitude).toBeCloseTo(10);
    // Halfway on a mercator map is north of the mean latitude (30°): y(35.26°) is halfway between y(0°) and y(60°).
    expect(latitude).toBeCloseTo(35.264, 2);
    const arc = arcPath([0, 0], [10, 0], 0.5, 4);
    expect(pathMidpoint(arc)).toEqual(arc[2]);
  });

  it('keeps the midpoint of a link across the antimeridian on the side of its ends', () => {
    const [longitude] = pathMidpoint([
      [170, 0],
      [190, 0],
    ]);
    expect(longitude).toBeCloseTo(180);
  });

  it('turn to read left to right', () => {
    expect(readableAngle(30)).toBe(30);
    expect(readableAngle(180)).toBe(0);
    expect(readableAngle(135)).toBe(-45);
    expect(readableAngle(-120)).toBe(60);
    const label = linkLabelOf(
      'l',
      'West',
      [
        [10, 0],
        [0, 0],
      ],
      screenAngle,
    );
    expect(label).toMatchObject({id: 'l', text: 'West', angle: 0});
    expect(label.position[0]).toBeCloseTo(5);
  });
});

describe('dash arrays', () => {
  it('count in half line widths and make room for round caps', () => {
    expect(dashArray({}, 4, true)).toEqual([0, 0]);
    // 6 px dash, 4 px gap (the default) on a 2 px line: caps add 1 px at both ends of each dash.
    expect(dashArray({dashed: true}, 2, true)).toEqual([4, 6]);
    expect(dashArray({dashed: [8, 8]}, 4, false)).toEqual([4, 4]);
    expect(dashArray({dashed: [2, 2]}, 4, true)).toEqual([0, 3]);
  });
});

describe('visibility masks', () => {
  it('hide items outside the time range, hidden items and links of hidden or filtered ends', () => {
    const model = new NetworkModel({
      early: {type: 'node', latitude: 0, longitude: 0, time: [0, 10]},
      late: {type: 'node', latitude: 0, longitude: 1, time: [100, 200]},
      always: {type: 'node', latitude: 0, longitude: 2},
      gone: {type: 'node', latitude: 0, longitude: 3},
      earlyAlways: {type: 'link', id1: 'early', id2: 'always'},
      lateAlways: {type: 'link', id1: 'late', id2: 'always', time: [150, 160]},
      alwaysGone: {type: 'link', id1: 'always', id2: 'gone'},
    });
    const masks = visibilityMasks(model, new Set(['gone']), [120, 300]);
    expect([...masks.nodes]).toEqual([0, 1, 1, 0]);
    expect([...masks.links]).toEqual([0, 1, 0]);
    expect([...visibilityMasks(model, new Set(), [155, 170]).links]).toEqual([0, 1, 1]);
    expect([...visibilityMasks(model, new Set(), [161, 170]).links]).toEqual([0, 0, 1]);
    expect([...visibilityMasks(model, new Set(), null).links]).toEqual([1, 1, 1]);
  });
});

describe('pointer buttons', () => {
  it('counts only the primary button (or none) as a click', () => {
    expect(isPrimaryButton(undefined)).toBe(true);
    expect(isPrimaryButton({button: 0} as unknown as Event)).toBe(true);
    expect(isPrimaryButton({button: 2} as unknown as Event)).toBe(false);
    expect(isPrimaryButton({button: 1} as unknown as Event)).toBe(false);
  });
});

describe('first-frame shortcuts', () => {
  it('counts what is drawn the same with nothing filtered, with a filter, a time range and combining', () => {
    const data: NetworkData = {
      ...CLUSTER,
      late: {type: 'node', latitude: 0, longitude: 0, time: 5000},
      al: {type: 'link', id1: 'a', id2: 'late'},
    };
    const layer = new NetworkLayer({id: 'net', data});
    expect(layer.getVisibleSummary()).toEqual({nodes: 4, links: 3});
    layer.filter((_, id) => id !== 'b');
    expect(layer.getVisibleSummary()).toEqual({nodes: 3, links: 2});
    layer.filter(null).options({timeFilterRange: [0, 1000]});
    expect(layer.getVisibleSummary()).toEqual({nodes: 3, links: 2});
    // At zoom 0, a, b and late fall within one combo: it and far, joined by one combo link.
    layer.options({timeFilterRange: null, proximityCombine: true});
    expect(layer.getVisibleSummary()).toEqual({nodes: 2, links: 1});
  });

  it('leaves out the layers that have nothing to draw, and adds them once they do', () => {
    const layer = new NetworkLayer({id: 'net', data: CLUSTER});
    expect(layer.renderLayers().map((deckLayer) => deckLayer.id)).toEqual(['net::links', 'net::nodes']);
    layer.select(['af']);
    expect(layer.renderLayers().map((deckLayer) => deckLayer.id)).toEqual([
      'net::link-highlights',
      'net::links',
      'net::nodes',
    ]);
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

/** What is drawn, by a pass over every row (the CPU twin of the GPU filter), for comparison. */
function drawnByFullPass(layer: NetworkLayer): {nodes: number; links: number} {
  const internals = layer as unknown as {
    model: NetworkModel;
    hidden: Set<string>;
    timeRange(): [number, number] | null;
    combination: {
      nodeToCombo: Map<string, unknown>;
      linkToCombo: Map<string, unknown>;
      comboNodes: unknown[];
      comboLinks: unknown[];
    } | null;
  };
  const {model, hidden, combination} = internals;
  const masks = visibilityMasks(model, hidden, internals.timeRange());
  const count = (mask: Uint8Array, ids: readonly string[], combined: Map<string, unknown> | undefined) =>
    ids.filter((id, row) => mask[row] === 1 && !combined?.has(id)).length;
  return {
    nodes: count(masks.nodes, model.getNodeIds(), combination?.nodeToCombo) + (combination?.comboNodes.length ?? 0),
    links: count(masks.links, model.getLinkIds(), combination?.linkToCombo) + (combination?.comboLinks.length ?? 0),
  };
}

describe('the screen-reader summary under a predicate filter', () => {
  it('counts from the hidden items alone, and agrees with a pass over every row', () => {
    const data: NetworkData = {};
    for (let i = 0; i < 300; i++)
      data[`n${i}`] = {type: 'node', latitude: (i % 20) * 0.01, longitude: Math.floor(i / 20) * 3};
    for (let i = 0; i < 600; i++)
      data[`l${i}`] = {type: 'link', id1: `n${(i * 7) % 300}`, id2: `n${(i * 13 + 5) % 300}`};
    data.loop = {type: 'link', id1: 'n3', id2: 'n3'};
    for (const proximityCombine of [false, true]) {
      const layer = new NetworkLayer({id: 'net', data, options: {proximityCombine}});
      layer.filter((_item, id) => !/^(n1\d|l\d*5)$/.test(id) && id !== 'n3');
      const model = (layer as unknown as {model: NetworkModel}).model;
      const rowsRead = vi.spyOn(model, 'getLinkIds');
      const summary = layer.getVisibleSummary();
      if (!proximityCombine) expect(rowsRead).not.toHaveBeenCalled();
      rowsRead.mockRestore();
      expect(summary).toEqual(drawnByFullPass(layer));
      expect(summary.nodes).toBeLessThan(300);
    }
  });
});

describe('the screen-reader summary under a time range', () => {
  /** Nodes and links with times (some links only through their ends', some whose ends' times never meet). */
  function timedData(): NetworkData {
    const data: NetworkData = {};
    for (let i = 0; i < 200; i++) {
      data[`n${i}`] = {
        type: 'node',
        latitude: (i % 20) * 0.01,
        longitude: Math.floor(i / 20) * 3,
        ...(i % 3 === 0 ? {} : {time: [i * 10, i * 10 + 150] as [number, number]}),
      };
    }
    for (let i = 0; i < 500; i++) {
      data[`l${i}`] = {
        type: 'link',
        id1: `n${(i * 7) % 200}`,
        id2: `n${(i * 13 + 5) % 200}`,
        ...(i % 4 === 0 ? {time: i * 4} : {}),
      };
    }
    return data;
  }

  it('agrees with a pass over every row for every range, with a predicate and with combining', () => {
    for (const proximityCombine of [false, true]) {
      for (const filtered of [false, true]) {
        const layer = new NetworkLayer({id: 'net', data: timedData(), options: {proximityCombine}});
        if (filtered) layer.filter((_item, id) => !/^(n1\d|l\d*5)$/.test(id));
        for (const range of [
          [0, 100],
          [500, 900],
          [1990, 1990],
          [-50, -1],
          [0, 3000],
          [730, 760],
        ] as [number, number][]) {
          layer.options({timeFilterRange: range});
          expect(layer.getVisibleSummary()).toEqual(drawnByFullPass(layer));
        }
      }
    }
  });

  it('counts a new range without a pass over the rows, and follows merged items', () => {
    const layer = new NetworkLayer({id: 'net', data: timedData()});
    layer.options({timeFilterRange: [0, 500]});
    layer.getVisibleSummary();
    const model = (layer as unknown as {model: NetworkModel}).model;
    const rowsRead = vi.spyOn(model, 'getLinkIds');
    for (let start = 0; start < 2000; start += 100) {
      layer.options({timeFilterRange: [start, start + 250]});
      layer.getVisibleSummary();
    }
    expect(rowsRead).not.toHaveBeenCalled();
    rowsRead.mockRestore();
    layer.merge({
      late: {type: 'node', latitude: 1, longitude: 1, time: 1800},
      n1: {type: 'node', latitude: 0, longitude: 0},
    });
    expect(layer.getVisibleSummary()).toEqual(drawnByFullPass(layer));
  });
});

describe('row styles as constants', () => {
  const PLAIN: NetworkData = {
    a: {type: 'node', latitude: 1, longitude: 2},
    b: {type: 'node', latitude: 3, longitude: 4},
    ab: {type: 'link', id1: 'a', id2: 'b'},
  };
  const props = (layer: NetworkLayer, id: string) =>
    layer.renderLayers().find((deckLayer) => deckLayer.id === `net::${id}`)!.props as unknown as Record<
      string,
      unknown
    >;
  const rowValue = (accessor: unknown, index: number) =>
    typeof accessor === 'function' ? accessor(null, {index}) : accessor;

  it('draws every row with the defaults as constants until an item has its own style, and per row after', () => {
    const layer = new NetworkLayer({
      id: 'net',
      data: PLAIN,
      options: {nodeDefaults: {color: '#ff0000', size: 7}, linkDefaults: {width: 3}},
    });
    expect(props(layer, 'nodes').getFillColor).toEqual([255, 0, 0, 255]);
    expect(props(layer, 'nodes').getRadius).toBe(7);
    expect(props(layer, 'links').getWidth).toBe(3);

    layer.merge({
      b: {type: 'node', latitude: 3, longitude: 4, color: '#0000ff', border: {width: 2}},
      ab: {type: 'link', id1: 'a', id2: 'b', width: 5},
    });
    const nodes = props(layer, 'nodes');
    expect(typeof nodes.getFillColor).toBe('function');
    expect([0, 1].map((row) => rowValue(nodes.getFillColor, row))).toEqual([
      [255, 0, 0, 255],
      [0, 0, 255, 255],
    ]);
    expect([0, 1].map((row) => rowValue(nodes.getLineWidth, row))).toEqual([
      NETWORK_DEFAULTS.nodeDefaults.border.width,
      2,
    ]);
    expect(rowValue(props(layer, 'links').getWidth, 0)).toBe(5);

    layer.data(PLAIN);
    expect(props(layer, 'nodes').getFillColor).toEqual([255, 0, 0, 255]);
    expect(props(layer, 'links').getWidth).toBe(3);
  });
});
