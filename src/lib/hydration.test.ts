import {describe, expect, it} from 'vitest';
import {isHydrating} from './hydration';

const root = (hasHydrated?: string) => ({dataset: hasHydrated === undefined ? {} : {hasHydrated}});

describe('isHydrating', () => {
  it('is true until Docusaurus marks the page hydrated', () => {
    expect(isHydrating(root('false'))).toBe(true);
    expect(isHydrating(root())).toBe(true);
    expect(isHydrating(root('true'))).toBe(false);
  });

  it('is false on the server, where there is no document', () => {
    expect(isHydrating(undefined)).toBe(false);
  });
});
