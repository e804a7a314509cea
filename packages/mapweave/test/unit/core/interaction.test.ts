import {describe, expect, it} from 'vitest';
import {isPrimaryButton} from '../../../src/core/interaction.js';

describe('pointer buttons', () => {
  it('counts only the primary button (or none) as a click', () => {
    expect(isPrimaryButton(undefined)).toBe(true);
    expect(isPrimaryButton({button: 0} as unknown as Event)).toBe(true);
    expect(isPrimaryButton({button: 2} as unknown as Event)).toBe(false);
    expect(isPrimaryButton({button: 1} as unknown as Event)).toBe(false);
  });
});
