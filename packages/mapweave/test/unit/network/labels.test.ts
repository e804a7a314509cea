import {describe, expect, it} from 'vitest';
import type {Layer as DeckLayer} from '@deck.gl/core';
import {placeLabels, type LabelBox} from '../../../src/core/labelPlacement.js';
import {haloColorFor, labelTextProps} from '../../../src/core/labelStyle.js';
import {NetworkLayer} from '../../../src/layers/network/NetworkLayer.js';
import {ObservationsLayer} from '../../../src/layers/observations/ObservationsLayer.js';
import type {NetworkData} from '../../../src/core/types.js';
import {caught} from '../caught.js';

const box = (minX: number, minY: number, width: number, priority = 0, tier = 0): LabelBox => ({
  minX,
  minY,
  maxX: minX + width,
  maxY: minY + 10,
  priority,
  tier,
});

describe('placeLabels', () => {
  it('keeps labels that overlap nothing and drops the lower of two that overlap', () => {
    expect(placeLabels([box(0, 0, 50), box(100, 0, 50), box(40, 5, 50, 1)])).toEqual([1, 2]);
  });

  it('ranks by tier before priority, and keeps input order on ties', () => {
    expect(placeLabels([box(0, 0, 50, 9), box(10, 0, 50, 1, 1)])).toEqual([1]);
    expect(placeLabels([box(0, 0, 50), box(10, 0, 50)])).toEqual([0]);
  });

  it('finds overlaps across grid cells and ignores empty boxes', () => {
    expect(placeLabels([box(120, 0, 20), box(130, 0, 300, 1)])).toEqual([1]);
    expect(placeLabels([box(-260, -300, 20), box(-255, -302, 20, 1)])).toEqual([1]);
    expect(placeLabels([box(0, 0, 0, 5), box(0, 0, 10)])).toEqual([1]);
  });
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
    const data = (deckLayer?.props.data ?? []) as {style?: {label: string}; text?: string}[];
    return data.map((item) => item.style?.label ?? item.text!);
  };
  return [...texts('net::labels'), ...texts('net::link-labels')].sort();
}

describe('label collision in a NetworkLayer', () => {
  it('draws one of two labels at one place: the larger node, the higher labelPriority, then the selected one', () => {
    const layer = new NetworkLayer({id: 'net', data: AT_ONE_PLACE});
    expect(drawnLabels(layer)).toEqual(['Far away', 'Polaris Bridge']);
    layer.merge({small: {...AT_ONE_PLACE.small!, labelPriority: 100} as NetworkData[string]});
    expect(drawnLabels(layer)).toEqual(['Far away', 'Marisol']);
    layer.setHovered({layerId: 'net', id: 'big', type: 'node', data: undefined});
    expect(drawnLabels(layer)).toEqual(['Far away', 'Polaris Bridge']);
    layer.select(['small']);
    expect(drawnLabels(layer)).toEqual(['Far away', 'Marisol']);
  });

  it('weighs link labels against node labels: by size and width, or by labelPriority', () => {
    // At zoom 0 the label of `c`, hanging under c 14 px above the link's middle, covers the link's label.
    const data: NetworkData = {
      a: {type: 'node', latitude: 0, longitude: -60},
      b: {type: 'node', latitude: 0, longitude: 60},
      c: {type: 'node', latitude: 10, longitude: 0, label: 'Above'},
      ab: {type: 'link', id1: 'a', id2: 'b', label: 'The link'},
    };
    const layer = new NetworkLayer({id: 'net', data});
    expect(drawnLabels(layer)).toEqual(['Above']);
    layer.merge({ab: {...data.ab!, labelPriority: 50} as NetworkData[string]});
    expect(drawnLabels(layer)).toEqual(['The link']);
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
    (
      (layer.renderLayers().find((deckLayer: DeckLayer) => deckLayer.id === 'obs::entity-labels')?.props.data ??
        []) as {text: string}[]
    ).map((label) => label.text);

  it("draws the larger entity's label of two at one place, or both with collision off", () => {
    expect(drawn(new ObservationsLayer({id: 'obs', data: data(3)}))).toEqual(['Polaris Bridge']);
    expect(drawn(new ObservationsLayer({id: 'obs', data: data(9)}))).toEqual(['Marisol']);
    const all = new ObservationsLayer({id: 'obs', data: data(3), options: {labels: {collision: false}}});
    expect(drawn(all).sort()).toEqual(['Marisol', 'Polaris Bridge']);
  });
});
