import {afterEach, describe, expect, it, vi} from 'vitest';
import {identityFromBody, loadIdentity, PROJECT_INFO_PATH} from './project-info';

describe('identityFromBody', () => {
  it('uses a non-empty email string', () => {
    expect(identityFromBody({email: 'ada@example.com', project: 'x'})).toEqual({
      email: 'ada@example.com',
      warning: null,
    });
  });

  it('gives an empty identity without warning when email is absent or empty', () => {
    expect(identityFromBody({})).toEqual({email: '', warning: null});
    expect(identityFromBody({email: null})).toEqual({email: '', warning: null});
    expect(identityFromBody({email: '   '})).toEqual({email: '', warning: null});
  });

  it.each([null, [], 'ada@example.com', 42])('warns when the body %j is not an object', (body) => {
    expect(identityFromBody(body)).toEqual({email: '', warning: expect.stringContaining('not return a JSON object')});
  });

  it('warns when email is not a string', () => {
    expect(identityFromBody({email: {value: 'a@b.c'}})).toEqual({
      email: '',
      warning: expect.stringContaining('not a string'),
    });
  });
});

describe('loadIdentity', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('GETs the project info with credentials and reads the email', async () => {
    const fetchImpl = vi.fn(async () => Response.json({email: 'ada@example.com'}));
    await expect(loadIdentity(fetchImpl)).resolves.toEqual({email: 'ada@example.com', warning: null});
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
    });
  });

  it('warns on a body that is not JSON', async () => {
    const fetchImpl = async () => new Response('<html>login</html>', {status: 200});
    await expect(loadIdentity(fetchImpl)).resolves.toEqual({
      email: '',
      warning: `${PROJECT_INFO_PATH} did not return valid JSON`,
    });
  });

  it('warns on a network error', async () => {
    const fetchImpl = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(loadIdentity(fetchImpl)).resolves.toEqual({
      email: '',
      warning: `${PROJECT_INFO_PATH} failed: TypeError: Failed to fetch`,
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
    await expect(result).resolves.toEqual({email: '', warning: `${PROJECT_INFO_PATH} timed out after 4000 ms`});
  });
});
