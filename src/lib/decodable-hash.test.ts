import {describe, expect, it} from 'vitest';
import {decodableHash} from './decodable-hash';

describe('decodableHash', () => {
  it.each(['', '#', '#getting-started', '#caf%C3%A9', '#a%20b', '#%F0%9F%97%BA', '#100%25'])('keeps %j, which decodes', (hash) => {
    expect(decodableHash(hash)).toBe(hash);
  });

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
