import {describe, expect, it} from 'vitest';
import {addressOf} from './address';
import {decodeSharedProgram, SHARE_MAX_CODE_LENGTH, sharedPayloadOf} from '../lib/shared-program';

describe('addressOf', () => {
  it('names an unedited example alone', async () => {
    expect(await addressOf({example: 'basic-network', framework: 'react', code: 'x', edited: false})).toBe(
      '?example=basic-network',
    );
  });

  it('carries edited code in a shared link’s hash that reads back the same', async () => {
    const program = {example: 'basic-network', framework: 'javascript' as const, code: 'console.log(1);\n'};
    const address = await addressOf({...program, edited: true});
    expect(address).toMatch(/^\?example=basic-network#code=[A-Za-z0-9_-]+$/);
    const payload = sharedPayloadOf(address.slice(address.indexOf('#')));
    expect(await decodeSharedProgram(payload ?? '')).toEqual({ok: true, program});
  });

  it('leaves out the example of a shared program that names none, and escapes an id', async () => {
    expect(await addressOf({example: null, framework: 'react', code: 'x', edited: true})).toMatch(/^#code=/);
    expect(await addressOf({example: 'a&b c', framework: 'react', code: 'x', edited: false})).toBe('?example=a%26b+c');
  });

  it('is bare for edited code too long for a link', async () => {
    const code = 'x'.repeat(SHARE_MAX_CODE_LENGTH + 1);
    expect(await addressOf({example: 'basic-network', framework: 'react', code, edited: true})).toBe('');
  });
});
