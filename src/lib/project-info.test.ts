import {afterEach, describe, expect, it, vi} from 'vitest';
import {EMAIL_MAX_LENGTH, identityFromBody, loadIdentity, PROJECT_INFO_PATH} from './project-info';

describe('identityFromBody', () => {
  it('uses a non-empty email string', () => {
    expect(identityFromBody({email: 'ada@example.com', project: 'x'})).toEqual({
      email: 'ada@example.com',
      warning: null,
      note: null,
    });
  });

  it('gives an empty identity without warning when email is absent or empty', () => {
    expect(identityFromBody({})).toEqual({email: '', warning: null, note: null});
    expect(identityFromBody({email: null})).toEqual({email: '', warning: null, note: null});
    expect(identityFromBody({email: '   '})).toEqual({email: '', warning: null, note: null});
  });

  it.each([null, [], 'ada@example.com', 42])('warns when the body %j is not an object', (body) => {
    expect(identityFromBody(body)).toEqual({
      email: '',
      warning: expect.stringContaining('not return a JSON object'),
      note: null,
    });
  });

  it('warns when email is not a string', () => {
    expect(identityFromBody({email: {value: 'a@b.c'}})).toEqual({
      email: '',
      warning: expect.stringContaining('not a string'),
      note: null,
    });
  });
});

describe('identityFromBody: hostile emails', () => {
  it(`accepts an email of ${EMAIL_MAX_LENGTH} characters`, () => {
    const email = `${'a'.repeat(EMAIL_MAX_LENGTH - 12)}@example.com`;
    expect(identityFromBody({email})).toEqual({email, warning: null, note: null});
  });

  it('leaves out a longer email, with a warning and a note that says why', () => {
    const email = `${'a'.repeat(10_000_000)}@example.com`;
    const result = identityFromBody({email});
    expect(result.email).toBe('');
    expect(result.warning).toBe(
      `${PROJECT_INFO_PATH} returned an email of 10000012 characters; an email address has at most 254`,
    );
    expect(result.note).toContain('10,000,012 characters');
    expect(result.note!.length).toBeLessThan(200);
  });

  it.each([
    '\u202E',
    '\u202A',
    '\u202B',
    '\u202C',
    '\u202D',
    '\u2066',
    '\u2067',
    '\u2068',
    '\u2069',
    '\u200E',
    '\u200F',
    '\u061C',
    '\\u0007',
    '\\u0085',
    '\u200B',
    '\u2060',
    '\uFEFF',
  ])('removes the text-direction control or invisible character %s and says so', (escaped) => {
    const control = JSON.parse(`"${escaped}"`) as string;
    const result = identityFromBody({email: `ada${control}moc.elpmaxe@example.com${control}`});
    expect(result.email).toBe('adamoc.elpmaxe@example.com');
    expect(result.warning).toContain('text-direction control characters');
    expect(result.note).toContain('text-direction');
  });
});

describe('loadIdentity', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('GETs the project info with credentials and reads the email', async () => {
    const fetchImpl = vi.fn(async () => Response.json({email: 'ada@example.com'}));
    await expect(loadIdentity(fetchImpl)).resolves.toEqual({email: 'ada@example.com', warning: null, note: null});
    expect(fetchImpl).toHaveBeenCalledWith(
      PROJECT_INFO_PATH,
      expect.objectContaining({credentials: 'include', signal: expect.any(AbortSignal)}),
    );
  });

  it('warns on a non-2xx answer', async () => {
    const fetchImpl = async () => new Response('{"email":"a@b.c"}', {status: 500});
    await expect(loadIdentity(fetchImpl)).resolves.toEqual({
      email: '',
      warning: `${PROJECT_INFO_PATH} answered HTTP 500`,
      note: null,
    });
  });

  it('warns on a body that is not JSON', async () => {
    const fetchImpl = async () => new Response('<html>login</html>', {status: 200});
    await expect(loadIdentity(fetchImpl)).resolves.toEqual({
      email: '',
      warning: `${PROJECT_INFO_PATH} did not return valid JSON`,
      note: null,
    });
  });

  it('warns on a network error', async () => {
    const fetchImpl = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(loadIdentity(fetchImpl)).resolves.toEqual({
      email: '',
      warning: `${PROJECT_INFO_PATH} failed: TypeError: Failed to fetch`,
      note: null,
    });
  });

  it('aborts and warns when the server is too slow', async () => {
    vi.useFakeTimers();
    const fetchImpl = (_input: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    const result = loadIdentity(fetchImpl, 4000);
    await vi.advanceTimersByTimeAsync(4000);
    await expect(result).resolves.toEqual({
      email: '',
      warning: `${PROJECT_INFO_PATH} timed out after 4000 ms`,
      note: null,
    });
  });

  it('reports a body that trickles past the timeout as a timeout, not as invalid JSON', async () => {
    vi.useFakeTimers();
    const fetchImpl = async (_input: string, init: RequestInit) => {
      const body = new ReadableStream<Uint8Array>({
        start(stream) {
          stream.enqueue(new TextEncoder().encode('{"email": "a'));
          // A real fetch errors the body when its signal aborts.
          init.signal?.addEventListener('abort', () => stream.error(new DOMException('aborted', 'AbortError')));
        },
      });
      return new Response(body, {status: 200, headers: {'Content-Type': 'application/json'}});
    };
    const result = loadIdentity(fetchImpl, 4000);
    await vi.advanceTimersByTimeAsync(4000);
    await expect(result).resolves.toEqual({
      email: '',
      warning: `${PROJECT_INFO_PATH} timed out after 4000 ms`,
      note: null,
    });
  });

  it('times out a body that never ends even when the fetch does not abort it', async () => {
    vi.useFakeTimers();
    const fetchImpl = async () => new Response(new ReadableStream<Uint8Array>({start: () => {}}), {status: 200});
    const result = loadIdentity(fetchImpl, 4000);
    await vi.advanceTimersByTimeAsync(4000);
    await expect(result).resolves.toEqual({
      email: '',
      warning: `${PROJECT_INFO_PATH} timed out after 4000 ms`,
      note: null,
    });
  });
});
