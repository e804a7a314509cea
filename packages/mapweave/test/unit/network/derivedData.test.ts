import {describe, expect, it} from 'vitest';
import {ColorCache} from '../../../src/core/colorCache.js';
import {NETWORK_DEFAULTS} from '../../../src/layers/network/options.js';
import {NetworkModel} from '../../../src/network/NetworkModel.js';
import type {Id} from '../../../src/core/types.js';
import type {NetworkLayerOptions} from '../../../src/layers/network/options.js';
import {deriveData, type DerivedInput} from '../../../src/layers/network/drawing/derivedData.js';
import {NodePositions} from '../../../src/layers/network/layout/nodePositions.js';
import {SpecialItems} from '../../../src/layers/network/view/specialItems.js';

const options = NETWORK_DEFAULTS as NetworkLayerOptions;
const model = new NetworkModel({
  paris: {type: 'node', latitude: 48.8566, longitude: 2.3522, label: 'Paris'},
  lyon: {type: 'node', latitude: 45.764, longitude: 4.8357, glyph: 'L'},
  berlin: {type: 'node', latitude: 52.52, longitude: 13.405},
  toLyon: {type: 'link', id1: 'paris', id2: 'lyon', direction: 'forward', label: 'TGV'},
  toBerlin: {type: 'link', id1: 'paris', id2: 'berlin', direction: 'both'},
  plain: {type: 'link', id1: 'lyon', id2: 'berlin'},
});
const layout = new NodePositions();
layout.values = new Float64Array([2.3522, 48.8566, 4.8357, 45.764, 13.405, 52.52]);
const special = new SpecialItems();
special.rebuild(model, options);

function input(hidden: readonly Id[] = []): DerivedInput {
  return {
    model,
    special,
    layout,
    options,
    colors: new ColorCache(),
    isNodeDrawn: (id) => !hidden.includes(id),
    isLinkDrawn: (id) => !hidden.includes(id),
  };
}

describe('deriveData', () => {
  it('collects arrows, decorated nodes and link labels from the special items only', () => {
    const derived = deriveData(input());
    expect(derived.decorated.map((node) => node.id).sort()).toEqual(['lyon', 'paris']);
    expect(derived.decorated.find((node) => node.id === 'paris')?.position).toEqual([2.3522, 48.8566]);
    expect(derived.linkLabels.map((label) => label.id)).toEqual(['toLyon']);
    // One arrow for `forward`, two for `both`; none for the undirected link.
    expect(derived.arrows).toHaveLength(3);
  });

  it('leaves out what is not drawn', () => {
    const derived = deriveData(input(['paris', 'toLyon']));
    expect(derived.decorated.map((node) => node.id)).toEqual(['lyon']);
    expect(derived.linkLabels).toEqual([]);
    expect(derived.arrows).toHaveLength(2);
  });
});
