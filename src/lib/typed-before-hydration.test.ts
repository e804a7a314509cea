// @vitest-environment jsdom
import {describe, expect, it} from 'vitest';
import {textTypedBeforeHydration} from './typed-before-hydration';

function serverRendered<T extends HTMLInputElement | HTMLTextAreaElement>(html: string): T {
  const container = document.createElement('div');
  container.innerHTML = html;
  return container.firstElementChild as T;
}

describe('textTypedBeforeHydration', () => {
  it('returns what was typed into an input over its server-rendered value', () => {
    const input = serverRendered<HTMLInputElement>('<input type="search" value="">');
    input.value = 'trajectories';
    expect(textTypedBeforeHydration(input)).toBe('trajectories');
  });

  it('returns what was typed into a textarea over its server-rendered text', () => {
    const textarea = serverRendered<HTMLTextAreaElement>('<textarea>draft</textarea>');
    textarea.value = 'a map of our depots';
    expect(textTypedBeforeHydration(textarea)).toBe('a map of our depots');
  });

  it('returns an emptied field as empty text', () => {
    const input = serverRendered<HTMLInputElement>('<input value="Ada">');
    input.value = '';
    expect(textTypedBeforeHydration(input)).toBe('');
  });

  it('returns null for a field that still holds its server-rendered value, and for no field', () => {
    expect(textTypedBeforeHydration(serverRendered<HTMLInputElement>('<input value="Ada">'))).toBeNull();
    expect(textTypedBeforeHydration(serverRendered<HTMLTextAreaElement>('<textarea></textarea>'))).toBeNull();
    expect(textTypedBeforeHydration(null)).toBeNull();
    expect(textTypedBeforeHydration(undefined)).toBeNull();
  });
});
