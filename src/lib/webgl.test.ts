import {describe, expect, it} from 'vitest';
import {supportsWebGL2} from './webgl';

describe('supportsWebGL2', () => {
  it('is true when a live webgl2 context is created', () => {
    expect(supportsWebGL2(() => ({getContext: () => ({isContextLost: () => false})}))).toBe(true);
  });

  it('is false without a context, with a lost one, or when creating it throws', () => {
    expect(supportsWebGL2(() => ({getContext: () => null}))).toBe(false);
    expect(supportsWebGL2(() => ({getContext: () => ({isContextLost: () => true})}))).toBe(false);
    expect(
      supportsWebGL2(() => ({
        getContext: () => {
          throw new Error('blocked');
        },
      })),
    ).toBe(false);
  });

  it('asks for webgl2, not webgl', () => {
    const kinds: string[] = [];
    supportsWebGL2(() => ({getContext: (kind: string) => (kinds.push(kind), null)}));
    expect(kinds).toEqual(['webgl2']);
  });
});
