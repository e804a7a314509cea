import {describe, expect, it} from 'vitest';
import {resetOptions} from '../../../src/core/defaults.js';
import {NetworkModel} from '../../../src/network/NetworkModel.js';
import type {NetworkData} from '../../../src/core/types.js';
import {SpecialItems} from '../../../src/layers/network/view/specialItems.js';
import {NETWORK_DEFAULTS, type NetworkLayerOptions} from '../../../src/layers/network/options.js';

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
