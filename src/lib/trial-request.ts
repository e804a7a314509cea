/** The trial request form's data, its validation and the two ways it is sent. */

export interface TrialRequest {
  name: string;
  email: string;
  company: string;
  intendedUse: string;
}

export type TrialRequestField = keyof TrialRequest;

export const TRIAL_REQUEST_FIELDS: readonly TrialRequestField[] = ['name', 'email', 'company', 'intendedUse'];

export const TRIAL_REQUEST_FIELD_LABELS: Record<TrialRequestField, string> = {
  name: 'Name',
  email: 'Work email',
  company: 'Company',
  intendedUse: 'Intended use',
};

/** Character limits of each field, counted after trimming. */
export const TRIAL_REQUEST_LIMITS: Record<TrialRequestField, {min: number; max: number}> = {
  name: {min: 2, max: 100},
  // RFC 5321 limits a forward path to 254 characters.
  email: {min: 3, max: 254},
  company: {min: 2, max: 120},
  intendedUse: {min: 10, max: 2000},
};

export const EMPTY_TRIAL_REQUEST: TrialRequest = {name: '', email: '', company: '', intendedUse: ''};

export type TrialRequestErrors = Partial<Record<TrialRequestField, string>>;

export type TrialRequestValidation = {valid: true; request: TrialRequest} | {valid: false; errors: TrialRequestErrors};

// One "@", no spaces, a dot in the domain with no empty label: deliberately simple, the
// provider confirms the address by writing to it.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function trimTrialRequest(input: TrialRequest): TrialRequest {
  return {
    name: input.name.trim(),
    email: input.email.trim(),
    company: input.company.trim(),
    intendedUse: input.intendedUse.trim(),
  };
}

function fieldError(field: TrialRequestField, value: string): string | null {
  const label = TRIAL_REQUEST_FIELD_LABELS[field];
  const {min, max} = TRIAL_REQUEST_LIMITS[field];
  if (value === '') return `${label} is required.`;
  if (value.length < min) return `${label} must be at least ${min} characters.`;
  if (value.length > max) return `${label} must be at most ${max} characters (it has ${value.length}).`;
  if (field === 'email' && !EMAIL_PATTERN.test(value)) {
    return 'Work email must be an email address such as name@company.com.';
  }
  return null;
}

/** Validates the trimmed request; on success returns the trimmed values to send. */
export function validateTrialRequest(input: TrialRequest): TrialRequestValidation {
  const request = trimTrialRequest(input);
  const errors: TrialRequestErrors = {};
  for (const field of TRIAL_REQUEST_FIELDS) {
    const error = fieldError(field, request[field]);
    if (error !== null) errors[field] = error;
  }
  return Object.keys(errors).length === 0 ? {valid: true, request} : {valid: false, errors};
}

/** Reads a saved draft back; anything that is not a draft's shape gives `null`. */
export function parseTrialRequestDraft(raw: string | null): TrialRequest | null {
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const record = parsed as Record<string, unknown>;
  const draft = {...EMPTY_TRIAL_REQUEST};
  for (const field of TRIAL_REQUEST_FIELDS) {
    const value = record[field];
    if (value === undefined) continue;
    if (typeof value !== 'string') return null;
    draft[field] = value;
  }
  return draft;
}

export function trialRequestMailto(supportEmail: string, request: TrialRequest): string {
  const subject = `MapWeave trial request: ${request.company}`;
  const body = [
    `Name: ${request.name}`,
    `Work email: ${request.email}`,
    `Company: ${request.company}`,
    '',
    'Intended use:',
    request.intendedUse,
  ].join('\n');
  return `mailto:${encodeURI(supportEmail)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/**
 * `received: 'unknown'` when the request may have reached the server but its answer could not be
 * read (no CORS headers, a dropped connection, a timeout): sending it again could make a duplicate.
 */
export type TrialRequestSendResult = {sent: true} | {sent: false; received: 'no' | 'unknown'; error: string};

export const TRIAL_REQUEST_TIMEOUT_MS = 15_000;

function unknownOutcome(reason: string, request: TrialRequest): TrialRequestSendResult {
  return {
    sent: false,
    received: 'unknown',
    error: `Your request may have reached the MapWeave team, but ${reason}. Please do not send it again: the team writes to ${request.email} about every request it receives.`,
  };
}

/**
 * Whether anything answers at `url`. A `no-cors` request resolves with an opaque response as soon as
 * a server answers, whatever its CORS headers, and rejects only when none can be reached: so it
 * tells a server that is down (the request never arrived) from an answer the page may not read.
 */
async function serverAnswers(url: string, fetchImpl: typeof fetch): Promise<boolean> {
  try {
    await fetchImpl(url, {method: 'GET', mode: 'no-cors', signal: AbortSignal.timeout(TRIAL_REQUEST_TIMEOUT_MS)});
    return true;
  } catch {
    return false;
  }
}

/**
 * POSTs the request as JSON; never throws, a failure comes back as a message for the user.
 * A fetch that fails while the browser is online says only that the answer could not be read.
 */
export async function sendTrialRequest(
  url: string,
  request: TrialRequest,
  fetchImpl: typeof fetch = fetch,
  isOnline: () => boolean = () => navigator.onLine,
): Promise<TrialRequestSendResult> {
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', Accept: 'application/json'},
      body: JSON.stringify(request),
      signal: AbortSignal.timeout(TRIAL_REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      return unknownOutcome(`the server did not answer within ${TRIAL_REQUEST_TIMEOUT_MS / 1000} seconds`, request);
    }
    if (!isOnline()) {
      return {
        sent: false,
        received: 'no',
        error: 'Your request was not sent: this device is offline. Check your connection, then send it again.',
      };
    }
    if (!(await serverAnswers(url, fetchImpl))) {
      return {
        sent: false,
        received: 'no',
        error: 'Your request was not sent: the MapWeave server could not be reached. Please try again later.',
      };
    }
    return unknownOutcome("the server's answer could not be read", request);
  }
  if (!response.ok) {
    return {
      sent: false,
      received: 'no',
      error: `Your request could not be sent: the server answered ${response.status}. Please try again later.`,
    };
  }
  return {sent: true};
}
