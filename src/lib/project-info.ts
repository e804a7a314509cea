import {withoutInvisibleCharacters} from './display-text';

export const PROJECT_INFO_PATH = '/selected-project-info';
export const PROJECT_INFO_TIMEOUT_MS = 4000;
/** RFC 5321 limits a forward path, and so an email address, to 254 characters. */
export const EMAIL_MAX_LENGTH = 254;

export interface IdentityResult {
  /** The user identity: the response's `email` when it is a non-empty string, else ''. */
  email: string;
  /** Why the identity could not be read, for the one console warning; null when the call worked. */
  warning: string | null;
  /** What the reader should be told about the identity (it was left out or changed); null when nothing. */
  note: string | null;
}

function failed(warning: string, note: string | null = null): IdentityResult {
  return {email: '', warning, note};
}

/** Reads the identity from the parsed JSON body of the project-info response. */
export function identityFromBody(body: unknown): IdentityResult {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return failed(`${PROJECT_INFO_PATH} did not return a JSON object`);
  }
  const email: unknown = (body as Record<string, unknown>).email;
  if (email === undefined || email === null) return {email: '', warning: null, note: null};
  if (typeof email !== 'string') return failed(`${PROJECT_INFO_PATH} returned an email that is not a string`);
  const trimmed = email.trim();
  if (trimmed.length > EMAIL_MAX_LENGTH) {
    return failed(
      `${PROJECT_INFO_PATH} returned an email of ${trimmed.length} characters; an email address has at most ${EMAIL_MAX_LENGTH}`,
      `Your account's email address is not shown: the account service sent ${trimmed.length.toLocaleString('en')} characters, more than an email address can have (${EMAIL_MAX_LENGTH}).`,
    );
  }
  // An address with U+202E could display as another one, and one with U+200B could look like
  // another; no email address needs bidi controls or invisible characters.
  const clean = withoutInvisibleCharacters(trimmed);
  if (clean === trimmed) return {email: trimmed, warning: null, note: null};
  return {
    email: clean,
    warning: `${PROJECT_INFO_PATH} returned an email with invisible or text-direction control characters; they were removed`,
    note: 'Your email address came with invisible characters (text-direction marks, control characters or zero-width spaces), which were removed before showing it.',
  };
}

type Fetch = (input: string, init: RequestInit) => Promise<Response>;

/** A promise that rejects once `signal` aborts: a body read races it, so the timeout covers the whole answer. */
function rejectOnAbort(signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), {once: true});
  });
}

/** GETs the project info with the user's credentials; never rejects. The timeout covers the headers and the body. */
export async function loadIdentity(
  fetchImpl: Fetch,
  timeoutMs: number = PROJECT_INFO_TIMEOUT_MS,
): Promise<IdentityResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const aborted = rejectOnAbort(controller.signal);
  aborted.catch(() => {});
  const timedOut = () => failed(`${PROJECT_INFO_PATH} timed out after ${timeoutMs} ms`);
  try {
    const response = await Promise.race([
      fetchImpl(PROJECT_INFO_PATH, {
        credentials: 'include',
        headers: {Accept: 'application/json'},
        signal: controller.signal,
      }),
      aborted,
    ]);
    if (!response.ok) {
      return failed(`${PROJECT_INFO_PATH} answered HTTP ${response.status}`);
    }
    let body: unknown;
    try {
      body = await Promise.race([response.json(), aborted]);
    } catch {
      if (controller.signal.aborted) return timedOut();
      return failed(`${PROJECT_INFO_PATH} did not return valid JSON`);
    }
    return identityFromBody(body);
  } catch (error) {
    return controller.signal.aborted ? timedOut() : failed(`${PROJECT_INFO_PATH} failed: ${String(error)}`);
  } finally {
    clearTimeout(timer);
  }
}
