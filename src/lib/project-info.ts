export const PROJECT_INFO_PATH = '/selected-project-info';
export const PROJECT_INFO_TIMEOUT_MS = 4000;

export interface IdentityResult {
  /** The user identity: the response's `email` when it is a non-empty string, else ''. */
  email: string;
  /** Why the identity could not be read, for the one console warning; null when the call worked. */
  warning: string | null;
}

/** Reads the identity from the parsed JSON body of the project-info response. */
export function identityFromBody(body: unknown): IdentityResult {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return {email: '', warning: `${PROJECT_INFO_PATH} did not return a JSON object`};
  }
  const email: unknown = (body as Record<string, unknown>).email;
  if (email === undefined || email === null) return {email: '', warning: null};
  if (typeof email !== 'string') {
    return {email: '', warning: `${PROJECT_INFO_PATH} returned an email that is not a string`};
  }
  return {email: email.trim(), warning: null};
}

type Fetch = (input: string, init: RequestInit) => Promise<Response>;

/** GETs the project info with the user's credentials; never rejects. */
export async function loadIdentity(
  fetchImpl: Fetch,
  timeoutMs: number = PROJECT_INFO_TIMEOUT_MS,
): Promise<IdentityResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchImpl(PROJECT_INFO_PATH, {
      credentials: 'include',
      headers: {Accept: 'application/json'},
      signal: controller.signal,
    });
    if (!response.ok) {
      return {email: '', warning: `${PROJECT_INFO_PATH} answered HTTP ${response.status}`};
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      return {email: '', warning: `${PROJECT_INFO_PATH} did not return valid JSON`};
    }
    return identityFromBody(body);
  } catch (error) {
    const reason = controller.signal.aborted ? `timed out after ${timeoutMs} ms` : `failed: ${String(error)}`;
    return {email: '', warning: `${PROJECT_INFO_PATH} ${reason}`};
  } finally {
    clearTimeout(timer);
  }
}
