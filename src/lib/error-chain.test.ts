import {describe, expect, it} from 'vitest';
import {errorChainMessages} from './error-chain';

describe('errorChainMessages', () => {
  it('lists the message and every cause, outermost first', () => {
    const error = new Error('Rendering failed', {cause: new Error('Fetch failed', {cause: new Error('Offline')})});
    expect(errorChainMessages(error)).toEqual(['Rendering failed', 'Fetch failed', 'Offline']);
  });

  it('shows causes that are not errors as text', () => {
    expect(errorChainMessages(new Error('Outer', {cause: 'a plain string'}))).toEqual(['Outer', 'a plain string']);
    expect(errorChainMessages('thrown string')).toEqual(['thrown string']);
  });

  it('names an error without a message by its type', () => {
    expect(errorChainMessages(new TypeError())).toEqual(['TypeError']);
  });

  it('stops at a cause cycle', () => {
    const a = new Error('A');
    const b = new Error('B', {cause: a});
    a.cause = b;
    expect(errorChainMessages(a)).toEqual(['A', 'B']);
  });
});
