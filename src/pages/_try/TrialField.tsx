import type {ChangeEvent, ReactNode} from 'react';
import {TRIAL_REQUEST_FIELD_LABELS, TRIAL_REQUEST_LIMITS, type TrialRequestField} from '@site/src/lib/trial-request';
import styles from './TrialRequestForm.module.css';

export function fieldId(field: TrialRequestField): string {
  return `trial-${field}`;
}

const INPUT_ATTRIBUTES: Record<Exclude<TrialRequestField, 'intendedUse'>, {type: string; autoComplete: string}> = {
  name: {type: 'text', autoComplete: 'name'},
  email: {type: 'email', autoComplete: 'email'},
  company: {type: 'text', autoComplete: 'organization'},
};

interface TrialFieldProps {
  field: TrialRequestField;
  value: string;
  error: string | undefined;
  hint: string;
  onChange(field: TrialRequestField, value: string): void;
}

/** One labelled field with its hint and, when invalid, its error, both tied to the control. */
export default function TrialField({field, value, error, hint, onChange}: TrialFieldProps): ReactNode {
  const id = fieldId(field);
  const describedBy = error ? `${id}-error ${id}-hint` : `${id}-hint`;
  const common = {
    id,
    name: field,
    value,
    required: true,
    maxLength: TRIAL_REQUEST_LIMITS[field].max,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: error ? `${styles.control} ${styles.controlInvalid}` : styles.control,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(field, event.target.value),
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {TRIAL_REQUEST_FIELD_LABELS[field]}
      </label>
      <p id={`${id}-hint`} className={styles.hint}>
        {hint}
      </p>
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          <span className={styles.visuallyHidden}>Error: </span>
          {error}
        </p>
      )}
      {field === 'intendedUse' ? <textarea rows={6} {...common} /> : <input {...INPUT_ATTRIBUTES[field]} {...common} />}
    </div>
  );
}
