import { useId, type ReactNode } from 'react';
import styles from './registry.module.css';

/** What a control inside a {@link RegistryFormField} spreads on itself: its id, hint and problem. */
export interface RegistryControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export interface RegistryFormFieldProps {
  label: string;
  hint?: ReactNode;
  /** The server's problem with this field, under the control and read with it. */
  error?: string | null;
  children: (control: RegistryControlProps) => ReactNode;
}

/** One labelled control of a registry form, with its hint and the server's problem tied to it. */
export function RegistryFormField({ label, hint, error, children }: RegistryFormFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : null;
  const errorId = error ? `${id}-error` : null;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {hint ? (
        <p id={hintId ?? undefined} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId ?? undefined} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The form's own problem (one no field shows), announced when a save is refused. */
export function RegistryFormError({ message }: { message: string | null }) {
  return message ? (
    <p className={styles.formError} role="alert">
      {message}
    </p>
  ) : null;
}
