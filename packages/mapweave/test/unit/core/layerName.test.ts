import {afterEach, describe, expect, it} from 'vitest';
import {GeoJsonLayer, NetworkLayer, ObservationsLayer, TileLayer} from '../../../src/index.js';
import {MapWeave as ReactMapWeave} from '../../../src/react/MapWeave.js';
import {layerComponent} from '../../../src/react/layerComponent.js';
import {caught} from '../caught.js';

const CLASSES = [NetworkLayer, ObservationsLayer, GeoJsonLayer, TileLayer];
const realNames = CLASSES.map((LayerClass) => LayerClass.name);

/** What a minifier does to a class: a Vite production build names NetworkLayer `wde`. */
function minifyClassNames(): void {
  CLASSES.forEach((LayerClass, index) =>
    Object.defineProperty(LayerClass, 'name', {value: `x${index}`, configurable: true}),
  );
}

afterEach(() => {
  CLASSES.forEach((LayerClass, index) =>
    Object.defineProperty(LayerClass, 'name', {value: realNames[index], configurable: true}),
  );
});

describe('layer classes are named in messages whatever a minifier calls them', () => {
  it('names the class in option and id errors', () => {
    minifyClassNames();
    expect(caught(() => new NetworkLayer({id: 'vessels', options: {modee: 1} as never})).message).toContain(
      'Unknown option "modee" for NetworkLayer "vessels"',
    );
    expect(caught(() => new ObservationsLayer({id: ''})).message).toContain('A ObservationsLayer needs');
    expect(caught(() => new GeoJsonLayer({id: 'g', options: {opacity: 2}})).message).toContain('GeoJsonLayer "g"');
    expect(caught(() => new TileLayer({id: 't', options: {minZoom: -1}})).message).toContain('TileLayer "t"');
  });

  it('gives the React components their names as display names', () => {
    minifyClassNames();
    expect(CLASSES.map((LayerClass) => layerComponent(LayerClass as never).displayName)).toEqual(realNames);
    expect(ReactMapWeave.displayName).toBe('MapWeave');
  });

  it('a subclass is named as the layer class it extends', () => {
    class Vessels extends NetworkLayer {}
    expect(caught(() => new Vessels({id: 'v', options: {modee: 1} as never})).message).toContain('NetworkLayer "v"');
  });
});
