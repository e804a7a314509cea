import {describe, expect, it} from 'vitest';
import {quotableText, withoutBidiControls} from './display-text';

const CONTROLS = [
  '\u200E',
  '\u200F',
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
];

describe('withoutBidiControls', () => {
  it.each(CONTROLS.map((control) => [control.codePointAt(0)!.toString(16), control]))(
    'removes U+%s',
    (_code, control) => {
      expect(withoutBidiControls(`abc${control}exe.txt${control}`)).toBe('abcexe.txt');
    },
  );

  it('keeps other text, right-to-left letters included', () => {
    expect(withoutBidiControls('ada@example.com שלום')).toBe('ada@example.com שלום');
  });
});

describe('quotableText', () => {
  it('keeps short text as it is', () => {
    expect(quotableText('no-such-example')).toBe('no-such-example');
  });

  it('cuts long text to the limit, marking the cut', () => {
    const shown = quotableText('x'.repeat(100_000));
    expect(shown).toHaveLength(80);
    expect(shown.endsWith('…')).toBe(true);
  });

  it('removes bidi controls before measuring', () => {
    expect(quotableText(`${'\u202E'.repeat(100)}abc`, 5)).toBe('abc');
  });
});
