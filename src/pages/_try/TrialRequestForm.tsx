import {useEffect, useLayoutEffect, useRef, useState, type FormEvent, type ReactNode} from 'react';
import {useSiteFields} from '@site/src/hooks/useSiteFields';
import {createStorageSlot} from '@docusaurus/theme-common';
import {
  EMPTY_TRIAL_REQUEST,
  TRIAL_REQUEST_FIELD_LABELS,
  TRIAL_REQUEST_FIELDS,
  TRIAL_REQUEST_LIMITS,
  parseTrialRequestDraft,
  sendTrialRequest,
  trialRequestMailto,
  validateTrialRequest,
  type TrialRequest,
  type TrialRequestErrors,
  type TrialRequestField,
} from '@site/src/lib/trial-request';
import {textTypedBeforeHydration} from '@site/src/lib/typed-before-hydration';
import TrialField, {fieldId} from './TrialField';
import styles from './TrialRequestForm.module.css';

/** The draft survives a reload in this tab, and a failed submit. */
export const TRIAL_DRAFT_KEY = 'mapweave_trial_request_draft';

const HINTS: Record<TrialRequestField, string> = {
  name: 'Your full name.',
  email: 'The address we will write to about the trial, for example name@company.com.',
  company: 'The company or organisation the trial is for.',
  intendedUse: `What you would like to build with MapWeave (${TRIAL_REQUEST_LIMITS.intendedUse.min} to ${TRIAL_REQUEST_LIMITS.intendedUse.max} characters).`,
};

type Outcome =
  | {kind: 'idle'}
  | {kind: 'sending'}
  | {kind: 'sent'; email: string}
  | {kind: 'mail-opened'}
  | {kind: 'failed'; message: string}
  | {kind: 'unknown'; message: string};

export default function TrialRequestForm(): ReactNode {
  const {trialRequestUrl, supportEmail} = useSiteFields();
  // Docusaurus' storage slot: without storage it warns once (shared with the theme) and does nothing.
  const [draftSlot] = useState(() => createStorageSlot(TRIAL_DRAFT_KEY, {persistence: 'sessionStorage'}));
  const [values, setValues] = useState<TrialRequest>(EMPTY_TRIAL_REQUEST);
  const [errors, setErrors] = useState<TrialRequestErrors | null>(null);
  const [submitCount, setSubmitCount] = useState(0);
  const [outcome, setOutcome] = useState<Outcome>({kind: 'idle'});
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);

  // The draft is read after hydration: the server-rendered form is always empty. Text typed into
  // a field before hydration is still in the field here, and wins over the draft (and is saved).
  useLayoutEffect(() => {
    const typed: Partial<TrialRequest> = {};
    for (const field of TRIAL_REQUEST_FIELDS) {
      const control = formRef.current?.elements.namedItem(field) as
        HTMLInputElement | HTMLTextAreaElement | null | undefined;
      const text = textTypedBeforeHydration(control);
      if (text !== null) typed[field] = text;
    }
    const anyTyped = Object.keys(typed).length > 0;
    const draft = parseTrialRequestDraft(draftSlot.get());
    if (draft === null && !anyTyped) return;
    const next = {...(draft ?? EMPTY_TRIAL_REQUEST), ...typed};
    if (anyTyped) draftSlot.set(JSON.stringify(next));
    // Reading the fields and an external store once after hydration is what this effect is for.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setValues(next);
  }, [draftSlot]);

  // After each submit, move focus to what the user must read: the errors or the outcome.
  useEffect(() => {
    if (submitCount === 0) return;
    (summaryRef.current ?? outcomeRef.current)?.focus();
  }, [submitCount]);

  const onChange = (field: TrialRequestField, value: string) => {
    const next = {...values, [field]: value};
    setValues(next);
    draftSlot.set(JSON.stringify(next));
    // Once errors are shown they follow the input, so a fixed field stops being reported.
    if (errors !== null) {
      const validation = validateTrialRequest(next);
      setErrors(validation.valid ? {} : validation.errors);
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (outcome.kind === 'sending') return;
    const validation = validateTrialRequest(values);
    if (!validation.valid) {
      setErrors(validation.errors);
      setOutcome({kind: 'idle'});
      setSubmitCount((count) => count + 1);
      return;
    }
    setErrors(null);
    const {request} = validation;
    if (trialRequestUrl === null) {
      window.location.href = trialRequestMailto(supportEmail, request);
      setOutcome({kind: 'mail-opened'});
      setSubmitCount((count) => count + 1);
      return;
    }
    setOutcome({kind: 'sending'});
    const result = await sendTrialRequest(trialRequestUrl, request);
    if (result.sent) {
      draftSlot.del();
      setValues(EMPTY_TRIAL_REQUEST);
      setOutcome({kind: 'sent', email: request.email});
    } else {
      setOutcome({kind: result.received === 'unknown' ? 'unknown' : 'failed', message: result.error});
    }
    setSubmitCount((count) => count + 1);
  };

  const errorFields = TRIAL_REQUEST_FIELDS.filter((field) => errors?.[field] !== undefined);

  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-describedby="trial-required-note"
    >
      {errorFields.length > 0 && (
        <div
          ref={summaryRef}
          tabIndex={-1}
          role="alert"
          aria-labelledby="trial-error-summary"
          className={styles.summary}
        >
          <h2 id="trial-error-summary" className={styles.summaryTitle}>
            {errorFields.length === 1
              ? 'One field needs your attention'
              : `${errorFields.length} fields need your attention`}
          </h2>
          <ul>
            {errorFields.map((field) => (
              <li key={field}>
                <a
                  href={`#${fieldId(field)}`}
                  onClick={(event) => {
                    event.preventDefault();
                    document.getElementById(fieldId(field))?.focus();
                  }}
                >
                  {TRIAL_REQUEST_FIELD_LABELS[field]}: {errors?.[field]}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}

      <p id="trial-required-note">All fields are required.</p>
      {TRIAL_REQUEST_FIELDS.map((field) => (
        <TrialField
          key={field}
          field={field}
          value={values[field]}
          error={errors?.[field]}
          hint={HINTS[field]}
          onChange={onChange}
        />
      ))}

      <button type="submit" className="button button--primary button--lg" disabled={outcome.kind === 'sending'}>
        {outcome.kind === 'sending' ? 'Sending your request…' : 'Request a trial'}
      </button>
      <p className={styles.delivery}>
        {trialRequestUrl === null
          ? `Submitting opens your email app with the request addressed to ${supportEmail}; send the email to complete it.`
          : 'Your request is sent to the MapWeave team, who will reply by email.'}
      </p>

      <div ref={outcomeRef} tabIndex={-1} aria-live="polite" className={styles.outcome}>
        {outcome.kind === 'sent' && (
          <div className="alert alert--success" role="status">
            Thank you, your trial request was sent. We will write to {outcome.email}.
          </div>
        )}
        {outcome.kind === 'mail-opened' && (
          <div className="alert alert--info" role="status">
            Your email app should now show the request, addressed to {supportEmail}: send it to complete the request. If
            no email app opened, write to <a href={`mailto:${supportEmail}`}>{supportEmail}</a> with the details above;
            they are kept in this form.
          </div>
        )}
        {outcome.kind === 'failed' && (
          <div className="alert alert--danger" role="alert">
            {outcome.message} What you entered is kept.
          </div>
        )}
        {outcome.kind === 'unknown' && (
          <div className="alert alert--warning" role="alert">
            {outcome.message} If no email arrives, contact support at{' '}
            <a href={`mailto:${supportEmail}`}>{supportEmail}</a>. What you entered is kept.
          </div>
        )}
      </div>
    </form>
  );
}
