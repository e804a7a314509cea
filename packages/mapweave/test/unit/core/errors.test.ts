import {describe, expect, it} from 'vitest';
import {
  MapWeaveError,
  describeValue,
  isMapWeaveError,
  throwIfIssues,
  unknownIds,
  type ValidationIssue,
} from '../../../src/core/errors.js';

describe('MapWeaveError', () => {
  it('carries a code, ids and a message ending with the code', () => {
    const error = new MapWeaveError('UNKNOWN_LINK_END', 'Link "l1" references unknown node "x"', ['l1']);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('MapWeaveError');
    expect(error.code).toBe('UNKNOWN_LINK_END');
    expect(error.ids).toEqual(['l1']);
    expect(error.message).toBe('Link "l1" references unknown node "x" (UNKNOWN_LINK_END)');
    expect(isMapWeaveError(error)).toBe(true);
    expect(isMapWeaveError(new Error('x'))).toBe(false);
  });

  it('aggregates issues: the first code wins, every id of that code is listed, others are counted', () => {
    const issues: ValidationIssue[] = [
      {code: 'UNKNOWN_LINK_END', id: 'l1', message: 'Link "l1" references unknown node "x"'},
      {code: 'COORDINATE_OUT_OF_RANGE', id: 'n1', message: 'Node "n1" is out of range'},
      {code: 'UNKNOWN_LINK_END', id: 'l2', message: 'Link "l2" references unknown node "y"'},
    ];
    const error = MapWeaveError.fromIssues(issues);
    expect(error.code).toBe('UNKNOWN_LINK_END');
    expect(error.ids).toEqual(['l1', 'l2']);
    expect(error.issues).toHaveLength(3);
    expect(error.message).toBe(
      'Link "l1" references unknown node "x"; Link "l2" references unknown node "y" (plus 1 other problem, see error.issues) (UNKNOWN_LINK_END)',
    );
  });

  it('summarises long lists of issues', () => {
    const issues = Array.from({length: 8}, (_, i): ValidationIssue => ({
      code: 'INVALID_TYPE',
      id: `n${i}`,
      message: `Node "n${i}" is bad`,
    }));
    const error = MapWeaveError.fromIssues(issues);
    expect(error.ids).toHaveLength(8);
    expect(error.message).toContain('Node "n4" is bad; and 3 more like it');
    expect(error.message).not.toContain('"n5"');
  });

  it('throwIfIssues throws only when there are issues', () => {
    expect(() => throwIfIssues([])).not.toThrow();
    expect(() => throwIfIssues([{code: 'DUPLICATE_ID', id: 'a', message: 'dup'}])).toThrowError(
      expect.objectContaining({code: 'DUPLICATE_ID', ids: ['a']}),
    );
  });

  it('unknownIds names every id', () => {
    const error = unknownIds(['a', 'b'], 'node');
    expect(error.message).toBe('Unknown nodes "a", "b" (UNKNOWN_ID)');
    expect(error.ids).toEqual(['a', 'b']);
  });
});

describe('describeValue', () => {
  it('describes any value without throwing, a Proxy whose traps throw and a revoked Proxy included', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    const throwing = new Proxy(
      {},
      {
        getPrototypeOf: () => {
          throw new Error('trap');
        },
        get: () => {
          throw new Error('trap');
        },
      },
    );
    const {proxy: revoked, revoke} = Proxy.revocable({}, {});
    revoke();
    expect(describeValue(10n)).toBe('10n');
    expect(describeValue(Symbol('x'))).toBe('Symbol(x)');
    expect(describeValue(new Map())).toBe('a Map');
    expect(describeValue(Object.create(null))).toBe('{}');
    expect(describeValue(cyclic)).toBe('a cyclic or unserialisable object');
    expect(describeValue('x'.repeat(200))).toMatch(/… \(202 characters\)$/);
    expect(describeValue(throwing)).toBe('an unreadable object');
    expect(describeValue(revoked)).toBe('an unreadable object');
  });
});
