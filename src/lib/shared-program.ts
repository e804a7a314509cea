import {parseFramework, type Framework} from './framework';

/**
 * A playground program carried in a link's hash: `#code=<payload>`, the payload being the
 * JSON `{v, framework, example, code}` compressed with deflate-raw and written in base64url.
 * Whatever a link holds is only ever shown in the editor and run in the sandboxed runner.
 */
export interface SharedProgram {
  framework: Framework;
  /** The example the code started from, so Reset can go back to it; `null` when unknown. */
  example: string | null;
  code: string;
}

export type SharedProgramResult = {ok: true; program: SharedProgram} | {ok: false; error: string};

export const SHARE_HASH_KEY = 'code';
const FORMAT_VERSION = 1;
/** Larger programs make links that browsers and chat tools cut short. */
export const SHARE_MAX_CODE_LENGTH = 60_000;
/** A decompressed payload never needs more; anything larger is refused while it inflates. */
const MAX_PAYLOAD_BYTES = 4 * SHARE_MAX_CODE_LENGTH + 1024;

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let start = 0; start < bytes.length; start += chunk) {
    binary += String.fromCharCode(...bytes.subarray(start, start + chunk));
  }
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

async function transform(
  bytes: Uint8Array,
  stream: CompressionStream | DecompressionStream,
  limit: number,
): Promise<Uint8Array> {
  const writer = stream.writable.getWriter();
  // Errors surface through the reader below; the writer's own promises must not go unhandled.
  writer.write(bytes as Uint8Array<ArrayBuffer>).catch(() => {});
  writer.close().catch(() => {});
  const reader = stream.readable.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const {done, value} = await reader.read();
    if (done) break;
    total += value.length;
    if (total > limit) {
      await reader.cancel();
      throw new RangeError('too large');
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

/** The hash (with its `#`) of a link that opens this program in the playground. */
export async function encodeSharedProgram(program: SharedProgram): Promise<string> {
  if (program.code.length > SHARE_MAX_CODE_LENGTH) {
    throw new RangeError(
      `The code has ${program.code.length} characters; a link can carry at most ${SHARE_MAX_CODE_LENGTH}.`,
    );
  }
  const json = JSON.stringify({
    v: FORMAT_VERSION,
    framework: program.framework,
    example: program.example,
    code: program.code,
  });
  const compressed = await transform(new TextEncoder().encode(json), new CompressionStream('deflate-raw'), Infinity);
  return `#${SHARE_HASH_KEY}=${toBase64Url(compressed)}`;
}

/** The payload of a `#code=` hash, or `null` when the hash is not a shared program at all. */
export function sharedPayloadOf(hash: string): string | null {
  const prefix = `#${SHARE_HASH_KEY}=`;
  return hash.startsWith(prefix) ? hash.slice(prefix.length) : null;
}

const BROKEN = 'This shared link is damaged or cut short, so its code cannot be read.';

/** Reads a `#code=` payload back; a damaged one gives an error to show, never a throw. */
export async function decodeSharedProgram(payload: string): Promise<SharedProgramResult> {
  if (payload === '') return {ok: false, error: 'This shared link holds no code.'};
  const bytes = fromBase64Url(payload);
  if (bytes === null) return {ok: false, error: `${BROKEN} (It has characters a playground link never uses.)`};
  let json: string;
  try {
    const inflated = await transform(bytes, new DecompressionStream('deflate-raw'), MAX_PAYLOAD_BYTES);
    json = new TextDecoder('utf-8', {fatal: true}).decode(inflated);
  } catch (error) {
    if (error instanceof RangeError) {
      return {
        ok: false,
        error: `This shared link holds more than the playground accepts (${SHARE_MAX_CODE_LENGTH} characters of code).`,
      };
    }
    return {ok: false, error: BROKEN};
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return {ok: false, error: BROKEN};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {ok: false, error: BROKEN};
  const record = parsed as Record<string, unknown>;
  if (record.v !== FORMAT_VERSION) {
    return {
      ok: false,
      error: `This shared link was made by another version of the playground (format ${JSON.stringify(record.v)}).`,
    };
  }
  const framework = parseFramework(record.framework);
  if (framework === null) {
    return {ok: false, error: `This shared link names an unknown framework (${JSON.stringify(record.framework)}).`};
  }
  const {code, example} = record;
  if (typeof code !== 'string') return {ok: false, error: BROKEN};
  if (code.length > SHARE_MAX_CODE_LENGTH) {
    return {
      ok: false,
      error: `This shared link holds more than the playground accepts (${SHARE_MAX_CODE_LENGTH} characters of code).`,
    };
  }
  if (example !== null && typeof example !== 'string') return {ok: false, error: BROKEN};
  return {ok: true, program: {framework, example, code}};
}
