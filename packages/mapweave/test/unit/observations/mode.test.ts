import {describe, expect, it} from 'vitest';
import {resolveMode} from '../../../src/layers/observations/mode.js';

const autoRange = {observations: [8, 24] as [number, number], trajectories: [0, 12] as [number, number]};

describe('resolveMode', () => {
  it('fixed modes ignore the zoom', () => {
    expect(resolveMode('observations', autoRange, 0)).toEqual({observations: true, trajectories: false});
    expect(resolveMode('trajectories', autoRange, 20)).toEqual({observations: false, trajectories: true});
    expect(resolveMode('both', autoRange, 3)).toEqual({observations: true, trajectories: true});
  });

  it('auto shows each kind inside its closed zoom range', () => {
    expect(resolveMode('auto', autoRange, 4)).toEqual({observations: false, trajectories: true});
    expect(resolveMode('auto', autoRange, 8)).toEqual({observations: true, trajectories: true});
    expect(resolveMode('auto', autoRange, 12)).toEqual({observations: true, trajectories: true});
    expect(resolveMode('auto', autoRange, 12.01)).toEqual({observations: true, trajectories: false});
  });
});
