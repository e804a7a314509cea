import {deflateRawSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {
  SHARE_MAX_CODE_LENGTH,
  decodeSharedProgram,
  encodeSharedProgram,
  sharedPayloadOf,
  type SharedProgram,
} from './shared-program';

const program: SharedProgram = {
  framework: 'react',
  example: 'basic-network',
  code: "import { MapWeave } from 'mapweave/react';\n// Ünïcode ✓ and emoji 🗺️\nexport default function App() { return null; }\n",
};

/** A payload made by hand, as another tool or an older playground might have made it. */
function payloadOf(value: unknown): string {
  return deflateRawSync(Buffer.from(JSON.stringify(value))).toString('base64url');
}

async function decodeHash(hash: string) {
  const payload = sharedPayloadOf(hash);
  if (payload === null) throw new Error(`not a shared hash: ${hash}`);
  return decodeSharedProgram(payload);
}

describe('shared playground links', () => {
  it('round-trips a program through the hash', async () => {
    const hash = await encodeSharedProgram(program);
    expect(hash).toMatch(/^#code=[A-Za-z0-9_-]+$/);
    expect(await decodeHash(hash)).toEqual({ok: true, program});
  });

  it('compresses: a repetitive program gives a much shorter link', async () => {
    const code = 'console.log("MapWeave");\n'.repeat(400);
    const hash = await encodeSharedProgram({framework: 'javascript', example: null, code});
    expect(hash.length).toBeLessThan(code.length / 10);
    expect(await decodeHash(hash)).toEqual({ok: true, program: {framework: 'javascript', example: null, code}});
  });

  it('reads a payload made by another deflate-raw implementation', async () => {
    const payload = payloadOf({v: 1, framework: 'javascript', example: null, code: 'console.log(1);'});
    expect(await decodeSharedProgram(payload)).toEqual({
      ok: true,
      program: {framework: 'javascript', example: null, code: 'console.log(1);'},
    });
  });

  it('refuses to make a link for code over the limit, saying how much there is', async () => {
    const code = 'x'.repeat(SHARE_MAX_CODE_LENGTH + 1);
    await expect(encodeSharedProgram({...program, code})).rejects.toThrow(`${SHARE_MAX_CODE_LENGTH + 1} characters`);
  });

  it('tells a shared-code hash from any other hash', () => {
    expect(sharedPayloadOf('#code=abc')).toBe('abc');
    expect(sharedPayloadOf('')).toBeNull();
    expect(sharedPayloadOf('#console')).toBeNull();
    expect(sharedPayloadOf('#codes=abc')).toBeNull();
  });

  it.each([
    ['an empty payload', '', /holds no code/],
    ['characters outside base64url', 'abc$%', /characters a playground link never uses/],
    ['an impossible base64 length', 'abcde', /characters a playground link never uses/],
    [
      'bytes that are not deflate data',
      Buffer.from('plain text, not compressed').toString('base64url'),
      /damaged or cut short/,
    ],
  ])('explains %s instead of throwing', async (_name, payload, message) => {
    const result = await decodeSharedProgram(payload);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(message);
  });

  it('explains a link cut short', async () => {
    const hash = await encodeSharedProgram({...program, code: program.code.repeat(20)});
    const payload = sharedPayloadOf(hash)!;
    const result = await decodeSharedProgram(payload.slice(0, Math.floor(payload.length / 2)));
    expect(result).toEqual({ok: false, error: expect.stringMatching(/damaged or cut short/)});
  });

  it.each([
    ['JSON that is not an object', [1, 2], /damaged or cut short/],
    [
      'another format version',
      {v: 2, framework: 'react', example: null, code: ''},
      /another version of the playground \(format 2\)/,
    ],
    ['an unknown framework', {v: 1, framework: 'vue', example: null, code: ''}, /unknown framework \("vue"\)/],
    ['code that is not text', {v: 1, framework: 'react', example: null, code: 42}, /damaged or cut short/],
    ['an example id that is not text', {v: 1, framework: 'react', example: 7, code: ''}, /damaged or cut short/],
  ])('explains %s', async (_name, value, message) => {
    const result = await decodeSharedProgram(payloadOf(value));
    expect(result).toEqual({ok: false, error: expect.stringMatching(message)});
  });

  it('stops inflating a payload that expands past the limit (a compression bomb)', async () => {
    const bomb = deflateRawSync(Buffer.alloc(5_000_000, 32)).toString('base64url');
    expect(bomb.length).toBeLessThan(10_000);
    const result = await decodeSharedProgram(bomb);
    expect(result).toEqual({ok: false, error: expect.stringMatching(/more than the playground accepts/)});
  });

  it('refuses invalid UTF-8', async () => {
    const payload = deflateRawSync(Buffer.from([0x7b, 0xff, 0xfe, 0x7d])).toString('base64url');
    expect(await decodeSharedProgram(payload)).toEqual({ok: false, error: expect.stringMatching(/damaged/)});
  });
});
