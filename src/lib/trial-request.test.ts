import {describe, expect, it, vi} from 'vitest';
import {
  EMPTY_TRIAL_REQUEST,
  TRIAL_REQUEST_LIMITS,
  parseTrialRequestDraft,
  sendTrialRequest,
  trialRequestMailto,
  validateTrialRequest,
  type TrialRequest,
} from './trial-request';

const valid: TrialRequest = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines Ltd',
  intendedUse: 'Mapping supplier networks for our logistics team.',
};

describe('validateTrialRequest', () => {
  it('accepts a complete request and returns it trimmed', () => {
    const result = validateTrialRequest({
      name: '  Ada Lovelace ',
      email: ' ada@example.com\n',
      company: '\tAnalytical Engines Ltd',
      intendedUse: ' Mapping supplier networks for our logistics team. ',
    });
    expect(result).toEqual({valid: true, request: valid});
  });

  it('requires every field, whitespace counting as empty', () => {
    const result = validateTrialRequest({name: '   ', email: '', company: '\n', intendedUse: ' '});
    expect(result).toEqual({
      valid: false,
      errors: {
        name: 'Name is required.',
        email: 'Work email is required.',
        company: 'Company is required.',
        intendedUse: 'Intended use is required.',
      },
    });
  });

  it.each([
    'ada',
    'ada@',
    '@example.com',
    'ada@example',
    'ada @example.com',
    'ada@example..com',
    'a@b@c.com',
    'ada@.com',
  ])('rejects the malformed email %j', (email) => {
    const result = validateTrialRequest({...valid, email});
    expect(result.valid).toBe(false);
    if (!result.valid) {
      expect(Object.keys(result.errors)).toEqual(['email']);
      expect(result.errors.email).toMatch(/email address/);
    }
  });

  it.each(['a.b@sub.example.co.uk', 'first+tag@example.io'])('accepts the email %j', (email) => {
    expect(validateTrialRequest({...valid, email}).valid).toBe(true);
  });

  it('enforces the minimum lengths after trimming', () => {
    const result = validateTrialRequest({...valid, name: ' A ', intendedUse: '  too short '});
    expect(result).toEqual({
      valid: false,
      errors: {
        name: 'Name must be at least 2 characters.',
        intendedUse: 'Intended use must be at least 10 characters.',
      },
    });
  });

  it('enforces the maximum lengths and says how long the value is', () => {
    const company = 'x'.repeat(TRIAL_REQUEST_LIMITS.company.max + 1);
    const atLimit = 'y'.repeat(TRIAL_REQUEST_LIMITS.intendedUse.max);
    const result = validateTrialRequest({...valid, company, intendedUse: ` ${atLimit} `});
    expect(result).toEqual({
      valid: false,
      errors: {company: `Company must be at most 120 characters (it has 121).`},
    });
  });
});

describe('parseTrialRequestDraft', () => {
  it('reads back a saved draft', () => {
    expect(parseTrialRequestDraft(JSON.stringify(valid))).toEqual(valid);
  });

  it('fills fields missing from a partial draft with empty strings', () => {
    expect(parseTrialRequestDraft('{"name":"Ada"}')).toEqual({...EMPTY_TRIAL_REQUEST, name: 'Ada'});
  });

  it.each([null, '', 'not json', '42', 'null', '[]', '{"name":7}'])('ignores %j', (raw) => {
    expect(parseTrialRequestDraft(raw)).toBeNull();
  });
});

describe('trialRequestMailto', () => {
  it('addresses support and carries every field, encoded', () => {
    const url = trialRequestMailto('support@mapweave.example', {...valid, company: 'A&B Co'});
    expect(url.startsWith('mailto:support@mapweave.example?subject=')).toBe(true);
    const query = new URLSearchParams(url.slice(url.indexOf('?') + 1));
    expect(query.get('subject')).toBe('MapWeave trial request: A&B Co');
    expect(query.get('body')).toBe(
      'Name: Ada Lovelace\nWork email: ada@example.com\nCompany: A&B Co\n\nIntended use:\n' + valid.intendedUse,
    );
  });
});

describe('sendTrialRequest', () => {
  it('POSTs the request as JSON and reports success on 2xx', async () => {
    const fetchImpl = vi.fn(async () => new Response(null, {status: 204}));
    await expect(sendTrialRequest('https://api.example/trials', valid, fetchImpl)).resolves.toEqual({sent: true});
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://api.example/trials');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({'Content-Type': 'application/json'});
    expect(JSON.parse(init.body as string)).toEqual(valid);
  });

  it('reports the status of a non-2xx answer', async () => {
    const fetchImpl = vi.fn(async () => new Response('nope', {status: 503}));
    await expect(sendTrialRequest('/trials', valid, fetchImpl)).resolves.toEqual({
      sent: false,
      received: 'no',
      error: 'Your request could not be sent: the server answered 503. Please try again later.',
    });
  });

  // A response without CORS headers fails exactly like a network error: the request may have arrived.
  it('says what is known when the answer cannot be read while online, and does not invite a resend', async () => {
    const fetchImpl = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      if (init?.mode === 'no-cors') return new Response(null, {status: 200});
      throw new TypeError('Failed to fetch');
    });
    const result = await sendTrialRequest('/trials', valid, fetchImpl, () => true);
    expect(result).toEqual({sent: false, received: 'unknown', error: expect.any(String)});
    const {error} = result as {error: string};
    expect(error).toMatch(/may have reached/);
    expect(error).toMatch(/answer could not be read/);
    expect(error).toContain(valid.email);
    expect(error).not.toMatch(/try again|network is unavailable|could not be sent/i);
  });

  it('says the request was not sent, and invites a resend, when no server answers at the endpoint', async () => {
    const fetchImpl = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const result = await sendTrialRequest('/trials', valid, fetchImpl, () => true);
    expect(result).toEqual({
      sent: false,
      received: 'no',
      error: 'Your request was not sent: the MapWeave server could not be reached. Please try again later.',
    });
    expect(fetchImpl).toHaveBeenLastCalledWith('/trials', expect.objectContaining({mode: 'no-cors'}));
  });

  it('says the request was not sent when the device is offline', async () => {
    const fetchImpl = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const result = await sendTrialRequest('/trials', valid, fetchImpl, () => false);
    expect(result).toEqual({
      sent: false,
      received: 'no',
      error: expect.stringMatching(/was not sent: this device is offline/),
    });
  });

  it('treats a timeout as an answer that could not be read, not as a failure to resend', async () => {
    const fetchImpl = vi.fn(async () => {
      throw new DOMException('The operation timed out.', 'TimeoutError');
    });
    const result = await sendTrialRequest('/trials', valid, fetchImpl, () => true);
    expect(result).toEqual({
      sent: false,
      received: 'unknown',
      error: expect.stringMatching(/did not answer within 15 seconds/),
    });
    expect((result as {error: string}).error).not.toMatch(/try again/i);
  });
});
