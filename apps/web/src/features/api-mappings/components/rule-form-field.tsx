import { useId, type ReactNode } from 'react';
import styles from './api-mappings.module.css';

/** What a form control needs from its field: its id and the ids of its hint and error. */
export interface RuleControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/** One labelled control of a rule form, with its hint and, once the server refused it, its problem. */
export function RuleFormField({
  label,
  hint,
  error,
  children,
}: {
  label: string;
  hint?: string;
  error?: string | undefined;
  children: (control: RuleControlProps) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
      {hint ? (
        <p className={styles.hint} id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className={styles.fieldError} id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The problem of the whole form (a refusal, a conflict no field shows), announced as it shows. */
export function RuleFormError({ message }: { message: string | null }) {
  return message ? (
    <p className={styles.formError} role="alert">
      {message}
    </p>
  ) : null;
}
