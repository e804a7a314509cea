import {describe, expect, it} from 'vitest';
import type {HoverTypes} from './data';
import {tokenSegments} from './segments';

const hoverTypes: HoverTypes = {entries: [['class MapWeave', '']], lines: {'new MapWeave()': [[4, 8, 0]]}};

describe('tokenSegments', () => {
  it('cuts a token at the SDK names its line lists', () => {
    expect(tokenSegments(hoverTypes, [{content: 'new '}, {content: 'MapWeave()'}], 1)).toEqual([
      {text: 'MapWeave', entry: 0},
      {text: '()'},
    ]);
  });

  it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty'])(
    'finds nothing for a line that reads %s, a name of every plain object',
    (line) => {
      expect(tokenSegments(hoverTypes, [{content: line}], 0)).toBeNull();
    },
  );
});
