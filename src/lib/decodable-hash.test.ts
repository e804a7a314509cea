// @vitest-environment jsdom
import {afterEach, describe, expect, it} from 'vitest';
import {decodableHash, normaliseAddressHash, normaliseRouteHash} from './decodable-hash';

describe('decodableHash', () => {
  it.each(['', '#', '#getting-started', '#caf%C3%A9', '#a%20b', '#%F0%9F%97%BA', '#100%25'])(
    'keeps %j, which decodes',
    (hash) => {
      expect(decodableHash(hash)).toBe(hash);
    },
  );

  it.each([
    ['#100%', '#100%25'],
    ['#%E0%A4%A', '#%25E0%25A4%25A'],
    ['#%', '#%25'],
    ['#%zz', '#%25zz'],
    ['#%C3', '#%25C3'],
    ['#ok%20then%FF', '#ok%20then%25FF'],
    ['#%C3%A9%', '#%C3%A9%25'],
  ])('writes the escapes of %j that do not decode as text', (hash, expected) => {
    const safe = decodableHash(hash);
    expect(safe).toBe(expected);
    expect(() => decodeURIComponent(safe)).not.toThrow();
  });

  it('handles a long hostile hash in linear time', () => {
    const hash = `#${'%E0%A4'.repeat(50_000)}%`;
    const started = performance.now();
    expect(() => decodeURIComponent(decodableHash(hash))).not.toThrow();
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('normaliseAddressHash and normaliseRouteHash', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('rewrites an address whose hash does not decode, keeping path and query', () => {
    window.history.replaceState({key: 'k'}, '', '/docs/page?x=1#100%');
    normaliseAddressHash();
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/docs/page?x=1#100%25');
    expect(window.history.state).toEqual({key: 'k'});
  });

  it('leaves an address that decodes alone', () => {
    window.history.replaceState(null, '', '/docs/page#caf%C3%A9');
    normaliseAddressHash();
    expect(window.location.hash).toBe('#caf%C3%A9');
  });

  it("makes a router location's hash decodable in place, and the address with it", () => {
    window.history.replaceState(null, '', '/docs/page#%E0%A4%A');
    const location = {pathname: '/docs/page', hash: '#%E0%A4%A'};
    normaliseRouteHash(location);
    expect(location.hash).toBe('#%25E0%25A4%25A');
    expect(() => decodeURIComponent(location.hash)).not.toThrow();
    expect(window.location.hash).toBe('#%25E0%25A4%25A');
  });

  it('leaves a router location that decodes untouched', () => {
    const location = {hash: '#getting-started'};
    normaliseRouteHash(location);
    expect(location).toEqual({hash: '#getting-started'});
  });
});
