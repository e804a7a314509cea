import {describe, expect, it} from 'vitest';
import {ItemSelection} from '../../../src/core/selection.js';

describe('ItemSelection', () => {
  const tracked = () => {
    const changes: string[][] = [];
    return {selection: new ItemSelection((selected) => changes.push(selected)), changes};
  };

  it('reports a replacement only when the set changes', () => {
    const {selection, changes} = tracked();
    selection.replace(['a', 'b']);
    selection.replace(['b', 'a']);
    expect(changes).toEqual([['a', 'b']]);
    expect(selection.list()).toEqual(['a', 'b']);
  });

  it('clicks: a plain click selects one, a modifier click toggles, a click on nothing clears', () => {
    const {selection, changes} = tracked();
    selection.click('a', false);
    selection.click('b', true);
    selection.click('a', true);
    selection.click(null, true);
    selection.click(null, false);
    selection.click(null, false);
    expect(changes).toEqual([['a'], ['a', 'b'], ['b'], []]);
  });

  it('prunes ids of removed items without a change event', () => {
    const {selection, changes} = tracked();
    selection.replace(['a', 'b']);
    selection.prune((id) => id !== 'a');
    expect(selection.list()).toEqual(['b']);
    expect(changes).toHaveLength(1);
  });
});
