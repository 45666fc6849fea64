import { useId, type ReactNode } from 'react';
import styles from './survey-settings.module.css';

/** What a control inside a {@link BuilderField} spreads on itself: its id, its hint and problem. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export interface BuilderFieldProps {
  label: string;
  hint?: ReactNode;
  /** The problem the survey schema found here, shown under the control and announced. */
  error?: string | null;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** One labelled control of the builder, with its hint and its problem tied to it for screen readers. */
export function BuilderField({ label, hint, error, className, children }: BuilderFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : null;
  const errorId = error ? `${id}-error` : null;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[styles.field, className ?? ''].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {hint ? (
        <p id={hintId ?? undefined} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/**
 * A field's problem, in red and read with its control (the builder's list of problems above the
 * form is the part announced when a save is refused).
 */
export function FieldError({ id, message }: { id?: string | null; message?: string | null }) {
  if (!message) return null;
  return (
    <p id={id ?? undefined} className={styles.fieldError}>
      {message}
    </p>
  );
}
