import {describe, expect, it} from 'vitest';
import type {Layer as DeckLayer} from '@deck.gl/core';
import {
  candidateBox,
  LABEL_SIDES,
  LabelPlacer,
  type PlacementCandidate,
  type PlacementObstacle,
} from '../../../src/core/labelPlacement.js';
import {haloColorFor, labelTextProps} from '../../../src/core/labelStyle.js';
import {NetworkLayer} from '../../../src/layers/network/NetworkLayer.js';
import {ObservationsLayer} from '../../../src/layers/observations/ObservationsLayer.js';
import type {NetworkData} from '../../../src/core/types.js';
import {caught} from '../caught.js';

/** A label 50 × 10 px hanging `clearance` px from (x, y); `forced`: kept whatever it covers. */
const label = (x: number, y: number, options: Partial<PlacementCandidate> = {}): PlacementCandidate => ({
  x,
  y,
  width: 50,
  height: 10,
  clearance: 5,
  tier: 0,
  layer: 0,
  priority: 0,
  forced: false,
  overSymbols: false,
  group: 'layer',
  id: `${x},${y}`,
  ...options,
});
const sidesOf = (candidates: PlacementCandidate[], obstacles: PlacementObstacle[] = []) =>
  [...new LabelPlacer().place(candidates, obstacles)].map((side) => (side === -1 ? null : LABEL_SIDES[side]));

describe('LabelPlacer', () => {
  it('hangs labels below their anchor, and moves the lower of two that would overlap to a free side', () => {
    expect(sidesOf([label(0, 0), label(200, 0)])).toEqual(['below', 'below']);
    // The second, ranked lower, would cover the first below: it goes right.
    expect(sidesOf([label(0, 0, {priority: 1}), label(10, 0)])).toEqual(['below', 'right']);
  });

  it("leaves a label out where every side covers a higher label or another item's symbol", () => {
    const symbol = (x: number, y: number, id: string): PlacementObstacle => ({x, y, radius: 60, group: 'layer', id});
    expect(sidesOf([label(0, 0)], [symbol(0, 0, 'other')])).toEqual([null]);
    // Its own item's symbol never blocks it, nor any symbol a selected item's label.
    expect(sidesOf([label(0, 0, {id: 'mine'})], [symbol(0, 0, 'mine')])).toEqual(['below']);
    expect(sidesOf([label(0, 0, {overSymbols: true})], [symbol(0, 0, 'other')])).toEqual(['below']);
  });

  it('ranks by tier, then layer priority, then priority; ties keep the input order', () => {
    const blocked = (options: Partial<PlacementCandidate>) => label(0, 0, {clearance: null, ...options});
    expect(sidesOf([blocked({priority: 9}), blocked({tier: 1, id: 'b'})])).toEqual([null, 'below']);
    expect(sidesOf([blocked({priority: 9}), blocked({layer: 1, id: 'b'})])).toEqual([null, 'below']);
    expect(sidesOf([blocked({}), blocked({id: 'b'})])).toEqual(['below', null]);
  });

  it('draws one label per item, and forced labels whatever they cover', () => {
    expect(sidesOf([label(0, 0, {id: 'same'}), label(500, 0, {id: 'same'})])).toEqual(['below', null]);
    expect(
      sidesOf([label(0, 0, {clearance: null, priority: 5}), label(0, 0, {clearance: null, forced: true, id: 'b'})]),
    ).toEqual([null, 'below']);
  });

  it("never lets a placed label cover another item's symbol or another label, over random scenes", () => {
    let seed = 3;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let scene = 0; scene < 6; scene++) {
      const candidates = Array.from({length: 200}, (_, i) =>
        label(random() * 2000 - 1000, random() * 2000 - 1000, {
          id: `n${i}`,
          priority: random(),
          width: 20 + random() * 80,
        }),
      );
      const obstacles = candidates.map(({x, y, id}) => ({x, y, radius: 4, group: 'layer', id}));
      const sides = new LabelPlacer().place(candidates, obstacles);
      const boxes = candidates.flatMap((candidate, i) => {
        if (sides[i] === -1) return [];
        const box = [0, 0, 0, 0];
        candidateBox(candidate, sides[i]!, box);
        return [{box, id: candidate.id}];
      });
      const overlap = (a: number[], b: number[]) => a[0]! < b[2]! && b[0]! < a[2]! && a[1]! < b[3]! && b[1]! < a[3]!;
      const covered: string[] = [];
      for (const {box, id} of boxes) {
        for (const obstacle of obstacles) {
          const square = [obstacle.x - 4, obstacle.y - 4, obstacle.x + 4, obstacle.y + 4];
          if (obstacle.id !== id && overlap(box, square)) covered.push(`${id} covers the symbol of ${obstacle.id}`);
        }
        for (const other of boxes)
          if (other.id !== id && overlap(box, other.box)) covered.push(`${id} covers ${other.id}`);
      }
      expect(covered).toEqual([]);
      expect(boxes.length).toBeGreaterThan(30);
    }
  }, 60_000);
});

describe('label style', () => {
  it('puts a light halo around dark text and a dark halo around light text', () => {
    expect(haloColorFor([31, 41, 55, 255])[0]).toBeGreaterThan(200);
    expect(haloColorFor([229, 231, 235, 255])[0]).toBeLessThan(60);
  });

  it('samples the glyph atlas without mipmaps and scales the halo with the text size', () => {
    const small = labelTextProps({fontSize: 12, fontWeight: 'normal', haloWidth: 2}, [255, 255, 255, 255]);
    const large = labelTextProps({fontSize: 24, fontWeight: 'bold', haloWidth: 2}, [255, 255, 255, 255]);
    expect(small._subLayerProps.characters.textureParameters.mipmapFilter).toBe('none');
    expect(small.fontSettings.sdf).toBe(true);
    expect(small.outlineWidth).toBeCloseTo(2 * large.outlineWidth);
    expect(labelTextProps({fontSize: 12, fontWeight: 'normal', haloWidth: 0}, [0, 0, 0, 255]).outlineWidth).toBe(0);
  });
});

const AT_ONE_PLACE: NetworkData = {
  big: {type: 'node', latitude: 10, longitude: 10, size: 12, label: 'Polaris Bridge'},
  small: {type: 'node', latitude: 10, longitude: 10, size: 4, label: 'Marisol'},
  far: {type: 'node', latitude: -40, longitude: -100, label: 'Far away'},
};

function drawnLabels(layer: NetworkLayer): string[] {
  const texts = (id: string) => {
    const deckLayer = layer.renderLayers().find((candidate: DeckLayer) => candidate.id === id);
    const data = (deckLayer?.props.data ?? []) as {label: {text: string}}[];
    return data.map((item) => item.label.text);
  };
  return [...texts('net::labels'), ...texts('net::link-labels')].sort();
}

/** The drawn labels' texts and sides. */
function drawnSides(layer: NetworkLayer): Record<string, string> {
  const deckLayer = layer.renderLayers().find((candidate: DeckLayer) => candidate.id === 'net::labels');
  const data = (deckLayer?.props.data ?? []) as {label: {text: string}; side: string}[];
  return Object.fromEntries(data.map(({label, side}) => [label.text, side]));
}

describe('label collision in a NetworkLayer', () => {
  it("never covers a larger node's symbol, unless the label is the selection's", () => {
    const layer = new NetworkLayer({id: 'net', data: AT_ONE_PLACE});
    // The small node's label would lie over the big node's dot on every side.
    expect(drawnSides(layer)).toEqual({'Far away': 'below', 'Polaris Bridge': 'below'});
    layer.merge({small: {...AT_ONE_PLACE.small!, labelPriority: 100} as NetworkData[string]});
    expect(drawnSides(layer)).toEqual({'Far away': 'below', 'Polaris Bridge': 'below'});
    layer.select(['small']);
    expect(drawnSides(layer)).toEqual({'Far away': 'below', Marisol: 'below', 'Polaris Bridge': 'above'});
  });

  it('puts the lower of two labels at one place on another side: by input order, labelPriority, then hover', () => {
    const data: NetworkData = {
      a: {type: 'node', latitude: 10, longitude: 10, size: 6, label: 'Polaris Bridge'},
      b: {type: 'node', latitude: 10, longitude: 10, size: 6, label: 'Marisol'},
    };
    const layer = new NetworkLayer({id: 'net', data});
    // Right of the node the second label would still touch the first, which hangs wider below.
    expect(drawnSides(layer)).toEqual({'Polaris Bridge': 'below', Marisol: 'above'});
    layer.merge({b: {...data.b!, labelPriority: 100} as NetworkData[string]});
    expect(drawnSides(layer)).toEqual({Marisol: 'below', 'Polaris Bridge': 'above'});
    layer.setHovered({layerId: 'net', id: 'a', type: 'node', data: undefined});
    expect(drawnSides(layer)).toEqual({'Polaris Bridge': 'below', Marisol: 'above'});
  });

  it('weighs link labels against node labels: by size and width, or by labelPriority', () => {
    // At zoom 0 the label of `c`, hanging under c 28 px above the link's middle, covers the link's label.
    const data: NetworkData = {
      a: {type: 'node', latitude: 0, longitude: -60},
      b: {type: 'node', latitude: 0, longitude: 60},
      c: {type: 'node', latitude: 19, longitude: 0, label: 'Above'},
      ab: {type: 'link', id1: 'a', id2: 'b', label: 'The link'},
    };
    const layer = new NetworkLayer({id: 'net', data});
    expect(drawnLabels(layer)).toEqual(['Above']);
    layer.merge({ab: {...data.ab!, labelPriority: 50} as NetworkData[string]});
    // The link's label wins its place; the node's label moves to another side of its node.
    expect(drawnLabels(layer)).toEqual(['Above', 'The link']);
    expect(drawnSides(layer).Above).toBe('right');
  });

  it('draws every label with collision off', () => {
    const layer = new NetworkLayer({id: 'net', data: AT_ONE_PLACE, options: {labels: {collision: false}}});
    expect(drawnLabels(layer)).toEqual(['Far away', 'Marisol', 'Polaris Bridge']);
  });

  it('rejects a labelPriority that is not a finite number', () => {
    const error = caught(
      () => new NetworkLayer({id: 'net', data: {a: {type: 'node', label: 'A', labelPriority: Number.NaN}}}),
    );
    expect(error.code).toBe('INVALID_TYPE');
    expect(error.message).toContain('labelPriority');
  });
});

describe('label collision in an ObservationsLayer', () => {
  const data = (size: number) => ({
    entities: {big: {label: 'Polaris Bridge', size: 6}, small: {label: 'Marisol', size}},
    observations: {
      b1: {entityId: 'big', latitude: 10, longitude: 10, time: 0},
      s1: {entityId: 'small', latitude: 10, longitude: 10, time: 0},
    },
  });
  const drawn = (layer: ObservationsLayer) =>
    Object.fromEntries(
      (
        (layer.renderLayers().find((deckLayer: DeckLayer) => deckLayer.id === 'obs::entity-labels')?.props.data ??
          []) as {label: {text: string}; side: string}[]
      ).map(({label, side}) => [label.text, side]),
    );

  it("hangs the larger entity's label of two at one place below and moves the other, or overprints with collision off", () => {
    expect(drawn(new ObservationsLayer({id: 'obs', data: data(3)}))).toEqual({
      'Polaris Bridge': 'below',
      Marisol: 'above',
    });
    expect(drawn(new ObservationsLayer({id: 'obs', data: data(9)}))).toEqual({
      Marisol: 'below',
      'Polaris Bridge': 'right',
    });
    const all = new ObservationsLayer({id: 'obs', data: data(3), options: {labels: {collision: false}}});
    expect(drawn(all)).toEqual({'Polaris Bridge': 'below', Marisol: 'below'});
  });
});
